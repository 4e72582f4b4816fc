import { getPageMeta } from '@/components/seo/get-page-meta';
import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { signedInPage } from '@/lib/auth/signed-in-page';
import { loadMessages } from '@/lib/i18n';
import { TestRideBookingsView } from '@/views/customer/test-ride-bookings-view';

export default TestRideBookingsView;

/** Signed-in only; the list itself is fetched in the browser (it changes on every action). */
export const getServerSideProps = signedInPage(async ({ locale }) => {
  const client = createServerApolloClient(locale);
  const [models, meta, messages] = await Promise.all([
    fetchMotorcycles(client).catch(() => []),
    getPageMeta(client, locale, 'bookings'),
    loadMessages(locale),
  ]);
  const bikeNames = Object.fromEntries(models.map((m) => [m.slug, m.name]));
  return { props: { bikeNames, meta, messages } };
});
