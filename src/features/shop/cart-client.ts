import { onDemandApolloClient } from '@/graphql/on-demand-client';
import { documentLocale } from '@/lib/i18n';
import { cartErrorOf, type CartError, type ErrorResultLike } from './cart-errors';
import { setCartState, type CartOrder } from './cart-store';
import { AddItemToOrderMutation, AdjustOrderLineMutation, RemoveOrderLineMutation } from './graphql/shop';

/**
 * Cart changes on Vendure's active order (its reads: cart-reads.ts), loaded on first use so pages without a cart interaction ship no Apollo
 * code for it. A guest's first add creates an anonymous Vendure session: its `vendure-auth-token` header is saved in
 * the session cookie by the link chain and sent back, so the cart survives reloads.
 */
export interface CartOutcome {
  order: CartOrder | null;
  error: CartError | null;
}

type MutationResult =
  | ({ __typename: 'Order' } & CartOrder)
  | { __typename: 'InsufficientStockError'; errorCode?: string; quantityAvailable?: number; order?: CartOrder }
  | { __typename: string; errorCode?: string; maxItems?: number };

function toOutcome(result: MutationResult | undefined, action: 'add' | 'adjust' | 'remove'): CartOutcome {
  if (!result) return { order: null, error: { key: 'generic' } };
  if (result.__typename === 'Order') return { order: result as CartOrder, error: null };
  const order = 'order' in result && result.order ? result.order : null;
  return { order, error: cartErrorOf(result as ErrorResultLike, action) };
}

function publish(outcome: CartOutcome): CartOutcome {
  if (outcome.order) setCartState({ status: 'ready', order: outcome.order });
  return outcome;
}

/** A failed request (network, server) is reported as the generic message; the error link has toasted it too. */
async function guarded(run: () => Promise<CartOutcome>): Promise<CartOutcome> {
  try {
    return publish(await run());
  } catch {
    return { order: null, error: { key: 'generic' } };
  }
}

/** Product and variant names in the cart come in the page's language. */
const client = () => onDemandApolloClient(documentLocale());

export function addToCart(productVariantId: string, quantity: number): Promise<CartOutcome> {
  return guarded(async () => {
    const { data } = await client().mutate({
      mutation: AddItemToOrderMutation,
      variables: { productVariantId, quantity },
    });
    return toOutcome(data?.addItemToOrder as MutationResult | undefined, 'add');
  });
}

export function adjustCartLine(orderLineId: string, quantity: number): Promise<CartOutcome> {
  return guarded(async () => {
    const { data } = await client().mutate({
      mutation: AdjustOrderLineMutation,
      variables: { orderLineId, quantity },
    });
    return toOutcome(data?.adjustOrderLine as MutationResult | undefined, 'adjust');
  });
}

export function removeCartLine(orderLineId: string): Promise<CartOutcome> {
  return guarded(async () => {
    const { data } = await client().mutate({
      mutation: RemoveOrderLineMutation,
      variables: { orderLineId },
    });
    return toOutcome(data?.removeOrderLine as MutationResult | undefined, 'remove');
  });
}
