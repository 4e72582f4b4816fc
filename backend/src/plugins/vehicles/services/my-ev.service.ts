import { Injectable } from '@nestjs/common';
import {
    ConfigService,
    Customer,
    CustomerService,
    EventBus,
    ForbiddenError,
    ID,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { checkPhone, fieldErrorsOf, normalizeVin, shareEvSchema, toE164 } from '@alva/rules';
import { IsNull } from 'typeorm';

import { absoluteAssetUrl } from '../../../common/asset-url';
import { EV_LIST_MAX_LIMIT } from '../constants';
import { VehicleNoticeEvent } from '../notices/vehicle-notifier.service';
import { VehicleHistoryEntry, VehicleHistoryType } from '../vehicle-history-entry.entity';
import { shareStatus, VehicleShare } from '../vehicle-share.entity';
import { Vehicle } from '../vehicle.entity';
import { bikeName } from './bike-name';

type MyEvError = {
    __typename: 'MyEvError';
    errorCode: 'MY_EV_ERROR';
    message: string;
    code: string;
    field: string | null;
};
export const myEvError = (code: string, message: string, field: string | null = null): MyEvError => ({
    __typename: 'MyEvError',
    errorCode: 'MY_EV_ERROR',
    message,
    code,
    field,
});

const fullName = (c: Customer) => [c.firstName, c.lastName].filter(Boolean).join(' ').trim();
const toIso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null | undefined));

/**
 * My EV (issue 15): everything is the signed-in caller's. A vehicle is looked up by VIN *and* owner, so a caller who
 * is not the owner gets the same answer as for a VIN that does not exist (no VIN or share of another leaks).
 */
@Injectable()
export class MyEvService {
    constructor(
        private connection: TransactionalConnection,
        private customerService: CustomerService,
        private productVariantService: ProductVariantService,
        private configService: ConfigService,
        private eventBus: EventBus,
    ) {}

    async caller(ctx: RequestContext): Promise<Customer> {
        if (!ctx.activeUserId) throw new ForbiddenError();
        const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
        if (!customer) throw new ForbiddenError();
        return customer;
    }

    ownedVehicle(ctx: RequestContext, owner: Customer, vin: string) {
        return this.connection
            .getRepository(ctx, Vehicle)
            .findOne({ where: { vin: normalizeVin(vin ?? ''), customerId: owner.id } });
    }

    /** One entry of the bike's history: what changed, who did it. */
    recordHistory(
        ctx: RequestContext,
        vehicleId: ID,
        type: VehicleHistoryType,
        actorId: ID | null,
        data: VehicleHistoryEntry['data'] = {},
    ) {
        return this.connection
            .getRepository(ctx, VehicleHistoryEntry)
            .save(new VehicleHistoryEntry({ vehicleId, type, actorId, data }));
    }

    /** Shares that give the guest the bike right now. */
    private activeSharesOf(ctx: RequestContext, guestId: ID) {
        return this.connection
            .getRepository(ctx, VehicleShare)
            .find({ where: { guestId, revokedAt: IsNull() }, relations: { vehicle: { customer: true } } })
            .then(shares => shares.filter(s => shareStatus(s) === 'ACTIVE'));
    }

    async evList(ctx: RequestContext, args: { search?: string | null; page?: number | null; limit?: number | null }) {
        const me = await this.caller(ctx);
        const own = await this.connection
            .getRepository(ctx, Vehicle)
            .find({ where: { customerId: me.id }, order: { createdAt: 'ASC' } });
        const shared = await this.activeSharesOf(ctx, me.id);
        const all = [
            ...(await Promise.all(own.map(v => this.toEv(ctx, v, me, null)))),
            ...(await Promise.all(shared.map(s => this.toEv(ctx, s.vehicle, s.vehicle.customer, s)))),
        ];
        const search = (args.search ?? '').trim().toLowerCase();
        const found = search
            ? all.filter(ev =>
                  [ev.vin, ev.registrationPlate ?? '', ev.productName].some(text =>
                      text.toLowerCase().includes(search),
                  ),
              )
            : all;
        const perPage = Math.min(Math.max(1, Math.floor(args.limit ?? 10)), EV_LIST_MAX_LIMIT);
        const last = Math.max(1, Math.ceil(found.length / perPage));
        const current = Math.min(Math.max(1, Math.floor(args.page ?? 1)), last);
        return {
            items: found.slice((current - 1) * perPage, current * perPage),
            perPage,
            totalPage: last,
            totalRecord: found.length,
            last,
            current,
        };
    }

