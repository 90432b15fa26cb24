import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The designer's timing page (bench/designer.ts): own entry and output, production build.
const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: path.resolve(here, '../../.tmp/bench-designer'), emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
});
