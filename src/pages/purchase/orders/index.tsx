import { signedInPage } from '@/lib/auth/signed-in-page';
import { startPage } from '@/lib/page-props';
import { OrdersView } from '@/views/customer/orders-view';

export default OrdersView;

/** Signed-in only; the list is fetched in the browser (it changes with every payment and every staff step). */
export const getServerSideProps = signedInPage(async ({ locale }) => {
  const { shell } = startPage(locale, 'orders', ['Orders', 'FormErrors']);
  return { props: { ...(await shell) } };
});
