import type { GetStaticProps } from 'next';
import { loadMessages } from '@/lib/messages';
import { ErrorView } from '@/views/customer/error-view';

export default function ServerErrorPage() {
  return <ErrorView kind="serverError" />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { messages: await loadMessages(locale, []) },
});
