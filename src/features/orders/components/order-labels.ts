import { useTranslations } from 'next-intl';
import type { OrderSummary } from '../order-types';

type OrdersT = ReturnType<typeof useTranslations<'Orders'>>;

/** The state as the customer reads it; a pick-up's Shipping/Delivered read "ready to collect"/"collected". */
export function stateLabel(t: OrdersT, state: string, pickup = false): string {
  if (pickup && state === 'Shipping') return t('stateShippingPickup');
  if (pickup && state === 'Delivered') return t('stateDeliveredPickup');
  const key = `state.${state}` as Parameters<OrdersT>[0];
  return t.has(key) ? t(key) : t('state.other');
}

/** A state is "settled" for the chip's colour when nothing more is asked of the customer. */
export function stateColor(order: Pick<OrderSummary, 'state'>): 'default' | 'success' | 'warning' | 'error' | 'info' {
  switch (order.state) {
    case 'Cancelled':
    case 'InstallmentRejected':
    case 'ContractRejected':
      return 'error';
    case 'PaymentAuthorized':
    case 'BookingFeeAuthorized':
      return 'warning';
    case 'Delivered':
    case 'Completed':
      return 'success';
    default:
      return 'info';
  }
}
