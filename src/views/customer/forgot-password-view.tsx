import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { AccountCardLayout } from './account-card-layout';

export function ForgotPasswordView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Password');
  const tSeo = useTranslations('Seo');
  return (
    <AccountCardLayout
      meta={meta}
      seoHeading={tSeo('headings.forgotPassword')}
      title={t('forgotTitle')}
      subtitle={t('forgotSubtitle')}
    >
      <ForgotPasswordForm />
    </AccountCardLayout>
  );
}
