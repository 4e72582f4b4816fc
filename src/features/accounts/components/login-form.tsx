import { EMAIL_MAX, signInSchema } from '@alva/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import NextLink from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { routes } from '@/config/routes';
import {
  CustomerCheckIfEmailIsNotRegisteredMutation,
  CustomerSendEmailVerificationMutation,
} from '../graphql/email-accounts';
import { SignInError, type SignInErrorKey } from '../sign-in';
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
    <RulesForm form={form} idPrefix="login" onValid={onValid}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {failure && (
          <Alert severity={failure === 'notVerified' ? 'warning' : 'error'} role="alert">
            {failure === 'tooManyAttempts' && retryMinutes
              ? t('tooManyAttemptsRetry', { minutes: retryMinutes })
              : t(failure)}
            {failure === 'notRegistered' && (
              <>
                {' '}
                <MuiLink component={NextLink} href={routes.register}>
                  {t('createAccount')}
                </MuiLink>
              </>
            )}
            {failure === 'notVerified' && (
              <Box sx={{ mt: 1 }}>
                {resend === 'sent' ? (
                  <Typography variant="body2">
                    {t('verificationResent', { email: form.getValues('email').trim() })}
                  </Typography>
                ) : resend === 'tooMany' ? (
                  <Typography variant="body2">{t('tooManyAttempts')}</Typography>
                ) : (
                  <>
                    {resend === 'failed' && <Typography variant="body2">{t('networkError')}</Typography>}
                    <Button
                      size="small"
                      variant="outlined"
                      color="inherit"
                      onClick={resendVerification}
                      disabled={resend === 'busy'}
                    >
                      {resend === 'busy' ? t('resendingVerification') : t('resendVerification')}
                    </Button>
                  </>
                )}
              </Box>
            )}
          </Alert>
        )}
        <FormMuiTextField
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
        />
        <FormPasswordField name="password" label={t('password')} autoComplete="current-password" required />
        <MuiLink component={NextLink} href={routes.forgotPassword} sx={{ justifySelf: 'end' }}>
          {t('forgotPassword')}
        </MuiLink>
        <FormMuiSubmit busyLabel={t('submitting')}>{t('submit')}</FormMuiSubmit>
        <Typography sx={{ textAlign: 'center' }}>
          {t('noAccount')}{' '}
          <MuiLink component={NextLink} href={routes.register}>
            {t('createAccount')}
          </MuiLink>
        </Typography>
      </Box>
    </RulesForm>
  );
}
