import { shopRequest } from '@/graphql/shop-request';
import { documentLocale } from '@/lib/i18n';
import { endSessionAndGoHome } from '@/lib/session';
import { setCartState } from './cart-store';
import { ActiveOrderCountQuery } from './graphql/shop';

/**
 * The header's cart count, apart from cart-client.ts so its chunk carries one small document instead of the cart's
 * (the order with its lines, in every cart mutation), and no Apollo (graphql/shop-request.ts): it is asked on every
 * page with a session cookie. A failed request leaves the count unknown: the link shows none.
 */
export async function loadCartCount(): Promise<void> {
  const locale = documentLocale();
  try {
    const data = await shopRequest(ActiveOrderCountQuery, {
      locale,
      onUnauthorized: () => endSessionAndGoHome(locale),
    });
    setCartState({ itemCount: data?.activeOrder?.totalQuantity ?? 0 });
  } catch {
    // The count stays as it was.
  }
}
