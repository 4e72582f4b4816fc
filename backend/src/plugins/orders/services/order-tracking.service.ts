import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    ConfigService,
    CustomerService,
    HistoryService,
    ID,
    Order,
    OrderLine,
    OrderService,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { IsNull, Not } from 'typeorm';

import { absoluteAssetUrl } from '../../../common/asset-url';
import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';
import { paidInFull } from '../../purchase/config/order-process';
import { methodDef } from '../../purchase/payment/payment-handlers';
import { chargeLines, PurchaseService } from '../../purchase/services/purchase.service';
import { motorcycleVariantIds } from '../../purchase/services/motorcycle-lines';
import {
    customerActions,
    CustomerOrderKind,
    plateStep,
    progressStep,
    progressStepCount,
    reachedAt,
    statusMessage,
    timeline,
    TimelineHistoryEntry,
} from '../order-progress';

export const TRACKING_RELATIONS = [
    'lines',
    'lines.productVariant',
    'lines.featuredAsset',
    'payments',
    'payments.refunds',
    'surcharges',
    'shippingLines',
    'customer',
    'customer.user',
] as const;

/** Vendure cancels an order by setting its line quantities to 0: a cancelled order shows what was placed. */
const placedQuantity = (order: Order, line: OrderLine) =>
    order.state === 'Cancelled' ? line.orderPlacedQuantity : line.quantity;

/** The order's total as placed (a cancelled order's totalWithTax is what is left after cancelling its lines). */
export function placedTotal(order: Order): number {
    if (order.state !== 'Cancelled') return order.totalWithTax;
    const lines = order.lines.reduce((n, l) => n + l.proratedUnitPriceWithTax * l.orderPlacedQuantity, 0);
    const surcharges = (order.surcharges ?? []).reduce((n, s) => n + s.priceWithTax, 0);
    return lines + surcharges + order.shippingWithTax;
}

/**
 * A copy of a loaded entity with some properties replaced, whose calculated getters read the copy: Vendure binds an
 * entity's @Calculated getters to the loaded instance (CalculatedPropertySubscriber), so a plain Object.create over
 * it would still compute from the original's values.
 */
function entityCopy<T extends object>(entity: T, replaced: Record<string, unknown>): T {
    const data = Object.entries(Object.getOwnPropertyDescriptors(entity)).filter(([, d]) => 'value' in d);
    const copy = Object.create(Object.getPrototypeOf(entity), Object.fromEntries(data)) as T;
    for (const [key, value] of Object.entries(replaced)) {
        Object.defineProperty(copy, key, { value, enumerable: true });
    }
    return copy;
}

/**
 * The order as it was placed: a cancelled order's lines are at quantity 0 (Vendure cancels that way), so its lines
 * are given their placed quantities back, and the line prices, taxes and total follow from them.
 */
export function asPlacedOrder(order: Order): Order {
    if (order.state !== 'Cancelled') return order;
    const lines = order.lines.map(l => entityCopy(l, { quantity: l.orderPlacedQuantity }));
    return entityCopy(order, { lines, totalWithTax: placedTotal(order) });
}

const REFUND_STATUS: Record<string, 'PENDING' | 'SETTLED' | 'FAILED'> = {
    Pending: 'PENDING',
    Settled: 'SETTLED',
    Failed: 'FAILED',
};

/**
 * What a customer sees of their placed orders (docs/orders-api.md): list rows and the tracking view, computed from
 * the order, its payments and refunds and its public history entries by the pure SPEC §4 functions.
 */
@Injectable()
export class OrderTrackingService {
    constructor(
        private connection: TransactionalConnection,
        private orderService: OrderService,
        private customerService: CustomerService,
        private historyService: HistoryService,
        private productVariantService: ProductVariantService,
        private configService: ConfigService,
        // The purchase plugin's service (another plugin's module): its charge computation, not a copy of it.
        private moduleRef: ModuleRef,
    ) {}

