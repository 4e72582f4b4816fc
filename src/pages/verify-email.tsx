import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/i18n';
import { VerifyEmailView } from '@/views/customer/verify-email-view';

export default VerifyEmailView;

/**
 * Static (ISR): the token is consumed in the browser, so mail scanners that fetch the link do not use it up.
 * No guard: a signed-in customer may verify too.
 */
export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [meta, messages] = await Promise.all([
    getPageMeta(client, locale, 'verify-email'),
    loadMessages(locale, ['VerifyEmail', 'AccountForm']),
  ]);
  return { props: { meta, messages }, revalidate: 3600 };
};
