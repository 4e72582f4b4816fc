import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { NativeButtonLink, Notice } from '@/components/ui/native-button';
import { routes } from '@/config/routes';
import { CustomerSendEmailVerificationMutation, CustomerVerifyEmailMutation } from '../graphql/email-accounts';
import styles from './account-form.module.css';
import { EmailLinkRequestForm } from './email-link-request-form';

type State = 'verifying' | 'success' | 'expired' | 'invalid' | 'replaced' | 'missing' | 'tooMany' | 'failed';

/** Re-send form for an expired (or lost) link: the same answer whatever the address. */
function ResendVerification() {
  const t = useTranslations('VerifyEmail');
  const [send] = useMutation(CustomerSendEmailVerificationMutation);
  return (
    <EmailLinkRequestForm
      idPrefix="resend-verification"
      send={async (emailAddress) => (await send({ variables: { emailAddress } })).data?.customerSendEmailVerification}
      intro={<p className={styles.text}>{t('resendIntro')}</p>}
      labels={{ email: t('email'), submit: t('resend'), busy: t('resending') }}
      sent={() => (
        <Notice severity="success" role="status">
          {t('resent')}
        </Notice>
      )}
    />
  );
}

/** /verify-email?token=…: consumes the token once (in the browser, so link scanners fetching the page don't). */
export function VerifyEmailResult() {
  const t = useTranslations('VerifyEmail');
  const tf = useTranslations('AccountForm');
  const router = useRouter();
  const [state, setState] = useState<State>('verifying');
  const [verify] = useMutation(CustomerVerifyEmailMutation);
  const client = useApolloClient();
  const started = useRef(false);

  useEffect(() => {
    if (!router.isReady || started.current) return;
    started.current = true;
    const token = typeof router.query.token === 'string' ? router.query.token : '';
    if (!token) {
      setState('missing');
      return;
    }
    verify({ variables: { token } })
      .then(async ({ data }) => {
        const result = data?.customerVerifyEmail;
        switch (result?.__typename) {
          case 'AccountActionSuccess':
            // A confirmed e-mail change ends the Firebase sign-in: the customer who opened the link signed in
            // renews it with the token, so the session survives the change.
            if (result.customToken) {
              const { signInWithPhoneCustomToken } = await import('../phone/firebase-sign-in');
              await signInWithPhoneCustomToken(client, result.customToken).catch(() => undefined);
            }
            return setState('success');
          case 'VerificationTokenExpiredError':
            return setState('expired');
          case 'VerificationTokenInvalidError':
            // The first link stops working when a second is sent: say so rather than "already used".
            return setState(result.replacedByNewerLink ? 'replaced' : 'invalid');
          case 'AccountRateLimitedError':
            return setState('tooMany');
          default:
            return setState('failed');
        }
      })
      .catch(() => setState('failed'));
  }, [router.isReady, router.query.token, verify, client]);

  if (state === 'verifying') return <LoadingPanel label={t('verifying')} />;
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
  const problem =
    state === 'expired'
      ? t('expired')
      : state === 'invalid'
        ? t('invalid')
        : state === 'replaced'
          ? t('replaced')
          : state === 'missing'
            ? t('missing')
            : state === 'tooMany'
              ? tf('tooManyAttempts')
              : tf('systemError');
  return (
    <div className={styles.form}>
      <Notice severity="error" role="alert">
        {problem}
      </Notice>
      {(state === 'expired' || state === 'invalid' || state === 'replaced' || state === 'missing') && (
        <ResendVerification />
      )}
    </div>
  );
}
