import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction } from '@vendure/core';

import { DayHours, manageTestRideSchedulesPermission, manageTestRidesPermission, TestRideStatus, WeeklyHours } from '../constants';
import { TestRideBooking } from '../entities/test-ride-booking.entity';
import { TestRideBookingService } from '../services/test-ride-booking.service';
import { EffectiveSchedule, TestRideSlotService, toPlaceDto } from '../services/test-ride-slot.service';
import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';

interface DayHoursInput {
    day: number;
    open?: string | null;
    close?: string | null;
}

interface UpdateScheduleInput {
    placeId: ID;
    weeklyHours?: DayHoursInput[] | null;
    closedDates?: string[] | null;
    slotMinutes?: number | null;
    dealerCapacity?: number | null;
    homeCapacity?: number | null;
}

function scheduleDto(s: EffectiveSchedule, place: ExperienceCenter) {
    return {
        placeId: s.placeId,
        place: toPlaceDto(place),
        weeklyHours: s.weeklyHours.map((h, day) => ({ day, open: h?.open ?? null, close: h?.close ?? null })),
        closedDates: s.closedDates,
        slotMinutes: s.slotMinutes,
        dealerCapacity: s.dealerCapacity,
        homeCapacity: s.homeCapacity,
        custom: s.custom,
    };
}

@Resolver()
export class TestRideAdminResolver {
    constructor(
        private bookings: TestRideBookingService,
        private slots: TestRideSlotService,
    ) {}

    @Query()
    @Allow(manageTestRidesPermission.Permission)
    testRideBookings(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<TestRideBooking> }) {
        return this.bookings.list(ctx, args.options);
    }

    @Query()
    @Allow(manageTestRidesPermission.Permission)
    async testRideBooking(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        const booking = await this.bookings.findOne(ctx, args.id);
        return booking ? this.bookings.toDto(booking) : null;
    }

    @Query()
    @Allow(manageTestRidesPermission.Permission)
    async testRideSchedules(@Ctx() ctx: RequestContext) {
        const all = await this.slots.listSchedules(ctx);
        return all.map(s => scheduleDto(s, s.place));
    }

    @Mutation()
    @Transaction()
    @Allow(manageTestRidesPermission.Permission)
    updateTestRideStatus(@Ctx() ctx: RequestContext, @Args() args: { id: ID; status: TestRideStatus }) {
        return this.bookings.updateStatus(ctx, args.id, args.status);
    }

    @Mutation()
    @Transaction()
    @Allow(manageTestRideSchedulesPermission.Permission)
    async updateTestRideSchedule(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateScheduleInput }) {
        const { input } = args;
        let weeklyHours: WeeklyHours | undefined;
        if (input.weeklyHours) {
            const current = (await this.slots.getSchedule(ctx, input.placeId)).weeklyHours;
            weeklyHours = [...current];
            for (const d of input.weeklyHours) {
                if (!Number.isInteger(d.day) || d.day < 0 || d.day > 6) continue;
                weeklyHours[d.day] = d.open && d.close ? ({ open: d.open, close: d.close } as DayHours) : null;
            }
        }
        const saved = await this.slots.saveSchedule(ctx, {
            placeId: input.placeId,
            weeklyHours,
            closedDates: input.closedDates ?? undefined,
            slotMinutes: input.slotMinutes ?? undefined,
            dealerCapacity: input.dealerCapacity ?? undefined,
            homeCapacity: input.homeCapacity ?? undefined,
        });
        const place = await this.slots.getPlace(ctx, input.placeId);
        return scheduleDto(saved, place as ExperienceCenter);
    }

    @Mutation()
    @Transaction()
    @Allow(manageTestRidesPermission.Permission)
    sendTestRideReminders(@Ctx() ctx: RequestContext): Promise<number> {
        return this.bookings.sendDueReminders(ctx, this.bookings.now(), true);
    }
}

@Resolver('TestRideChangeResult')
export class AdminTestRideChangeResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return value.__typename;
    }
}

@Resolver('UpdateTestRideStatusResult')
export class UpdateTestRideStatusResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return value.__typename;
    }
}
