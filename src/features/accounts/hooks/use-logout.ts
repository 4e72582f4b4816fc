import { useApolloClient } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { sessionCleared } from '@/store/shared-actions';
import { LogoutMutation } from '../graphql/accounts';
import { clearLocalSession } from '@/lib/session';

/** Ends the Vendure session and the app shell's cookies, clears local state, and goes home. */
export function useLogout() {
  const client = useApolloClient();
  const router = useRouter();
  const store = useStore();
  return useCallback(async () => {
    await client.mutate({ mutation: LogoutMutation }).catch(() => undefined);
    store.dispatch(sessionCleared());
    await clearLocalSession();
    await client.clearStore();
    await router.push('/');
  }, [client, router, store]);
}
