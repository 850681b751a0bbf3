import { defineConfig } from 'vite';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** The web app: root `web/`, output `web/dist`; TSX is compiled by Vite itself (automatic JSX runtime). */
export default defineConfig(({ mode }) => ({
  root,
  base: '/',
  build: { outDir: `${root}dist`, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  // A production build bundles React's production code even when NODE_ENV says otherwise (vitest sets 'test').
  define: mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: mode !== 'production' } },
  server: {
    fs: { allow: [`${root}..`] },
    proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } },
  },
}));
