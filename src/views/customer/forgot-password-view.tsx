import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { AccountCardLayout } from './account-card-layout';

const ForgotPasswordForm = browserApolloPart(
  () => import('@/features/accounts/components/forgot-password-form').then((m) => m.ForgotPasswordForm),
  170,
);

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
