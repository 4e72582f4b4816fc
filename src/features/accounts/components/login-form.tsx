import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useApolloClient } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import { validateLogin, type LoginErrors } from '../schemas';
import { SignInError, type SignInErrorKey } from '../sign-in';

export function LoginForm() {
  const t = useTranslations('Login');
  const client = useApolloClient();
  const router = useRouter();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<SignInErrorKey | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const fieldError = (field: keyof LoginErrors) => {
    const key = errors[field];
    if (!key) return undefined;
    return key === 'invalidEmail' ? t('invalidEmail', { field: t('email') }) : t('required');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const nextErrors = validateLogin(values);
    setErrors(nextErrors);
    setFailure(null);
    if (Object.keys(nextErrors).length) return;
    setSubmitting(true);
    try {
      // Imported on submit so Firebase's SDK is fetched only when someone actually signs in.
      const { signInWithEmail } = await import('../sign-in');
      await signInWithEmail(client, values.email.trim(), values.password);
      await router.push(routes.home);
    } catch (error) {
      setFailure(error instanceof SignInError ? error.key : 'networkError');
      setSubmitting(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }} aria-busy={submitting}>
      {failure && (
        <Alert severity="error" role="alert">
          {t(failure)}
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
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={Boolean(errors.password)}
        helperText={fieldError('password')}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <BusyButton type="submit" variant="contained" size="large" busy={submitting}>
        {submitting ? t('submitting') : t('submit')}
      </BusyButton>
    </Box>
  );
}
