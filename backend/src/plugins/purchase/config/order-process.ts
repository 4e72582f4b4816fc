import {
    configureDefaultOrderProcess,
    DefaultStockAllocationStrategy,
    Injector,
    Order,
    OrderPlacedStrategy,
    OrderProcess,
    OrderState,
    RequestContext,
    StockAllocationStrategy,
    TransactionalConnection,
} from '@vendure/core';
import crypto from 'crypto';

import { motorcycleVariantIds } from '../services/motorcycle-lines';

declare module '@vendure/core/dist/service/helpers/order-state-machine/order-state' {
    interface CustomOrderStates {
        /** A pre-order's booking fee is charged and waits for the money (SPEC §4: "waiting booking payment"). */
        BookingFeeAuthorized: never;
        /** The booking fee arrived (SPEC §4: "booking confirmed"); the rest is paid when the bike is ready. */
        BookingFeeSettled: never;
        /** A bike is set aside for the order (SPEC §4 "motorcycle ready"); a pre-order now asks the buyer to confirm. */
        Allocated: never;
        /** Home delivery: on the way; pick-up: ready to collect at the dealer. A hand-over code exists. */
        Shipping: never;
        /** Closed by staff after the hand-over. */
        Completed: never;
    }
}

const paymentsIn = (order: Order, states: string[]) => (order.payments ?? []).filter(p => states.includes(p.state));

/** Settled money covers the order's total (a pre-order: booking fee plus the remaining payment). */
export const paidInFull = (order: Order) =>
    paymentsIn(order, ['Settled']).reduce((n, p) => n + p.amount, 0) >= order.totalWithTax;

/** A random 6-digit hand-over code (SPEC §4 "delivered means delivered"). */
export const newHandoverCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

type PurchaseState = 'BookingFeeAuthorized' | 'BookingFeeSettled' | 'Allocated' | 'Shipping' | 'Completed';

/**
 * Vendure's default process, but Shipped and Delivered are not derived from fulfillments: a motorcycle is one
 * item handed over once, so this project does not create fulfillments and its own guards below rule those states
 * (paid in full and a VIN for Shipped; the customer's hand-over code for Delivered). Everything else of the default
 * process stays (payments cover the total, stock, history entries of every transition).
 */
export const defaultOrderProcessWithoutFulfillments = configureDefaultOrderProcess({ checkFulfillmentStates: false });

/**
 * The purchase states on top of Vendure's default process (merged): a pre-order (purchaseOrderType BOOKING) is
 * placed when its booking fee is authorised and confirmed when the fee is settled. The guards refuse a booking state
 * for a full purchase or without the payment that justifies it, and refuse payment for an order whose purchase
 * steps are not done (no delivery chosen). After payment (issue 13, docs/orders-api.md): staff allocate a bike, ship
 * it (paid in full, VIN assigned, a pre-order confirmed by its buyer), set it on its way (which creates the
 * hand-over code) and complete it once the customer confirmed the hand-over (Delivered). Nothing is cancelled once
 * shipped. Vendure writes the history entry of every transition.
 */
export const purchaseOrderProcess: OrderProcess<PurchaseState> = {
    transitions: {
        ArrangingPayment: { to: ['BookingFeeAuthorized'], mergeStrategy: 'merge' },
        BookingFeeAuthorized: { to: ['BookingFeeSettled', 'Cancelled'] },
        BookingFeeSettled: { to: ['Allocated', 'PaymentSettled', 'Cancelled'] },
        // Replaced: no direct Shipped/Delivered (the bike is allocated first, delivered only with the code).
        PaymentSettled: { to: ['Allocated', 'Cancelled'], mergeStrategy: 'replace' },
        Allocated: { to: ['Shipped', 'Cancelled'] },
        Shipped: { to: ['Shipping'], mergeStrategy: 'replace' },
        Shipping: { to: ['Delivered'] },
        Delivered: { to: ['Completed'], mergeStrategy: 'replace' },
        Completed: { to: [] },
    },
    init(injector: Injector) {
        connection = injector.get(TransactionalConnection);
    },
    async onTransitionStart(fromState, toState, { ctx, order }) {
        if (toState === 'ArrangingPayment' && fromState === 'AddingItems' && !order.customFields?.deliveryType) {
            return 'The purchase is not complete: choose home delivery or pick-up first';
        }
        if (toState === 'BookingFeeAuthorized') {
            if (order.customFields?.purchaseOrderType !== 'BOOKING')
                return 'Only a booking pre-order has a booking fee';
            if (!paymentsIn(order, ['Authorized', 'Settled']).length)
                return 'The booking fee has no authorised payment';
        }
        if (toState === 'BookingFeeSettled' && !paymentsIn(order, ['Settled']).length) {
            return 'The booking fee is not settled';
        }
        if (toState === 'Shipped') {
            if (!paidInFull(order)) return 'The order is not paid in full';
            if (
                order.customFields.purchaseOrderType === 'BOOKING' &&
                order.customFields.bookingConfirmation !== 'CONFIRMED'
            )
                return 'The buyer has not confirmed the booking';
            const ids = (order.lines ?? []).map(l => l.productVariantId);
            const motorcycle = (await motorcycleVariantIds(ctx, connection, ids)).size > 0;
            if (motorcycle && !order.customFields.vin) return 'No VIN is assigned to the order';
        }
        if (toState === 'Delivered' && !order.customFields.handoverConfirmedAt) {
            return 'Only the customer confirms the hand-over, with the hand-over code';
        }
    },
    onTransitionEnd(_fromState, toState, { order }) {
        // Saved with the transition (OrderService saves the order after its onTransitionEnd hooks).
        if (toState === 'Allocated' && order.customFields.purchaseOrderType === 'BOOKING') {
            order.customFields.bookingConfirmation = 'PENDING';
        }
        if (toState === 'Shipping') {
            order.customFields.handoverCode = newHandoverCode();
            order.customFields.handoverFailedTries = 0;
            order.customFields.handoverLockedUntil = null;
        }
    },
};

let connection: TransactionalConnection;

// An installment application places the order too (issue 14): the bike is held while the provider decides.
const PLACED_FROM_PAYMENT: OrderState[] = [
    'PaymentAuthorized',
    'PaymentSettled',
    'BookingFeeAuthorized',
    'InstallmentRequested',
];

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
