import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { getSessionToken } from '@/lib/cookies';
import { ProfileCustomerQuery } from '../graphql/accounts';

/** True once mounted in the browser with a session cookie (never during server rendering, to hydrate cleanly). */
export function useHasSession(): boolean | null {
  const [hasSession, setHasSession] = useState<boolean | null>(null);
  useEffect(() => setHasSession(Boolean(getSessionToken())), []);
  return hasSession;
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
