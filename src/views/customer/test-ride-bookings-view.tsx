import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { MuiScope } from '@/components/mui-scope';

// The list is fetched in the browser (it changes with every action): it loads after the page's shell.
const MyBookings = browserApolloPart(
  () => import('@/features/test-ride/components/my-bookings').then((m) => m.MyBookings),
  300,
);

export function TestRideBookingsView({
  meta,
  bikeNames = {},
}: {
  meta: PageMeta | null;
  /** Catalogue names by slug, for the bookings' motorcycle. */
  bikeNames?: Record<string, string>;
}) {
  const t = useTranslations('TestRide');
  const tSeo = useTranslations('Seo');
  return (
    <MuiScope>
      <SeoHead meta={meta} title={`${t('bookingsTitle')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.bookings')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {t('bookingsTitle')}
        </Typography>
        <MyBookings bikeNames={bikeNames} />
      </Container>
    </MuiScope>
  );
}
