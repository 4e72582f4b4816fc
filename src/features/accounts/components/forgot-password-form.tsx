import { EMAIL_MAX, normalizeEmail, emailLinkRequestSchema } from '@alva/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { useMutation } from '@apollo/client/react';
import NextLink from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { routes } from '@/config/routes';
import { RequestToResetPasswordMutation } from '../graphql/email-accounts';

interface Values {
  emailAddress: string;
}

/** requestToResetPassword: the same answer whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const t = useTranslations('Password');
  const tf = useTranslations('AccountForm');
  const form = useRulesForm<Values>(emailLinkRequestSchema, { emailAddress: '' });
  const [status, setStatus] = useState<{ kind: 'idle' | 'tooMany' | 'failed' } | { kind: 'sent'; email: string }>({
    kind: 'idle',
  });
  const [request] = useMutation(RequestToResetPasswordMutation);

  async function onValid({ emailAddress }: Values) {
    setStatus({ kind: 'idle' });
    try {
      const address = normalizeEmail(emailAddress);
      const { data } = await request({ variables: { email: address } });
      const result = data?.requestToResetPassword;
      if (result?.__typename === 'AccountActionSuccess') setStatus({ kind: 'sent', email: address });
      else if (result?.__typename === 'AccountRateLimitedError') setStatus({ kind: 'tooMany' });
      else if (result?.__typename !== 'AccountInputError') setStatus({ kind: 'failed' });
      else if (applyServerFieldErrors(form, result.fieldErrors, ['emailAddress']).length) setStatus({ kind: 'failed' });
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
    <RulesForm form={form} idPrefix="forgot-password" onValid={onValid}>
      <Box sx={{ display: 'grid', gap: 2 }}>
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
        <FormMuiTextField
          name="emailAddress"
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX + 10 } }}
        />
        <FormMuiSubmit busyLabel={t('sending')}>{t('sendLink')}</FormMuiSubmit>
        <MuiLink component={NextLink} href={routes.loginEmail} sx={{ justifySelf: 'center' }}>
          {t('backToSignIn')}
        </MuiLink>
      </Box>
    </RulesForm>
  );
}
