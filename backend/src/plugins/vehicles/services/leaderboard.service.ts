import { Injectable } from '@nestjs/common';
import { Customer, ID, RequestContext, TransactionalConnection } from '@vendure/core';
import {
    checkVin,
    EFFICIENCY_MIN_DISTANCE_KM,
    efficiencyKmPerKwh,
    fieldErrorsOf,
    LEADERBOARD_ACTIVE_DAYS,
    LEADERBOARD_DEFAULT_LIMIT,
    LEADERBOARD_MAX_LIMIT,
    LeaderboardType,
    normalizeVin,
    publicRiderName,
    RIDE_TRIPS_PER_CALL,
    rideTripSchema,
} from '@alva/rules';

import { RideTrip } from '../ride-trip.entity';
import { Vehicle } from '../vehicle.entity';
import { MyEvService, myEvError } from './my-ev.service';

export interface RideTripInput {
    vin: string;
    externalId: string;
    /** The DateTime scalar hands the resolver Dates; the seed sends ISO strings. */
    startedAt: Date | string;
    endedAt: Date | string;
    distanceKm: number;
    energyWh: number;
}

export interface LeaderboardArgs {
    limit?: number | null;
    leaderboardType?: LeaderboardType | null;
    vin?: string | null;
    generation?: number | null;
    city?: string | null;
}

/** The ranked value of a bike, as SQL: the same expression orders the list and counts who is ahead of a rider. */
const metricSql = (type: LeaderboardType, alias: string) =>
    type === 'TOTAL_DISTANCE'
        ? `"${alias}"."rideDistanceKm"`
        : `"${alias}"."rideDistanceKm" / "${alias}"."rideEnergyWh"`;

const isoOf = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The rider leaderboard (issue 15, docs/my-ev-api.md): trips come in through recordRideTrips (staff or the app's API
 * key), are summed on the vehicle, and bikes whose owner opted in are ranked in their city by distance or efficiency.
 * Nobody who has not opted in is ever listed; a rider is named "First L." and no VIN of another is answered.
 */
@Injectable()
export class LeaderboardService {
    constructor(
        private connection: TransactionalConnection,
        private myEv: MyEvService,
    ) {}

    async recordTrips(ctx: RequestContext, trips: RideTripInput[]) {
        if (trips.length > RIDE_TRIPS_PER_CALL) {
            return {
                recorded: 0,
                duplicates: 0,
                rejected: [{ index: 0, externalId: null, field: null, code: 'TOO_MANY_TRIPS' }],
            };
        }
        const vehicles = this.connection.getRepository(ctx, Vehicle);
        const tripRepo = this.connection.getRepository(ctx, RideTrip);
        let recorded = 0;
        let duplicates = 0;
        const rejected: Array<{ index: number; externalId: string | null; field: string | null; code: string }> = [];
        // A call usually carries many trips of a few bikes: each bike is read once.
        const found = new Map<string, Vehicle | null>();
        for (const [index, input] of trips.entries()) {
            const trip = { ...input, startedAt: isoOf(input.startedAt), endedAt: isoOf(input.endedAt) };
            const externalId = typeof trip.externalId === 'string' ? trip.externalId : null;
            const [problem] = fieldErrorsOf(rideTripSchema, trip);
            if (problem) {
                rejected.push({ index, externalId, field: problem.field, code: problem.code });
                continue;
            }
            const vin = normalizeVin(trip.vin);
            if (!found.has(vin)) found.set(vin, await vehicles.findOne({ where: { vin } }));
            const vehicle = found.get(vin);
            if (!vehicle) {
                rejected.push({ index, externalId, field: 'vin', code: 'VEHICLE_NOT_FOUND' });
                continue;
            }
            if (await tripRepo.findOne({ where: { vehicleId: vehicle.id, externalId: trip.externalId.trim() } })) {
                duplicates++;
                continue;
            }
            const endedAt = new Date(trip.endedAt);
            await tripRepo.save(
                new RideTrip({
                    vehicleId: vehicle.id,
                    customerId: vehicle.customerId,
                    externalId: trip.externalId.trim(),
                    startedAt: new Date(trip.startedAt),
                    endedAt,
                    distanceKm: trip.distanceKm,
                    energyWh: trip.energyWh,
                }),
            );
            // Atomic increments: two reporters sending trips of one bike at once both count.
            await vehicles.increment({ id: vehicle.id }, 'rideDistanceKm', trip.distanceKm);
            await vehicles.increment({ id: vehicle.id }, 'rideEnergyWh', trip.energyWh);
            if (!vehicle.lastRideAt || vehicle.lastRideAt.getTime() < endedAt.getTime()) {
                vehicle.lastRideAt = endedAt;
                await vehicles.update({ id: vehicle.id }, { lastRideAt: endedAt });
            }
            recorded++;
        }
        return { recorded, duplicates, rejected };
    }

