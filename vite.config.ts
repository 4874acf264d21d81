import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('./admin', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/admin', import.meta.url));

/** The back-office SPA: sources under admin/, built into dist/admin and served by the API. */
export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir,
    // Not emptied first: a page already open (or a browser test running) keeps finding the hashed
    // assets of the previous build while a new one is written. Old assets are unreferenced leftovers.
    emptyOutDir: false,
    sourcemap: false,
    chunkSizeWarningLimit: 1600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
