import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { FindBooking } from '@/features/test-ride/components/find-booking';
import { AppApolloProvider } from '@/graphql/app-apollo-provider';

export function TestRideFindView({
  meta,
  bikeNames = {},
}: {
  meta: PageMeta | null;
  /** Catalogue names by slug, for the booking's motorcycle. */
  bikeNames?: Record<string, string>;
}) {
  const t = useTranslations('TestRideFind');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.testRideFind')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {t('title')}
        </Typography>
        <AppApolloProvider>
          <FindBooking bikeNames={bikeNames} />
        </AppApolloProvider>
      </Container>
    </>
  );
}