    /**
     * The SPEC §3 charge lines of the order as placed (price, discount, tax, payment fee, document surcharge,
     * delivery) and the order as placed they were computed from, as the checkout's quote computes them: the order
     * page and the receipt show the same lines.
     */
    async placedCharges(ctx: RequestContext, order: Order) {
        const purchase = this.moduleRef.get(PurchaseService, { strict: false });
        const method = methodDef(order.customFields.paymentMethodCode ?? '');
        const placed = asPlacedOrder(order);
        const charges = await purchase.computeCharges(ctx, placed, method);
        return { placed, charges, lines: chargeLines(charges) };
    }

    async callerCustomerId(ctx: RequestContext): Promise<ID | undefined> {
        if (!ctx.activeUserId) return undefined;
        return (await this.customerService.findOneByUserId(ctx, ctx.activeUserId))?.id;
    }

    /** The caller's placed order of this code, or undefined (another customer's order does not exist for them). */
    async callerOrder(ctx: RequestContext, code: string): Promise<Order | undefined> {
        if (typeof code !== 'string' || !/^[A-Za-z0-9]{1,32}$/.test(code)) return undefined;
        const customerId = await this.callerCustomerId(ctx);
        if (!customerId) return undefined;
        const order = await this.orderService.findOneByCode(ctx, code, [...TRACKING_RELATIONS]);
        if (!order || !order.orderPlacedAt || String(order.customerId) !== String(customerId)) return undefined;
        return order;
    }

    async list(ctx: RequestContext, skip = 0, take = 20) {
        const customerId = await this.callerCustomerId(ctx);
        if (!customerId) return { items: [], totalItems: 0 };
        const [rows, totalItems] = await this.connection.getRepository(ctx, Order).findAndCount({
            where: { customerId, orderPlacedAt: Not(IsNull()) } as any,
            order: { orderPlacedAt: 'DESC', id: 'DESC' },
            skip: Math.max(0, skip ?? 0),
            take: Math.min(Math.max(1, take ?? 20), 50),
            select: { id: true },
        });
        const items = [];
        for (const row of rows) {
            const order = await this.orderService.findOne(ctx, row.id, [...TRACKING_RELATIONS]);
            if (order) items.push(await this.summary(ctx, order));
        }
        return { items, totalItems };
    }

    async kind(ctx: RequestContext, order: Order): Promise<CustomerOrderKind> {
        const motorcycles = await motorcycleVariantIds(
            ctx,
            this.connection,
            order.lines.map(l => l.productVariantId),
        );
        if (!motorcycles.size) return 'SHOP';
        if (order.customFields.paymentOption === 'INSTALLMENT') return 'INSTALLMENT';
        return order.customFields.purchaseOrderType === 'BOOKING' ? 'BOOKING' : 'FULL_PURCHASE';
    }

    /** The line a row shows: the motorcycle, else the first line. */
    async mainLine(ctx: RequestContext, order: Order) {
        const motorcycles = await motorcycleVariantIds(
            ctx,
            this.connection,
            order.lines.map(l => l.productVariantId),
        );
        return order.lines.find(l => motorcycles.has(String(l.productVariantId))) ?? order.lines[0];
    }

    refundStatus(order: Order) {
        const refunds = (order.payments ?? []).flatMap(p => p.refunds ?? []);
        if (!refunds.length) return null;
        const states = refunds.map(r => REFUND_STATUS[r.state] ?? 'PENDING');
        return states.includes('FAILED') ? 'FAILED' : states.includes('PENDING') ? 'PENDING' : 'SETTLED';
    }

    async summary(ctx: RequestContext, order: Order) {
        const kind = await this.kind(ctx, order);
        const line = await this.mainLine(ctx, order);
        const product = line ? await this.productVariantService.getProductForVariant(ctx, line.productVariant) : null;
        const asset = line?.featuredAsset ?? null;
        return {
            code: order.code,
            kind,
            state: order.state,
            totalWithTax: placedTotal(order),
            currencyCode: order.currencyCode,
            placedAt: order.orderPlacedAt ?? null,
            productName: line?.productVariant?.name ?? order.code,
            previewUrl: absoluteAssetUrl(this.configService, ctx, asset?.preview),
            productSlug: product?.slug ?? null,
            productVariantId: line?.productVariantId ?? null,
            paymentDeadline: order.customFields.paymentDeadline ?? null,
            actions: customerActions({
                kind,
                state: order.state,
                paymentDeadline: order.customFields.paymentDeadline ?? null,
                now: new Date(),
                paidInFull: paidInFull(order),
                anySettledPayment: (order.payments ?? []).some(p => p.state === 'Settled'),
                bookingConfirmation: order.customFields.bookingConfirmation ?? null,
                canBuyAgain: kind !== 'SHOP' && !!product?.slug,
            }),
            refundStatus: this.refundStatus(order),
        };
    }

