import { useTranslations } from 'next-intl';
import type { PageMeta } from '@/components/seo/seo-head';
import { UndoEmailChangeResult } from '@/features/accounts/components/undo-email-change-result';
import { AccountCardLayout } from './account-card-layout';

export function UndoEmailChangeView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('UndoEmailChange');
  const tSeo = useTranslations('Seo');
  return (
    <AccountCardLayout meta={meta} seoHeading={tSeo('headings.undoEmailChange')} title={t('title')}>
      <UndoEmailChangeResult />
    </AccountCardLayout>
  );
}
