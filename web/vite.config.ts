import { defineConfig } from 'vite';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** The web app: root `web/`, output `web/dist`; TSX is compiled by Vite itself (automatic JSX runtime). */
export default defineConfig({
  root,
  base: '/',
  build: { outDir: `${root}dist`, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: {
    fs: { allow: [`${root}..`] },
    proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } },
  },
});
