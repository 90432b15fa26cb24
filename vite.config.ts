import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The API server serves dist/ in production; during `vite` dev the API is proxied.
export default defineConfig({
  // .br and .gz of each asset, written once at build time and served as they are (server/app.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      output: {
        // antd + rjsf are large; keep them out of the login chunk (design.md §6).
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
});
