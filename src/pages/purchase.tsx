import type { GetStaticProps } from 'next';
import { startPage } from '@/lib/page-props';
import { PurchaseView } from '@/views/customer/purchase-view';

export default PurchaseView;

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const { shell } = startPage(locale, 'purchase', ['Purchase', 'Product', 'Errors', 'FormErrors', 'Documents', 'Map']);
  return { props: await shell, revalidate: 3600 };
};
