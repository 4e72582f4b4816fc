import type { GetStaticProps } from 'next';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { getPageMeta } from '@/features/content/get-page-meta';
import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { loadMessages } from '@/lib/i18n';
import { HomeView, type HomeViewProps } from '@/views/customer/home-view';

export default HomeView;

export const getStaticProps: GetStaticProps<HomeViewProps> = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [models, meta, messages] = await Promise.all([
    fetchMotorcycles(client),
    getPageMeta(client, locale, 'home'),
    loadMessages(locale),
  ]);
  return { props: { models, meta, messages }, revalidate: 60 };
};
