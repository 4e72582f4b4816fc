import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { ModelGrid } from '@/features/catalogue/components/model-grid';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';

export interface ProductListViewProps {
  models: ModelCard_ProductFragment[];
  meta: PageMeta | null;
}

export function ProductListView({ models, meta }: ProductListViewProps) {
  const t = useTranslations('Home');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} />
      <SeoHeading>{tSeo('headings.product')}</SeoHeading>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {t('modelsTitle')}
        </Typography>
        <ModelGrid models={models} />
      </Container>
    </>
  );
}
