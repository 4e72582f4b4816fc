import { useMutation } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import { RequestToResetPasswordMutation } from '../graphql/email-accounts';
import styles from './account-form.module.css';
import { EmailLinkRequestForm } from './email-link-request-form';

/** requestToResetPassword: the same answer whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const t = useTranslations('Password');
  const [request] = useMutation(RequestToResetPasswordMutation);
  return (
    <EmailLinkRequestForm
      idPrefix="forgot-password"
      send={async (email) => (await request({ variables: { email } })).data?.requestToResetPassword}
      labels={{ email: t('email'), submit: t('sendLink'), busy: t('sending') }}
      sent={(email) => (
        <div className={styles.form}>
          <Notice severity="success" role="status">
            {t('linkSent', { email })}
          </Notice>
          <Link href={routes.loginEmail} className={text.link}>
            {t('backToSignIn')}
          </Link>
        </div>
      )}
    >
      <Link href={routes.loginEmail} className={`${text.link} ${styles.centeredLink}`}>
        {t('backToSignIn')}
      </Link>
    </EmailLinkRequestForm>
  );
}
