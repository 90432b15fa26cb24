import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The timing page of `npm run bench` (bench/renderer.ts): its own entry and output directory so that
// building it never touches the app's dist/. Production mode and the app's minifier, so the figures
// are those of code users run.
const here = path.dirname(fileURLToPath(import.meta.url));

export const PERF_OUT = path.resolve(here, '../../.tmp/bench-perf');

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: PERF_OUT,
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: {
      // The page imports widgets directly that the app loads lazily through widgets/index; expected here.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});
