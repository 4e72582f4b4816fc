import { Inject, Injectable } from '@nestjs/common';
import {
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { Between, In } from 'typeorm';

import { checked } from '../../../common/checked-input';
import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';
import {
    DayHours,
    ResolvedTestRidesOptions,
    TEST_RIDES_PLUGIN_OPTIONS,
    TestRideSlotKind,
    WeeklyHours,
} from '../constants';
import { TestRideSchedule } from '../entities/test-ride-schedule.entity';
import { TestRideSlot } from '../entities/test-ride-slot.entity';
import { testRideScheduleFields } from '../schedule-rules';
import { addDays, fromJakarta, haversineKm, slotTimes, toJakarta } from '../test-ride-rules';

export interface TestRidePlaceDto {
    id: ID;
    location: string;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    latitude: number;
    longitude: number;
    type: string;
    dealerSlug: string;
    gmapsLink: string;
    operatingHours: string | null;
    inJabodetabek: boolean;
    upcoming: boolean;
    bookable: boolean;
    distanceKm: number | null;
}

export interface EffectiveSchedule {
    placeId: ID;
    weeklyHours: WeeklyHours;
    closedDates: string[];
    slotMinutes: number;
    dealerCapacity: number;
    homeCapacity: number;
    /** False when the place has no schedule row and uses the defaults. */
    custom: boolean;
}

export interface SlotAvailability {
    slotStart: Date;
    label: string;
    capacity: number;
    available: number;
    full: boolean;
}

export type ServingPlace =
    | { ok: true; place: ExperienceCenter; schedule: EffectiveSchedule; distanceKm: number }
    | { ok: false; distanceKm: number | null };

/** One weekday's hours (0 = Sunday); neither time = closed. */
type ScheduleDayChange = { day: number; open?: string | null; close?: string | null };

/** A change of a place's schedule, as the admin API takes it. */
export interface ScheduleChanges {
    placeId: ID;
    weeklyHours?: ScheduleDayChange[] | null;
    closedDates?: string[] | null;
    slotMinutes?: number | null;
    dealerCapacity?: number | null;
    homeCapacity?: number | null;
}

export const isBookablePlace = (p: ExperienceCenter) => !!p.isActive && !p.upcoming;

export function toPlaceDto(p: ExperienceCenter, distanceKm: number | null = null): TestRidePlaceDto {
    return {
        id: p.id,
        location: p.location,
        address1: p.address1,
        address2: p.address2 ?? null,
        city: p.city,
        state: p.state,
        latitude: Number(p.latitude),
        longitude: Number(p.longitude),
        type: p.type,
        dealerSlug: p.dealerSlug,
        gmapsLink: p.gmapsLink,
        operatingHours: p.operatingHours ?? null,
        inJabodetabek: !!p.inJabodetabek,
        upcoming: !!p.upcoming,
        bookable: isBookablePlace(p),
        distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    };
}

/** Places, schedules and seats. */
@Injectable()
export class TestRideSlotService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        @Inject(TEST_RIDES_PLUGIN_OPTIONS) private options: ResolvedTestRidesOptions,
    ) {}

    /** Active and upcoming places, nearest first when coordinates are given. */
    async listPlaces(ctx: RequestContext, lat?: number | null, lng?: number | null): Promise<TestRidePlaceDto[]> {
        const rows = await this.connection
            .getRepository(ctx, ExperienceCenter)
            .find({ where: [{ isActive: true }, { upcoming: true }] });
        const withCoords = typeof lat === 'number' && typeof lng === 'number';
        const dtos = rows.map(p =>
            toPlaceDto(p, withCoords ? haversineKm(lat, lng, Number(p.latitude), Number(p.longitude)) : null),
        );
        return dtos.sort((a, b) =>
            withCoords
                ? (a.distanceKm as number) - (b.distanceKm as number)
                : Number(b.inJabodetabek) - Number(a.inJabodetabek) ||
                  a.city.localeCompare(b.city) ||
                  a.location.localeCompare(b.location),
        );
    }

    getPlace(ctx: RequestContext, id: ID): Promise<ExperienceCenter | null> {
        return this.connection.getRepository(ctx, ExperienceCenter).findOne({ where: { id } });
    }

    async getSchedule(ctx: RequestContext, placeId: ID): Promise<EffectiveSchedule> {
        const row = await this.connection.getRepository(ctx, TestRideSchedule).findOne({ where: { placeId } });
        return this.effectiveSchedule(placeId, row);
    }

    /** The schedules of several places in one query (a page of the back office's list), by place id. */
    async getSchedules(ctx: RequestContext, placeIds: ID[]): Promise<Map<string, EffectiveSchedule>> {
        const rows = placeIds.length
            ? await this.connection.getRepository(ctx, TestRideSchedule).find({ where: { placeId: In(placeIds) } })
            : [];
        return new Map(
            placeIds.map(id => [String(id), this.effectiveSchedule(id, rows.find(r => String(r.placeId) === String(id)))]),
        );
    }

    /** A place's own schedule, or the defaults until it has one. */
    private effectiveSchedule(placeId: ID, row: TestRideSchedule | null | undefined): EffectiveSchedule {
        const d = this.options.defaultSchedule;
        if (!row) return { placeId, ...d, weeklyHours: [...d.weeklyHours], closedDates: [], custom: false };
        return {
            placeId,
            weeklyHours: row.weeklyHours,
            closedDates: row.closedDates ?? [],
            slotMinutes: row.slotMinutes,
            dealerCapacity: row.dealerCapacity,
            homeCapacity: row.homeCapacity,
            custom: true,
        };
    }

    /** The back office's list of places for their schedules (the standard list options over the places). */
    async listSchedulePlaces(
        ctx: RequestContext,
        options?: ListQueryOptions<ExperienceCenter>,
    ): Promise<PaginatedList<ExperienceCenter>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(ExperienceCenter, options, { ctx, orderBy: { location: 'ASC' } })
            .getManyAndCount();
        return { items, totalItems };
    }

    /**
     * Creates or replaces the schedule of a place: unset fields keep their current value, and `weeklyHours` may name
     * only the days it changes (a day with neither time is closed). Checked with the back-office form's rules.
     */
    async saveSchedule(ctx: RequestContext, input: ScheduleChanges): Promise<EffectiveSchedule> {
        const place = await this.connection.getEntityOrThrow(ctx, ExperienceCenter, input.placeId);
        const current = await this.getSchedule(ctx, place.id);
        const days: ScheduleDayChange[] = current.weeklyHours.map((h, day) => ({ day, open: h?.open, close: h?.close }));
        for (const change of input.weeklyHours ?? []) {
            if (Number.isInteger(change.day) && change.day >= 0 && change.day <= 6) days[change.day] = change;
            else days.push(change); // refused by the rules below, under its own words
        }
        const next = checked(
            testRideScheduleFields,
            {
                weeklyHours: days,
                closedDates: input.closedDates ?? current.closedDates,
                slotMinutes: input.slotMinutes ?? current.slotMinutes,
                dealerCapacity: input.dealerCapacity ?? current.dealerCapacity,
                homeCapacity: input.homeCapacity ?? current.homeCapacity,
            },
            'Invalid schedule',
        );
        const repo = this.connection.getRepository(ctx, TestRideSchedule);
        const row = (await repo.findOne({ where: { placeId: place.id } })) ?? new TestRideSchedule({ placeId: place.id });
        Object.assign(row, {
            ...next,
            weeklyHours: next.weeklyHours.map(d =>
                d.open?.trim() && d.close?.trim() ? ({ open: d.open.trim(), close: d.close.trim() } as DayHours) : null,
            ),
            closedDates: [...new Set(next.closedDates.map(d => d.trim()))].sort(),
        });
        await repo.save(row);
        return this.getSchedule(ctx, place.id);
    }

    /** The nearest bookable place that serves home / owner rides, if within the service distance. */
    async findServingPlace(ctx: RequestContext, lat: number, lng: number): Promise<ServingPlace> {
        const places = (await this.connection.getRepository(ctx, ExperienceCenter).find({ where: { isActive: true } }))
            .filter(isBookablePlace)
            .map(place => ({ place, distanceKm: haversineKm(lat, lng, Number(place.latitude), Number(place.longitude)) }))
            .sort((a, b) => a.distanceKm - b.distanceKm);
        for (const candidate of places) {
            if (candidate.distanceKm > this.options.maxServiceDistanceKm) break;
            const schedule = await this.getSchedule(ctx, candidate.place.id);
            if (schedule.homeCapacity > 0) return { ok: true, place: candidate.place, schedule, distanceKm: candidate.distanceKm };
        }
        return { ok: false, distanceKm: places.length ? Math.round(places[0].distanceKm * 10) / 10 : null };
    }

    capacityOf(schedule: EffectiveSchedule, kind: TestRideSlotKind): number {
        return kind === 'DEALER' ? schedule.dealerCapacity : schedule.homeCapacity;
    }

    /** Start times a customer may book on a local date (opening hours, closed dates, lead time, horizon). */
    bookableTimes(schedule: EffectiveSchedule, date: string, now: Date): Date[] {
        if (schedule.closedDates.includes(date)) return [];
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        const earliest = now.getTime() + this.options.minLeadMinutes * 60_000;
        const latest = now.getTime() + this.options.maxDaysAhead * 24 * 3_600_000;
        return slotTimes(date, schedule.weeklyHours[weekday], schedule.slotMinutes).filter(
            t => t.getTime() >= earliest && t.getTime() <= latest,
        );
    }

    isBookableTime(schedule: EffectiveSchedule, slotStart: Date, now: Date): boolean {
        const { date } = toJakarta(slotStart);
        return this.bookableTimes(schedule, date, now).some(t => t.getTime() === slotStart.getTime());
    }

    async availability(
        ctx: RequestContext,
        place: ExperienceCenter,
        schedule: EffectiveSchedule,
        kind: TestRideSlotKind,
        date: string,
        now: Date,
    ): Promise<SlotAvailability[]> {
        if (!isBookablePlace(place)) return [];
        const capacity = this.capacityOf(schedule, kind);
        if (capacity <= 0) return [];
        const times = this.bookableTimes(schedule, date, now);
        if (!times.length) return [];
        const rows = await this.connection.getRepository(ctx, TestRideSlot).find({
            where: {
                placeId: place.id,
                kind,
                slotStart: Between(fromJakarta(date, '00:00'), fromJakarta(addDays(date, 1), '00:00')),
            },
        });
        const booked = new Map(rows.map(r => [new Date(r.slotStart).getTime(), r.booked]));
        return times.map(slotStart => {
            const available = Math.max(0, capacity - (booked.get(slotStart.getTime()) ?? 0));
            return { slotStart, label: toJakarta(slotStart).time, capacity, available, full: available === 0 };
        });
    }

    /** The slot row (created on first use; a concurrent creator's row is reused). */
    async ensureSlot(ctx: RequestContext, placeId: ID, slotStart: Date, kind: TestRideSlotKind, capacity: number): Promise<TestRideSlot> {
        const repo = this.connection.getRepository(ctx, TestRideSlot);
        await repo
            .createQueryBuilder()
            .insert()
            .into(TestRideSlot)
            .values({ placeId, slotStart, kind, capacity, booked: 0 })
            .orIgnore()
            .execute();
        const slot = await repo.findOneOrFail({ where: { placeId, slotStart, kind } });
        if (slot.capacity !== capacity) {
            // Staff changed the schedule's capacity since the row was made.
            await repo.update({ id: slot.id }, { capacity });
            slot.capacity = capacity;
        }
        return slot;
    }

    /** Takes one seat; false when the slot is full. One guarded UPDATE, so it holds under concurrency. */
    async reserve(ctx: RequestContext, slotId: ID): Promise<boolean> {
        const result = await this.connection
            .getRepository(ctx, TestRideSlot)
            .createQueryBuilder()
            .update(TestRideSlot)
            .set({ booked: () => 'booked + 1' })
            .where('id = :id', { id: slotId })
            .andWhere('booked < capacity')
            .execute();
        return result.affected === 1;
    }

    async release(ctx: RequestContext, slotId: ID): Promise<void> {
        await this.connection
            .getRepository(ctx, TestRideSlot)
            .createQueryBuilder()
            .update(TestRideSlot)
            .set({ booked: () => 'booked - 1' })
            .where('id = :id', { id: slotId })
            .andWhere('booked > 0')
            .execute();
    }

    async slotsByIds(ctx: RequestContext, ids: ID[]): Promise<TestRideSlot[]> {
        return ids.length ? this.connection.getRepository(ctx, TestRideSlot).find({ where: { id: In(ids) } }) : [];
    }
}
