import { useEffect, useSyncExternalStore } from 'react';
import { getSessionToken } from '@/lib/cookies';
import { useHasSession } from '@/lib/use-has-session';
import {
  getCurrentCustomerState,
  getServerCurrentCustomerState,
  loadCurrentCustomer,
  subscribeCurrentCustomer,
} from '../current-customer-store';

export { useHasSession };

/**
 * The signed-in customer's profile (current-customer-store.ts: no Apollo). `hasSession` is null while hydrating, then
 * whether a session cookie exists; `customer` is null for a guest's session (a cart, no account) or a refused one.
 */
export function useCurrentCustomer() {
  const hasSession = useHasSession();
  const current = useSyncExternalStore(
    subscribeCurrentCustomer,
    getCurrentCustomerState,
    getServerCurrentCustomerState,
  );
  useEffect(() => {
    if (hasSession) loadCurrentCustomer();
  }, [hasSession]);
  // An answer for another token (just signed in or out) is not this session's.
  const known = hasSession === true && current.status === 'ready' && current.token === getSessionToken();
  return {
    hasSession,
    customer: known ? current.customer : null,
    loading: hasSession === null || (hasSession && !known),
    error: known ? current.error : null,
  };
}
