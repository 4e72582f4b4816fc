import { Inject, Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
    ChannelService,
    EventBus,
    HistoryService,
    ID,
    isGraphQlErrorResult,
    Logger,
    Order,
    OrderService,
    Payment,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
} from '@vendure/core';
import { LessThan, In } from 'typeorm';

import { loggerCtx, PURCHASE_PLUGIN_OPTIONS, PurchasePluginOptions, PURCHASE_PRICES } from '../constants';
import { BatterySubscription } from '../entities/battery-subscription.entity';
import { PaymentProof } from '../entities/payment-proof.entity';
import {
    isPaid,
    MidtransNotification,
    MidtransTransaction,
    verifyNotificationSignature,
} from '../payment/midtrans-client';
import { gatewayClient, PurchasePaymentMetadata } from '../payment/payment-handlers';
import { PurchasePaymentExpiredEvent } from '../purchase-events';
import { latestPayment, OPEN_STATES, ORDER_RELATIONS, orderError } from './purchase.service';

export type NotificationOutcome = { status: 200 | 403 | 404 | 502; message: string };

/**
 * Everything that moves money after checkout: gateway notifications, staff decisions on proofs and the payment
 * deadline. Each step re-reads the payment and acts only from the state it expects, so a duplicate, replayed or
 * out-of-order notification (or a second click in the back office) changes nothing.
 */
@Injectable()
export class PaymentSettlementService {
    constructor(
        private connection: TransactionalConnection,
        private orderService: OrderService,
        private historyService: HistoryService,
        private requestContextService: RequestContextService,
        private channelService: ChannelService,
        private eventBus: EventBus,
        @Inject(PURCHASE_PLUGIN_OPTIONS) private options: PurchasePluginOptions,
    ) {}

    async systemContext(): Promise<RequestContext> {
        return this.requestContextService.create({
            apiType: 'admin',
            channelOrToken: await this.channelService.getDefaultChannel(),
        });
    }

    /**
     * A gateway notification. The signature proves it came from the gateway; what happens then depends only on the
     * status the gateway answers now (the status call), never on the notification's own status field.
     */
    async handleNotification(body: Partial<MidtransNotification>): Promise<NotificationOutcome> {
        if (!verifyNotificationSignature(body, this.options.gatewayServerKey)) {
            Logger.warn(
                `Refused a payment notification with a bad signature (${String(body?.order_id).slice(0, 40)})`,
                loggerCtx,
            );
            return { status: 403, message: 'Invalid signature' };
        }
        const ctx = await this.systemContext();
        const payment = await this.connection
            .getRepository(ctx, Payment)
            .findOne({ where: { transactionId: body.order_id } });
        if (!payment) return { status: 404, message: 'Unknown transaction' };
        let status: MidtransTransaction;
        try {
            status = await gatewayClient().status(body.order_id!);
        } catch (e) {
            return { status: 502, message: (e as Error).message };
        }
        await this.connection.withTransaction(ctx, tx => this.applyGatewayStatus(tx, payment.id, status));
        return { status: 200, message: 'OK' };
    }

    async applyGatewayStatus(ctx: RequestContext, paymentId: ID, t: MidtransTransaction): Promise<void> {
        const payment = await this.connection
            .getRepository(ctx, Payment)
            .findOne({ where: { id: paymentId }, relations: { order: true } });
        if (!payment || payment.state !== 'Authorized') return;
        await this.rememberGatewayStatus(ctx, payment, t.transaction_status ?? 'unknown');
        if (isPaid(t)) {
            await this.settle(ctx, payment);
        } else if (['deny', 'cancel', 'expire', 'failure'].includes(t.transaction_status ?? '')) {
            await this.decline(ctx, payment, `Gateway: ${t.transaction_status}`);
        }
    }

    private async rememberGatewayStatus(ctx: RequestContext, payment: Payment, status: string) {
        payment.metadata = { ...payment.metadata, gatewayStatus: status } satisfies Partial<PurchasePaymentMetadata>;
        await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
    }

    /** Settles through Vendure (the handler checks once more), then confirms a booking and starts a subscription. */
    async settle(ctx: RequestContext, payment: Payment) {
        const result = await this.orderService.settlePayment(ctx, payment.id);
        if (isGraphQlErrorResult(result) || result.state !== 'Settled') {
            Logger.warn(
                `Payment ${payment.id} not settled: ${isGraphQlErrorResult(result) ? result.message : result.errorMessage}`,
                loggerCtx,
            );
            return false;
        }
        const order = await this.orderService.findOne(ctx, payment.order.id);
        if (order?.state === 'BookingFeeAuthorized') {
            const moved = await this.orderService.transitionToState(ctx, order.id, 'BookingFeeSettled');
            if (isGraphQlErrorResult(moved)) Logger.error(`Booking ${order.code}: ${moved.transitionError}`, loggerCtx);
        }
        if (order) await this.insertSubscription(ctx, order);
        return true;
    }

