import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: unit tests beside their code (happy-dom), API tests against the real
// server on PGlite, and end-to-end tests in Debian chromium against the built app.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['{src,renderer,widgets,schemas,contract,server,bench}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          // A guard against a hung test, not a speed check: at load average 15 on two cores a dialog
          // test of the users screen took 21 s (speed is npm run bench's).
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
          // The files share one process, run one after another: the server's modules are imported and
          // PGlite's WebAssembly compiled once, not once per file. Each file still starts its own
          // server on its own copy of the database, so no data passes between files; this halved
          // the pass (833 s → 385 s for 86 files on a quiet machine).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // expect.poll waits on a state; its 1 s default is shorter than a busy machine's debounce.
          expect: { poll: { timeout: 10_000 } },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts', 'tests/e2e/support/buildOnce.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
          // As for the API files: one process, modules imported once; each file its own server and browser.
          isolate: false,
        },
      },
    ],
  },
});
