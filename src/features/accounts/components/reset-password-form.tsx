import { newPasswordFormSchema } from '@alva/rules';
import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FormSubmit } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import Link from '@/components/ui/link';
import { NativeButtonLink, Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import { ResetPasswordWithTokenMutation } from '../graphql/email-accounts';
import styles from './account-form.module.css';
import { NewPasswordFields } from './password-field';
import { PasswordFailureAlert, passwordResultStatus, type PasswordStatus } from './password-result';

type Status = PasswordStatus | 'expired' | 'invalid' | 'replaced';

interface Values {
  newPassword: string;
  retypePassword: string;
}

/** /login/reset-password?token=…: sets a new password with the e-mailed token. */
export function ResetPasswordForm() {
  const t = useTranslations('Password');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const form = useRulesForm<Values>(newPasswordFormSchema, { newPassword: '', retypePassword: '' });
  const [status, setStatus] = useState<Status>('idle');
  const [reset] = useMutation(ResetPasswordWithTokenMutation);
  // The query is known only in the browser: the first render must match the static HTML (the form), so the
  // "no token" answer waits for an effect after hydration (router.isReady can already be true while hydrating).
  const [queryKnown, setQueryKnown] = useState(false);
  useEffect(() => {
    if (router.isReady) setQueryKnown(true);
  }, [router.isReady]);

  async function onValid(values: Values) {
    setStatus('idle');
    try {
      const { data } = await reset({ variables: { token, newPassword: values.newPassword } });
      const result = data?.resetPasswordWithToken;
      if (result?.__typename === 'PasswordResetTokenExpiredError') return setStatus('expired');
      if (result?.__typename === 'PasswordResetTokenInvalidError') {
        // An older link stops working when a newer one is sent: say so rather than "already used".
        return setStatus(result.replacedByNewerLink ? 'replaced' : 'invalid');
      }
      const next = passwordResultStatus(form, result, ['newPassword']);
      if (next !== 'fieldErrors') setStatus(next);
    } catch {
      setStatus('failed');
    }
  }

  if (queryKnown && !token) {
    return (
      <div className={styles.form}>
        <Notice severity="error">{t('tokenInvalid')}</Notice>
        <NativeButtonLink href={routes.forgotPassword} variant="outlined">
          {t('requestNew')}
        </NativeButtonLink>
      </div>
    );
  }
  if (status === 'done') {
    return (
      <div className={styles.form}>
        <Notice severity="success" role="status">
          {t('resetDone')}
        </Notice>
        <NativeButtonLink href={routes.loginEmail} variant="contained">
          {t('signIn')}
        </NativeButtonLink>
      </div>
    );
  }
  if (status === 'expired' || status === 'invalid' || status === 'replaced') {
    return (
      <div className={styles.form}>
        <Notice severity="error" role="alert">
          {status === 'expired' ? t('tokenExpired') : status === 'replaced' ? t('tokenReplaced') : t('tokenInvalid')}
        </Notice>
        <NativeButtonLink href={routes.forgotPassword} variant="outlined">
          {t('requestNew')}
        </NativeButtonLink>
      </div>
    );
  }
  return (
    <RulesForm form={form} idPrefix="reset-password" onValid={onValid} className={styles.form}>
      <PasswordFailureAlert status={status} />
      <NewPasswordFields />
      <FormSubmit busyLabel={t('saving')}>{t('save')}</FormSubmit>
      <Link href={routes.loginEmail} className={`${text.link} ${styles.centeredLink}`}>
        {t('backToSignIn')}
      </Link>
    </RulesForm>
  );
}
