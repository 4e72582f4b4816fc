import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { AppApolloProvider } from '@/graphql/app-apollo-provider';
import { saveCustomerId } from '@/lib/cookies';
import { setAnalyticsUser, track } from '@/lib/analytics';
import { purchaseCleared } from '@/store/shared-actions';
import { useCurrentCustomer } from '../hooks/use-current-customer';
import { clearLocalSession } from '@/lib/session';

/**
 * SPEC §4 "on load": with a session cookie the profile is fetched, then the customer id is stored in a cookie and
 * the login reported to analytics; without one the persisted purchase state is cleared. A profile query refused
 * as FORBIDDEN means the session is no longer valid: it is cleared like a logout.
 */
export function SessionBootstrap() {
  return (
    <AppApolloProvider>
      <SessionEffects />
    </AppApolloProvider>
  );
}

function SessionEffects() {
  const store = useStore();
  const { hasSession, customer, error } = useCurrentCustomer();

  useEffect(() => {
    if (hasSession === false) {
      store.dispatch(purchaseCleared());
    }
  }, [hasSession, store]);

  useEffect(() => {
    if (!customer) return;
    saveCustomerId(customer.id);
    setAnalyticsUser(customer.id);
    track('login', { method: 'session' });
  }, [customer]);

  useEffect(() => {
    if (error && isSessionInvalid(error)) {
      clearLocalSession();
      window.location.assign('/');
    }
  }, [error]);

  return null;
}

/** The back end answers FORBIDDEN (or our spelling FORBIDEN) when the stored token no longer maps to a customer. */
function isSessionInvalid(error: unknown): boolean {
  const errors = (error as { errors?: { extensions?: { code?: unknown } }[] }).errors ?? [];
  return errors.some((e) => e.extensions?.code === 'FORBIDDEN' || e.extensions?.code === 'FORBIDEN');
}
