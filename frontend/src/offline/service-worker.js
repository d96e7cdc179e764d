// The app's service worker, written out by build/service-worker.mjs as /sw.js with the build's file list
// in place of the two placeholders. It keeps the app shell (index.html, every built file, fonts, both
// language catalogues, icons) so the app opens without a connection. It never answers /api: the API's
// data is the web app's own business (IndexedDB, frontend/src/offline), so online every API call goes to
// the server as if there were no worker.
const VERSION = '__SW_VERSION__';
const PRECACHE = __SW_PRECACHE__;
const CACHE = `app-shell-${VERSION}`;
const SHELL = '/index.html';
const PRECACHED = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  // The API goes straight to the network, past this worker (static routing, where the browser has it):
  // API calls then behave exactly as on a page without a worker, whatever this file does.
  if (typeof event.addRoutes === 'function')
    event.waitUntil(
      event
        .addRoutes([
          { condition: { urlPattern: new URLPattern({ pathname: '/api' }) }, source: 'network' },
          { condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' },
        ])
        .catch(() => undefined),
    );
  // `reload`: never a stale copy from the HTTP cache. No skipWaiting: a new version waits until the
  // fitter chooses to reload (the app's prompt), so it never swaps files under a half-filled form.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void self.skipWaiting();
});

// No clients.claim(): a page opened before the worker was installed stays as it loaded (its next load is
// served by the worker), so nothing changes under a page in use. A new version takes over the pages of
// the old one when the fitter reloads into it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('app-shell-') && key !== CACHE) await caches.delete(key);
    })(),
  );
});

const isApi = (url) => url.pathname === '/api' || url.pathname.startsWith('/api/');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    // Every page of the app is index.html (client routing): the kept copy opens at once, with or without
    // a connection; a new version arrives through the worker's update, not through this answer.
    event.respondWith(caches.match(SHELL, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
    return;
  }
  if (PRECACHED.has(url.pathname))
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
});
