import { newPasswordFormSchema } from '@alva/rules';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSubmit } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { Notice } from '@/components/ui/native-button';
import { useShopRequest } from '@/graphql/use-shop-query';
import { SetAccountPasswordMutation } from '../graphql/email-accounts';
import { NewPasswordFields } from './password-field';
import { PasswordFailureAlert, passwordResultStatus, type PasswordStatus } from './password-result';
import { PasswordSection } from './password-section';
import styles from './password-section.module.css';

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
  const form = useRulesForm<Values>(newPasswordFormSchema, { newPassword: '', retypePassword: '' });
  const [status, setStatus] = useState<PasswordStatus>('idle');
  const locale = useLocale();
  const request = useShopRequest();

  async function onValid(values: Values) {
    setStatus('idle');
    try {
      const result = (await request(SetAccountPasswordMutation, { newPassword: values.newPassword }))
        .setAccountPassword;
      const next = passwordResultStatus(form, result, ['newPassword']);
      if (next === 'fieldErrors') return;
      // Firebase ends the sign-ins of a user whose password is set: renew this one, so the session survives.
      if (next === 'done' && result?.__typename === 'AccountActionSuccess' && result.customToken) {
        // Apollo's client comes with Firebase, on this rare path only (issue 19).
        const [{ signInWithPhoneCustomToken }, { onDemandApolloClient }] = await Promise.all([
          import('../phone/firebase-sign-in'),
          import('@/graphql/on-demand-client'),
        ]);
        await signInWithPhoneCustomToken(onDemandApolloClient(locale), result.customToken).catch(() => undefined);
      }
      setStatus(next);
    } catch {
      setStatus('failed');
    }
  }

  return (
    <PasswordSection id="set-password-title" title={t('setTitle')}>
      {!confirmedEmail ? (
        <p className={styles.introAlone}>
          {pendingEmail ? t('setNeedsConfirmation', { email: pendingEmail }) : t('setNeedsEmail')}
        </p>
      ) : status === 'done' ? (
        <Notice severity="success" role="status" className={styles.done}>
          {t('setDone', { email: confirmedEmail })}
        </Notice>
      ) : (
        <>
          <p className={styles.intro}>{t('setSubtitle', { email: confirmedEmail })}</p>
          <RulesForm form={form} idPrefix="set-password" onValid={onValid} className={styles.form}>
            <PasswordFailureAlert status={status} />
            {/* The address the password signs in with, for password managers. */}
            <input type="email" name="username" autoComplete="username" value={confirmedEmail} readOnly hidden />
            <NewPasswordFields />
            <div className={styles.submit}>
              <FormSubmit busyLabel={t('saving')} size="medium">
                {t('setSubmit')}
              </FormSubmit>
            </div>
          </RulesForm>
        </>
      )}
    </PasswordSection>
  );
}
