import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { ContactPlacesQuery } from '@/features/leads/graphql/leads';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/i18n';
import { ContactUsView, type ContactUsViewProps } from '@/views/customer/contact-us-view';

export default ContactUsView;

export const getStaticProps: GetStaticProps<ContactUsViewProps> = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [{ data }, meta, messages] = await Promise.all([
    client.query({ query: ContactPlacesQuery, fetchPolicy: 'no-cache' }),
    getPageMeta(client, locale, 'contact-us'),
    loadMessages(locale),
  ]);
  const places = (data?.experienceCenters ?? []).filter((p) => !p.upcoming);
  return { props: { places, meta, messages }, revalidate: 300 };
};
