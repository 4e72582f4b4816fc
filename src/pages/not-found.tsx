import type { GetStaticProps } from 'next';
import { loadMessages } from '@/lib/messages';
import { ErrorView } from '@/views/customer/error-view';

/** SPEC §2 lists /not-found as a route of its own; it shows the same page as an unknown URL. */
export default function NotFoundRoute() {
  return <ErrorView kind="notFound" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { messages: await loadMessages(locale, []) },
});
