import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The designer's timing page (bench/designer.ts): the renderer's timing page (bench/perf/index.html)
// built with VITE_TIMING=designer, which mounts ./main.tsx instead; own output, production build.
const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.resolve(here, '../perf'),
  base: './',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  define: { 'import.meta.env.VITE_TIMING': JSON.stringify('designer') },
  build: { outDir: path.resolve(here, '../../.tmp/bench-designer'), emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
});
