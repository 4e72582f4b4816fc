import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/messages';
import { UndoEmailChangeView } from '@/views/customer/undo-email-change-view';

export default UndoEmailChangeView;

/** Static (ISR): the token is consumed in the browser. No guard: the link works signed in or out. */
export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [meta, messages] = await Promise.all([
    getPageMeta(client, locale, 'undo-email-change'),
    loadMessages(locale, ['UndoEmailChange', 'AccountForm', 'FormErrors']),
  ]);
  return { props: { meta, messages }, revalidate: 3600 };
};
