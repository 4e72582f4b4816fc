import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { ModelComparison } from '@/features/catalogue/components/model-comparison';
import { COMPARE_ID } from '@/features/catalogue/constants';
import { ModelGrid } from '@/features/catalogue/components/model-grid';
import type { ModelFigures } from '@/features/catalogue/fetch-motorcycles';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';

export interface ProductListViewProps {
  models: ModelCard_ProductFragment[];
  figures: ModelFigures[];
  meta: PageMeta | null;
}

export function ProductListView({ models, figures, meta }: ProductListViewProps) {
  const t = useTranslations('Home');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} />
      <SeoHeading>{tSeo('headings.product')}</SeoHeading>
      <PageContainer>
        <h2 className={`${text.pageTitle} ${text.titleBeforeContent}`}>{t('modelsTitle')}</h2>
        <ModelGrid models={models} />
        <section id={COMPARE_ID}>
          <ModelComparison models={models} figures={figures} />
        </section>
      </PageContainer>
    </>
  );
}