    /** The payment is refused (gateway) or its proof rejected: it is cancelled; the order stays open for a retry. */
    async decline(ctx: RequestContext, payment: Payment, note: string) {
        const result = await this.orderService.transitionPaymentToState(ctx, payment.id, 'Cancelled');
        if (isGraphQlErrorResult(result)) {
            Logger.warn(`Payment ${payment.id} not cancelled: ${result.message}`, loggerCtx);
            return;
        }
        await this.historyService.createHistoryEntryForOrder({
            ctx,
            orderId: payment.order.id,
            type: HistoryEntryType.ORDER_NOTE,
            data: { note: `Payment ${payment.id} declined (${note})` },
        });
    }

    /**
     * Creates the battery subscription of a paid order with subscription rental, once (later calls return it).
     * Paid means the order or its booking fee is settled.
     */
    async insertSubscription(ctx: RequestContext, order: Order) {
        const repo = this.connection.getRepository(ctx, BatterySubscription);
        const existing = await repo.findOne({ where: { orderId: order.id } });
        if (existing) return existing;
        if (order.customFields.batteryCode !== 'subscription-rental') {
            return orderError('SUBSCRIPTION_NOT_AVAILABLE', 'This order has no battery subscription.');
        }
        if (
            ![
                'PaymentSettled',
                'BookingFeeSettled',
                'Allocated',
                'Shipped',
                'Shipping',
                'Delivered',
                'Completed',
            ].includes(order.state)
        ) {
            return orderError('SUBSCRIPTION_NOT_AVAILABLE', 'The subscription starts once the order is paid.');
        }
        const start = new Date();
        const next = new Date(start);
        next.setUTCMonth(next.getUTCMonth() + 1);
        const saved = await repo.save(
            new BatterySubscription({
                orderId: order.id,
                customerId: order.customerId!,
                batteryCode: 'subscription-rental',
                monthlyFee: PURCHASE_PRICES.batterySubscriptionMonthlyFee * 100,
                currencyCode: order.currencyCode,
                startDate: start,
                nextDueDate: next,
                status: 'ACTIVE',
            }),
        );
        await this.historyService.createHistoryEntryForOrder({
            ctx,
            orderId: order.id,
            type: HistoryEntryType.ORDER_NOTE,
            data: { note: `Battery subscription ${saved.id} started, next due ${next.toISOString().slice(0, 10)}` },
        });
        return saved;
    }

    /**
     * The payment deadline (SPEC §4): open orders whose deadline passed are asked at the gateway once more (a payment
     * in the last second settles), otherwise their payments are cancelled and the order cancelled, which releases
     * the stock; the customer is told by e-mail.
     */
    async cancelExpiredOrders(ctx: RequestContext, now = new Date()): Promise<string[]> {
        const due = await this.connection.getRepository(ctx, Order).find({
            where: { state: In(OPEN_STATES), customFields: { paymentDeadline: LessThan(now) } } as any,
            take: 100,
        });
        const cancelled: string[] = [];
        for (const candidate of due) {
            await this.connection.withTransaction(ctx, async tx => {
                const order = await this.orderService.findOne(tx, candidate.id, [...ORDER_RELATIONS]);
                if (!order || !OPEN_STATES.includes(order.state)) return;
                const payment = latestPayment(order);
                // A transfer proof sent in time waits for staff, whatever the clock says.
                const pendingProof = await this.connection
                    .getRepository(tx, PaymentProof)
                    .count({ where: { orderId: order.id, status: 'PENDING' } });
                if (pendingProof) return;
                if (
                    payment?.state === 'Authorized' &&
                    payment.transactionId &&
                    (payment.metadata as PurchasePaymentMetadata).gatewayOrderId
                ) {
                    try {
                        const t = await gatewayClient().status(payment.transactionId);
                        if (isPaid(t)) {
                            await this.settle(tx, Object.assign(payment, { order }));
                            return;
                        }
                    } catch (e) {
                        Logger.warn(
                            `Status of ${payment.transactionId} before cancelling: ${(e as Error).message}`,
                            loggerCtx,
                        );
                    }
                }
                for (const p of order.payments.filter(x => x.state === 'Authorized')) {
                    await this.orderService.cancelPayment(tx, p.id);
                    const cancelledPayment = await this.connection
                        .getRepository(tx, Payment)
                        .findOneOrFail({ where: { id: p.id } });
                    await this.rememberGatewayStatus(tx, cancelledPayment, 'expire');
                }
                const result = await this.orderService.cancelOrder(tx, {
                    orderId: order.id,
                    reason: 'Unpaid at the payment deadline',
                    cancelShipping: true,
                });
                if (isGraphQlErrorResult(result)) {
                    Logger.error(`Could not cancel ${order.code}: ${result.message}`, loggerCtx);
                    return;
                }
                cancelled.push(order.code);
                await this.eventBus.publish(new PurchasePaymentExpiredEvent(tx, result));
            });
        }
        return cancelled;
    }
}
