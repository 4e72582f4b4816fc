import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { shopRequest } from '@/graphql/shop-request';
import { documentLocale } from '@/lib/i18n';
import { endSessionAndGoHome } from '@/lib/session';
import { setCartState } from './cart-store';
import { ActiveOrderCountQuery, ActiveOrderQuery } from './graphql/shop';

/**
 * The cart's reads, apart from cart-client.ts (the changes, through Apollo) and without Apollo
 * (graphql/shop-request.ts): the header asks for the count on every page with a session cookie, and /cart loads the
 * order, neither needing Apollo's client until the customer changes something (issue 19). Both are asked only with a
 * session cookie (cart-store.ts). Product and variant names come in the page's language.
 */
function request<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
): Promise<TData> {
  const locale = documentLocale();
  return shopRequest(query, { locale, onUnauthorized: () => endSessionAndGoHome(locale) });
}

/** The header's count alone: one small document instead of the order with its lines. A failure shows no count. */
export async function loadCartCount(): Promise<void> {
  try {
    const data = await request(ActiveOrderCountQuery);
    setCartState({ itemCount: data?.activeOrder?.totalQuantity ?? 0 });
  } catch {
    // The count stays as it was.
  }
}

/** The whole order, for /cart; a failure shows the cart page's error state. */
export async function loadCart(): Promise<void> {
  setCartState({ status: 'loading' });
  try {
    const data = await request(ActiveOrderQuery);
    setCartState({ status: 'ready', order: data?.activeOrder ?? null });
  } catch {
    setCartState({ status: 'error' });
  }
}
