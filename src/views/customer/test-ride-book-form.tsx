import { useTranslations } from 'next-intl';
import { NativeButtonLink } from '@/components/ui/native-button';
import { routes } from '@/config/routes';
import { useCurrentCustomer } from '@/features/accounts/hooks/use-current-customer';
import type { ModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { useSelectedBike } from '@/features/test-ride/components/bike-picker';
import { BookingForm } from '@/features/test-ride/components/booking-form';
import styles from '@/features/test-ride/components/booking-form.module.css';

/** The chosen bike and the booking form, prefilled for a signed-in customer. */
export function BookTestRide({ models }: Pick<ModelsPageProps, 'models'>) {
  const t = useTranslations('TestRide');
  const bike = useSelectedBike(models);
  const { customer } = useCurrentCustomer();
  const prefill = customer ? { name: customer.name, email: customer.emailAddress, phone: customer.phoneNumber } : null;
  if (!bike) return null;
  return (
    <>
      <div className={styles.chosenBike}>
        <p>{t('bookingBike', { name: bike.name })}</p>
        <NativeButtonLink href={routes.testRide} variant="text">
          {t('changeBike')}
        </NativeButtonLink>
      </div>
      <BookingForm bike={{ id: bike.id, slug: bike.slug, name: bike.name }} prefill={prefill} />
    </>
  );
}
