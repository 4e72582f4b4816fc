import { Order, RequestContext, VendureEvent } from '@vendure/core';

/**
 * Something the customer is told about (e-mail and SMS/WhatsApp): a staff state move, a plate change, a refund, a
 * booking decision. `subject` says what; `detail` carries what the message needs (the new state, plate status...).
 */
export type OrderNoticeSubject = 'STATE' | 'PLATE' | 'REFUND' | 'BOOKING' | 'VIN' | 'INSTALLMENT';

export class OrderCustomerNoticeEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public order: Order,
        public subject: OrderNoticeSubject,
        public detail: string,
    ) {
        super();
    }
}
