import type { NextPageContext } from 'next';
import { loadMessages } from '@/lib/messages';
import { ErrorView } from '@/views/customer/error-view';

/** Server-side failures other than 404 render the friendly 500 view, in the visitor's language. */
function ErrorPage({ statusCode }: { statusCode: number }) {
  return <ErrorView kind={statusCode === 404 ? 'notFound' : 'serverError'} />;
}

ErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext) => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  return { statusCode, messages: await loadMessages(locale, []) };
};

export default ErrorPage;