    /** Owner only: shows or hides the bike on the leaderboard; a change is a history entry, a repeat changes nothing. */
    async setOptIn(ctx: RequestContext, vin: string, optIn: boolean) {
        const me = await this.myEv.caller(ctx);
        const vinCode = checkVin(vin);
        if (vinCode) return myEvError(vinCode, `vin: ${vinCode}`, 'vin');
        const vehicle = await this.myEv.ownedVehicle(ctx, me, vin);
        if (!vehicle) return myEvError('VEHICLE_NOT_FOUND', 'No bike of yours has this VIN.', 'vin');
        if (!!vehicle.leaderboardOptInAt !== optIn) {
            vehicle.leaderboardOptInAt = optIn ? new Date() : null;
            await this.connection.getRepository(ctx, Vehicle).update(
                { id: vehicle.id },
                {
                    leaderboardOptInAt: vehicle.leaderboardOptInAt,
                },
            );
            await this.myEv.recordHistory(ctx, vehicle.id, optIn ? 'LEADERBOARD_JOINED' : 'LEADERBOARD_LEFT', me.id);
        }
        return {
            __typename: 'LeaderboardOptIn' as const,
            vin: vehicle.vin,
            optedIn: !!vehicle.leaderboardOptInAt,
            optedInAt: vehicle.leaderboardOptInAt,
        };
    }

    /** Bikes that take part: opted in, ridden, in the city and generation asked for; efficiency needs enough km. */
    private ranked(ctx: RequestContext, type: LeaderboardType, city: string | null, generation: number | null) {
        const qb = this.connection
            .getRepository(ctx, Vehicle)
            .createQueryBuilder('v')
            .where('v.leaderboardOptInAt IS NOT NULL')
            .andWhere('v.rideDistanceKm > 0');
        if (city) qb.andWhere('v.city = :city', { city });
        if (generation) qb.andWhere('v.generation = :generation', { generation });
        if (type === 'EFFICIENCY') {
            qb.andWhere('v.rideEnergyWh > 0').andWhere('v.rideDistanceKm >= :minKm', {
                minKm: EFFICIENCY_MIN_DISTANCE_KM,
            });
        }
        return qb;
    }

