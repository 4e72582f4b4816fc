import { useLocale } from 'next-intl';
import { useRouter } from 'next/router';
import { routes } from '@/config/routes';
import { shopPaths } from '@/config/shop';
import { ProductDetailQuery } from '@/features/catalogue/graphql/catalogue';
import { OrderList } from '@/features/orders/components/order-list';
import type { BuyAgainHandler } from '@/features/orders/order-types';
import { purchaseActions } from '@/features/purchase/purchase-slice';
import { shopRequest } from '@/graphql/shop-request';
import { useAppDispatch } from '@/store/hooks';
import { bikeConfiguration } from './bike-configuration';

/**
 * "Buy again": a motorcycle's variant goes into a new purchase exactly as the product page's "Buy" puts it (list
 * price, no area, no spare battery: the flow's options step offers those); a shop item goes into the cart. The cart's
 * client (Apollo) loads with the click; the product is read without it (issue 19).
 */
function useBuyAgain(): BuyAgainHandler {
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const router = useRouter();
  return async (order) => {
    if (!order.productVariantId) return false;
    if (order.kind === 'SHOP') {
      const { addToCart } = await import('@/features/shop/cart-client');
      const { error } = await addToCart(order.productVariantId, 1);
      if (error) return false;
      await router.push(shopPaths.cart);
      return true;
    }
    if (!order.productSlug) return false;
    const data = await shopRequest(ProductDetailQuery, { locale, variables: { slug: order.productSlug } });
    const product = data?.product;
    const variant = product?.variants.find((v) => v.id === order.productVariantId);
    const configuration = product && variant ? bikeConfiguration(product, variant) : null;
    if (!configuration) return false;
    dispatch(purchaseActions.startPurchase(configuration));
    await router.push(routes.purchase);
    return true;
  };
}

/** The customer's orders with "Buy again". */
export function OrdersWithBuyAgain() {
  return <OrderList onBuyAgain={useBuyAgain()} />;
}
