import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ForbiddenError, ID, RequestContext, Transaction } from '@vendure/core';

import { CURRENT_MOTORCYCLES, ResolvedTestRidesOptions, SURVEY_ANSWERS, TEST_RIDES_PLUGIN_OPTIONS } from '../constants';
import { Inject } from '@nestjs/common';
import { TestRideBooking } from '../entities/test-ride-booking.entity';
import { TestRideGuessLimiter } from '../services/test-ride-guess-limiter.service';
import {
    ChangeResult,
    CreateResult,
    notFound,
    NotFoundError,
    tooManyAttempts,
    TooManyAttemptsError,
    SlotsQuery,
    SlotsResult,
    TestRideBookingDto,
    TestRideBookingService,
} from '../services/test-ride-booking.service';
import { BookingInput } from '../test-ride-rules';
import { TestRidePlaceDto, TestRideSlotService } from '../services/test-ride-slot.service';

@Resolver()
export class TestRideShopResolver {
    constructor(
        private bookings: TestRideBookingService,
        private slots: TestRideSlotService,
        private limiter: TestRideGuessLimiter,
        @Inject(TEST_RIDES_PLUGIN_OPTIONS) private options: ResolvedTestRidesOptions,
    ) {}

    @Query()
    testRidePlaces(
        @Ctx() ctx: RequestContext,
        @Args() args: { latitude?: number | null; longitude?: number | null },
    ): Promise<TestRidePlaceDto[]> {
        return this.slots.listPlaces(ctx, args.latitude, args.longitude);
    }

    @Query()
    testRideSlots(@Ctx() ctx: RequestContext, @Args() args: { input: SlotsQuery }): Promise<SlotsResult> {
        return this.bookings.listSlots(ctx, args.input);
    }

    @Query()
    testRideFormOptions() {
        return {
            products: this.options.products,
            surveyAnswers: SURVEY_ANSWERS,
            currentMotorcycles: CURRENT_MOTORCYCLES,
            maxServiceDistanceKm: this.options.maxServiceDistanceKm,
            minLeadMinutes: this.options.minLeadMinutes,
            maxDaysAhead: this.options.maxDaysAhead,
        };
    }

    @Query()
    @Transaction()
    async myTestRides(@Ctx() ctx: RequestContext): Promise<TestRideBookingDto[]> {
        const customer = await this.bookings.requireCustomer(ctx);
        if (!customer) throw new ForbiddenError();
        return this.bookings.listForCustomer(ctx, customer);
    }

    @Query()
    async testRideByCode(
        @Ctx() ctx: RequestContext,
        @Args() args: { code: string; phone: string },
    ): Promise<TestRideBookingDto | NotFoundError | TooManyAttemptsError> {
        const found = await this.guestLookup(ctx, args.code, args.phone);
        if (!found.ok) return found.error;
        return this.bookings.toDto(found.booking);
    }

    /** A guest's booking by code + phone, counting failed guesses (TestRideGuessLimiter). */
    private async guestLookup(
        ctx: RequestContext,
        code: string,
        phone: string,
    ): Promise<{ ok: true; booking: TestRideBooking } | { ok: false; error: NotFoundError | TooManyAttemptsError }> {
        const check = await this.limiter.check(ctx, code);
        if (!check.allowed) return { ok: false, error: tooManyAttempts(check.retryAfterSeconds) };
        const booking = await this.bookings.findByCodeAndPhone(ctx, code, phone);
        if (booking) return { ok: true, booking };
        await this.limiter.recordFailure(ctx, code);
        return { ok: false, error: notFound() };
    }

    @Mutation()
    @Transaction()
    createTestRideBooking(@Ctx() ctx: RequestContext, @Args() args: { input: BookingInput }): Promise<CreateResult> {
        return this.bookings.create(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    async rescheduleTestRide(@Ctx() ctx: RequestContext, @Args() args: { id: ID; slotStart: Date }): Promise<ChangeResult> {
        const customer = await this.bookings.requireCustomer(ctx);
        if (!customer) throw new ForbiddenError();
        return this.bookings.reschedule(ctx, await this.bookings.findForCustomer(ctx, customer, args.id), args.slotStart);
    }

    @Mutation()
    @Transaction()
    async cancelTestRide(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<ChangeResult> {
        const customer = await this.bookings.requireCustomer(ctx);
        if (!customer) throw new ForbiddenError();
        return this.bookings.cancelByRider(ctx, await this.bookings.findForCustomer(ctx, customer, args.id));
    }

    @Mutation()
    @Transaction()
    async cancelTestRideByCode(
        @Ctx() ctx: RequestContext,
        @Args() args: { code: string; phone: string },
    ): Promise<ChangeResult | TooManyAttemptsError> {
        const found = await this.guestLookup(ctx, args.code, args.phone);
        if (!found.ok) return found.error;
        return this.bookings.cancelByRider(ctx, found.booking);
    }
}

const byTypename = (value: { __typename?: string }) => value.__typename;

@Resolver('TestRideSlotsResult')
export class TestRideSlotsResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('CreateTestRideBookingResult')
export class CreateTestRideBookingResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('TestRideChangeResult')
export class TestRideChangeResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('TestRideByCodeResult')
export class TestRideByCodeResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('TestRideGuestChangeResult')
export class TestRideGuestChangeResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}
