import {
    DefaultStockAllocationStrategy,
    Injector,
    Order,
    OrderPlacedStrategy,
    OrderProcess,
    OrderState,
    RequestContext,
    StockAllocationStrategy,
} from '@vendure/core';

declare module '@vendure/core/dist/service/helpers/order-state-machine/order-state' {
    interface CustomOrderStates {
        /** A pre-order's booking fee is charged and waits for the money (SPEC §4: "waiting booking payment"). */
        BookingFeeAuthorized: never;
        /** The booking fee arrived (SPEC §4: "booking confirmed"); the rest is paid when the bike is ready. */
        BookingFeeSettled: never;
    }
}

const paymentsIn = (order: Order, states: string[]) => (order.payments ?? []).filter(p => states.includes(p.state));

/**
 * The purchase states on top of Vendure's default process (merged): a pre-order (purchaseOrderType BOOKING) is
 * placed when its booking fee is authorised and confirmed when the fee is settled. The guards refuse a booking state
 * for a full purchase or without the payment that justifies it, and refuse payment for an order whose purchase
 * steps are not done (no delivery chosen). Vendure writes the history entry of every transition.
 */
export const purchaseOrderProcess: OrderProcess<'BookingFeeAuthorized' | 'BookingFeeSettled'> = {
    transitions: {
        ArrangingPayment: { to: ['BookingFeeAuthorized'], mergeStrategy: 'merge' },
        BookingFeeAuthorized: { to: ['BookingFeeSettled', 'Cancelled'] },
        BookingFeeSettled: { to: ['PaymentSettled', 'Cancelled'] },
    },
    init(_injector: Injector) {},
    onTransitionStart(fromState, toState, { order }) {
        if (toState === 'ArrangingPayment' && fromState === 'AddingItems' && !order.customFields?.deliveryType) {
            return 'The purchase is not complete: choose home delivery or pick-up first';
        }
        if (toState === 'BookingFeeAuthorized') {
            if (order.customFields?.purchaseOrderType !== 'BOOKING') return 'Only a booking pre-order has a booking fee';
            if (!paymentsIn(order, ['Authorized', 'Settled']).length) return 'The booking fee has no authorised payment';
        }
        if (toState === 'BookingFeeSettled' && !paymentsIn(order, ['Settled']).length) {
            return 'The booking fee is not settled';
        }
    },
};

const PLACED_FROM_PAYMENT: OrderState[] = ['PaymentAuthorized', 'PaymentSettled', 'BookingFeeAuthorized'];

/** A booking counts as placed (and leaves the session's active order) like a paid order does. */
export class PurchaseOrderPlacedStrategy implements OrderPlacedStrategy {
    shouldSetAsPlaced(_ctx: RequestContext, fromState: OrderState, toState: OrderState): boolean {
        return fromState === 'ArrangingPayment' && PLACED_FROM_PAYMENT.includes(toState);
    }
}

/** Stock is reserved when an order is placed, bookings included (the bike is held for the buyer). */
export class PurchaseStockAllocationStrategy extends DefaultStockAllocationStrategy implements StockAllocationStrategy {
    shouldAllocateStock(_ctx: RequestContext, fromState: OrderState, toState: OrderState): boolean {
        return fromState === 'ArrangingPayment' && PLACED_FROM_PAYMENT.includes(toState);
    }
}
