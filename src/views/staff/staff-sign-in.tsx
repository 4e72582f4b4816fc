import { signInSchema, EMAIL_MAX } from '@alva/rules';
import { useApolloClient } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { Notice } from '@/components/ui/native-button';
import styles from '@/features/accounts/components/account-form.module.css';
import { FormPasswordField } from '@/features/accounts/components/password-field';
import { SignInError } from '@/features/accounts/sign-in';
import { clearLocalSession } from '@/lib/session';
import { CustomerCheckIsPSQuery } from '@/features/pstools/graphql/pstools';

interface Values {
  email: string;
  password: string;
}

/**
 * Staff sign in like customers (Firebase, then the Vendure session); customerCheckIsPS then decides entry: a
 * customer's account gets a refusal (and is signed out again), a staff member the tool.
 */
export function StaffSignIn({ onStaff }: { onStaff: () => void }) {
  const t = useTranslations('PsTools');
  const client = useApolloClient();
  const form = useRulesForm<Values>(signInSchema, { email: '', password: '' });
  const [failure, setFailure] = useState<'refused' | 'invalid' | 'network' | null>(null);

  async function onValid(values: Values) {
    setFailure(null);
    const email = values.email.trim();
    try {
      const { signInWithEmail } = await import('@/features/accounts/sign-in');
      await signInWithEmail(client, email, values.password);
    } catch (error) {
      setFailure(error instanceof SignInError && error.key !== 'networkError' ? 'invalid' : 'network');
      return;
    }
    let outcome: 'staff' | 'refused' | 'network';
    try {
      const { data } = await client.query({ query: CustomerCheckIsPSQuery, variables: { email } });
      outcome = data?.customerCheckIsPS.success ? 'staff' : 'refused';
    } catch {
      outcome = 'network';
    }
    if (outcome === 'staff') {
      onStaff();
      return;
    }
    // Not staff: the customer's session does not stay open on a showroom tablet. It is closed before the refusal shows,
    // so a reload (or the next person) never finds it open.
    await clearLocalSession();
    setFailure(outcome);
  }

  return (
    <RulesForm form={form} idPrefix="pstools-login" onValid={onValid} className={styles.form}>
      {failure && (
        <Notice severity="error" role="alert">
          {t(`signIn.${failure}`)}
        </Notice>
      )}
      <FormTextField
        name="email"
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        required
        maxLength={EMAIL_MAX}
        inputMode="email"
      />
      <FormPasswordField name="password" label={t('signIn.password')} autoComplete="current-password" required />
      <FormSubmit busyLabel={t('signIn.busy')}>{t('signIn.submit')}</FormSubmit>
    </RulesForm>
  );
}
