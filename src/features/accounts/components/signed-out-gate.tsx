import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { useStore } from 'react-redux';
import { routes } from '@/config/routes';
import { purchaseCleared } from '@/store/shared-actions';
import { useHasSession } from '../hooks/use-has-session';
import { AccountAreaPlaceholder } from './account-area-placeholder';
import { AuthGuard } from './auth-guard';
import styles from './signed-out-gate.module.css';

/**
 * The top bar's account slot. A visitor without a session cookie gets a plain sign-in link, so Apollo, Firebase and
 * the account menu load only for signed-in visitors (most public page views are anonymous: DESIGN §7 budgets).
 */
export function AccountSlot({ signedIn }: { signedIn: ReactNode }) {
  const t = useTranslations('Nav');
  return (
    <AuthGuard
      whenInitialising="showLoader"
      loader={<AccountAreaPlaceholder variant="bar" />}
      signedOut={
        <Link href={routes.login} className={styles.signIn}>
          {t('login')}
        </Link>
      }
    >
      {signedIn}
    </AuthGuard>
  );
}

/**
 * SPEC §4 "on load": without a session cookie the persisted purchase state is cleared here; with one, `signedIn`
 * (the session bootstrap, which fetches the profile through Apollo) is mounted.
 */
export function SessionGate({ signedIn }: { signedIn: ReactNode }) {
  const store = useStore();
  const hasSession = useHasSession();
  useEffect(() => {
    if (hasSession === false) store.dispatch(purchaseCleared());
  }, [hasSession, store]);
  return (
    <AuthGuard whenInitialising="returnNull" signedOut={null}>
      {signedIn}
    </AuthGuard>
  );
}
