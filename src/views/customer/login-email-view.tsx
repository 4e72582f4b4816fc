import MuiLink from '@mui/material/Link';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { routes } from '@/config/routes';
import { LoginForm } from '@/features/accounts/components/login-form';
import { AccountCardLayout } from './account-card-layout';

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
      <MuiLink component={NextLink} href={routes.login} sx={{ display: 'block', textAlign: 'center', mt: 2 }}>
        {t('otherWays')}
      </MuiLink>
    </AccountCardLayout>
  );
}
