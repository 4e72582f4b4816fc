import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction } from '@vendure/core';

import { manageTestRideSchedulesPermission, manageTestRidesPermission, TestRideStatus } from '../constants';
import { TestRideBooking } from '../entities/test-ride-booking.entity';
import { TestRideBookingService } from '../services/test-ride-booking.service';
import { EffectiveSchedule, ScheduleChanges, TestRideSlotService, toPlaceDto } from '../services/test-ride-slot.service';
import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';

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
    async testRideSchedulePlaces(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<ExperienceCenter> },
    ) {
        const page = await this.slots.listSchedulePlaces(ctx, args.options);
        // The page's schedules in one query (resolving each place's schedule on its own was one query per row).
        const schedules = await this.slots.getSchedules(
            ctx,
            page.items.map(place => place.id),
        );
        return {
            totalItems: page.totalItems,
            items: page.items.map(place => ({
                ...place,
                schedule: scheduleDto(schedules.get(String(place.id)) as EffectiveSchedule, place),
            })),
        };
    }

    @Query()
    @Allow(manageTestRidesPermission.Permission)
    async testRideSchedule(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        const place = await this.slots.getPlace(ctx, args.id);
        return place ? scheduleDto(await this.slots.getSchedule(ctx, place.id), place) : null;
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
    async updateTestRideSchedule(@Ctx() ctx: RequestContext, @Args() args: { input: ScheduleChanges }) {
        const saved = await this.slots.saveSchedule(ctx, args.input);
        const place = await this.slots.getPlace(ctx, args.input.placeId);
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
