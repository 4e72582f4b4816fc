import { Order, RequestContext, VendureEvent } from '@vendure/core';

/** An order was cancelled because it was not paid in time (the customer is e-mailed). */
export class PurchasePaymentExpiredEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public order: Order,
    ) {
        super();
    }
}
