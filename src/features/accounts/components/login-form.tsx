import { EMAIL_MAX, signInSchema } from '@alva/rules';
import { useApolloClient } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import Link from '@/components/ui/link';
import { NativeButton, Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import {
  CustomerCheckIfEmailIsNotRegisteredMutation,
  CustomerSendEmailVerificationMutation,
} from '../graphql/email-accounts';
import { SignInError, type SignInErrorKey } from '../sign-in';
import styles from './account-form.module.css';
import { FormPasswordField } from './password-field';

type Failure = SignInErrorKey | 'notRegistered';

interface Values {
  email: string;
  password: string;
}

/** E-mail and password sign-in (/login/email), with the not-verified re-send and the not-registered hint. */
export function LoginForm() {
  const t = useTranslations('Login');
  const client = useApolloClient();
  const router = useRouter();
  const form = useRulesForm<Values>(signInSchema, { email: '', password: '' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [retryMinutes, setRetryMinutes] = useState<number | null>(null);
  const [resend, setResend] = useState<'idle' | 'busy' | 'sent' | 'tooMany' | 'failed'>('idle');

  /** After "incorrect": says so when no account uses the address (SPEC §8 'not registered'). */
  async function notRegistered(email: string): Promise<boolean> {
    try {
      const { data } = await client.mutate({
        mutation: CustomerCheckIfEmailIsNotRegisteredMutation,
        variables: { email },
      });
      return data?.customerCheckIfEmailIsNotRegistered.success === true;
    } catch {
      return false;
    }
  }

  async function onValid(values: Values) {
    setFailure(null);
    setResend('idle');
    const email = values.email.trim();
    try {
      // Imported on submit so Firebase's SDK is fetched only when someone actually signs in.
      const { signInWithEmail } = await import('../sign-in');
      await signInWithEmail(client, email, values.password);
      await router.push(routes.home);
    } catch (error) {
      const key = error instanceof SignInError ? error.key : 'networkError';
      setRetryMinutes(
        error instanceof SignInError && error.retryAfterSeconds ? Math.ceil(error.retryAfterSeconds / 60) : null,
      );
      setFailure(key === 'invalidCredentials' && (await notRegistered(email)) ? 'notRegistered' : key);
    }
  }

  async function resendVerification() {
    setResend('busy');
    try {
      const { data } = await client.mutate({
        mutation: CustomerSendEmailVerificationMutation,
        variables: { emailAddress: form.getValues('email').trim() },
      });
      const result = data?.customerSendEmailVerification;
      setResend(
        result?.__typename === 'AccountActionSuccess'
          ? 'sent'
          : result?.__typename === 'AccountRateLimitedError'
            ? 'tooMany'
            : 'failed',
      );
    } catch {
      setResend('failed');
    }
  }

  return (
    <RulesForm form={form} idPrefix="login" onValid={onValid} className={styles.form}>
      {failure && (
        <Notice severity={failure === 'notVerified' ? 'warning' : 'error'} role="alert">
          {failure === 'tooManyAttempts' && retryMinutes
            ? t('tooManyAttemptsRetry', { minutes: retryMinutes })
            : t(failure)}
          {failure === 'notRegistered' && (
            <>
              {' '}
              <Link href={routes.register} className={text.link}>
                {t('createAccount')}
              </Link>
            </>
          )}
          {failure === 'notVerified' && (
            <span className={styles.noticeMore}>
              {resend === 'sent' ? (
                <span>{t('verificationResent', { email: form.getValues('email').trim() })}</span>
              ) : resend === 'tooMany' ? (
                <span>{t('tooManyAttempts')}</span>
              ) : (
                <>
                  {resend === 'failed' && <span>{t('networkError')}</span>}
                  <NativeButton variant="outlined" onClick={resendVerification} disabled={resend === 'busy'}>
                    {resend === 'busy' ? t('resendingVerification') : t('resendVerification')}
                  </NativeButton>
                </>
              )}
            </span>
          )}
        </Notice>
      )}
      <FormTextField
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={EMAIL_MAX}
      />
      <FormPasswordField name="password" label={t('password')} autoComplete="current-password" required />
      <Link href={routes.forgotPassword} className={`${text.link} ${styles.endLink}`}>
        {t('forgotPassword')}
      </Link>
      <FormSubmit busyLabel={t('submitting')}>{t('submit')}</FormSubmit>
      <p className={styles.centered}>
        {t('noAccount')}{' '}
        <Link href={routes.register} className={text.link}>
          {t('createAccount')}
        </Link>
      </p>
    </RulesForm>
  );
}
