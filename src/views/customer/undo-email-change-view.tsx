import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { AccountCardLayout } from './account-card-layout';

const UndoEmailChangeResult = browserApolloPart(
  () => import('@/features/accounts/components/undo-email-change-result').then((m) => m.UndoEmailChangeResult),
  120,
);

export function UndoEmailChangeView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('UndoEmailChange');
  const tSeo = useTranslations('Seo');
  return (
    <AccountCardLayout meta={meta} seoHeading={tSeo('headings.undoEmailChange')} title={t('title')}>
      <UndoEmailChangeResult />
    </AccountCardLayout>
  );
}
