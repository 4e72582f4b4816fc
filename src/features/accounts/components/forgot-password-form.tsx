import { EMAIL_MAX, normalizeEmail, emailLinkRequestSchema } from '@alva/rules';
import { useMutation } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import Link from '@/components/ui/link';
import { Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import { RequestToResetPasswordMutation } from '../graphql/email-accounts';
import styles from './account-form.module.css';

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
      <div className={styles.form}>
        <Notice severity="success" role="status">
          {t('linkSent', { email: status.email })}
        </Notice>
        <Link href={routes.loginEmail} className={text.link}>
          {t('backToSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <RulesForm form={form} idPrefix="forgot-password" onValid={onValid} className={styles.form}>
      {status.kind === 'tooMany' && (
        <Notice severity="error" role="alert">
          {tf('tooManyAttempts')}
        </Notice>
      )}
      {status.kind === 'failed' && (
        <Notice severity="error" role="alert">
          {tf('systemError')}
        </Notice>
      )}
      <FormTextField
        name="emailAddress"
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX + 10}
      />
      <FormSubmit busyLabel={t('sending')}>{t('sendLink')}</FormSubmit>
      <Link href={routes.loginEmail} className={`${text.link} ${styles.centeredLink}`}>
        {t('backToSignIn')}
      </Link>
    </RulesForm>
  );
}
