import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { byField, fieldMessage, type AccountFormCode } from '../account-messages';
import { ResetOldPasswordMutation } from '../graphql/email-accounts';
import { validateNewPassword } from '../password-form-rules';
import { PasswordField } from './password-field';

type Field = 'oldPassword' | 'newPassword' | 'retypePassword';
const EMPTY = { oldPassword: '', newPassword: '', retypePassword: '' };

/**
 * Change-password section of /profile (resetOldPassword): current password, new one, retype. Google accounts have
 * no password here, so they do not see the form.
 */
export function ChangePasswordSection({ isGoogleAccount }: { isGoogleAccount: boolean }) {
  const t = useTranslations('Password');
  const tf = useTranslations('AccountForm');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, AccountFormCode>>>({});
  const [status, setStatus] = useState<'idle' | 'done' | 'wrongOld' | 'tooMany' | 'failed'>('idle');
  const [change, { loading }] = useMutation(ResetOldPasswordMutation);

  if (isGoogleAccount) return null;

  const labels: Record<Field, string> = {
    oldPassword: t('currentPassword'),
    newPassword: t('newPassword'),
    retypePassword: t('retypePassword'),
  };
  const update = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setStatus('idle');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const next = validateNewPassword(values, values.oldPassword);
    setErrors(next);
    setStatus('idle');
    if (Object.keys(next).length) return;
    try {
      const { data } = await change({
        variables: { oldPassword: values.oldPassword, newPassword: values.newPassword },
      });
      const result = data?.resetOldPassword;
      switch (result?.__typename) {
        case 'AccountActionSuccess':
          setValues(EMPTY);
          return setStatus('done');
        case 'InvalidCredentialsError':
          setErrors({ oldPassword: undefined });
          return setStatus('wrongOld');
        case 'AccountRateLimitedError':
          return setStatus('tooMany');
        case 'AccountInputError':
          return setErrors(byField(result.fieldErrors, ['oldPassword', 'newPassword'] as const));
        default:
          return setStatus('failed');
      }
    } catch {
      setStatus('failed');
    }
  }

  const alert =
    status === 'done'
      ? { severity: 'success' as const, text: t('changeDone') }
      : status === 'wrongOld'
        ? { severity: 'error' as const, text: t('wrongOld') }
        : status === 'tooMany'
          ? { severity: 'error' as const, text: tf('tooManyAttempts') }
          : status === 'failed'
            ? { severity: 'error' as const, text: tf('systemError') }
            : null;

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}
      aria-labelledby="change-password-title"
    >
      <Typography id="change-password-title" component="h3" variant="h5">
        {t('changeTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('changeSubtitle')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
        aria-busy={loading}
      >
        {alert && (
          <Alert severity={alert.severity} role={alert.severity === 'success' ? 'status' : 'alert'}>
            {alert.text}
          </Alert>
        )}
        <PasswordField
          label={labels.oldPassword}
          name="current-password"
          autoComplete="current-password"
          required
          value={values.oldPassword}
          onChange={update('oldPassword')}
          error={Boolean(errors.oldPassword)}
          helperText={fieldMessage(tf, errors.oldPassword, labels.oldPassword)}
        />
        <PasswordField
          label={labels.newPassword}
          name="new-password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={update('newPassword')}
          error={Boolean(errors.newPassword)}
          helperText={fieldMessage(tf, errors.newPassword, labels.newPassword) ?? tf('passwordHint')}
        />
        <PasswordField
          label={labels.retypePassword}
          name="retype-password"
          autoComplete="new-password"
          required
          value={values.retypePassword}
          onChange={update('retypePassword')}
          error={Boolean(errors.retypePassword)}
          helperText={fieldMessage(tf, errors.retypePassword, labels.retypePassword)}
        />
        <BusyButton type="submit" variant="contained" busy={loading} sx={{ justifySelf: 'start' }}>
          {loading ? t('saving') : t('changeSubmit')}
        </BusyButton>
      </Box>
    </Paper>
  );
}
