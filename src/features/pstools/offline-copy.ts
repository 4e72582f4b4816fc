import { useEffect } from 'react';

/** The service worker of the tool (public/pstools-sw.js) and its cache's name there. */
const WORKER_URL = '/pstools-sw.js';
const OFFLINE_CACHE = 'pstools-v1';
/** How long the page has been open before the worker is asked to fetch the on-demand parts for the offline copy. */
const WARM_AFTER_MS = 5000;

/** What the page has loaded so far: the worker keeps the build files among it. */
const loadedUrls = () => [window.location.pathname, ...performance.getEntriesByType('resource').map((e) => e.name)];

/**
 * Keeps the tool loadable without a connection after this visit: registers the service worker, then hands it what the
 * page has already loaded (the page itself and its build files, fetched before the worker controlled the page), so
 * the first visit is enough. Mounted by the tool itself, after its own chunk has arrived. `onDemandFiles` are the
 * build files of the parts the tool loads on demand (other tabs, the booking form; the server reads them from the
 * build's manifest): handed to the worker once the page has been open a while, which fetches and keeps them in its own
 * thread, so they open without a connection even if never opened before and the page evaluates none of their code
 * (importing them here put MUI's start-up in long tasks on the tablet, issue 19).
 */
export function useOfflineCopy(onDemandFiles: readonly string[] = []) {
  // The list's content, not its identity, decides when to start again.
  const files = onDemandFiles.join('\n');
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let timer: number | undefined;
    navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        registration.active?.postMessage({ type: 'keep', urls: loadedUrls() });
        if (!files) return;
        timer = window.setTimeout(() => {
          if (navigator.onLine) registration.active?.postMessage({ type: 'keep', urls: files.split('\n') });
        }, WARM_AFTER_MS);
      })
      .catch(() => undefined);
    return () => window.clearTimeout(timer);
  }, [files]);
}

/** The offline copy holds the staff member's page: it goes with the session (the tablet is shared). */
export async function deleteOfflineCopy() {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_CACHE);
}
