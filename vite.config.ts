import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves dist/ in production; during `vite` dev the API is proxied.
export default defineConfig({
  plugins: [react()],
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
