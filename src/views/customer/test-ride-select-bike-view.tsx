import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import type { ModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { BikePicker } from '@/features/test-ride/components/bike-picker';

export function TestRideSelectBikeView({ models, meta }: ModelsPageProps) {
  const t = useTranslations('TestRide');
  const tSeo = useTranslations('Seo');
  const bikes = models.map((m) => ({ id: m.id, slug: m.slug, name: m.name, image: m.featuredAsset?.preview }));
  return (
    <>
      <SeoHead meta={meta} title={`${t('selectTitle')} | Alva`} />
      <SeoHeading>{tSeo('headings.testRideSelect')}</SeoHeading>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          {t('selectTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('selectIntro')}
        </Typography>
        <BikePicker bikes={bikes} />
      </Container>
    </>
  );
}
