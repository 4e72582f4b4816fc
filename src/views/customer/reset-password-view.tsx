import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { AccountCardLayout } from './account-card-layout';

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
