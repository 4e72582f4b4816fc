/**
 * SPEC §4 as pure functions (issue 13): the progress step of both tables, the timeline stages, the status message,
 * the plate step and the actions a customer has on an order. No I/O: the tracking service feeds them the order's
 * state, custom fields and history entries.
 */

export type CustomerOrderKind = 'BOOKING' | 'FULL_PURCHASE' | 'INSTALLMENT' | 'SHOP';
export type DeliveryType = 'DELIVER_TO_HOME' | 'PICKUP_AT_DEALER' | null;

/** States in which the customer may cancel (docs/orders-api.md): never once the bike is shipped. */
export const CANCELLABLE_STATES = [
    'PaymentAuthorized',
    'PaymentSettled',
    'BookingFeeAuthorized',
    'BookingFeeSettled',
    'Allocated',
    // An installment before its contract (issue 14): a paid down payment is refunded like any payment.
    'InstallmentRequested',
    'InstallmentApproved',
    'InstallmentRejected',
    'ContractRejected',
] as const;

/** SPEC §4 "Progress step index (full purchase)"; states not listed (rejected or requested) are step 0. */
const FULL_PURCHASE_STEPS: Record<string, number> = {
    Cancelled: 1,
    PaymentAuthorized: 1,
    PaymentSettled: 2,
    Allocated: 1,
    Shipped: 3,
    Shipping: 4,
    Delivered: 5,
    Completed: 6,
    InstallmentApproved: 1,
};

/** SPEC §4 "Progress step index (booking)": authorized and settled states are step 0. */
const BOOKING_STEPS: Record<string, number> = {
    Cancelled: 1,
    Allocated: 1,
    Shipped: 1,
    Shipping: 2,
    Delivered: 3,
    Completed: 4,
};

export function progressStep(kind: CustomerOrderKind, state: string): number {
    const table = kind === 'BOOKING' ? BOOKING_STEPS : FULL_PURCHASE_STEPS;
    return table[state] ?? 0;
}

/** The last step of the kind's table. */
export const progressStepCount = (kind: CustomerOrderKind) => (kind === 'BOOKING' ? 4 : 6);

export type OrderStatusMessage =
    | 'WAITING_BOOKING_PAYMENT'
    | 'BOOKING_CONFIRMED'
    | 'INSTALLMENT_CONTRACT_SIGN_OFF'
    | 'INSTALLMENT_REJECTED'
    | 'PAYMENT_CONFIRMED'
    | 'MOTORCYCLE_READY'
    | 'ON_THE_WAY'
    | 'READY_TO_COLLECT'
    | 'DELIVERED'
    | 'COLLECTED';

export function statusMessage(input: {
    kind: CustomerOrderKind;
    state: string;
    deliveryType: DeliveryType;
    paidInFull: boolean;
    bookingConfirmation: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | null;
}): OrderStatusMessage | null {
    const pickup = input.deliveryType === 'PICKUP_AT_DEALER';
    switch (input.state) {
        case 'BookingFeeAuthorized':
            return 'WAITING_BOOKING_PAYMENT';
        case 'BookingFeeSettled':
            return 'BOOKING_CONFIRMED';
        case 'PaymentSettled':
            return 'PAYMENT_CONFIRMED';
        case 'Allocated':
            // A confirmed pre-order whose remaining payment arrived: "remaining payment confirmed".
            return input.kind === 'BOOKING' && input.bookingConfirmation === 'CONFIRMED' && input.paidInFull
                ? 'PAYMENT_CONFIRMED'
                : 'MOTORCYCLE_READY';
        case 'Shipped':
            return 'ON_THE_WAY';
        case 'Shipping':
            return pickup ? 'READY_TO_COLLECT' : 'ON_THE_WAY';
        case 'Delivered':
        case 'Completed':
            return pickup ? 'COLLECTED' : 'DELIVERED';
        case 'InstallmentApproved':
            return 'INSTALLMENT_CONTRACT_SIGN_OFF';
        case 'InstallmentRejected':
        case 'ContractRejected':
            return 'INSTALLMENT_REJECTED';
        default:
            return null;
    }
}

export type OrderTimelineStageKey =
    | 'INSTALLMENT'
    | 'INSTALLMENT_APPROVED'
    | 'PAYMENT'
    | 'PAID'
    | 'CONTRACT'
    | 'CONTRACT_SIGNED'
    | 'PROCESSING'
    | 'PROCESSED'
    | 'DELIVERY'
    | 'READY_TO_COLLECT'
    | 'COLLECT'
    | 'COMPLETE';

export interface OrderTimelineStage {
    key: OrderTimelineStageKey;
    reachedAt: Date | null;
}

/** An order history entry as the timeline reads it: ORDER_STATE_TRANSITION (data.to) or ORDER_PAYMENT_TRANSITION. */
export interface TimelineHistoryEntry {
    type: string;
    createdAt: Date;
    data: { to?: string; from?: string };
}

