import { changePasswordFormSchema } from '@alva/rules';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSubmit } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { Notice } from '@/components/ui/native-button';
import { useShopRequest } from '@/graphql/use-shop-query';
import { ResetOldPasswordMutation } from '../graphql/email-accounts';
import { FormPasswordField, NewPasswordFields } from './password-field';
import { PasswordFailureAlert, passwordResultStatus, type PasswordStatus } from './password-result';
import { PasswordSection } from './password-section';
import styles from './password-section.module.css';

interface Values {
  oldPassword: string;
  newPassword: string;
  retypePassword: string;
}
const EMPTY: Values = { oldPassword: '', newPassword: '', retypePassword: '' };

/**
 * Change-password section of /profile (resetOldPassword): current password, new one, retype. Google accounts have
 * no password here, so they do not see the form.
 */
export function ChangePasswordSection({ isGoogleAccount }: { isGoogleAccount: boolean }) {
  const t = useTranslations('Password');
  const form = useRulesForm<Values>(changePasswordFormSchema, EMPTY);
  const [status, setStatus] = useState<PasswordStatus>('idle');
  const request = useShopRequest();

  if (isGoogleAccount) return null;

  async function onValid(values: Values) {
    setStatus('idle');
    try {
      const data = await request(ResetOldPasswordMutation, {
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      const next = passwordResultStatus(form, data.resetOldPassword, ['oldPassword', 'newPassword']);
      if (next === 'fieldErrors') return;
      if (next === 'done') form.reset(EMPTY);
      setStatus(next);
    } catch {
      setStatus('failed');
    }
  }

  return (
    <PasswordSection id="change-password-title" title={t('changeTitle')}>
      <p className={styles.intro}>{t('changeSubtitle')}</p>
      <RulesForm form={form} idPrefix="change-password" onValid={onValid} className={styles.form}>
        {status === 'done' && (
          <Notice severity="success" role="status">
            {t('changeDone')}
          </Notice>
        )}
        <PasswordFailureAlert status={status} />
        <FormPasswordField name="oldPassword" label={t('currentPassword')} autoComplete="current-password" required />
        <NewPasswordFields />
        <div className={styles.submit}>
          <FormSubmit busyLabel={t('saving')} size="medium">
            {t('changeSubmit')}
          </FormSubmit>
        </div>
      </RulesForm>
    </PasswordSection>
  );
}
