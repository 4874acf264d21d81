import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';

const root = fileURLToPath(new URL('./admin', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/admin', import.meta.url));

/** The back-office SPA: sources under admin/, built into dist/admin and served by the API. */
export default defineConfig({
  root,
  base: '/',
  // Every asset is also written as .br (quality 11) and .gz (level 9) at build time; the server sends those
  // as they are, so the wire carries the smallest form without compressing on each request.
  plugins: [
    react(),
    compression({
      threshold: 1024,
      include: /\.(js|css|html|svg|json)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
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
