import Link from '@/components/ui/link';
import text from '@/components/ui/text.module.css';
import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { routes } from '@/config/routes';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import styles from './account-card.module.css';
import { AccountCardLayout } from './account-card-layout';

const LoginForm = browserApolloPart(
  () => import('@/features/accounts/components/login-form').then((m) => m.LoginForm),
  290,
);

export function LoginEmailView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Login');
  const tSeo = useTranslations('Seo');
  return (
    <AccountCardLayout
      meta={meta}
      seoHeading={tSeo('headings.loginEmail')}
      title={t('emailTitle')}
      subtitle={t('emailSubtitle')}
    >
      <LoginForm />
      <Link href={routes.login} className={`${text.link} ${styles.footerLink}`}>
        {t('otherWays')}
      </Link>
    </AccountCardLayout>
  );
}
