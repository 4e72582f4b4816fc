import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import { ModelGrid } from '@/features/catalogue/components/model-grid';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';

export interface HomeViewProps {
  models: ModelCard_ProductFragment[];
  meta: PageMeta | null;
}

export function HomeView({ models, meta }: HomeViewProps) {
  const t = useTranslations('Home');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} />
      <SeoHeading>{tSeo('headings.home')}</SeoHeading>
      <Box
        component="section"
        sx={{
          background: 'linear-gradient(135deg, #1A1A2E 0%, #3A1030 55%, #C8006E 100%)',
          color: 'common.white',
          py: { xs: 6, md: 10 },
        }}
      >
        <Container maxWidth="lg">
          <Typography component="h2" variant="h1" sx={{ maxWidth: 720, fontSize: { xs: '2rem', md: '3rem' } }}>
            {t('heroTitle')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: { xs: '1rem', md: '1.125rem' } }}>
            {t('heroSubtitle')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
            <Button component={Link} href={routes.testRide} variant="contained" size="large">
              {t('ctaTestRide')}
            </Button>
            <Button
              component={Link}
              href={routes.product}
              variant="outlined"
              size="large"
              sx={{ color: 'common.white', borderColor: 'common.white' }}
            >
              {t('ctaBuy')}
            </Button>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" component="section" aria-labelledby="models-title" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography id="models-title" component="h2" variant="h2" sx={{ mb: 3 }}>
          {t('modelsTitle')}
        </Typography>
        <ModelGrid models={models} />
      </Container>
    </>
  );
}
