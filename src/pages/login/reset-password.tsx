import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/i18n';
import { ResetPasswordView } from '@/views/customer/reset-password-view';

export default ResetPasswordView;

/** Static (ISR): the token is read and used in the browser. No guard: the e-mailed link must work in any state. */
export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [meta, messages] = await Promise.all([
    getPageMeta(client, locale, 'reset-password'),
    loadMessages(locale, ['Password', 'AccountForm']),
  ]);
  return { props: { meta, messages }, revalidate: 3600 };
};
