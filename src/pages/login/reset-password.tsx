import type { GetStaticProps } from 'next';
import { ResetPasswordView } from '@/views/customer/reset-password-view';
import { startPage } from '@/lib/page-props';

export default ResetPasswordView;

/** Static (ISR): the token is read and used in the browser. No guard: the e-mailed link must work in any state. */
export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const { shell } = startPage(locale, 'reset-password', ['Password', 'AccountForm', 'FormErrors']);
  return { props: await shell, revalidate: 3600 };
};
