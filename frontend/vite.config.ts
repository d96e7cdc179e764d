import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.mjs';
import { serviceWorker } from './build/service-worker.mjs';
import { appFiles } from './build/app-files.mjs';

const domain = fileURLToPath(new URL('../backend/src/domain', import.meta.url));
const objectEntries = fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url));
const jsonExport = fileURLToPath(new URL('./src/shims/jsonexport.ts', import.meta.url));
const emotionInsertion = fileURLToPath(new URL('./src/shims/emotion-insertion.ts', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    {
      // react-admin's default exporter gets a stand-in that loads jsonexport on first use (see the shim).
      name: 'lazy-jsonexport',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === 'jsonexport/dist/index.js' && importer && /[\\/]ra-core[\\/]/.test(importer))
          return jsonExport;
        return null;
      },
    },
    // dist/sw.js: the service worker that keeps the app shell for offline use (src/offline/service-worker.js).
    serviceWorker(),
    // index.html lists the app's files for src/boot.ts: prefetched by the sign-in page, the catalogue
    // announced by an app page (see the plugin).
    appFiles(),
    // dist/**/*.br and *.gz beside every text asset: the server sends them as they are (app.setup.ts).
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@domain', replacement: domain },
      // The native Object.entries instead of its es-shims polyfill (see the shim).
      { find: /^object\.entries$/, replacement: objectEntries },
      // Emotion inserts styles while rendering (in slices) instead of in the commit (see the shim).
      { find: /^@emotion\/use-insertion-effect-with-fallbacks$/, replacement: emotionInsertion },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // The app's files and those of the pages a fitter opens first are announced by boot.ts itself (from
      // the list the build writes into index.html, build/app-files.mjs): the bundler's own lists of them
      // stay out of the first script every page loads. Stylesheets stay (the bundler's helper is what
      // loads them).
      resolveDependencies: (file, deps) =>
        /\/(main|DashboardPage|CylinderList|CylinderDetailPage)-[^/]+\.js$/.test(file)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    sourcemap: false,
    // dist/.vite/manifest.json: bench/frontend-size.mjs and the bundle-budget test read the chunk graph from it.
    manifest: true,
    chunkSizeWarningLimit: 2000,
    // Font files stay files: inlined into the stylesheet as base64, every subset of every weight would be
    // sent on the first load whether or not a page needs its characters (unicode-range never gets a say).
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
});