    /** A stored asset path as the URL the browser loads, the way Vendure's own Asset fields answer it. */
    /** The bike's model name, code and picture URL (the variant's picture, else its product's). */
    async bikeLook(ctx: RequestContext, vehicle: Vehicle) {
        const variant = vehicle.productVariantId
            ? await this.productVariantService.findOne(ctx, vehicle.productVariantId, [
                  'featuredAsset',
                  'product',
                  'product.featuredAsset',
              ])
            : undefined;
        const product = variant ? await this.productVariantService.getProductForVariant(ctx, variant) : undefined;
        return {
            productName: product?.name ?? variant?.name ?? vehicle.vin,
            productCode: variant?.sku ?? null,
            previewUrl: absoluteAssetUrl(
                this.configService,
                ctx,
                variant?.featuredAsset?.preview ?? variant?.product?.featuredAsset?.preview,
            ),
        };
    }

    private async toEv(ctx: RequestContext, vehicle: Vehicle, owner: Customer, share: VehicleShare | null) {
        return {
            vin: vehicle.vin,
            ...(await this.bikeLook(ctx, vehicle)),
            city: vehicle.city,
            generation: vehicle.generation,
            leaderboardOptIn: !share && !!vehicle.leaderboardOptInAt,
            registrationPlate: vehicle.registrationPlate,
            purchaseDate: vehicle.purchaseDate,
            arrivedDate: vehicle.arrivedDate,
            deliveryDate: vehicle.deliveryDate,
            warrantyValid: vehicle.warrantyValidUntil,
            own: !share,
            user: { name: fullName(owner), own: !share, phoneNumber: owner.phoneNumber || null },
            shareEndsAt: share?.loanEnd ?? null,
        };
    }

    async shareList(ctx: RequestContext, vin: string) {
        const me = await this.caller(ctx);
        const vehicle = await this.ownedVehicle(ctx, me, vin);
        if (!vehicle) throw new ForbiddenError();
        const shares = await this.shares(ctx, vehicle);
        return shares.filter(s => ['ACTIVE', 'SCHEDULED'].includes(shareStatus(s))).map(s => this.toShareUser(s));
    }

    async shareHistory(ctx: RequestContext, vin: string) {
        const me = await this.caller(ctx);
        const vehicle = await this.ownedVehicle(ctx, me, vin);
        if (!vehicle) throw new ForbiddenError();
        return (await this.shares(ctx, vehicle)).map(s => ({
            id: s.id,
            vin: vehicle.vin,
            ownerID: s.ownerId,
            guestID: s.guestId,
            guestFullname: fullName(s.guest),
            guestPhoneNumber: s.guest.phoneNumber || null,
            loanStart: s.loanStart,
            loanEnd: s.loanEnd,
            revokedAt: s.revokedAt,
            status: shareStatus(s),
        }));
    }

    private shares(ctx: RequestContext, vehicle: Vehicle) {
        return this.connection
            .getRepository(ctx, VehicleShare)
            .find({ where: { vehicleId: vehicle.id }, relations: { guest: true }, order: { createdAt: 'DESC' } });
    }

    private toShareUser(s: VehicleShare) {
        return {
            __typename: 'ShareListUser' as const,
            shareId: s.id,
            name: fullName(s.guest),
            customerID: s.guestId,
            phoneNumber: s.guest.phoneNumber || null,
            own: false,
            loanStart: s.loanStart,
            loanEnd: s.loanEnd,
            status: shareStatus(s),
        };
    }

