import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { VerifyEmailResult } from '@/features/accounts/components/verify-email-result';
import { AccountCardLayout } from './account-card-layout';

export function VerifyEmailView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('VerifyEmail');
  const tSeo = useTranslations('Seo');
  return (
    <AccountCardLayout meta={meta} seoHeading={tSeo('headings.verifyEmail')} title={t('title')}>
      <VerifyEmailResult />
    </AccountCardLayout>
  );
}
