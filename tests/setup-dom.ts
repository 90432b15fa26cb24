import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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

// Testing Library unmounts on its own only when vitest's globals are on (they are not here). A tree
// left mounted keeps React's scheduler busy, and work it runs after the file's happy-dom window is
// torn down fails the whole run with "window is not defined" (seen once in a clean-clone run).
afterEach(() => cleanup());
// Let a render already queued on the scheduler (it uses setImmediate) finish while the window exists.
afterAll(() => new Promise<void>((resolve) => setImmediate(resolve)));