    async searchCustomer(ctx: RequestContext, phoneNumber: string) {
        const me = await this.caller(ctx);
        const code = checkPhone(phoneNumber);
        if (code) return myEvError(code, 'The phone number is not valid.', 'phoneNumber');
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { phoneNumber: toE164(phoneNumber), deletedAt: IsNull() } });
        if (!customer) return myEvError('NO_CUSTOMER_FOUND', 'No customer found');
        // Said at once, rather than after the owner has also picked the dates.
        if (String(customer.id) === String(me.id))
            return myEvError('SHARE_WITH_SELF', 'You cannot share a bike with yourself.', 'phoneNumber');
        return { __typename: 'BikeSharingCustomer' as const, customerID: customer.id, name: fullName(customer) };
    }

    async share(
        ctx: RequestContext,
        args: { vin: string; uID: ID; loanStart?: Date | string | null; loanEnd?: Date | string | null },
    ) {
        const me = await this.caller(ctx);
        const input = {
            vin: args.vin,
            guestId: String(args.uID ?? ''),
            loanStart: toIso(args.loanStart) ?? null,
            loanEnd: toIso(args.loanEnd) ?? null,
        };
        const [problem] = fieldErrorsOf(shareEvSchema, input);
        if (problem) return myEvError(problem.code, `${problem.field}: ${problem.code}`, problem.field);
        // Only the owner shares: a guest of the bike (or anyone else) gets "not found".
        const vehicle = await this.ownedVehicle(ctx, me, input.vin);
        if (!vehicle) return myEvError('VEHICLE_NOT_FOUND', 'No bike of yours has this VIN.', 'vin');
        if (String(args.uID) === String(me.id))
            return myEvError('SHARE_WITH_SELF', 'You cannot share a bike with yourself.');
        const guest = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { id: args.uID, deletedAt: IsNull() } });
        if (!guest) return myEvError('NO_CUSTOMER_FOUND', 'No customer found');
        const open = (await this.shares(ctx, vehicle)).find(
            s => String(s.guestId) === String(guest.id) && ['ACTIVE', 'SCHEDULED'].includes(shareStatus(s)),
        );
        if (open) return myEvError('ALREADY_SHARED', 'The bike is already shared with this person.');
        const saved = await this.connection.getRepository(ctx, VehicleShare).save(
            new VehicleShare({
                vehicleId: vehicle.id,
                ownerId: me.id,
                guestId: guest.id,
                loanStart: input.loanStart ? new Date(input.loanStart) : new Date(),
                loanEnd: input.loanEnd ? new Date(input.loanEnd) : null,
                revokedAt: null,
            }),
        );
        saved.guest = guest;
        await this.recordHistory(ctx, vehicle.id, 'SHARED', me.id, {
            shareId: String(saved.id),
            guestId: String(guest.id),
        });
        const params = {
            bike: await bikeName(ctx, this.productVariantService, vehicle),
            vin: vehicle.vin,
            until: saved.loanEnd,
        };
        await this.eventBus.publish(
            new VehicleNoticeEvent(ctx, guest.id, 'SHARED_GUEST', { ...params, other: fullName(me) }),
        );
        await this.eventBus.publish(
            new VehicleNoticeEvent(ctx, me.id, 'SHARED_OWNER', { ...params, other: fullName(guest) }),
        );
        return this.toShareUser(saved);
    }

    /** ACTIVE or SCHEDULED → REVOKED; an ended or revoked loan cannot be revoked again. */
    async revoke(ctx: RequestContext, args: { vin: string; uID: ID }) {
        const me = await this.caller(ctx);
        const vehicle = await this.ownedVehicle(ctx, me, args.vin);
        if (!vehicle) return myEvError('VEHICLE_NOT_FOUND', 'No bike of yours has this VIN.', 'vin');
        const open = (await this.shares(ctx, vehicle)).find(
            s => String(s.guestId) === String(args.uID) && ['ACTIVE', 'SCHEDULED'].includes(shareStatus(s)),
        );
        if (!open) return myEvError('SHARE_NOT_FOUND', 'This person has no loan of the bike to end.');
        open.revokedAt = new Date();
        await this.connection.getRepository(ctx, VehicleShare).save(open);
        await this.recordHistory(ctx, vehicle.id, 'SHARE_REVOKED', me.id, {
            shareId: String(open.id),
            guestId: String(open.guestId),
        });
        await this.eventBus.publish(
            new VehicleNoticeEvent(ctx, open.guestId, 'SHARE_REVOKED_GUEST', {
                bike: await bikeName(ctx, this.productVariantService, vehicle),
                vin: vehicle.vin,
                other: fullName(me),
            }),
        );
        return this.toShareUser(open);
    }
}
