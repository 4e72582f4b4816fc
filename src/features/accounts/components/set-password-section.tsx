import { newPasswordFormSchema } from '@alva/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMuiSubmit } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { SetAccountPasswordMutation } from '../graphql/email-accounts';
import { FormPasswordField } from './password-field';
import { PasswordFailureAlert, passwordResultStatus, type PasswordStatus } from './password-result';
import { PasswordSection } from './password-section';

interface Values {
  newPassword: string;
  retypePassword: string;
}

export interface SetPasswordSectionProps {
  /** The account's confirmed e-mail address, or null (a phone sign-up's placeholder, or not confirmed yet). */
  confirmedEmail: string | null;
  /** A new address waiting for its confirmation link. */
  pendingEmail: string | null;
}

/**
 * "Set a password" on /profile for an account that has none (it signed up with a phone code): only the new password
 * and its retype, as there is no current one. The password signs in with the account's e-mail address, so an account
 * without a confirmed address is told to add one first (the server refuses it too: EMAIL_NEEDED_FOR_PASSWORD).
 */
export function SetPasswordSection({ confirmedEmail, pendingEmail }: SetPasswordSectionProps) {
  const t = useTranslations('Password');
  const tf = useTranslations('AccountForm');
  const form = useRulesForm<Values>(newPasswordFormSchema, { newPassword: '', retypePassword: '' });
  const [status, setStatus] = useState<PasswordStatus>('idle');
  const [setPassword] = useMutation(SetAccountPasswordMutation);
  const client = useApolloClient();

  async function onValid(values: Values) {
    setStatus('idle');
    try {
      const { data } = await setPassword({ variables: { newPassword: values.newPassword } });
      const result = data?.setAccountPassword;
      const next = passwordResultStatus(form, result, ['newPassword']);
      if (next === 'fieldErrors') return;
      // Firebase ends the sign-ins of a user whose password is set: renew this one, so the session survives.
      if (next === 'done' && result?.__typename === 'AccountActionSuccess' && result.customToken) {
        const { signInWithPhoneCustomToken } = await import('../phone/firebase-sign-in');
        await signInWithPhoneCustomToken(client, result.customToken).catch(() => undefined);
      }
      setStatus(next);
    } catch {
      setStatus('failed');
    }
  }

  return (
    <PasswordSection id="set-password-title" title={t('setTitle')}>
      {!confirmedEmail ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {pendingEmail ? t('setNeedsConfirmation', { email: pendingEmail }) : t('setNeedsEmail')}
        </Typography>
      ) : status === 'done' ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('setDone', { email: confirmedEmail })}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('setSubtitle', { email: confirmedEmail })}
          </Typography>
          <RulesForm form={form} idPrefix="set-password" onValid={onValid}>
            <Box sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
              <PasswordFailureAlert status={status} />
              {/* The address the password signs in with, for password managers. */}
              <input type="email" name="username" autoComplete="username" value={confirmedEmail} readOnly hidden />
              <FormPasswordField
                name="newPassword"
                label={t('newPassword')}
                autoComplete="new-password"
                required
                hint={tf('passwordHint')}
              />
              <FormPasswordField
                name="retypePassword"
                label={t('retypePassword')}
                autoComplete="new-password"
                required
              />
              <Box sx={{ justifySelf: 'start' }}>
                <FormMuiSubmit busyLabel={t('saving')}>{t('setSubmit')}</FormMuiSubmit>
              </Box>
            </Box>
          </RulesForm>
        </>
      )}
    </PasswordSection>
  );
}
