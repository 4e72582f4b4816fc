import type { GetStaticProps } from 'next';
import { ContactPlacesQuery } from '@/features/leads/graphql/leads';
import { ContactUsView, type ContactUsViewProps } from '@/views/customer/contact-us-view';
import { startPage } from '@/lib/page-props';

export default ContactUsView;

export const getStaticProps: GetStaticProps<ContactUsViewProps> = async ({ locale = 'en' }) => {
  const { client, shell } = startPage(locale, 'contact-us', ['Contact', 'Leads', 'FormErrors']);
  const [{ data }, common] = await Promise.all([
    client.query({ query: ContactPlacesQuery, fetchPolicy: 'no-cache' }),
    shell,
  ]);
  const places = (data?.experienceCenters ?? []).filter((p) => !p.upcoming);
  return { props: { places, ...common }, revalidate: 300 };
};
