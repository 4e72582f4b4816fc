import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Customer, ID, Order, RequestContext, TransactionalConnection } from '@vendure/core';
import { Brackets, In } from 'typeorm';

import { checkEmail, checkPhone, lookupQueryKind, normalizeEmail, toE164 } from '@alva/rules';
import { CustomerDocument } from '../../identity-documents/entities/customer-document.entity';
import { MarketingLead } from '../../leads/entities/marketing-lead.entity';
import { ResolvedTestRidesOptions, TEST_RIDES_PLUGIN_OPTIONS } from '../../test-rides/constants';
import { TestRideBooking } from '../../test-rides/entities/test-ride-booking.entity';
import { CreateResult, TestRideBookingService } from '../../test-rides/services/test-ride-booking.service';
import { BookingInput } from '../../test-rides/test-ride-rules';
import { GuestbookEntry } from '../entities/guestbook-entry.entity';
import { StaffBooking } from '../entities/staff-booking.entity';
import { StaffLookupLog } from '../entities/staff-lookup-log.entity';
import { GuestbookService } from './guestbook.service';
import { Staff } from './staff-access.service';

export type LookupNotFound = {
    __typename: 'StaffLookupNotFoundError';
    errorCode: 'CUSTOMER_NOT_FOUND';
    /** SPEC §6 wording: 'No customer found' (a phone/e-mail search), 'Customer not found' (an id). */
    message: 'No customer found' | 'Customer not found';
};

export type LookupInvalid = {
    __typename: 'StaffLookupValidationError';
    errorCode: 'LOOKUP_INVALID_INPUT';
    message: string;
    fieldErrors: Array<{ field: string; code: string }>;
};

const FINAL_RIDE_STATUSES = ['COMPLETED', 'CANCELLED', 'NO_SHOW'];

/**
 * The staff side of customers: the look-up by phone or e-mail (profileCustomerByPS, every call logged), the bookings
 * staff make for them (createBookingByPS, through the customer flow's own TestRideBookingService: the same slots,
 * capacity, survey and confirmation) and the staff member's job record.
 */
@Injectable()
export class StaffCustomerService implements OnModuleInit {
    private bookings: TestRideBookingService;
    private testRideOptions: ResolvedTestRidesOptions;

    constructor(
        private connection: TransactionalConnection,
        private moduleRef: ModuleRef,
        private guestbook: GuestbookService,
    ) {}

    onModuleInit() {
        // The test-rides plugin's service (another plugin module): looked up across modules.
        this.bookings = this.moduleRef.get(TestRideBookingService, { strict: false });
        this.testRideOptions = this.moduleRef.get(TEST_RIDES_PLUGIN_OPTIONS, { strict: false });
    }

    /** The motorcycles that can be test-ridden (the guestbook's "motorcycle of interest"). */
    testRideProducts(): string[] {
        return this.testRideOptions.products;
    }

    get bookingService(): TestRideBookingService {
        return this.bookings;
    }

