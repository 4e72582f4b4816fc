import type { GetStaticProps } from 'next';
import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { TestRideFindView } from '@/views/customer/test-ride-find-view';
import { startPage } from '@/lib/page-props';

export default TestRideFindView;

/** Static (ISR): the look-up itself runs in the browser, with the code and phone the guest types. */
export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const { client, shell } = startPage(locale, 'test-ride-find', ['TestRide', 'TestRideFind', 'FormErrors']);
  const [models, common] = await Promise.all([fetchMotorcycles(client).catch(() => []), shell]);
  const bikeNames = Object.fromEntries(models.map((m) => [m.slug, m.name]));
  return { props: { bikeNames, ...common }, revalidate: 300 };
};
