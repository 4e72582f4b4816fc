import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { AccountCardLayout } from './account-card-layout';

export function RegisterView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Register');
  const tSeo = useTranslations('Seo');
  return (
    <AccountCardLayout meta={meta} seoHeading={tSeo('headings.register')} title={t('title')} subtitle={t('subtitle')}>
      <RegisterForm />
    </AccountCardLayout>
  );
}
