import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { getCustomerId, saveCustomerId } from '@/lib/cookies';
import { setAnalyticsUser, track } from '@/lib/analytics';
import { purchaseCleared } from '@/store/shared-actions';
import { useCurrentCustomer } from '../hooks/use-current-customer';
import { isSessionRefused } from '@/graphql/error-codes';
import { clearLocalSession } from '@/lib/session';

/**
 * SPEC §4 "on load": with a session cookie the profile is fetched (current-customer-store.ts, no Apollo), then the
 * customer id is stored in a cookie and the login reported to analytics; without one the persisted purchase state is
 * cleared.
 */
export function SessionBootstrap() {
  const store = useStore();
  const { hasSession, customer, error } = useCurrentCustomer();

  useEffect(() => {
    if (hasSession === false) {
      store.dispatch(purchaseCleared());
    }
  }, [hasSession, store]);

  // Once per customer and page load, not on every cache-and-network refresh of the profile.
  const customerId = customer?.id;
  useEffect(() => {
    if (!customerId) return;
    saveCustomerId(customerId);
    setAnalyticsUser(customerId);
    track('login', { method: 'session' });
  }, [customerId]);

  // A refused profile means the stored token is dead: clear it like a logout. The account area follows the cookie,
  // so the page simply shows the signed-out state. A guest's token (Vendure's anonymous session holding the cart and
  // the purchase in progress) is refused the profile too but is alive: keep it and the guest's purchase state — the
  // first call of a guest's purchase creates that token, and clearing here wiped the bike the guest had just chosen.
  useEffect(() => {
    if (!error || !isSessionRefused(error)) return;
    if (getCustomerId()) void clearLocalSession();
  }, [error]);

  return null;
}
