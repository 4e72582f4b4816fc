import { useApolloClient } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { installmentActions, purchaseActions } from '@/features/purchase/purchase-slice';
import { testDriveActions } from '@/features/test-ride/test-drive-slice';
import { LogoutMutation } from '../graphql/accounts';
import { postLogout } from '../auth-api';
import { clearLocalSession } from '../clear-session';

/** Ends the Vendure session and the app shell's cookies, clears local state, and goes home. */
export function useLogout() {
  const client = useApolloClient();
  const router = useRouter();
  const store = useStore();
  return useCallback(async () => {
    await client.mutate({ mutation: LogoutMutation }).catch(() => undefined);
    await postLogout().catch((error) => console.error(error));
    store.dispatch(purchaseActions.resetPurchase());
    store.dispatch(installmentActions.resetInstallmentState());
    store.dispatch(testDriveActions.resetTestDrive());
    clearLocalSession();
    await client.clearStore();
    await router.push('/');
  }, [client, router, store]);
}
