import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
    EventBus,
    ID,
    JobQueue,
    JobQueueService,
    Logger,
    OrderService,
    OrderStateTransitionEvent,
    RefundStateTransitionEvent,
    RequestContext,
    RequestContextService,
    ChannelService,
    VendureEvent,
    Order,
} from '@vendure/core';

import { OutboundMessageService } from '../../../messaging';
import { loggerCtx } from '../constants';
import { OrderCustomerNoticeEvent, OrderNoticeSubject } from '../order-events';
import { NoticeLanguage, orderNotice } from '../order-messages';

/** Staff moves the customer is told about (Delivered is the customer's own, still confirmed to them). */
const NOTIFIED_STATES = ['Allocated', 'Shipped', 'Shipping', 'Delivered', 'Completed', 'Cancelled'];

/** The e-mail of an order notice (the EmailPlugin's handler sends it). */
export class OrderNoticeEmailEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public order: Order,
        public language: NoticeLanguage,
        public subject: string,
        public text: string,
    ) {
        super();
    }
}

interface NoticeJob {
    orderId: ID;
    subject: OrderNoticeSubject;
    detail: string;
}

/**
 * Every staff move, plate change, refund and booking decision queues one job (Vendure job queue); the job sends the
 * customer an e-mail (OrderNoticeEmailEvent → EmailPlugin) and queues an SMS/WhatsApp message (OutboundMessageService:
 * the provider, or locally a JSON file in the outbox), in the customer's language.
 */
@Injectable()
export class OrderNotifierService implements OnApplicationBootstrap {
    private queue: JobQueue<NoticeJob>;

    constructor(
        private eventBus: EventBus,
        private jobQueueService: JobQueueService,
        private orderService: OrderService,
        private requestContextService: RequestContextService,
        private channelService: ChannelService,
        private messages: OutboundMessageService,
    ) {}

    async onApplicationBootstrap() {
        this.queue = await this.jobQueueService.createQueue<NoticeJob>({
            name: 'order-customer-notices',
            process: job => this.send(job.data),
        });
        const add = (data: NoticeJob) =>
            this.queue.add(data, { retries: 3 }).catch(e => Logger.error(`Notice not queued: ${String(e)}`, loggerCtx));
        this.eventBus.ofType(OrderStateTransitionEvent).subscribe(e => {
            if (!NOTIFIED_STATES.includes(e.toState)) return;
            // An unpaid order cancelled at its deadline has its own e-mail (purchase plugin).
            if (
                e.toState === 'Cancelled' &&
                ['PaymentAuthorized', 'BookingFeeAuthorized'].includes(e.fromState) &&
                !e.order.customFields.cancellationReason
            )
                return;
            void add({ orderId: e.order.id, subject: 'STATE', detail: e.toState });
        });
        this.eventBus.ofType(RefundStateTransitionEvent).subscribe(e => {
            if (e.toState === 'Settled' || e.toState === 'Failed')
                void add({ orderId: e.order.id, subject: 'REFUND', detail: e.toState });
        });
        this.eventBus.ofType(OrderCustomerNoticeEvent).subscribe(e => {
            void add({ orderId: e.order.id, subject: e.subject, detail: e.detail });
        });
    }

    private async send(data: NoticeJob) {
        const ctx = await this.requestContextService.create({
            apiType: 'admin',
            channelOrToken: await this.channelService.getDefaultChannel(),
        });
        const order = await this.orderService.findOne(ctx, data.orderId, ['customer']);
        if (!order?.customer) return;
        const language: NoticeLanguage =
            (order.customer.customFields as { selectedLanguage?: string }).selectedLanguage === 'id' ? 'id' : 'en';
        const notice = orderNotice(data.subject, data.detail, order.code, language);
        if (!notice) return;
        if (order.customer.emailAddress) {
            await this.eventBus.publish(new OrderNoticeEmailEvent(ctx, order, language, notice.subject, notice.text));
        }
        const phone = order.customer.phoneNumber || order.customFields.ownerPhoneNumber;
        if (phone) {
            // WhatsApp unless the customer chose SMS in their settings (SPEC §3 notification channels).
            const channel =
                (order.customer.customFields as { notificationChannel?: string | null }).notificationChannel === 'SMS'
                    ? 'SMS'
                    : 'WHATSAPP';
            await this.messages.enqueue({
                channel,
                to: phone,
                language,
                text: notice.text,
                topic: `order.${data.subject.toLowerCase()}`,
                reference: order.code,
                createdAt: new Date().toISOString(),
                // Outbox files say what happened (order-approved, order-shipped…), not only the subject.
                label: `order-${data.detail.toLowerCase()}`,
            });
        }
    }
}
