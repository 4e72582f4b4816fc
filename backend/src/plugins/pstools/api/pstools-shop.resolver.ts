import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ID, RequestContext, Transaction } from '@vendure/core';

import { GUESTBOOK_LEAD_SOURCES, GUESTBOOK_OUTCOMES, GUESTBOOK_PRIORITIES, PROVINCES } from '@alva/rules';
import { BookingInput } from '../../test-rides/test-ride-rules';
import { GuestbookEntryInput, GuestbookFollowUpInput, GuestbookListInput, GuestbookService } from '../services/guestbook.service';
import { StaffAccessService } from '../services/staff-access.service';
import { StaffCustomerService } from '../services/staff-customer.service';

/** Every operation starts with StaffAccessService.require(ctx, <capability>): refused on the server, whatever the UI shows. */
@Resolver()
export class PsToolsShopResolver {
    constructor(
        private access: StaffAccessService,
        private guestbook: GuestbookService,
        private customers: StaffCustomerService,
    ) {}

    @Query()
    customerCheckIsPS(@Ctx() ctx: RequestContext, @Args() args: { email: string }) {
        return this.access.checkIsPS(ctx, args.email);
    }

    @Query()
    async staffProfile(@Ctx() ctx: RequestContext) {
        const staff = await this.access.require(ctx, 'guestbook');
        const c = staff.customer;
        const province = staff.dealer ? PROVINCES.find(p => p.name === staff.dealer!.state) : undefined;
        return {
            id: c.id,
            name: [c.firstName, c.lastName].filter(Boolean).join(' '),
            emailAddress: c.emailAddress,
            isPS: !!c.customFields.isPS,
            role: staff.role,
            capabilities: staff.capabilities,
            regionId: province?.id ?? null,
            region: staff.dealer?.state ?? null,
            dealer: staff.dealer
                ? { id: staff.dealer.id, location: staff.dealer.location, dealerSlug: staff.dealer.dealerSlug, city: staff.dealer.city }
                : null,
            // SPEC GetChannel: the Vendure channel the request is in.
            channel: { code: ctx.channel.code, name: ctx.channel.code === '__default_channel__' ? 'Alva Indonesia' : ctx.channel.code },
        };
    }

    @Query()
    async guestbookFormOptions(@Ctx() ctx: RequestContext) {
        await this.access.require(ctx, 'guestbook');
        return {
            priorities: GUESTBOOK_PRIORITIES,
            leadSources: GUESTBOOK_LEAD_SOURCES,
            outcomes: GUESTBOOK_OUTCOMES,
            products: this.customers.testRideProducts(),
        };
    }

    @Query()
    async guestbookEntries(@Ctx() ctx: RequestContext, @Args() args: { options?: GuestbookListInput }) {
        const staff = await this.access.require(ctx, args.options?.scope === 'TEAM' ? 'teamGuestbook' : 'guestbook');
        return this.guestbook.list(ctx, staff, args.options ?? {});
    }

    @Query()
    async guestbookDuplicates(@Ctx() ctx: RequestContext, @Args() args: { phone?: string; email?: string }) {
        await this.access.require(ctx, 'guestbook');
        return this.guestbook.duplicates(ctx, args.phone, args.email);
    }

    @Query()
    @Transaction()
    async profileCustomerByPS(@Ctx() ctx: RequestContext, @Args() args: { query?: string; customerId?: ID }) {
        const staff = await this.access.require(ctx, 'lookup');
        return this.customers.lookup(ctx, staff, args);
    }

    @Query()
    async staffTestRides(@Ctx() ctx: RequestContext) {
        const staff = await this.access.require(ctx, 'book');
        return this.customers.staffBookings(ctx, staff);
    }

    @Query()
    async jobRecord(@Ctx() ctx: RequestContext) {
        const staff = await this.access.require(ctx, 'jobRecord');
        return this.customers.jobRecord(ctx, staff);
    }

    @Mutation()
    @Transaction()
    async createGuestbookEntry(@Ctx() ctx: RequestContext, @Args() args: { input: GuestbookEntryInput }) {
        const staff = await this.access.require(ctx, 'guestbook');
        return this.guestbook.create(ctx, staff, args.input, this.customers.testRideProducts());
    }

    @Mutation()
    @Transaction()
    async updateGuestbookFollowUp(@Ctx() ctx: RequestContext, @Args() args: { id: ID; input: GuestbookFollowUpInput }) {
        const staff = await this.access.require(ctx, 'guestbook');
        return this.guestbook.followUp(ctx, staff, args.id, args.input);
    }

    @Mutation()
    @Transaction()
    async assignGuestbookEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID; staffEmail: string }) {
        const staff = await this.access.require(ctx, 'teamGuestbook');
        const to = await this.access.staffByEmail(ctx, args.staffEmail);
        const sameDealer = to?.dealer && staff.dealer && String(to.dealer.id) === String(staff.dealer.id);
        if (!to || !(sameDealer || staff.capabilities.includes('allDealers'))) {
            return {
                __typename: 'GuestbookValidationError',
                errorCode: 'GUESTBOOK_INVALID_INPUT',
                message: 'Not a staff member of this dealer.',
                fieldErrors: [{ field: 'staffEmail', code: 'NOT_STAFF' }],
            };
        }
        return this.guestbook.assign(ctx, staff, args.id, to);
    }

    @Mutation()
    @Transaction()
    async createBookingByPS(
        @Ctx() ctx: RequestContext,
        @Args() args: { input: BookingInput; customerId?: ID; guestbookEntryId?: ID },
    ) {
        const staff = await this.access.require(ctx, 'book');
        return this.customers.createBooking(ctx, staff, args.input, args.customerId, args.guestbookEntryId);
    }
}

const byTypename = (value: { __typename?: string }) => value.__typename;

@Resolver('CreateGuestbookEntryResult')
export class CreateGuestbookEntryResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('GuestbookChangeResult')
export class GuestbookChangeResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('ProfileCustomerByPSResult')
export class ProfileCustomerByPSResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('CreateBookingByPSResult')
export class CreateBookingByPSResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}
