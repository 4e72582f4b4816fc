import { MyPurchaseOrderQuery } from '@/features/orders/graphql/orders';
import { isSessionRefused } from '@/graphql/error-codes';
import { loginRedirect, signedInPage } from '@/lib/auth/signed-in-page';
import { startPage } from '@/lib/page-props';
import { OrderTrackingView } from '@/views/customer/order-tracking-view';

export default OrderTrackingView;

const ORDER_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Signed-in only. An order that is not the customer's answers 404 like one that does not exist (the API gives null
 * for both); the progress itself is fetched in the browser, where it refreshes after each action.
 */
export const getServerSideProps = signedInPage(async ({ ctx, locale, sessionToken }) => {
  const code = typeof ctx.params?.code === 'string' ? ctx.params.code : '';
  if (!ORDER_CODE.test(code)) return { notFound: true };
  const { client, shell } = startPage(locale, 'order', ['Orders', 'Installment', 'FormErrors'], sessionToken);
  try {
    const { data } = await client.query({ query: MyPurchaseOrderQuery, variables: { code }, fetchPolicy: 'no-cache' });
    if (!data?.myPurchaseOrder) return { notFound: true };
  } catch (error) {
    if (isSessionRefused(error)) return loginRedirect(locale);
    // The browser shows its own error state (with a retry) when the API does not answer.
    console.error('order could not be loaded', error);
  }
  return { props: { code, ...(await shell) } };
});
