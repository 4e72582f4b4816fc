import type { GetStaticProps } from 'next';
import { startPage } from '@/lib/page-props';
import { UndoEmailChangeView } from '@/views/customer/undo-email-change-view';

export default UndoEmailChangeView;

/** Static (ISR): the token is consumed in the browser. No guard: the link works signed in or out. */
export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const { shell } = startPage(locale, 'undo-email-change', ['UndoEmailChange', 'AccountForm', 'FormErrors']);
  return { props: await shell, revalidate: 3600 };
};
