import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// happy-dom lacks a few browser APIs antd touches.
if (typeof window !== 'undefined') {
  const w = window as unknown as Record<string, unknown>;
  if (!w.ResizeObserver) {
    w.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

// findBy*/waitFor give up after 1 s by default: on a loaded two-core CI machine (the unit tests run
// beside the API lane) a dialog's lazy widget can take longer to appear. A guard, not a speed check.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library unmounts on its own only when vitest's globals are on (they are not here). A tree
// left mounted keeps React's scheduler busy, and work it runs after the file's happy-dom window is
// torn down fails the whole run with "window is not defined" (seen once in a clean-clone run).
afterEach(() => cleanup());
// Let a render already queued on the scheduler (it uses setImmediate) finish while the window exists.
afterAll(() => new Promise<void>((resolve) => setImmediate(resolve)));
