import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineEntryCss } from './vite/inline-entry-css.plugin.ts';

// In `npm run dev` the API runs on API_PORT (default 3001) and Vite proxies /api to it,
// so the browser sees one origin exactly as in production (`npm start` serves both on PORT).
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), inlineEntryCss()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // The manifest (dist/.vite, never served) names each route's chunks and their imports, which
  // scripts/measure-public-pages.mjs adds up into the JavaScript each public page loads.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Fewer, larger chunks for a phone (docs/operations/benchmarks.md, Public pages): every file
    // sent costs about 1 kB of response headers and a turn on one of six connections. The shell
    // (React, the router, the query cache, the layout) is one chunk instead of six; a shared chunk
    // under 8 kB before minifying is copied into the pages that use it instead of fetched alone.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }], experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
    },
  },
});
