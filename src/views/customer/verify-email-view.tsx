import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { AccountCardLayout } from './account-card-layout';

const VerifyEmailResult = browserApolloPart(
  () => import('@/features/accounts/components/verify-email-result').then((m) => m.VerifyEmailResult),
  120,
);

export function VerifyEmailView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('VerifyEmail');
  const tSeo = useTranslations('Seo');
  return (
    <AccountCardLayout meta={meta} seoHeading={tSeo('headings.verifyEmail')} title={t('title')}>
      <VerifyEmailResult />
    </AccountCardLayout>
  );
}