    async lookup(ctx: RequestContext, staff: Staff, args: { query?: string | null; customerId?: ID | null }) {
        const byId = args.customerId !== undefined && args.customerId !== null && args.customerId !== '';
        let phone: string | null = null;
        let email: string | null = null;
        let customer: Customer | null = null;
        const customers = this.connection.getRepository(ctx, Customer);
        if (byId) {
            customer = await customers.findOne({ where: { id: args.customerId as ID } });
            customer = customer && !customer.deletedAt ? customer : null;
        } else {
            const kind = lookupQueryKind(args.query);
            if (!kind) {
                return {
                    __typename: 'StaffLookupValidationError' as const,
                    errorCode: 'LOOKUP_INVALID_INPUT' as const,
                    message: 'Enter a phone number or an e-mail address.',
                    fieldErrors: [{ field: 'query', code: (args.query ?? '').trim() ? 'LOOKUP_FORMAT' : 'REQUIRED' }],
                } satisfies LookupInvalid;
            }
            if (kind === 'phone') phone = toE164(args.query);
            else email = normalizeEmail(args.query);
            const qb = customers.createQueryBuilder('c').where('c.deletedAt IS NULL');
            if (phone) qb.andWhere('c.phoneNumber = :phone', { phone });
            else qb.andWhere('LOWER(c.emailAddress) = :email', { email });
            customer = await qb.orderBy('c.id', 'ASC').getOne();
        }
        const asked = byId ? `id:${String(args.customerId)}` : (phone ?? email ?? '');
        if (customer) {
            phone = phone ?? (customer.phoneNumber && !checkPhone(customer.phoneNumber) ? toE164(customer.phoneNumber) : null);
            email = email ?? (customer.emailAddress && !checkEmail(customer.emailAddress) ? normalizeEmail(customer.emailAddress) : null);
        }
        const customerId = customer ? String(customer.id) : null;
        const [rides, leads, guestbook, orders] = await Promise.all([
            this.ridesFor(ctx, customerId, phone, email),
            phone
                ? this.connection.getRepository(ctx, MarketingLead).find({ where: { phone }, order: { createdAt: 'DESC' }, take: 50 })
                : Promise.resolve([]),
            this.guestbook.forContact(ctx, phone, email, customerId),
            customer
                ? this.connection.getRepository(ctx, Order).find({
                      where: { customerId: customer.id, active: false },
                      order: { createdAt: 'DESC' },
                      take: 50,
                  })
                : Promise.resolve([] as Order[]),
        ]);
        const documentsShown = !!customer && staff.capabilities.includes('viewDocuments');
        const documents = documentsShown
            ? await this.connection.getRepository(ctx, CustomerDocument).find({ where: { customerId: customer!.id } })
            : [];
        const found = !!customer || rides.length > 0 || leads.length > 0 || guestbook.length > 0;
        // Every look-up is logged, found or not (personal data).
        await this.connection.getRepository(ctx, StaffLookupLog).save(
            new StaffLookupLog({
                staffCustomerId: staff.id,
                query: asked,
                foundCustomerId: customerId,
                documentsShown,
            }),
        );
        if (!found) {
            return {
                __typename: 'StaffLookupNotFoundError' as const,
                errorCode: 'CUSTOMER_NOT_FOUND' as const,
                message: byId ? ('Customer not found' as const) : ('No customer found' as const),
            } satisfies LookupNotFound;
        }
        return {
            __typename: 'StaffCustomerProfile' as const,
            customer: customer
                ? {
                      id: customer.id,
                      name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
                      emailAddress: customer.emailAddress,
                      phoneNumber: customer.phoneNumber || null,
                      persona: customer.customFields?.persona ?? null,
                      createdAt: customer.createdAt,
                  }
                : null,
            phone,
            email,
            bookings: rides.map(b => this.bookings.toDto(b)),
            leads: leads.map(l => ({ id: l.id, fullName: l.fullName, phone: l.phone, city: l.city, source: l.source, productSlug: l.productSlug, createdAt: l.createdAt })),
            guestbook,
            orders: orders.map(o => ({
                id: o.id,
                code: o.code,
                state: o.state,
                totalWithTax: o.subTotalWithTax + (o.shippingWithTax ?? 0),
                currencyCode: o.currencyCode,
                orderPlacedAt: o.orderPlacedAt ?? null,
            })),
            documentsShown,
            documents: documents.map(d => ({
                type: d.type,
                kind: d.kind,
                // Never the number itself nor the image: the last 4 characters, to match a card in hand.
                maskedNumber: d.number ? `••••${d.number.slice(-4)}` : null,
                hasImage: !!d.fileKey,
            })),
        };
    }

    private async ridesFor(ctx: RequestContext, customerId: string | null, phone: string | null, email: string | null) {
        if (!customerId && !phone && !email) return [];
        return this.connection
            .getRepository(ctx, TestRideBooking)
            .createQueryBuilder('b')
            .leftJoinAndSelect('b.place', 'place')
            .where(
                new Brackets(qb => {
                    qb.where('1 = 0');
                    if (customerId) qb.orWhere('b.customerId = :customerId', { customerId });
                    if (phone) qb.orWhere('b.guestPhone = :phone', { phone });
                    if (email) qb.orWhere('b.guestEmail = :email', { email });
                }),
            )
            .orderBy('b.slotStart', 'DESC')
            .take(50)
            .getMany();
    }

