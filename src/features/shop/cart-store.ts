import { useSyncExternalStore } from 'react';
import type { Cart_OrderFragment } from '@/graphql/generated/graphql';
import { getSessionToken } from '@/lib/cookies';

export type CartOrder = Cart_OrderFragment;

export interface CartState {
  /** `idle` until someone asks for the cart; `ready` once the server answered (order null: no cart yet). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  order: CartOrder | null;
}

/**
 * The active order as the server last reported it, shared by the header's cart count, the add-to-cart form and the
 * cart page. Queries are no-cache (SPEC §7), so Apollo's cache cannot be the shared copy; every cart response
 * (query or mutation) lands here instead. No Apollo import: the header reads this on every page.
 */
let state: CartState = { status: 'idle', order: null };
const listeners = new Set<() => void>();
const serverState: CartState = { status: 'idle', order: null };

export function getCartState(): CartState {
  return state;
}

export function setCartState(next: Partial<CartState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribeCart, getCartState, () => serverState);
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
  void import('./cart-client').then((client) => client.loadCart());
}

/** Tests start from an empty cart. */
export function resetCartState(): void {
  state = { status: 'idle', order: null };
}
