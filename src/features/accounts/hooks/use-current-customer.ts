import { useQuery } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { getSessionToken, subscribeSession } from '@/lib/cookies';
import { ProfileCustomerQuery } from '../graphql/accounts';

const hasSessionCookie = () => Boolean(getSessionToken());
/** Unknown while server rendering and hydrating, so the first client render matches the HTML. */
const unknownOnServer = () => null;

/** Whether a session cookie exists; follows sign-in and sign-out without a page load. */
export function useHasSession(): boolean | null {
  return useSyncExternalStore(subscribeSession, hasSessionCookie, unknownOnServer);
}

/** The signed-in customer's profile; profileCustomer is the one query that runs cache-and-network (SPEC §7). */
export function useCurrentCustomer() {
  const hasSession = useHasSession();
  const query = useQuery(ProfileCustomerQuery, { skip: !hasSession, fetchPolicy: 'cache-and-network' });
  return {
    hasSession,
    // A refused profile query means no valid session, whatever an earlier answer left in the cache.
    customer: hasSession && !query.error ? (query.data?.profileCustomer ?? null) : null,
    loading: hasSession === null || (hasSession && query.loading && !query.data),
    error: query.error,
  };
}
