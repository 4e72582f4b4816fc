import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { AccountCardLayout } from './account-card-layout';

const ResetPasswordForm = browserApolloPart(
  () => import('@/features/accounts/components/reset-password-form').then((m) => m.ResetPasswordForm),
  260,
);

export function ResetPasswordView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Password');
  const tSeo = useTranslations('Seo');
  return (
    <AccountCardLayout
      meta={meta}
      seoHeading={tSeo('headings.resetPassword')}
      title={t('resetTitle')}
      subtitle={t('resetSubtitle')}
    >
      <ResetPasswordForm />
    </AccountCardLayout>
  );
}
