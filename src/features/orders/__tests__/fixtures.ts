import type { OrderSummary, OrderTracking } from '../order-types';

/** An order row as myPurchaseOrders returns it (a paid full purchase unless overridden). */
export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    __typename: 'CustomerOrderSummary',
    code: 'ORD1001',
    kind: 'FULL_PURCHASE',
    state: 'PaymentSettled',
    totalWithTax: 3_910_400_000,
    currencyCode: 'IDR',
    placedAt: '2026-11-20T17:30:00.000Z',
    productName: 'Alva One',
    previewUrl: null,
    productSlug: 'alva-one-1-battery',
    productVariantId: '11',
    paymentDeadline: null,
    actions: ['TRACK', 'RECEIPT', 'BUY_AGAIN', 'CANCEL'],
    refundStatus: null,
    ...overrides,
  } as OrderSummary;
}

/** An order's progress as myPurchaseOrder returns it. */
/** Overrides are loose: the responses carry __typename, which the generated fragment types leave out. */
export function orderTracking(
  overrides: { [K in keyof OrderTracking]?: unknown } = {},
  summary: Partial<OrderSummary> = {},
): OrderTracking {
  return {
    __typename: 'OrderTracking',
    summary: orderSummary(summary),
    deliveryType: 'DELIVER_TO_HOME',
    dealerName: null,
    progressStep: 2,
    progressStepCount: 6,
    statusMessage: 'PAYMENT_CONFIRMED',
    timeline: [
      { __typename: 'OrderTimelineStage', key: 'PAID', reachedAt: '2026-11-20T17:45:00.000Z' },
      { __typename: 'OrderTimelineStage', key: 'PROCESSING', reachedAt: null },
      { __typename: 'OrderTimelineStage', key: 'DELIVERY', reachedAt: null },
      { __typename: 'OrderTimelineStage', key: 'COMPLETE', reachedAt: null },
    ],
    plate: null,
    bookingConfirmation: null,
    cancellation: null,
    lines: [{ __typename: 'OrderTrackingLine', name: 'Alva One', quantity: 1, linePriceWithTax: 3_760_000_000 }],
    // The checkout's charges: the items (PRICE), the tax inside them, the fee and the surcharge; they add up to the total.
    charges: [
      { __typename: 'PurchaseChargeLine', code: 'PRICE', amount: 3_760_000_000, addsToTotal: true },
      { __typename: 'PurchaseChargeLine', code: 'TAX', amount: 372_612_613, addsToTotal: false },
      { __typename: 'PurchaseChargeLine', code: 'PAYMENT_FEE', amount: 400_000, addsToTotal: true },
      { __typename: 'PurchaseChargeLine', code: 'SURCHARGE_DOCUMENT', amount: 150_000_000, addsToTotal: true },
      { __typename: 'PurchaseChargeLine', code: 'DELIVERY_FEE', amount: 0, addsToTotal: true },
    ],
    ...overrides,
  } as OrderTracking;
}
