import { Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
    EventBus,
    HistoryService,
    ID,
    isGraphQlErrorResult,
    Logger,
    Order,
    OrderService,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import {
    cancelOrderSchema,
    checkVin,
    HANDOVER_CODE_PATTERN,
    normalizeText,
    normalizeVin,
    plateProgressSchema,
    validatePurchaseInput,
} from '@alva/rules';
import crypto from 'crypto';
import { Not } from 'typeorm';

import { inputError } from '../../purchase/services/purchase.service';
import { motorcycleVariantIds } from '../../purchase/services/motorcycle-lines';
import { WARRANTY_YEARS } from '../../vehicles/constants';
import { Vehicle } from '../../vehicles/vehicle.entity';
import { HANDOVER_LOCK_MINUTES, HANDOVER_MAX_TRIES, loggerCtx } from '../constants';
import { CANCELLABLE_STATES } from '../order-progress';
import { OrderCustomerNoticeEvent } from '../order-events';
import { OrderTrackingService, TRACKING_RELATIONS } from './order-tracking.service';

export const actionError = (errorCode: string, message: string) => ({
    __typename: 'OrderActionError' as const,
    errorCode,
    message,
});

/** States where the VIN may be assigned (before Shipped) and the plate recorded (paid and not cancelled). */
const VIN_STATES = ['PaymentSettled', 'BookingFeeSettled', 'Allocated'];
const PLATE_STATES = [
    'PaymentSettled',
    'BookingFeeSettled',
    'Allocated',
    'Shipped',
    'Shipping',
    'Delivered',
    'Completed',
];
/** The plate statuses that may follow each (the same status again updates its estimate or delay reason). */
const PLATE_NEXT: Record<string, string[]> = {
    NONE: ['PROCESSING'],
    PROCESSING: ['PROCESSING', 'READY'],
    READY: ['READY', 'COLLECTED'],
    COLLECTED: [],
};

/**
 * The customer's and staff's actions on a placed order (docs/orders-api.md). Each checks the order's state first and
 * writes a history entry; state moves go through Vendure's OrderService (the OrderProcess guards decide).
 */
@Injectable()
export class OrderActionsService {
    constructor(
        private connection: TransactionalConnection,
        private orderService: OrderService,
        private historyService: HistoryService,
        private eventBus: EventBus,
        private tracking: OrderTrackingService,
    ) {}

    private load(ctx: RequestContext, id: ID) {
        return this.orderService.findOne(ctx, id, [...TRACKING_RELATIONS]) as Promise<Order>;
    }

    private note(ctx: RequestContext, orderId: ID, note: string) {
        return this.historyService.createHistoryEntryForOrder(
            { ctx, orderId, type: HistoryEntryType.ORDER_NOTE, data: { note } },
            false,
        );
    }

    // ------------------------------------------------------------------ customer

    async cancel(ctx: RequestContext, code: string, reason: unknown, otherReason: unknown) {
        const checked = await validatePurchaseInput(cancelOrderSchema, { reason, otherReason });
        if (!checked.ok) return inputError(checked.errors);
        const order = await this.tracking.callerOrder(ctx, code);
        if (!order || !(CANCELLABLE_STATES as readonly string[]).includes(order.state)) {
            return actionError('ORDER_NOT_CANCELLABLE', 'This order cannot be cancelled.');
        }
        const other = reason === 'OTHER' ? normalizeText(otherReason as string) : null;
        const result = await this.cancelAndRefund(ctx, order, reason as string, other);
        if (result) return result;
        return this.tracking.tracking(ctx, await this.load(ctx, order.id));
    }

    /**
     * Cancels the order with its reason: pending payments are cancelled (nothing to refund), settled money gets a
     * Vendure refund per payment (Pending until staff settle it). Returns an error result, or null when done.
     */
    async cancelAndRefund(ctx: RequestContext, order: Order, reason: string, otherReason: string | null) {
        await this.orderService.updateCustomFields(ctx, order.id, {
            cancellationReason: reason,
            cancellationOtherReason: otherReason,
        });
        for (const p of order.payments.filter(x => x.state === 'Authorized' || x.state === 'Created')) {
            const cancelled = await this.orderService.cancelPayment(ctx, p.id);
            if (isGraphQlErrorResult(cancelled)) Logger.warn(`Payment ${p.id}: ${cancelled.message}`, loggerCtx);
        }
        const text = `Cancelled by the customer: ${reason}${otherReason ? ` (${otherReason})` : ''}`;
        const cancelled = await this.orderService.cancelOrder(ctx, {
            orderId: order.id,
            reason: text,
            // Shipping stays on the cancelled order: its placed total (and receipt) still shows it; the refund is
            // by payment amount.
            cancelShipping: false,
        });
        if (isGraphQlErrorResult(cancelled)) {
            // Undo the reason (the mutation's transaction commits whatever an error result leaves).
            await this.orderService.updateCustomFields(ctx, order.id, {
                cancellationReason: null,
                cancellationOtherReason: null,
            });
            return actionError('ORDER_NOT_CANCELLABLE', cancelled.message);
        }
        for (const p of order.payments.filter(x => x.state === 'Settled')) {
            const refunded = (p.refunds ?? []).filter(r => r.state !== 'Failed').reduce((n, r) => n + r.total, 0);
            if (p.amount - refunded <= 0) continue;
            const refund = await this.orderService.refundOrder(ctx, {
                paymentId: p.id,
                amount: p.amount - refunded,
                // Deprecated columns Vendure still stores (NOT NULL): the refund is by amount.
                shipping: 0,
                adjustment: 0,
                reason: text,
            });
            if (isGraphQlErrorResult(refund)) {
                // The cancellation must not be half done: the whole mutation rolls back.
                throw new Error(`Refund of payment ${p.id} failed: ${refund.message}`);
            }
            await this.eventBus.publish(new OrderCustomerNoticeEvent(ctx, order, 'REFUND', 'Pending'));
        }
        return null;
    }

    async respondToBooking(ctx: RequestContext, code: string, confirm: boolean) {
        const order = await this.tracking.callerOrder(ctx, code);
        if (
            !order ||
            order.state !== 'Allocated' ||
            order.customFields.purchaseOrderType !== 'BOOKING' ||
            order.customFields.bookingConfirmation !== 'PENDING'
        ) {
            return actionError('BOOKING_NOT_CONFIRMABLE', 'This booking is not waiting for a confirmation.');
        }
        if (confirm) {
            await this.orderService.updateCustomFields(ctx, order.id, { bookingConfirmation: 'CONFIRMED' });
            await this.note(ctx, order.id, 'Booking confirmed by the customer; the remaining amount is due');
        } else {
            await this.orderService.updateCustomFields(ctx, order.id, { bookingConfirmation: 'CANCELLED' });
            await this.note(ctx, order.id, 'Booking cancelled by the customer');
            // Declining the ready bike is SPEC §8 "do not want to buy anymore".
            const failed = await this.cancelAndRefund(ctx, order, 'NO_LONGER_WANTED', null);
            if (failed) throw new Error(failed.message);
        }
        const fresh = await this.load(ctx, order.id);
        await this.eventBus.publish(
            new OrderCustomerNoticeEvent(ctx, fresh, 'BOOKING', confirm ? 'CONFIRMED' : 'CANCELLED'),
        );
        return this.tracking.tracking(ctx, fresh);
    }

    /** The customer types the courier's or dealer's code: right → Delivered (and the vehicle); 5 wrong → locked. */
    async confirmHandover(ctx: RequestContext, code: string, handoverCode: unknown) {
        const order = await this.tracking.callerOrder(ctx, code);
        if (!order || order.state !== 'Shipping' || !order.customFields.handoverCode) {
            return actionError('HANDOVER_NOT_EXPECTED', 'This order is not waiting for a hand-over.');
        }
        const cf = order.customFields;
        const now = new Date();
        if (cf.handoverLockedUntil && cf.handoverLockedUntil > now) {
            return actionError('HANDOVER_CODE_LOCKED', 'Too many wrong codes. Try again later.');
        }
        const given = typeof handoverCode === 'string' ? handoverCode.trim() : '';
        const right =
            HANDOVER_CODE_PATTERN.test(given) &&
            crypto.timingSafeEqual(Buffer.from(given), Buffer.from(cf.handoverCode!));
        if (!right) {
            const tries = (cf.handoverFailedTries ?? 0) + 1;
            const lock = tries >= HANDOVER_MAX_TRIES;
            await this.orderService.updateCustomFields(ctx, order.id, {
                handoverFailedTries: lock ? 0 : tries,
                handoverLockedUntil: lock ? new Date(now.getTime() + HANDOVER_LOCK_MINUTES * 60_000) : null,
            });
            await this.note(ctx, order.id, `Wrong hand-over code (${tries}/${HANDOVER_MAX_TRIES})`);
            return lock
                ? actionError('HANDOVER_CODE_LOCKED', 'Too many wrong codes. Try again later.')
                : actionError('HANDOVER_CODE_INVALID', 'The hand-over code is not right.');
        }
        await this.orderService.updateCustomFields(ctx, order.id, { handoverConfirmedAt: now, handoverFailedTries: 0 });
        const moved = await this.orderService.transitionToState(ctx, order.id, 'Delivered');
        if (isGraphQlErrorResult(moved)) throw new Error(moved.transitionError ?? moved.message);
        await this.createVehicle(ctx, await this.load(ctx, order.id));
        return this.tracking.tracking(ctx, await this.load(ctx, order.id));
    }

    /** The customer's vehicle for "my EV" (issue 15), once per order. */
    private async createVehicle(ctx: RequestContext, order: Order) {
        const repo = this.connection.getRepository(ctx, Vehicle);
        if (!order.customFields.vin || !order.customerId) return;
        if (await repo.findOne({ where: { orderId: order.id } })) return;
        const line = await this.tracking.mainLine(ctx, order);
        const deliveredAt = order.customFields.handoverConfirmedAt ?? new Date();
        const warrantyValidUntil = new Date(deliveredAt);
        warrantyValidUntil.setFullYear(warrantyValidUntil.getFullYear() + WARRANTY_YEARS);
        await repo.save(
            new Vehicle({
                vin: order.customFields.vin,
                customerId: order.customerId,
                orderId: order.id,
                productVariantId: line?.productVariantId ?? null,
                registrationPlate: null,
                // The delivery's city (home or the pick-up dealer's): the bike is ranked there on the leaderboard.
                city: order.shippingAddress?.city?.trim() || null,
                purchaseDate: order.orderPlacedAt ?? null,
                arrivedDate: null,
                deliveryDate: deliveredAt,
                warrantyValidUntil,
            }),
        );
        await this.note(ctx, order.id, `Vehicle ${order.customFields.vin} added to the customer's vehicles`);
    }

    // ------------------------------------------------------------------ staff

    async setPlateProgress(
        ctx: RequestContext,
        orderId: ID,
        input: { status: string; estimatedAt?: Date | string | null; delayReason?: string | null },
    ) {
        const checked = await validatePurchaseInput(plateProgressSchema, {
            status: input.status,
            delayReason: input.delayReason ?? null,
        });
        if (!checked.ok) throw new UserInputError(`${checked.errors[0].field}: ${checked.errors[0].code}`);
        const order = await this.load(ctx, orderId);
        if (!order) throw new UserInputError('ORDER_NOT_FOUND');
        if (!PLATE_STATES.includes(order.state)) throw new UserInputError('PLATE_NOT_EXPECTED: the order is not paid');
        const current = order.customFields.plateStatus ?? 'NONE';
        if (!PLATE_NEXT[current].includes(input.status)) {
            throw new UserInputError(`PLATE_STATUS_TRANSITION: ${current} cannot become ${input.status}`);
        }
        const estimatedAt = input.estimatedAt ? new Date(input.estimatedAt) : null;
        if (estimatedAt && Number.isNaN(estimatedAt.getTime())) throw new UserInputError('estimatedAt: DATE_FORMAT');
        if (input.status === 'PROCESSING' && !estimatedAt && !order.customFields.plateEstimatedAt) {
            throw new UserInputError('estimatedAt: REQUIRED');
        }
        const now = new Date();
        const delayReason = input.delayReason ? normalizeText(input.delayReason) : null;
        await this.orderService.updateCustomFields(ctx, order.id, {
            plateStatus: input.status,
            ...(estimatedAt ? { plateEstimatedAt: estimatedAt } : {}),
            ...(input.status === 'READY' && current !== 'READY' ? { plateReadyAt: now } : {}),
            ...(input.status === 'COLLECTED' ? { plateCollectedAt: now } : {}),
            plateDelayReason: delayReason,
        });
        await this.note(
            ctx,
            order.id,
            `Plate ${input.status}${estimatedAt ? `, estimated ${estimatedAt.toISOString()}` : ''}${delayReason ? `, delay: ${delayReason}` : ''}`,
        );
        const fresh = await this.load(ctx, order.id);
        await this.eventBus.publish(new OrderCustomerNoticeEvent(ctx, fresh, 'PLATE', input.status));
        return fresh;
    }

    async assignVin(ctx: RequestContext, orderId: ID, value: string) {
        const code = checkVin(value);
        if (code) throw new UserInputError(`vin: ${code}`);
        const vin = normalizeVin(value);
        const order = await this.load(ctx, orderId);
        if (!order) throw new UserInputError('ORDER_NOT_FOUND');
        if (!VIN_STATES.includes(order.state)) {
            throw new UserInputError(`VIN_NOT_EXPECTED: the VIN is assigned after payment and before Shipped`);
        }
        const motorcycles = await motorcycleVariantIds(
            ctx,
            this.connection,
            order.lines.map(l => l.productVariantId),
        );
        if (!motorcycles.size) throw new UserInputError('VIN_NOT_EXPECTED: the order has no motorcycle');
        const takenByOrder = await this.connection
            .getRepository(ctx, Order)
            .count({ where: { id: Not(order.id), customFields: { vin } } as any });
        const takenByVehicle = await this.connection.getRepository(ctx, Vehicle).count({ where: { vin } });
        if (takenByOrder || takenByVehicle) throw new UserInputError('VIN_IN_USE: another order or vehicle has it');
        await this.orderService.updateCustomFields(ctx, order.id, { vin });
        await this.note(ctx, order.id, `VIN ${vin} assigned`);
        const fresh = await this.load(ctx, order.id);
        await this.eventBus.publish(new OrderCustomerNoticeEvent(ctx, fresh, 'VIN', vin));
        return fresh;
    }
}
