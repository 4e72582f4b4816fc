import { Injectable } from '@nestjs/common';
import {
    Customer,
    CustomerService,
    EventBus,
    ForbiddenError,
    ID,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import {
    fieldErrorsOf,
    jakartaToday,
    normalizeVin,
    TRANSFER_EXPIRY_DAYS,
    TRANSFER_MAX_REQUESTS_PER_DAY,
    transferRequestSchema,
} from '@alva/rules';
import { In, IsNull } from 'typeorm';

import { VehicleNoticeEvent } from '../notices/vehicle-notifier.service';
import { OwnershipTransfer, TRANSFER_TRANSITIONS, TransferState } from '../ownership-transfer.entity';
import { shareStatus, VehicleShare } from '../vehicle-share.entity';
import { VehicleHistoryEntry, VehicleHistoryType } from '../vehicle-history-entry.entity';
import { Vehicle } from '../vehicle.entity';
import { bikeName } from './bike-name';

type TransferError = {
    __typename: 'TransferOwnershipError';
    errorCode: 'TRANSFER_OWNERSHIP_ERROR';
    message: string;
    code: string;
    field: string | null;
};
const transferError = (code: string, message: string, field: string | null = null): TransferError => ({
    __typename: 'TransferOwnershipError',
    errorCode: 'TRANSFER_OWNERSHIP_ERROR',
    message,
    code,
    field,
});

const HISTORY_OF: Record<Exclude<TransferState, 'REQUESTED'>, VehicleHistoryType> = {
    APPROVED: 'TRANSFER_APPROVED',
    DENIED: 'TRANSFER_DENIED',
    EXPIRED: 'TRANSFER_EXPIRED',
};

const fullName = (c: Customer) => [c.firstName, c.lastName].filter(Boolean).join(' ').trim();
/** What a requester learns of the owner: enough to know it is the right bike, not who the owner is. */
const maskedName = (c: Customer) =>
    [c.firstName, c.lastName]
        .filter(Boolean)
        .map(part => `${part.trim().charAt(0)}${'*'.repeat(Math.max(2, part.trim().length - 1))}`)
        .join(' ');
const maskedPhone = (phone: string | null | undefined) =>
    phone ? `${phone.slice(0, 5)}${'*'.repeat(Math.max(0, phone.length - 8))}${phone.slice(-3)}` : null;

/** Midnight of today in Jakarta, as an instant: "per day" is the customer's day. */
const startOfJakartaDay = (now = new Date()) => {
    const { y, m, d } = jakartaToday(now);
    return new Date(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T00:00:00+07:00`);
};

/**
 * Transfer of ownership (issue 15, SPEC §4): the would-be owner asks by VIN, the owner approves or denies. Every
 * state change goes through `transition` (the allowed moves, a history entry); approval moves the bike with its
 * history to the requester and ends its shares.
 */
@Injectable()
export class OwnershipTransferService {
    constructor(
        private connection: TransactionalConnection,
        private customerService: CustomerService,
        private productVariantService: ProductVariantService,
        private eventBus: EventBus,
    ) {}

    private async caller(ctx: RequestContext): Promise<Customer> {
        if (!ctx.activeUserId) throw new ForbiddenError();
        const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
        if (!customer) throw new ForbiddenError();
        return customer;
    }

    private repo = (ctx: RequestContext) => this.connection.getRepository(ctx, OwnershipTransfer);

    private history(ctx: RequestContext, vehicleId: ID, type: VehicleHistoryType, actorId: ID | null, data = {}) {
        return this.connection
            .getRepository(ctx, VehicleHistoryEntry)
            .save(new VehicleHistoryEntry({ vehicleId, type, actorId, data }));
    }

    /** The one place a request changes state: refuses a move the state does not allow, records it. */
    private async transition(ctx: RequestContext, transfer: OwnershipTransfer, to: TransferState, actorId: ID | null) {
        if (!TRANSFER_TRANSITIONS[transfer.state].includes(to))
            throw new Error(`Transfer ${transfer.id}: ${transfer.state} → ${to} is not allowed`);
        const from = transfer.state;
        transfer.state = to;
        transfer.decidedAt = new Date();
        await this.repo(ctx).save(transfer);
        await this.history(ctx, transfer.vehicleId, HISTORY_OF[to as Exclude<TransferState, 'REQUESTED'>], actorId, {
            transferId: String(transfer.id),
            from,
            to,
            requesterId: String(transfer.requesterId),
        });
    }

    /** Requests past their 7 days lapse when next looked at (no timer needed: nobody can act on them meanwhile). */
    private async expireLapsed(ctx: RequestContext, transfers: OwnershipTransfer[]) {
        const now = Date.now();
        for (const t of transfers) {
            if (t.state === 'REQUESTED' && t.expiresAt.getTime() <= now) await this.transition(ctx, t, 'EXPIRED', null);
        }
        return transfers;
    }

    private async requestsOf(ctx: RequestContext, vehicleId: ID, where: Partial<Record<'requesterId', ID>> = {}) {
        const found = await this.repo(ctx).find({
            where: { vehicleId, ...where },
            relations: { requester: true },
            order: { createdAt: 'DESC' },
        });
        return this.expireLapsed(ctx, found);
    }

    private toRequest(t: OwnershipTransfer, vin: string) {
        return {
            id: t.id,
            requesterOdooID: t.requesterId,
            name: fullName(t.requester),
            phoneNumber: t.requester.phoneNumber || null,
            vin,
            state: t.state,
            requestedAt: t.createdAt,
            expiresAt: t.expiresAt,
            decidedAt: t.decidedAt,
        };
    }

    /**
     * isTransfer false: what the requester may know before asking (the owner, masked; whether they already asked;
     * today's attempts). isTransfer true: also makes the request, unless one is open or today's attempts are used up.
     */
    async create(ctx: RequestContext, args: { vin: string; isTransfer?: boolean | null }) {
        const me = await this.caller(ctx);
        const [problem] = fieldErrorsOf(transferRequestSchema, { vin: args.vin });
        if (problem) return transferError(problem.code, `vin: ${problem.code}`, 'vin');
        const vin = normalizeVin(args.vin);
        const vehicle = await this.connection
            .getRepository(ctx, Vehicle)
            .findOne({ where: { vin }, relations: { customer: true } });
        if (!vehicle) return transferError('VEHICLE_NOT_FOUND', 'No bike has this VIN.', 'vin');
        if (String(vehicle.customerId) === String(me.id))
            return transferError('OWN_VEHICLE', 'This bike is already yours.', 'vin');
        const mine = await this.requestsOf(ctx, vehicle.id, { requesterId: me.id });
        const since = startOfJakartaDay();
        let totalAttempts = mine.filter(t => t.createdAt.getTime() >= since.getTime()).length;
        let open = mine.find(t => t.state === 'REQUESTED' && String(t.ownerId) === String(vehicle.customerId));
        const status = () => ({
            __typename: 'TransferOwnershipStatus' as const,
            vin,
            productName: '',
            ownerData: { name: maskedName(vehicle.customer), phoneNumber: maskedPhone(vehicle.customer.phoneNumber) },
            isAlreadyRequest: !!open,
            totalAttempts,
            maxAttempts: TRANSFER_MAX_REQUESTS_PER_DAY,
            request: open ? this.toRequest(open, vin) : null,
        });
        const bike = await bikeName(ctx, this.productVariantService, vehicle);
        if (!args.isTransfer || open) return { ...status(), productName: bike };
        if (totalAttempts >= TRANSFER_MAX_REQUESTS_PER_DAY)
            return transferError('TOO_MANY_ATTEMPTS', 'Three requests for this bike today: try again tomorrow.');
        open = await this.repo(ctx).save(
            new OwnershipTransfer({
                vehicleId: vehicle.id,
                ownerId: vehicle.customerId,
                requesterId: me.id,
                state: 'REQUESTED',
                expiresAt: new Date(Date.now() + TRANSFER_EXPIRY_DAYS * 86_400_000),
                decidedAt: null,
            }),
        );
        open.requester = me;
        totalAttempts += 1;
        await this.history(ctx, vehicle.id, 'TRANSFER_REQUESTED', me.id, { transferId: String(open.id) });
        const params = { bike, vin };
        await this.eventBus.publish(
            new VehicleNoticeEvent(ctx, vehicle.customerId, 'TRANSFER_REQUESTED_OWNER', {
                ...params,
                other: fullName(me),
            }),
        );
        await this.eventBus.publish(
            new VehicleNoticeEvent(ctx, me.id, 'TRANSFER_REQUESTED_REQUESTER', { ...params, other: '' }),
        );
        return { ...status(), productName: bike };
    }

    /** The caller's own requests (any bike), newest first: the /transfer-ownership page's list. */
    async myRequests(ctx: RequestContext) {
        const me = await this.caller(ctx);
        const found = await this.repo(ctx).find({
            where: { requesterId: me.id },
            relations: { requester: true, vehicle: true },
            order: { createdAt: 'DESC' },
            take: 20,
        });
        await this.expireLapsed(ctx, found);
        return Promise.all(
            found.map(async t => ({
                ...this.toRequest(t, t.vehicle.vin),
                productName: await bikeName(ctx, this.productVariantService, t.vehicle),
            })),
        );
    }

    private ownedVehicle(ctx: RequestContext, owner: Customer, vin: string) {
        return this.connection
            .getRepository(ctx, Vehicle)
            .findOne({ where: { vin: normalizeVin(vin ?? ''), customerId: owner.id } });
    }

    /** Owner only: the open requests for the bike. Anyone else gets an empty list, as for a VIN that does not exist. */
    async list(ctx: RequestContext, vin: string) {
        const me = await this.caller(ctx);
        const vehicle = await this.ownedVehicle(ctx, me, vin);
        if (!vehicle) return [];
        const open = (await this.requestsOf(ctx, vehicle.id)).filter(
            t => t.state === 'REQUESTED' && String(t.ownerId) === String(me.id),
        );
        return open.map(t => this.toRequest(t, vehicle.vin));
    }

    /** Owner only: the open request of `requester` for the bike, or why there is none. */
    private async openRequest(ctx: RequestContext, args: { vin: string; requester: ID }) {
        const me = await this.caller(ctx);
        const vehicle = await this.ownedVehicle(ctx, me, args.vin);
        if (!vehicle) return { error: transferError('VEHICLE_NOT_FOUND', 'No bike of yours has this VIN.', 'vin') };
        const requests = await this.repo(ctx).find({
            where: {
                vehicleId: vehicle.id,
                requesterId: args.requester,
                ownerId: me.id,
                state: In(['REQUESTED', 'EXPIRED']),
            },
            relations: { requester: true },
            order: { createdAt: 'DESC' },
        });
        const open = requests.find(t => t.state === 'REQUESTED');
        if (!open)
            return {
                error: requests.length
                    ? transferError('REQUEST_EXPIRED', 'This request has expired.')
                    : transferError('REQUEST_NOT_FOUND', 'This person has no open request for the bike.'),
            };
        if (open.expiresAt.getTime() <= Date.now()) {
            await this.transition(ctx, open, 'EXPIRED', null);
            return { error: transferError('REQUEST_EXPIRED', 'This request has expired.') };
        }
        return { me, vehicle, open };
    }

    async deny(ctx: RequestContext, args: { vin: string; requester: ID }) {
        const found = await this.openRequest(ctx, args);
        if ('error' in found) return found.error;
        const { me, vehicle, open } = found;
        await this.transition(ctx, open, 'DENIED', me.id);
        await this.eventBus.publish(
            new VehicleNoticeEvent(ctx, open.requesterId, 'TRANSFER_DENIED_REQUESTER', {
                bike: await bikeName(ctx, this.productVariantService, vehicle),
                vin: vehicle.vin,
                other: fullName(me),
            }),
        );
        return { __typename: 'TransferRequest' as const, ...this.toRequest(open, vehicle.vin) };
    }

    /**
     * REQUESTED → APPROVED: the bike (its record, shares' history and transfers stay with it) becomes the requester's;
     * every open share ends; the owner's other open requests for it are denied, as they asked someone who no longer
     * owns it.
     */
    async approve(ctx: RequestContext, args: { vin: string; requester: ID }) {
        const found = await this.openRequest(ctx, args);
        if ('error' in found) return found.error;
        const { me, vehicle, open } = found;
        await this.transition(ctx, open, 'APPROVED', me.id);
        const shares = await this.connection
            .getRepository(ctx, VehicleShare)
            .find({ where: { vehicleId: vehicle.id, revokedAt: IsNull() } });
        const now = new Date();
        for (const share of shares.filter(s => ['ACTIVE', 'SCHEDULED'].includes(shareStatus(s, now)))) {
            share.revokedAt = now;
            await this.connection.getRepository(ctx, VehicleShare).save(share);
            await this.history(ctx, vehicle.id, 'SHARE_REVOKED', me.id, {
                shareId: String(share.id),
                guestId: String(share.guestId),
                reason: 'OWNER_CHANGED',
            });
        }
        const others = await this.repo(ctx).find({ where: { vehicleId: vehicle.id, state: 'REQUESTED' } });
        for (const other of others) await this.transition(ctx, other, 'DENIED', me.id);
        const previousOwner = vehicle.customerId;
        // The new owner starts off the leaderboard with their own riding: the seller's opt-in and km are not theirs.
        await this.connection.getRepository(ctx, Vehicle).update(
            { id: vehicle.id },
            { customerId: open.requesterId, leaderboardOptInAt: null, rideDistanceKm: 0, rideEnergyWh: 0, lastRideAt: null },
        );
        await this.history(ctx, vehicle.id, 'OWNER_CHANGED', me.id, {
            from: String(previousOwner),
            to: String(open.requesterId),
            transferId: String(open.id),
        });
        const params = { bike: await bikeName(ctx, this.productVariantService, vehicle), vin: vehicle.vin };
        await this.eventBus.publish(
            new VehicleNoticeEvent(ctx, me.id, 'TRANSFER_APPROVED_OWNER', {
                ...params,
                other: fullName(open.requester),
            }),
        );
        await this.eventBus.publish(
            new VehicleNoticeEvent(ctx, open.requesterId, 'TRANSFER_APPROVED_REQUESTER', {
                ...params,
                other: fullName(me),
            }),
        );
        return { __typename: 'TransferRequest' as const, ...this.toRequest(open, vehicle.vin) };
    }
}
