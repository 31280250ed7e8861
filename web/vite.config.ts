import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The service serves web/dist itself (docs/web-api.md); the app's routes are the SPEC.md pages, so
// every asset lives under /assets and any other path falls back to index.html on the server.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The first page must stay small: each page is its own chunk (React.lazy in the router).
    chunkSizeWarningLimit: 600,
  },
  server: {
    // `npx vite --config web/vite.config.ts` during development, with the service on 8080.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/signin': 'http://127.0.0.1:8080',
      '/signed-out': 'http://127.0.0.1:8080',
    },
  },
});
