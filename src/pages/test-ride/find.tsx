import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/i18n';
import { TestRideFindView } from '@/views/customer/test-ride-find-view';

export default TestRideFindView;

/** Static (ISR): the look-up itself runs in the browser, with the code and phone the guest types. */
export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [models, meta, messages] = await Promise.all([
    fetchMotorcycles(client).catch(() => []),
    getPageMeta(client, locale, 'test-ride-find'),
    loadMessages(locale),
  ]);
  const bikeNames = Object.fromEntries(models.map((m) => [m.slug, m.name]));
  return { props: { bikeNames, meta, messages }, revalidate: 300 };
};
