import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import { useMutation } from '@apollo/client/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import { byField, fieldMessage, type AccountFormCode } from '../account-messages';
import { ResetPasswordWithTokenMutation } from '../graphql/email-accounts';
import { validateNewPassword } from '../password-form-rules';
import { PasswordField } from './password-field';

type Status = 'idle' | 'done' | 'expired' | 'invalid' | 'replaced' | 'tooMany' | 'failed';

/** /login/reset-password?token=…: sets a new password with the e-mailed token. */
export function ResetPasswordForm() {
  const t = useTranslations('Password');
  const tf = useTranslations('AccountForm');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const [values, setValues] = useState({ newPassword: '', retypePassword: '' });
  const [errors, setErrors] = useState<Partial<Record<'newPassword' | 'retypePassword', AccountFormCode>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [reset, { loading }] = useMutation(ResetPasswordWithTokenMutation);
  // The query is known only in the browser: the first render must match the static HTML (the form), so the
  // "no token" answer waits for an effect after hydration (router.isReady can already be true while hydrating).
  const [queryKnown, setQueryKnown] = useState(false);
  useEffect(() => {
    if (router.isReady) setQueryKnown(true);
  }, [router.isReady]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const next = validateNewPassword(values);
    setErrors(next);
    setStatus('idle');
    if (Object.keys(next).length) return;
    try {
      const { data } = await reset({ variables: { token, newPassword: values.newPassword } });
      const result = data?.resetPasswordWithToken;
      switch (result?.__typename) {
        case 'AccountActionSuccess':
          return setStatus('done');
        case 'PasswordResetTokenExpiredError':
          return setStatus('expired');
        case 'PasswordResetTokenInvalidError':
          // An older link stops working when a newer one is sent: say so rather than "already used".
          return setStatus(result.replacedByNewerLink ? 'replaced' : 'invalid');
        case 'AccountRateLimitedError':
          return setStatus('tooMany');
        case 'AccountInputError':
          return setErrors(byField(result.fieldErrors, ['newPassword'] as const));
        default:
          return setStatus('failed');
      }
    } catch {
      setStatus('failed');
    }
  }

  if (queryKnown && !token) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error">{t('tokenInvalid')}</Alert>
        <Button component={NextLink} href={routes.forgotPassword} variant="outlined">
          {t('requestNew')}
        </Button>
      </Box>
    );
  }
  if (status === 'done') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success" role="status">
          {t('resetDone')}
        </Alert>
        <Button component={NextLink} href={routes.loginEmail} variant="contained">
          {t('signIn')}
        </Button>
      </Box>
    );
  }
  if (status === 'expired' || status === 'invalid' || status === 'replaced') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error" role="alert">
          {status === 'expired' ? t('tokenExpired') : status === 'replaced' ? t('tokenReplaced') : t('tokenInvalid')}
        </Alert>
        <Button component={NextLink} href={routes.forgotPassword} variant="outlined">
          {t('requestNew')}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }} aria-busy={loading}>
      {(status === 'tooMany' || status === 'failed') && (
        <Alert severity="error" role="alert">
          {status === 'tooMany' ? tf('tooManyAttempts') : tf('systemError')}
        </Alert>
      )}
      <PasswordField
        label={t('newPassword')}
        name="new-password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
        error={Boolean(errors.newPassword)}
        helperText={fieldMessage(tf, errors.newPassword, t('newPassword')) ?? tf('passwordHint')}
      />
      <PasswordField
        label={t('retypePassword')}
        name="retype-password"
        autoComplete="new-password"
        required
        value={values.retypePassword}
        onChange={(e) => setValues((v) => ({ ...v, retypePassword: e.target.value }))}
        error={Boolean(errors.retypePassword)}
        helperText={fieldMessage(tf, errors.retypePassword, t('retypePassword'))}
      />
      <BusyButton type="submit" variant="contained" size="large" busy={loading}>
        {loading ? t('saving') : t('save')}
      </BusyButton>
      <MuiLink component={NextLink} href={routes.loginEmail} sx={{ justifySelf: 'center' }}>
        {t('backToSignIn')}
      </MuiLink>
    </Box>
  );
}
