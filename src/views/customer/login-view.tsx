import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import { GoogleSignInButton } from '@/features/accounts/components/google-sign-in-button';
import styles from '@/features/accounts/components/login.module.css';
import { PhoneLoginForm } from '@/features/accounts/components/phone-login-form';

/**
 * `/login`: phone number and code first, then Google, then a link to the e-mail sign-in (`/login/email`).
 * Native controls and no Apollo provider: Apollo and Firebase load with the first request (DESIGN §7).
 */
export function LoginView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('PhoneLogin');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.login')}</SeoHeading>
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="login-title">
          <h2 id="login-title" className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.subtitle}>{t('subtitle')}</p>
          <PhoneLoginForm />
          <div className={styles.divider}>{t('or')}</div>
          <GoogleSignInButton />
          <Link href={routes.loginEmail} className={styles.emailLink}>
            {t('emailLink')}
          </Link>
          <p className={styles.registerLine}>
            {t('registerPrompt')}{' '}
            <Link href={routes.register} className={styles.registerLink}>
              {t('registerLink')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
