import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { actionMethods } from './vite.actionMethods.ts';

/** The API server `npm run dev` proxies to (scripts/dev.mjs starts it on this port). */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), actionMethods()],
  build: {
    outDir: 'dist',
    // bench/bundle-size.ts reads the manifest to measure what each page downloads.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