    /**
     * createBookingByPS: the customer flow's booking for a customer (by id, from a look-up) or a guestbook visitor;
     * blank contact fields are filled from them. The booking is theirs, not the staff member's.
     */
    async createBooking(
        ctx: RequestContext,
        staff: Staff,
        input: BookingInput,
        customerId?: ID | null,
        guestbookEntryId?: ID | null,
    ): Promise<CreateResult | { __typename: 'GuestbookNotFoundError'; errorCode: 'GUESTBOOK_NOT_FOUND'; message: string } | { __typename: 'StaffLookupNotFoundError'; errorCode: 'CUSTOMER_NOT_FOUND'; message: 'Customer not found' }> {
        let customer: Customer | undefined;
        if (customerId !== undefined && customerId !== null && customerId !== '') {
            const found = await this.connection.getRepository(ctx, Customer).findOne({ where: { id: customerId } });
            if (!found || found.deletedAt) return { __typename: 'StaffLookupNotFoundError', errorCode: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' };
            customer = found;
        }
        let entry: GuestbookEntry | null = null;
        if (guestbookEntryId !== undefined && guestbookEntryId !== null && guestbookEntryId !== '') {
            entry = await this.guestbook.findVisible(ctx, staff, guestbookEntryId);
            if (!entry) return { __typename: 'GuestbookNotFoundError', errorCode: 'GUESTBOOK_NOT_FOUND', message: 'Guestbook entry not found.' };
            if (!customer && entry.customerId) {
                customer = (await this.connection.getRepository(ctx, Customer).findOne({ where: { id: entry.customerId } })) ?? undefined;
            }
        }
        const blank = (v: string | null | undefined) => !v?.trim();
        const filled: BookingInput = {
            ...input,
            name: !blank(input.name) ? input.name : entry?.fullName ?? [customer?.firstName, customer?.lastName].filter(Boolean).join(' '),
            phone: !blank(input.phone) ? input.phone : entry?.phone ?? customer?.phoneNumber,
            email: !blank(input.email) ? input.email : entry?.email ?? customer?.emailAddress,
        };
        const result = await this.bookings.create(ctx, filled, { customer });
        if (result.__typename === 'TestRideBooking') {
            const links = this.connection.getRepository(ctx, StaffBooking);
            if (!(await links.exists({ where: { bookingId: String(result.id) } }))) {
                await links.save(
                    new StaffBooking({ bookingId: String(result.id), staffCustomerId: staff.id, guestbookEntryId: entry ? String(entry.id) : null }),
                );
            }
        }
        return result;
    }

    /** The bookings this staff member made, latest slot first. */
    async staffBookings(ctx: RequestContext, staff: Staff) {
        const links = await this.connection.getRepository(ctx, StaffBooking).find({ where: { staffCustomerId: staff.id } });
        if (!links.length) return [];
        const rows = await this.connection.getRepository(ctx, TestRideBooking).find({
            where: { id: In(links.map(l => l.bookingId)) },
            relations: { place: true },
            order: { slotStart: 'DESC' },
        });
        return rows.map(b => this.bookings.toDto(b));
    }

    /** jobRecord: the staff member's work items with when each started and was settled (null while open). */
    async jobRecord(ctx: RequestContext, staff: Staff) {
        const entries = await this.connection
            .getRepository(ctx, GuestbookEntry)
            .find({ where: { createdByCustomerId: staff.id }, order: { createdAt: 'DESC' }, take: 200 });
        const links = await this.connection.getRepository(ctx, StaffBooking).find({ where: { staffCustomerId: staff.id }, take: 200 });
        const rides = links.length
            ? await this.connection.getRepository(ctx, TestRideBooking).find({ where: { id: In(links.map(l => l.bookingId)) } })
            : [];
        const items = [
            ...entries.map(e => ({
                kind: 'GUESTBOOK',
                refId: String(e.id),
                title: e.fullName,
                startedAt: e.createdAt,
                settledAt: e.completedAt ?? null,
            })),
            ...rides.map(b => ({
                kind: 'TEST_RIDE',
                refId: String(b.id),
                title: `${b.code} ${b.guestName}`,
                startedAt: b.createdAt,
                // Settled when the ride reached a final status (the last change of the booking).
                settledAt: FINAL_RIDE_STATUSES.includes(b.status) ? b.updatedAt : null,
            })),
        ];
        return items.sort((a, b) => new Date(b.startedAt).getTime() - new Date(a.startedAt).getTime());
    }
}
