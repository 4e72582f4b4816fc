import { useLocale } from 'next-intl';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { shopRequest } from '@/graphql/shop-request';
import { sessionCleared } from '@/store/shared-actions';
import { LogoutMutation } from '../graphql/accounts';
import { clearLocalSession } from '@/lib/session';

/**
 * Ends the Vendure session and the app shell's cookies, clears local state (Apollo's cache among it, where the page
 * loaded Apollo: lib/session.ts), and goes home. A plain request: the header's menu loads no Apollo (issue 19).
 */
export function useLogout() {
  const router = useRouter();
  const store = useStore();
  const locale = useLocale();
  return useCallback(async () => {
    await shopRequest(LogoutMutation, { locale }).catch(() => undefined);
    store.dispatch(sessionCleared());
    await clearLocalSession();
    await router.push('/');
  }, [locale, router, store]);
}
