import { useQuery } from '@apollo/client/react';
import { ProfileCustomerQuery } from '../graphql/accounts';
import { useHasSession } from '@/lib/use-has-session';

export { useHasSession };

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
