import { useSyncExternalStore } from 'react';
import { getSessionToken, subscribeSession } from '@/lib/cookies';

const hasSessionCookie = () => Boolean(getSessionToken());
/** Unknown while server rendering and hydrating, so the first client render matches the HTML. */
const unknownOnServer = () => null;

/**
 * Whether a session cookie exists; follows sign-in and sign-out without a page load. Kept apart from the profile
 * hook so the app shell can ask without loading Apollo.
 */
export function useHasSession(): boolean | null {
  return useSyncExternalStore(subscribeSession, hasSessionCookie, unknownOnServer);
}
