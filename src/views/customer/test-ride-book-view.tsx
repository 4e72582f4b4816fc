import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import { useCurrentCustomer } from '@/features/accounts/hooks/use-current-customer';
import type { ModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { useSelectedBike } from '@/features/test-ride/components/bike-picker';
import { BookingForm } from '@/features/test-ride/components/booking-form';
import { AppApolloProvider } from '@/graphql/app-apollo-provider';

function BookTestRide({ models }: Pick<ModelsPageProps, 'models'>) {
  const t = useTranslations('TestRide');
  const bike = useSelectedBike(models);
  const { customer } = useCurrentCustomer();
  const prefill = customer ? { name: customer.name, email: customer.emailAddress, phone: customer.phoneNumber } : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        {t('bookTitle')}
      </Typography>
      {bike && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 3 }}>
          <Typography>{t('bookingBike', { name: bike.name })}</Typography>
          <Button component={Link} href={routes.testRide} size="small">
            {t('changeBike')}
          </Button>
        </Box>
      )}
      {bike && <BookingForm bike={{ id: bike.id, slug: bike.slug, name: bike.name }} prefill={prefill} />}
    </Container>
  );
}

/** The page's SEO head and hidden h1 (also what the server renders: the form waits for the persisted choice). */
export function TestRideBookHead({ meta }: Pick<ModelsPageProps, 'meta'>) {
  const t = useTranslations('TestRide');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('bookTitle')} | Alva`} />
      <SeoHeading>{tSeo('headings.testRideBook')}</SeoHeading>
    </>
  );
}

export function TestRideBookView({ models, meta }: ModelsPageProps) {
  return (
    <>
      <TestRideBookHead meta={meta} />
      <AppApolloProvider>
        <BookTestRide models={models} />
      </AppApolloProvider>
    </>
  );
}
