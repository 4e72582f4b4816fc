import type { GetStaticProps } from 'next';
import { CartView } from '@/views/customer/cart-view';
import { startPage } from '@/lib/page-props';

export default CartView;

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const { shell } = startPage(locale, 'cart', ['Shop']);
  return { props: await shell, revalidate: 3600 };
};
