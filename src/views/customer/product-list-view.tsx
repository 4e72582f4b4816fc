import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { ModelComparison } from '@/features/catalogue/components/model-comparison';
import { COMPARE_ID } from '@/features/catalogue/constants';
import { ModelGrid } from '@/features/catalogue/components/model-grid';
import type { ModelFigures } from '@/features/catalogue/fetch-motorcycles';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import { MuiScope } from '@/components/mui-scope';

export interface ProductListViewProps {
  models: ModelCard_ProductFragment[];
  figures: ModelFigures[];
  meta: PageMeta | null;
}

export function ProductListView({ models, figures, meta }: ProductListViewProps) {
  const t = useTranslations('Home');
  const tSeo = useTranslations('Seo');
  return (
    <MuiScope>
      <SeoHead meta={meta} />
      <SeoHeading>{tSeo('headings.product')}</SeoHeading>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {t('modelsTitle')}
        </Typography>
        <ModelGrid models={models} />
        <section id={COMPARE_ID}>
          <ModelComparison models={models} figures={figures} />
        </section>
      </Container>
    </MuiScope>
  );
}
