import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import { fieldMessage, knownCode, type AccountFormCode } from '../account-messages';
import { checkEmail, EMAIL_MAX, normalizeEmail } from '../account-rules';
import { RequestToResetPasswordMutation } from '../graphql/email-accounts';

/** requestToResetPassword: the same answer whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const t = useTranslations('Password');
  const tf = useTranslations('AccountForm');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<AccountFormCode | undefined>();
  const [status, setStatus] = useState<{ kind: 'idle' | 'tooMany' | 'failed' } | { kind: 'sent'; email: string }>({
    kind: 'idle',
  });
  const [request, { loading }] = useMutation(RequestToResetPasswordMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const code = checkEmail(email);
    setError(code ?? undefined);
    setStatus({ kind: 'idle' });
    if (code) return;
    try {
      const address = normalizeEmail(email);
      const { data } = await request({ variables: { email: address } });
      const result = data?.requestToResetPassword;
      if (result?.__typename === 'AccountActionSuccess') setStatus({ kind: 'sent', email: address });
      else if (result?.__typename === 'AccountRateLimitedError') setStatus({ kind: 'tooMany' });
      else if (result?.__typename === 'AccountInputError') setError(knownCode(result.fieldErrors[0]?.code ?? ''));
      else setStatus({ kind: 'failed' });
    } catch {
      setStatus({ kind: 'failed' });
    }
  }

  if (status.kind === 'sent') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success" role="status">
          {t('linkSent', { email: status.email })}
        </Alert>
        <MuiLink component={NextLink} href={routes.loginEmail}>
          {t('backToSignIn')}
        </MuiLink>
      </Box>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }} aria-busy={loading}>
      {status.kind === 'tooMany' && (
        <Alert severity="error" role="alert">
          {tf('tooManyAttempts')}
        </Alert>
      )}
      {status.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {tf('systemError')}
        </Alert>
      )}
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(error)}
        helperText={fieldMessage(tf, error, t('email'))}
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX + 10 } }}
      />
      <BusyButton type="submit" variant="contained" size="large" busy={loading}>
        {loading ? t('sending') : t('sendLink')}
      </BusyButton>
      <MuiLink component={NextLink} href={routes.loginEmail} sx={{ justifySelf: 'center' }}>
        {t('backToSignIn')}
      </MuiLink>
    </Box>
  );
}
