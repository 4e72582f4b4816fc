import { useEffect } from 'react';

/** The service worker of the tool (public/pstools-sw.js) and its cache's name there. */
const WORKER_URL = '/pstools-sw.js';
const OFFLINE_CACHE = 'pstools-v1';
/** How long the page stays idle before the on-demand parts are fetched for the offline copy. */
const WARM_AFTER_MS = 5000;

/** What the page has loaded so far: the worker keeps the build files among it. */
const loadedUrls = () => [window.location.pathname, ...performance.getEntriesByType('resource').map((e) => e.name)];

/**
 * Keeps the tool loadable without a connection after this visit: registers the service worker, then hands it what the
 * page has already loaded (the page itself and its build files, fetched before the worker controlled the page), so
 * the first visit is enough. Mounted by the tool itself, after its own chunk has arrived. `warm` loads the parts the
 * tool loads on demand (other tabs, the booking form): run once the page has been idle a while, so it costs the first
 * screen nothing, and handed to the worker too, so they open without a connection even if never opened before.
 */
export function useOfflineCopy(warm?: () => Promise<unknown>) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let timer: number | undefined;
    navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        registration.active?.postMessage({ type: 'keep', urls: loadedUrls() });
        if (!warm) return;
        timer = window.setTimeout(() => {
          if (!navigator.onLine) return;
          const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
          idle(
            () =>
              void warm()
                .then(() => registration.active?.postMessage({ type: 'keep', urls: loadedUrls() }))
                .catch(() => undefined),
          );
        }, WARM_AFTER_MS);
      })
      .catch(() => undefined);
    return () => window.clearTimeout(timer);
  }, [warm]);
}

/** The offline copy holds the staff member's page: it goes with the session (the tablet is shared). */
export async function deleteOfflineCopy() {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_CACHE);
}
