import { useEffect } from 'react';

/** The service worker of the tool (public/pstools-sw.js) and its cache's name there. */
const WORKER_URL = '/pstools-sw.js';
const OFFLINE_CACHE = 'pstools-v1';

/**
 * Keeps the tool loadable without a connection after this visit: registers the service worker, then hands it what the
 * page has already loaded (the page itself and its build files, fetched before the worker controlled the page), so
 * the first visit is enough. Mounted by the tool itself, after its own chunk has arrived.
 */
export function useOfflineCopy() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'keep', urls: [window.location.pathname, ...loaded] });
      })
      .catch(() => undefined);
  }, []);
}

/** The offline copy holds the staff member's page: it goes with the session (the tablet is shared). */
export async function deleteOfflineCopy() {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_CACHE);
}
