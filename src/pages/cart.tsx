import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/i18n';
import { CartView } from '@/views/customer/cart-view';

export default CartView;

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [meta, messages] = await Promise.all([getPageMeta(client, locale, 'cart'), loadMessages(locale)]);
  return { props: { meta, messages }, revalidate: 3600 };
};
