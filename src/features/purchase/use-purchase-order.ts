import { startTransition, useCallback, useEffect, useState } from 'react';
import { useShopRequest } from '@/graphql/use-shop-query';
import { ADDITIONAL_BATTERY_SLUG, MOTORCYCLE_PRODUCT_SLUGS } from './constants';
import {
  PurchaseActiveOrderQuery,
  PurchaseAddItemMutation,
  PurchaseBatteryPackQuery,
  PurchaseRemoveLineMutation,
} from './graphql/purchase';
import { orderErrorKey, type OrderErrorKey } from './purchase-errors';

export type OrderStatus =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'empty' }
  | { kind: 'error'; messageKey: OrderErrorKey };

interface BikeRequest {
  variantId: string;
  additionalBattery: boolean;
}

/**
 * Makes the active order hold what is being bought: for a motorcycle, exactly the configured variant (other
 * motorcycles and an earlier extra battery are taken out, the extra battery line put in when asked); for the
 * shop cart, the cart as it is. The server prices everything; this only arranges the lines.
 */
export function usePurchaseOrder(bike: BikeRequest | null): { status: OrderStatus; retry: () => void } {
  const request = useShopRequest();
  const [status, setStatus] = useState<OrderStatus>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const variantId = bike?.variantId ?? null;
  const additionalBattery = bike?.additionalBattery ?? false;

  useEffect(() => {
    let cancelled = false;
    async function arrange(): Promise<OrderStatus> {
      const order = (await request(PurchaseActiveOrderQuery)).activeOrder ?? null;
      if (!variantId) return order && order.lines.length ? { kind: 'ready' } : { kind: 'empty' };

      const lines = order?.lines ?? [];
      const pack = additionalBattery
        ? (await request(PurchaseBatteryPackQuery, { slug: ADDITIONAL_BATTERY_SLUG })).product?.variants[0]
        : null;
      const unwanted = lines.filter((line) => {
        const slug = line.productVariant.product.slug;
        if (line.productVariant.id === variantId) return line.quantity !== 1;
        if (MOTORCYCLE_PRODUCT_SLUGS.includes(slug)) return true;
        return slug === ADDITIONAL_BATTERY_SLUG && !additionalBattery;
      });
      for (const line of unwanted) {
        const removed = await request(PurchaseRemoveLineMutation, { orderLineId: line.id });
        if (removed.removeOrderLine.__typename !== 'Order') {
          return { kind: 'error', messageKey: orderErrorKey(errorCodeOf(removed.removeOrderLine)) };
        }
      }
      const keep = lines.filter((line) => !unwanted.includes(line));
      const wanted = [
        keep.some((l) => l.productVariant.id === variantId) ? null : variantId,
        pack && !keep.some((l) => l.productVariant.id === pack.id) ? pack.id : null,
      ].filter((id): id is string => Boolean(id));
      for (const productVariantId of wanted) {
        const added = await request(PurchaseAddItemMutation, { productVariantId, quantity: 1 });
        if (added.addItemToOrder.__typename !== 'Order') {
          return { kind: 'error', messageKey: orderErrorKey(errorCodeOf(added.addItemToOrder)) };
        }
      }
      return { kind: 'ready' };
    }
    setStatus({ kind: 'loading' });
    arrange()
      .catch(() => ({ kind: 'error', messageKey: 'generic' }) as OrderStatus)
      .then((next) => {
        // In a transition: the answer mounts the steps and the summary, which React then renders in short slices
        // rather than one long task (issue 19), as browserPart mounts a part.
        if (!cancelled) startTransition(() => setStatus(next));
      });
    return () => {
      cancelled = true;
    };
  }, [request, variantId, additionalBattery, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}

function errorCodeOf(result: unknown): string | undefined {
  return result && typeof result === 'object' && 'errorCode' in result ? String(result.errorCode) : undefined;
}