/** When the order first entered one of these states, from its ORDER_STATE_TRANSITION history entries. */
export function reachedAt(history: TimelineHistoryEntry[], states: string[]): Date | null {
    const hits = history
        .filter(h => h.type === 'ORDER_STATE_TRANSITION' && states.includes(String(h.data?.to)))
        .map(h => h.createdAt.getTime());
    return hits.length ? new Date(Math.min(...hits)) : null;
}

/**
 * SPEC §4 timeline stages. Full purchase (and booking and shop): Paid, Processing or Processed, Delivery or Ready to
 * Collect, Complete. Installment: Installment (then Installment Approved), Payment (then Paid), Contract (then
 * Contract Signed), Processing (then Processed), Delivery or Collect. A stage that has an "intermediate" name shows
 * that name once reached. `paidAt` is when settled money first covered the total (from the payment-transition
 * entries: a pre-order's remaining payment does not change the order state).
 */
export function timeline(input: {
    kind: CustomerOrderKind;
    deliveryType: DeliveryType;
    history: TimelineHistoryEntry[];
    paidAt: Date | null;
}): OrderTimelineStage[] {
    const { history } = input;
    const pickup = input.deliveryType === 'PICKUP_AT_DEALER';
    const allocated = reachedAt(history, ['Allocated']);
    const shipped = reachedAt(history, ['Shipped']);
    const shipping = reachedAt(history, ['Shipping']);
    const processing: OrderTimelineStage = shipped
        ? { key: 'PROCESSED', reachedAt: shipped }
        : { key: 'PROCESSING', reachedAt: allocated };
    if (input.kind === 'INSTALLMENT') {
        const approved = reachedAt(history, ['InstallmentApproved']);
        const signed = reachedAt(history, ['ContractSigned']);
        return [
            approved
                ? { key: 'INSTALLMENT_APPROVED', reachedAt: approved }
                : { key: 'INSTALLMENT', reachedAt: reachedAt(history, ['InstallmentRequested']) },
            input.paidAt
                ? { key: 'PAID', reachedAt: input.paidAt }
                : { key: 'PAYMENT', reachedAt: reachedAt(history, ['PaymentAuthorized']) },
            signed ? { key: 'CONTRACT_SIGNED', reachedAt: signed } : { key: 'CONTRACT', reachedAt: null },
            processing,
            { key: pickup ? 'COLLECT' : 'DELIVERY', reachedAt: shipping },
        ];
    }
    return [
        { key: 'PAID', reachedAt: input.paidAt },
        processing,
        { key: pickup ? 'READY_TO_COLLECT' : 'DELIVERY', reachedAt: shipping },
        { key: 'COMPLETE', reachedAt: reachedAt(history, ['Delivered']) },
    ];
}

/** SPEC §4 plate progress: PROCESSING step 0, READY step 1, COLLECTED step 3. */
export const PLATE_STEPS = { PROCESSING: 0, READY: 1, COLLECTED: 3 } as const;
export const plateStep = (status: keyof typeof PLATE_STEPS) => PLATE_STEPS[status];

export type CustomerOrderAction =
    | 'PAY'
    | 'TRACK'
    | 'RECEIPT'
    | 'BUY_AGAIN'
    | 'CANCEL'
    | 'CONFIRM_BOOKING'
    | 'CONFIRM_HANDOVER';

export function customerActions(input: {
    kind: CustomerOrderKind;
    state: string;
    paymentDeadline: Date | null;
    now: Date;
    paidInFull: boolean;
    anySettledPayment: boolean;
    bookingConfirmation: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | null;
    canBuyAgain: boolean;
}): CustomerOrderAction[] {
    const actions: CustomerOrderAction[] = [];
    const open = input.state === 'PaymentAuthorized' || input.state === 'BookingFeeAuthorized';
    const inWindow = !!input.paymentDeadline && input.paymentDeadline.getTime() > input.now.getTime();
    const remainingDue =
        input.kind === 'BOOKING' &&
        input.state === 'Allocated' &&
        input.bookingConfirmation === 'CONFIRMED' &&
        !input.paidInFull;
    if ((open && inWindow) || remainingDue) actions.push('PAY');
    actions.push('TRACK');
    if (input.anySettledPayment) actions.push('RECEIPT');
    if (input.canBuyAgain && ['Cancelled', 'Delivered', 'Completed'].includes(input.state)) actions.push('BUY_AGAIN');
    if ((CANCELLABLE_STATES as readonly string[]).includes(input.state)) actions.push('CANCEL');
    if (input.kind === 'BOOKING' && input.state === 'Allocated' && input.bookingConfirmation === 'PENDING')
        actions.push('CONFIRM_BOOKING');
    if (input.state === 'Shipping') actions.push('CONFIRM_HANDOVER');
    return actions;
}
