import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { AccountCardLayout } from './account-card-layout';

const RegisterForm = browserApolloPart(
  () => import('@/features/accounts/components/register-form').then((m) => m.RegisterForm),
  640,
);

export function RegisterView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Register');
  const tSeo = useTranslations('Seo');
  return (
    <AccountCardLayout meta={meta} seoHeading={tSeo('headings.register')} title={t('title')} subtitle={t('subtitle')}>
      <RegisterForm />
    </AccountCardLayout>
  );
}