    async leaderboard(ctx: RequestContext, args: LeaderboardArgs) {
        const type: LeaderboardType = args.leaderboardType ?? 'TOTAL_DISTANCE';
        const limit = Math.min(Math.max(1, Math.floor(args.limit ?? LEADERBOARD_DEFAULT_LIMIT)), LEADERBOARD_MAX_LIMIT);
        const generation = args.generation ?? null;
        const me = ctx.activeUserId ? await this.myEv.caller(ctx).catch(() => null) : null;

        // The rider of the page: shown when opted in, or to its owner (who may still opt in). Anything else answers
        // as a VIN that does not exist.
        const asked =
            args.vin && !checkVin(args.vin)
                ? await this.connection.getRepository(ctx, Vehicle).findOne({
                      where: { vin: normalizeVin(args.vin) },
                      relations: { customer: true },
                  })
                : null;
        const riderVehicle = asked && (asked.leaderboardOptInAt || (me && asked.customerId === me.id)) ? asked : null;
        const city = riderVehicle?.city ?? args.city?.trim() ?? null;

        const rows = await this.ranked(ctx, type, city, generation)
            .innerJoinAndSelect('v.customer', 'customer')
            .addSelect(metricSql(type, 'v'), 'metric')
            .orderBy('metric', 'DESC')
            .addOrderBy('v.id', 'ASC')
            .limit(limit)
            .getMany();
        const totalRiders = await this.ranked(ctx, type, city, generation).getCount();
        // Most riders ride one of a few models: each model's name and picture is looked up once.
        const looks = new Map<string, ReturnType<MyEvService['bikeLook']>>();
        const lookOf = (vehicle: Vehicle) => {
            const key = String(vehicle.productVariantId);
            if (!looks.has(key)) looks.set(key, this.myEv.bikeLook(ctx, vehicle));
            return looks.get(key)!;
        };
        const entries = await Promise.all(
            rows.map(async (vehicle, index) => ({
                ...this.entryOf(vehicle, vehicle.customer, await lookOf(vehicle)),
                rank: index + 1,
                isRider: vehicle.id === riderVehicle?.id,
                isMine: !!me && vehicle.customerId === me.id,
            })),
        );
        return {
            leaderboardType: type,
            city,
            generation,
            totalRiders,
            entries,
            rider: riderVehicle
                ? await this.riderOf(ctx, riderVehicle, await lookOf(riderVehicle), type, city, generation, me)
                : null,
        };
    }

    private entryOf(vehicle: Vehicle, owner: Customer, look: { productName: string; previewUrl: string | null }) {
        const activeSince = Date.now() - LEADERBOARD_ACTIVE_DAYS * 86_400_000;
        return {
            fullname: publicRiderName(owner.firstName, owner.lastName),
            totalTrip: round1(vehicle.rideDistanceKm),
            efficiency: efficiencyKmPerKwh(vehicle.rideDistanceKm, vehicle.rideEnergyWh),
            imageFile: look.previewUrl,
            productName: look.productName,
            isActive: !!vehicle.lastRideAt && vehicle.lastRideAt.getTime() >= activeSince,
            createdAt: vehicle.leaderboardOptInAt ?? vehicle.createdAt,
        };
    }

    /** SPEC §3 rider share data: the bike's km, its rank on the same board as the list (null: not ranked) and picture. */
    private async riderOf(
        ctx: RequestContext,
        vehicle: Vehicle,
        look: { productName: string; previewUrl: string | null },
        type: LeaderboardType,
        city: string | null,
        generation: number | null,
        me: Customer | null,
    ) {
        const taking = await this.ranked(ctx, type, city, generation)
            .andWhere('v.id = :id', { id: vehicle.id })
            .getCount();
        const rank = taking ? (await this.ahead(ctx, vehicle, type, city, generation).getCount()) + 1 : null;
        return {
            ...this.entryOf(vehicle, vehicle.customer, look),
            rank,
            city: vehicle.city,
            optedIn: !!vehicle.leaderboardOptInAt,
            own: !!me && vehicle.customerId === me.id,
        };
    }

    /** The ranked bikes ahead of this one, in the list's order: a higher value, or the same and an older bike. */
    private ahead(
        ctx: RequestContext,
        vehicle: Vehicle,
        type: LeaderboardType,
        city: string | null,
        generation: number | null,
    ) {
        const theirs = metricSql(type, 'v');
        return this.ranked(ctx, type, city, generation)
            .andWhere(qb => {
                const mine = qb
                    .subQuery()
                    .select(metricSql(type, 'me'))
                    .from(Vehicle, 'me')
                    .where('me.id = :id')
                    .getQuery();
                return `(${theirs} > ${mine} OR (${theirs} = ${mine} AND v.id < :id))`;
            })
            .setParameter('id', vehicle.id as ID);
    }
}
