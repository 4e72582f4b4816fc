import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { useStore } from 'react-redux';
import { routes } from '@/config/routes';
import { purchaseCleared } from '@/store/shared-actions';
import { useHasSession } from '@/lib/use-has-session';
import { AccountAreaPlaceholder } from './account-area-placeholder';
import { AuthGuard } from './auth-guard';
import styles from './signed-out-gate.module.css';

/**
 * The top bar's sign-in link, for a visitor who is not signed in (with or without a guest session). Phones: an
 * account icon beside the drawer button (the words stay its accessible name); wider: the words.
 */
export function SignInLink() {
  const t = useTranslations('Nav');
  return (
    <Link href={routes.login} className={styles.signIn}>
      <svg className={styles.signInIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 14a8 8 0 0 1-6.2-2.9c.9-1.9 3.6-3.1 6.2-3.1s5.3 1.2 6.2 3.1A8 8 0 0 1 12 20Z"
        />
      </svg>
      <span className={styles.signInText}>{t('login')}</span>
    </Link>
  );
}

/**
 * The top bar's account slot. A visitor without a session cookie gets the plain sign-in link, so Apollo, Firebase
 * and the account menu load only for visitors with a session (most public page views are anonymous: DESIGN §7).
 */
export function AccountSlot({ signedIn }: { signedIn: ReactNode }) {
  return (
    <AuthGuard whenInitialising="showLoader" loader={<AccountAreaPlaceholder />} signedOut={<SignInLink />}>
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
