import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import {
  CustomerCheckIfEmailIsNotRegisteredMutation,
  CustomerSendEmailVerificationMutation,
} from '../graphql/email-accounts';
import { validateLogin, type LoginErrors } from '../schemas';
import { SignInError, type SignInErrorKey } from '../sign-in';
import { PasswordField } from './password-field';

type Failure = SignInErrorKey | 'notRegistered';

/** E-mail and password sign-in (/login/email), with the not-verified re-send and the not-registered hint. */
export function LoginForm() {
  const t = useTranslations('Login');
  const client = useApolloClient();
  const router = useRouter();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [retryMinutes, setRetryMinutes] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resend, setResend] = useState<'idle' | 'busy' | 'sent' | 'tooMany' | 'failed'>('idle');

  const fieldError = (field: keyof LoginErrors) => {
    const key = errors[field];
    if (!key) return undefined;
    return key === 'invalidEmail' ? t('invalidEmail', { field: t('email') }) : t('required');
  };

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const nextErrors = validateLogin(values);
    setErrors(nextErrors);
    setFailure(null);
    setResend('idle');
    if (Object.keys(nextErrors).length) return;
    setSubmitting(true);
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
      setSubmitting(false);
    }
  }

  async function resendVerification() {
    setResend('busy');
    try {
      const { data } = await client.mutate({
        mutation: CustomerSendEmailVerificationMutation,
        variables: { emailAddress: values.email.trim() },
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
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }} aria-busy={submitting}>
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
                <Typography variant="body2">{t('verificationResent', { email: values.email.trim() })}</Typography>
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
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        error={Boolean(errors.email)}
        helperText={fieldError('email')}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={Boolean(errors.password)}
        helperText={fieldError('password')}
      />
      <MuiLink component={NextLink} href={routes.forgotPassword} sx={{ justifySelf: 'end' }}>
        {t('forgotPassword')}
      </MuiLink>
      <BusyButton type="submit" variant="contained" size="large" busy={submitting}>
        {submitting ? t('submitting') : t('submit')}
      </BusyButton>
      <Typography sx={{ textAlign: 'center' }}>
        {t('noAccount')}{' '}
        <MuiLink component={NextLink} href={routes.register}>
          {t('createAccount')}
        </MuiLink>
      </Typography>
    </Box>
  );
}
