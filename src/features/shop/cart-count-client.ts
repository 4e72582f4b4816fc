import { documentLocale, onDemandApolloClient } from '@/graphql/on-demand-client';
import { setCartState } from './cart-store';
import { ActiveOrderCountQuery } from './graphql/shop';

/**
 * The header's cart count, apart from cart-client.ts so its chunk carries one small document instead of the cart's
 * (the order with its lines, in every cart mutation). A failed request leaves the count unknown: the link shows none.
 */
export async function loadCartCount(): Promise<void> {
  try {
    const { data } = await onDemandApolloClient(documentLocale()).query({ query: ActiveOrderCountQuery });
    setCartState({ itemCount: data?.activeOrder?.totalQuantity ?? 0 });
  } catch {
    // The error link has reported it; the count stays as it was.
  }
}
