import { useSyncExternalStore } from 'react';
import type { Cart_OrderFragment } from '@/graphql/generated/graphql';
import { getSessionToken } from '@/lib/cookies';

export type CartOrder = Cart_OrderFragment;

export interface CartState {
  /** `idle` until someone asks for the cart; `ready` once the server answered (order null: no cart yet). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  order: CartOrder | null;
  /** The items in the cart as the server last reported them (the header's count); null until it has. */
  itemCount: number | null;
}

/**
 * The active order as the server last reported it, shared by the header's cart count, the add-to-cart form and the
 * cart page. Queries are no-cache (SPEC §7), so Apollo's cache cannot be the shared copy; every cart response
 * (query or mutation) lands here instead. No Apollo import: the header reads this on every page.
 */
const emptyState: CartState = { status: 'idle', order: null, itemCount: null };
let state = emptyState;
const listeners = new Set<() => void>();

export function getCartState(): CartState {
  return state;
}

/** An order (or its absence) brings its count along. */
export function setCartState(next: Partial<CartState>): void {
  state = { ...state, ...next };
  if ('order' in next) state.itemCount = next.order?.totalQuantity ?? 0;
  for (const listener of listeners) listener();
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribeCart, getCartState, () => emptyState);
}

/**
 * Asks the server for the active order, when there can be one: a visitor without a session cookie has no cart, and
 * gets the empty one without loading Apollo (the header's link and /cart both start here).
 */
export function refreshCart(): void {
  if (!getSessionToken()) {
    setCartState({ status: 'ready', order: null });
    return;
  }
  void import('./cart-reads').then((reads) => reads.loadCart());
}

/**
 * Asks the server how many items the cart holds, for the header's link on every page: the count alone, so pages
 * that show no cart neither fetch nor process the whole order (issue 19). Without a session cookie there is no cart.
 */
export function refreshCartCount(): void {
  if (!getSessionToken()) {
    setCartState({ itemCount: 0 });
    return;
  }
  void import('./cart-reads').then((reads) => reads.loadCartCount());
}

/** Tests start from an empty cart. */
export function resetCartState(): void {
  state = emptyState;
}
