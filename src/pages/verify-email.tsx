import type { GetStaticProps } from 'next';
import { VerifyEmailView } from '@/views/customer/verify-email-view';
import { startPage } from '@/lib/page-props';

export default VerifyEmailView;

/**
 * Static (ISR): the token is consumed in the browser, so mail scanners that fetch the link do not use it up.
 * No guard: a signed-in customer may verify too.
 */
export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const { shell } = startPage(locale, 'verify-email', ['VerifyEmail', 'AccountForm', 'FormErrors']);
  return { props: await shell, revalidate: 3600 };
};