    async history(ctx: RequestContext, order: Order): Promise<TimelineHistoryEntry[]> {
        const list = await this.historyService.getHistoryForOrder(ctx, order.id, true, {
            take: 100,
            sort: { createdAt: 'ASC' as any },
        });
        return list.items.map(h => ({ type: h.type, createdAt: h.createdAt, data: h.data as any }));
    }

    /** When settled money first covered the total: the order reached PaymentSettled, or (a pre-order's remaining
     * payment) the payment-transition entry to Settled that came last. */
    paidAt(order: Order, history: TimelineHistoryEntry[]): Date | null {
        if (!paidInFull(order)) return null;
        const settled = reachedAt(history, ['PaymentSettled']);
        if (settled) return settled;
        const payments = history.filter(h => h.type === 'ORDER_PAYMENT_TRANSITION' && h.data?.to === 'Settled');
        return payments.length ? payments[payments.length - 1].createdAt : null;
    }

    async tracking(ctx: RequestContext, order: Order) {
        const summary = await this.summary(ctx, order);
        const history = await this.history(ctx, order);
        const cf = order.customFields;
        const deliveryType = cf.deliveryType ?? null;
        const dealer =
            deliveryType === 'PICKUP_AT_DEALER' && cf.deliveryDealerId
                ? await this.connection
                      .getRepository(ctx, ExperienceCenter)
                      .findOne({ where: { id: cf.deliveryDealerId } })
                : null;
        const refunds = (order.payments ?? []).flatMap(p => p.refunds ?? []);
        const refund = refunds.length
            ? {
                  status: this.refundStatus(order)!,
                  amount: refunds.reduce((n, r) => n + r.total, 0),
                  createdAt: refunds.map(r => r.createdAt).sort((a, b) => a.getTime() - b.getTime())[0],
                  settledAt:
                      summary.refundStatus === 'SETTLED'
                          ? refunds.map(r => r.updatedAt).sort((a, b) => b.getTime() - a.getTime())[0]
                          : null,
              }
            : null;
        return {
            __typename: 'OrderTracking' as const,
            summary,
            deliveryType,
            dealerName: dealer?.location ?? null,
            progressStep: progressStep(summary.kind, order.state),
            progressStepCount: progressStepCount(summary.kind),
            statusMessage: statusMessage({
                kind: summary.kind,
                state: order.state,
                deliveryType,
                paidInFull: paidInFull(order),
                bookingConfirmation: cf.bookingConfirmation ?? null,
            }),
            timeline: timeline({ kind: summary.kind, deliveryType, history, paidAt: this.paidAt(order, history) }),
            plate: cf.plateStatus
                ? {
                      status: cf.plateStatus,
                      step: plateStep(cf.plateStatus),
                      estimatedAt: cf.plateEstimatedAt ?? null,
                      readyAt: cf.plateReadyAt ?? null,
                      collectedAt: cf.plateCollectedAt ?? null,
                      delayReason: cf.plateDelayReason ?? null,
                  }
                : null,
            bookingConfirmation: cf.bookingConfirmation ?? null,
            cancellation:
                order.state === 'Cancelled' && cf.cancellationReason
                    ? {
                          reason: cf.cancellationReason,
                          otherReason: cf.cancellationOtherReason ?? null,
                          cancelledAt: reachedAt(history, ['Cancelled']) ?? order.updatedAt,
                          refund,
                      }
                    : null,
            lines: order.lines.map(l => ({
                name: l.productVariant?.name ?? '',
                quantity: placedQuantity(order, l),
                linePriceWithTax: l.unitPriceWithTax * placedQuantity(order, l),
            })),
            charges: (await this.placedCharges(ctx, order)).lines,
        };
    }
}
