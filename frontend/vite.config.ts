import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In `npm run dev` the API runs on API_PORT (default 3001) and Vite proxies /api to it,
// so the browser sees one origin exactly as in production (`npm start` serves both on PORT).
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // The manifest (dist/.vite, never served) names each route's chunks and their imports, which
  // scripts/measure-public-pages.mjs adds up into the JavaScript each public page loads.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
