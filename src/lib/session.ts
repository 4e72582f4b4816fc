import { postLogout } from '@/lib/auth/auth-api';
import { clearSessionCookies } from '@/lib/cookies';
import { setAnalyticsUser } from '@/lib/analytics';
import { PERSIST_STORAGE_KEY } from '@/store/persist-key';

/** Firebase keeps the signed-in user in this IndexedDB database. */
export const FIREBASE_INDEXED_DB = 'firebaseLocalStorageDb';

/**
 * Everything SPEC §4/§8 says a logout or an invalid session clears: the session and customer-id cookies, the
 * app shell's signed auth cookies (httpOnly, so through /api/logout), the persisted purchase state in local storage,
 * and Firebase's local IndexedDB database.
 */
export async function clearLocalSession(): Promise<void> {
  // The server-side cookies go first: once the page shows "signed out", nothing may still carry the session.
  await postLogout().catch((error) => console.error(error));
  clearSessionCookies();
  setAnalyticsUser(null);
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
