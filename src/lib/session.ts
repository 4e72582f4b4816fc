import { postLogout } from '@/lib/auth/auth-api';
import { clearSessionCookies } from '@/lib/cookies';
import { setAnalyticsUser } from '@/lib/analytics';
import { localePath } from '@/lib/i18n';
import { PERSIST_STORAGE_KEY } from '@/store/persist-key';

/** Firebase keeps the signed-in user in this IndexedDB database. */
export const FIREBASE_INDEXED_DB = 'firebaseLocalStorageDb';

/** Caches of session data in memory that a page may have loaded (Apollo's: graphql/apollo-client.ts). */
const sessionCaches = new Set<() => Promise<unknown>>();

/** Registers a cache that clearLocalSession empties; only code already loaded registers, nothing loads for it. */
export function registerSessionCache(clear: () => Promise<unknown>): void {
  sessionCaches.add(clear);
}

/**
 * Everything SPEC §4/§8 says a logout or an invalid session clears: the session and customer-id cookies, the
 * app shell's signed auth cookies (httpOnly, so through /api/logout), the persisted purchase state in local storage,
 * Firebase's local IndexedDB database and the caches in memory (registerSessionCache).
 */
export async function clearLocalSession(): Promise<void> {
  // The server-side cookies go first: once the page shows "signed out", nothing may still carry the session.
  await postLogout().catch((error) => console.error(error));
  clearSessionCookies();
  setAnalyticsUser(null);
  await Promise.all([...sessionCaches].map((clear) => clear().catch((error) => console.error(error))));
  try {
    window.localStorage.removeItem(PERSIST_STORAGE_KEY);
  } catch {
    // Storage may be disabled (private mode); nothing is persisted then.
  }
  try {
    window.indexedDB?.deleteDatabase(FIREBASE_INDEXED_DB);
  } catch {
    // Not available in this browser.
  }
}

/** SPEC §8 FORBIDEN / Unauthorized: the session is cleared and the visitor leaves for the home page. */
export function endSessionAndGoHome(locale: string): void {
  void clearLocalSession().then(() => window.location.assign(localePath(locale, '/')));
}
