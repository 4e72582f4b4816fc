import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { routes } from '@/config/routes';
import { useCurrentCustomer } from '@/features/accounts/hooks/use-current-customer';
import type { ModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { useSelectedBike } from '@/features/test-ride/components/bike-picker';
import { BookingForm } from '@/features/test-ride/components/booking-form';

/** The chosen bike and the booking form, prefilled for a signed-in customer. */
export function BookTestRide({ models }: Pick<ModelsPageProps, 'models'>) {
  const t = useTranslations('TestRide');
  const bike = useSelectedBike(models);
  const { customer } = useCurrentCustomer();
  const prefill = customer ? { name: customer.name, email: customer.emailAddress, phone: customer.phoneNumber } : null;
  if (!bike) return null;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 3 }}>
        <Typography>{t('bookingBike', { name: bike.name })}</Typography>
        <Button component={Link} href={routes.testRide} size="small">
          {t('changeBike')}
        </Button>
      </Box>
      <BookingForm bike={{ id: bike.id, slug: bike.slug, name: bike.name }} prefill={prefill} />
    </>
  );
}
