/* Service worker of the staff tool (issue 16): after a first visit, /pstools (and /id/pstools) and the site's build
 * assets load without a connection. Navigations to the tool: network first, the last good copy when offline.
 * Build assets (hashed, immutable) and the guidebook PDFs: cache first. Nothing else is touched. Signing out of the
 * tool deletes the cache (the tablet is shared). */
const CACHE = 'pstools-v1';
const PAGES = ['/pstools', '/id/pstools'];

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Stores a copy of a good response, then hands the response over: the copy is in the cache before the page gets it,
 * so a reload right after (the connection dropping) never misses a file the page has just loaded. */
async function keep(key, response) {
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(key, response.clone());
  }
  return response;
}

/** What the worker keeps: the tool's pages (by path), the build assets and the guidebook PDFs of this origin. */
function kept(url) {
  if (url.origin !== self.location.origin) return null;
  if (PAGES.includes(url.pathname)) return url.pathname;
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/guidebook/')) return url.href;
  return null;
}

// The tool names what its page loaded before this worker controlled it (src/features/pstools/offline-copy.ts): kept
// now, so the first visit is enough to load the tool offline.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const keys = [...new Set(event.data.urls.map((u) => kept(new URL(u, self.location.origin))).filter(Boolean))];
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(keys.map((key) => cache.match(key).then((hit) => hit || cache.add(key).catch(() => undefined)))),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const key = kept(url);
  if (!key) return;
  if (request.mode === 'navigate' && PAGES.includes(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => keep(key, response))
        .catch(() => caches.match(key).then((hit) => hit || Response.error())),
    );
    return;
  }
  if (!PAGES.includes(url.pathname)) {
    event.respondWith(
      caches.match(request).then((hit) => hit || fetch(request).then((response) => keep(key, response))),
    );
  }
});
