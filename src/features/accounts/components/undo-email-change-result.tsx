import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { NativeButtonLink, Notice } from '@/components/ui/native-button';
import { routes } from '@/config/routes';
import { UndoEmailChangeMutation } from '../graphql/email-accounts';
import styles from './account-form.module.css';

type State = 'working' | 'success' | 'expired' | 'invalid' | 'missing' | 'conflict' | 'tooMany' | 'failed';

/**
 * /undo-email-change?token=…, the link in the notice to the old address after a profile e-mail change: cancels the
 * change or puts the old address back. Consumed in the browser, so link scanners fetching the page don't use it up.
 */
export function UndoEmailChangeResult() {
  const t = useTranslations('UndoEmailChange');
  const tf = useTranslations('AccountForm');
  const router = useRouter();
  const [state, setState] = useState<State>('working');
  const [undo] = useMutation(UndoEmailChangeMutation);
  const started = useRef(false);

  useEffect(() => {
    if (!router.isReady || started.current) return;
    started.current = true;
    const token = typeof router.query.token === 'string' ? router.query.token : '';
    if (!token) {
      setState('missing');
      return;
    }
    undo({ variables: { token } })
      .then(({ data }) => {
        switch (data?.undoEmailChange.__typename) {
          case 'AccountActionSuccess':
            return setState('success');
          case 'VerificationTokenExpiredError':
            return setState('expired');
          case 'VerificationTokenInvalidError':
            return setState('invalid');
          case 'EmailAddressConflictError':
            return setState('conflict');
          case 'AccountRateLimitedError':
            return setState('tooMany');
          default:
            return setState('failed');
        }
      })
      .catch(() => setState('failed'));
  }, [router.isReady, router.query.token, undo]);

  if (state === 'working') return <LoadingPanel label={t('working')} />;
  if (state === 'success') {
    return (
      <div className={styles.form}>
        <Notice severity="success" role="status">
          {t('success')}
        </Notice>
        <NativeButtonLink href={routes.loginEmail} variant="contained">
          {t('signIn')}
        </NativeButtonLink>
      </div>
    );
  }
  const problem = state === 'tooMany' ? tf('tooManyAttempts') : state === 'failed' ? tf('systemError') : t(state);
  return (
    <Notice severity="error" role="alert">
      {problem}
    </Notice>
  );
}
