/* Service worker of the staff tool (issue 16): after a first visit, /pstools (and /id/pstools) and the site's build
 * assets load without a connection. Navigations to the tool: network first, the last good copy when offline.
 * Build assets (hashed, immutable) and the guidebook PDFs: cache first. Nothing else is touched. Signing out of the
 * tool deletes the cache (the tablet is shared). */
const CACHE = 'pstools-v1';
const PAGES = ['/pstools', '/id/pstools'];

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function put(key, response) {
  if (!response.ok) return;
  const copy = response.clone();
  caches.open(CACHE).then((cache) => cache.put(key, copy));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && PAGES.includes(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          put(url.pathname, response);
          return response;
        })
        .catch(() => caches.match(url.pathname).then((hit) => hit || Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/guidebook/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            put(request, response);
            return response;
          }),
      ),
    );
  }
});
