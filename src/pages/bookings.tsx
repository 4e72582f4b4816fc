import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { signedInPage } from '@/lib/auth/signed-in-page';
import { TestRideBookingsView } from '@/views/customer/test-ride-bookings-view';
import { startPage } from '@/lib/page-props';

export default TestRideBookingsView;

/** Signed-in only; the list itself is fetched in the browser (it changes on every action). */
export const getServerSideProps = signedInPage(async ({ locale }) => {
  const { client, shell } = startPage(locale, 'bookings', ['TestRide']);
  const [models, common] = await Promise.all([fetchMotorcycles(client).catch(() => []), shell]);
  const bikeNames = Object.fromEntries(models.map((m) => [m.slug, m.name]));
  return { props: { bikeNames, ...common } };
});
