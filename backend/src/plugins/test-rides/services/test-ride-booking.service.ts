import { Inject, Injectable } from '@nestjs/common';
import {
    Customer,
    CustomerService,
    EventBus,
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    Logger,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { randomInt } from 'crypto';
import { Brackets, IsNull } from 'typeorm';

import {
    ACTIVE_STATUSES,
    loggerCtx,
    ResolvedTestRidesOptions,
    slotKindFor,
    STATUS_TRANSITIONS,
    TEST_RIDES_PLUGIN_OPTIONS,
    TestRideLocationType,
    TestRideStatus,
} from '../constants';
import { renameListFields } from '../../../common/list-options';
import { verifiedContactsOf } from '../../accounts/services/verified-contacts';
import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';
import { TestRideBooking } from '../entities/test-ride-booking.entity';
import { TestRideEvent } from '../test-ride-event';
import { BOOKING_CODE_ALPHABET, bookingLookupKey, checkPhone, normalizeEmail, toE164 } from '@alva/rules';
import {
    addDays,
    BookingInput,
    FieldError,
    fromJakarta,
    hasCoordinates,
    isLocalDate,
    toJakarta,
    validateBooking,
} from '../test-ride-rules';
import { EffectiveSchedule, isBookablePlace, SlotAvailability, TestRidePlaceDto, TestRideSlotService, toPlaceDto } from './test-ride-slot.service';

// ---------------------------------------------------------------------------------------------
// GraphQL results (ErrorResult union members carry __typename; see api-extensions.ts)
// ---------------------------------------------------------------------------------------------

type ErrorShape<T extends string, C extends string, X = object> = { __typename: T; errorCode: C; message: string } & X;

export type ValidationError = ErrorShape<'TestRideValidationError', 'INVALID_INPUT', { fieldErrors: FieldError[] }>;
export type SlotFullError = ErrorShape<'TestRideSlotFullError', 'SLOT_FULL'>;
export type SlotUnavailableError = ErrorShape<'TestRideSlotUnavailableError', 'SLOT_UNAVAILABLE'>;
export type OutsideServiceAreaError = ErrorShape<
    'TestRideOutsideServiceAreaError',
    'OUTSIDE_SERVICE_AREA',
    { distanceKm: number | null; maxDistanceKm: number }
>;
export type LocationUndeterminedError = ErrorShape<'TestRideLocationUndeterminedError', 'LOCATION_UNDETERMINED'>;
export type NotChangeableError = ErrorShape<'TestRideNotChangeableError', 'BOOKING_NOT_CHANGEABLE', { status: TestRideStatus }>;
export type NotFoundError = ErrorShape<'TestRideNotFoundError', 'BOOKING_NOT_FOUND'>;
export type TooManyAttemptsError = ErrorShape<
    'TestRideTooManyAttemptsError',
    'TOO_MANY_ATTEMPTS',
    { retryAfterSeconds: number }
>;

export interface TestRideBookingDto {
    __typename: 'TestRideBooking';
    id: ID;
    code: string;
    status: TestRideStatus;
    productSlug: string;
    locationType: TestRideLocationType;
    place: TestRidePlaceDto;
    placeId: ID;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
    distanceKm: number | null;
    slotStart: Date;
    slotEnd: Date;
    localDate: string;
    localTime: string;
    name: string;
    phone: string;
    email: string;
    surveyAnswers: string[];
    currentMotorcycle: string;
    languageCode: string;
    notificationChannel: string;
    changeable: boolean;
    customerId: ID | null;
    reminderSentAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
}

export interface SlotListDto {
    __typename: 'TestRideSlotList';
    place: TestRidePlaceDto;
    date: string;
    locationType: TestRideLocationType;
    slots: SlotAvailability[];
}

export type SlotsResult = SlotListDto | ValidationError | OutsideServiceAreaError | LocationUndeterminedError;
export type CreateResult =
    | TestRideBookingDto
    | ValidationError
    | SlotFullError
    | SlotUnavailableError
    | OutsideServiceAreaError
    | LocationUndeterminedError;
export type ChangeResult = TestRideBookingDto | SlotFullError | SlotUnavailableError | NotChangeableError | NotFoundError;

const invalid = (fieldErrors: FieldError[]): ValidationError => ({
    __typename: 'TestRideValidationError',
    errorCode: 'INVALID_INPUT',
    message: `Invalid input: ${fieldErrors.map(e => `${e.field} ${e.code}`).join(', ')}`,
    fieldErrors,
});
const slotFull = (): SlotFullError => ({
    __typename: 'TestRideSlotFullError',
    errorCode: 'SLOT_FULL',
    message: 'This time slot is fully booked. Please choose another time.',
});
const slotUnavailable = (): SlotUnavailableError => ({
    __typename: 'TestRideSlotUnavailableError',
    errorCode: 'SLOT_UNAVAILABLE',
    message: 'This time slot cannot be booked (closed, in the past or too far ahead).',
});
const locationUndetermined = (): LocationUndeterminedError => ({
    __typename: 'TestRideLocationUndeterminedError',
    errorCode: 'LOCATION_UNDETERMINED',
    message: 'The location cannot be determined.',
});
export const tooManyAttempts = (retryAfterSeconds: number): TooManyAttemptsError => ({
    __typename: 'TestRideTooManyAttemptsError',
    errorCode: 'TOO_MANY_ATTEMPTS',
    message: 'Too many attempts. Please try again later.',
    retryAfterSeconds,
});
export const notFound = (): NotFoundError => ({
    __typename: 'TestRideNotFoundError',
    errorCode: 'BOOKING_NOT_FOUND',
    message: 'Test-ride booking not found.',
});
const notChangeable = (status: TestRideStatus): NotChangeableError => ({
    __typename: 'TestRideNotChangeableError',
    errorCode: 'BOOKING_NOT_CHANGEABLE',
    message: `A ${status.toLowerCase()} test ride cannot be changed.`,
    status,
});

interface ResolvedPlace {
    place: ExperienceCenter;
    schedule: EffectiveSchedule;
    distanceKm: number | null;
}

export interface SlotsQuery {
    placeId?: ID | null;
    locationType: TestRideLocationType;
    date: string;
    latitude?: number | null;
    longitude?: number | null;
}

@Injectable()
export class TestRideBookingService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private slots: TestRideSlotService,
        private customerService: CustomerService,
        private eventBus: EventBus,
        @Inject(TEST_RIDES_PLUGIN_OPTIONS) private options: ResolvedTestRidesOptions,
    ) {}

    /** Overridable clock (tests). */
    now(): Date {
        return new Date();
    }

    // -----------------------------------------------------------------------------------------
    // Slots
    // -----------------------------------------------------------------------------------------

    async listSlots(ctx: RequestContext, q: SlotsQuery): Promise<SlotsResult> {
        if (!isLocalDate(q.date)) return invalid([{ field: 'date', code: 'DATE_FORMAT' }]);
        const resolved = await this.resolvePlace(ctx, q.locationType, q.placeId ?? null, q.latitude, q.longitude);
        if ('errorCode' in resolved) return resolved;
        const kind = slotKindFor(q.locationType);
        const slots = await this.slots.availability(ctx, resolved.place, resolved.schedule, kind, q.date, this.now());
        return {
            __typename: 'TestRideSlotList',
            place: toPlaceDto(resolved.place, resolved.distanceKm),
            date: q.date,
            locationType: q.locationType,
            slots,
        };
    }

    private async resolvePlace(
        ctx: RequestContext,
        locationType: TestRideLocationType,
        placeId: ID | null,
        latitude?: number | null,
        longitude?: number | null,
    ): Promise<ResolvedPlace | ValidationError | LocationUndeterminedError | OutsideServiceAreaError> {
        if (locationType === 'DEALER') {
            if (placeId === null || placeId === undefined || placeId === '') return invalid([{ field: 'placeId', code: 'REQUIRED' }]);
            const place = await this.slots.getPlace(ctx, placeId);
            if (!place || !isBookablePlace(place)) return invalid([{ field: 'placeId', code: 'PLACE_UNAVAILABLE' }]);
            return { place, schedule: await this.slots.getSchedule(ctx, place.id), distanceKm: null };
        }
        if (!hasCoordinates(latitude, longitude)) return locationUndetermined();
        const serving = await this.slots.findServingPlace(ctx, latitude as number, longitude as number);
        if (!serving.ok) {
            return {
                __typename: 'TestRideOutsideServiceAreaError' as const,
                errorCode: 'OUTSIDE_SERVICE_AREA' as const,
                message: 'The address is too far to reach: change it, or test-ride at a nearby dealer.',
                distanceKm: serving.distanceKm,
                maxDistanceKm: this.options.maxServiceDistanceKm,
            };
        }
        return { place: serving.place, schedule: serving.schedule, distanceKm: serving.distanceKm };
    }

    // -----------------------------------------------------------------------------------------
    // Booking
    // -----------------------------------------------------------------------------------------

    /**
     * `onBehalf`: a booking that staff make for a customer (pstools createBookingByPS): the booking is the customer's
     * (or a guest's when `customer` is undefined), never the signed-in staff member's.
     */
    async create(ctx: RequestContext, input: BookingInput, onBehalf?: { customer: Customer | undefined }): Promise<CreateResult> {
        const customer = onBehalf ? onBehalf.customer : await this.activeCustomer(ctx);
        const key = input.idempotencyKey?.trim() || null;
        if (key) {
            const existing = await this.findByKey(ctx, key);
            if (existing && this.sameRequester(existing, customer, input)) return this.toDto(existing);
        }
        const filled: BookingInput = customer
            ? {
                  ...input,
                  name: input.name?.trim() ? input.name : [customer.firstName, customer.lastName].filter(Boolean).join(' '),
                  phone: input.phone?.trim() ? input.phone : customer.phoneNumber,
                  email: input.email?.trim() ? input.email : customer.emailAddress,
              }
            : input;
        const checked = validateBooking(filled, this.options.products);
        if (!checked.ok) return invalid(checked.errors);
        const v = checked.value;

        const resolved = await this.resolvePlace(ctx, v.locationType, v.placeId, v.latitude, v.longitude);
        if ('errorCode' in resolved) return resolved;
        const { place, schedule, distanceKm } = resolved;
        const kind = slotKindFor(v.locationType);
        const capacity = this.slots.capacityOf(schedule, kind);
        if (capacity <= 0 || !this.slots.isBookableTime(schedule, v.slotStart, this.now())) return slotUnavailable();

        const slot = await this.slots.ensureSlot(ctx, place.id, v.slotStart, kind, capacity);
        // The booking row is written before the seat is taken: with an idempotency key, a concurrent double
        // submit then waits on (PostgreSQL) or skips (SQLite) the unique key instead of taking a second seat.
        const code = await this.newCode(ctx);
        const repo = this.connection.getRepository(ctx, TestRideBooking);
        await repo
            .createQueryBuilder()
            .insert()
            .into(TestRideBooking)
            .values({
                code,
                customerId: customer?.id ?? null,
                guestName: v.name,
                guestPhone: v.phone,
                guestEmail: v.email,
                productSlug: v.productSlug,
                locationType: v.locationType,
                placeId: place.id,
                slotId: slot.id,
                address: v.address,
                latitude: v.locationType === 'DEALER' ? null : v.latitude,
                longitude: v.locationType === 'DEALER' ? null : v.longitude,
                distanceKm: v.locationType === 'DEALER' ? null : distanceKm,
                slotStart: v.slotStart,
                durationMinutes: schedule.slotMinutes,
                status: 'REQUESTED',
                surveyAnswers: v.surveyAnswers,
                currentMotorcycle: v.currentMotorcycle,
                languageCode: v.languageCode,
                notificationChannel: v.notificationChannel,
                idempotencyKey: v.idempotencyKey,
            } as any)
            .orIgnore()
            .execute();
        const mine = await repo.findOne({ where: { code }, relations: { place: true } });
        if (!mine) {
            // The idempotency key was taken by a concurrent submit that has committed in the meantime.
            const other = v.idempotencyKey ? await this.findByKey(ctx, v.idempotencyKey) : null;
            if (other && this.sameRequester(other, customer, input)) return this.toDto(other);
            return invalid([{ field: 'idempotencyKey', code: 'INVALID_VALUE' }]);
        }
        if (!(await this.slots.reserve(ctx, slot.id))) {
            await repo.delete({ id: mine.id });
            return slotFull();
        }
        await this.eventBus.publish(new TestRideEvent(ctx, mine, 'created'));
        return this.toDto(mine);
    }

    private sameRequester(b: TestRideBooking, customer: Customer | undefined, input: BookingInput): boolean {
        if (customer) return String(b.customerId) === String(customer.id);
        return !b.customerId && b.guestPhone === toE164(input.phone);
    }

    private findByKey(ctx: RequestContext, idempotencyKey: string) {
        return this.connection
            .getRepository(ctx, TestRideBooking)
            .findOne({ where: { idempotencyKey }, relations: { place: true } });
    }

    private async newCode(ctx: RequestContext): Promise<string> {
        const repo = this.connection.getRepository(ctx, TestRideBooking);
        for (let attempt = 0; attempt < 10; attempt++) {
            let code = 'TR-';
            for (let i = 0; i < 6; i++) code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
            if (!(await repo.exists({ where: { code } }))) return code;
        }
        throw new Error('Could not generate a unique test-ride code');
    }

    // -----------------------------------------------------------------------------------------
    // Customer's bookings
    // -----------------------------------------------------------------------------------------

    private async activeCustomer(ctx: RequestContext): Promise<Customer | undefined> {
        if (!ctx.activeUserId) return undefined;
        return this.customerService.findOneByUserId(ctx, ctx.activeUserId);
    }

    async requireCustomer(ctx: RequestContext): Promise<Customer | undefined> {
        return this.activeCustomer(ctx);
    }

    /**
     * Guest bookings made with the customer's e-mail or phone (and no account yet) become theirs, but only by an
     * address or number that is verified (accounts/services/verified-contacts.ts): anybody can type somebody
     * else's phone number into a profile or a guest form.
     */
    async attachGuestBookings(ctx: RequestContext, customer: Customer): Promise<number> {
        const verified = await verifiedContactsOf(this.connection, ctx, customer);
        const emails = verified.emails.map(normalizeEmail).filter(Boolean);
        const phones = verified.phones.filter(p => !checkPhone(p)).map(toE164);
        if (!emails.length && !phones.length) return 0;
        const result = await this.connection
            .getRepository(ctx, TestRideBooking)
            .createQueryBuilder()
            .update(TestRideBooking)
            .set({ customerId: customer.id } as any)
            .where('"customerId" IS NULL')
            .andWhere(
                new Brackets(qb => {
                    if (emails.length) qb.orWhere('"guestEmail" IN (:...emails)', { emails });
                    if (phones.length) qb.orWhere('"guestPhone" IN (:...phones)', { phones });
                }),
            )
            .execute();
        return result.affected ?? 0;
    }

    async listForCustomer(ctx: RequestContext, customer: Customer): Promise<TestRideBookingDto[]> {
        await this.attachGuestBookings(ctx, customer);
        const rows = await this.connection.getRepository(ctx, TestRideBooking).find({
            where: { customerId: customer.id },
            relations: { place: true },
            order: { slotStart: 'DESC', id: 'DESC' },
        });
        return rows.map(b => this.toDto(b));
    }

    async findForCustomer(ctx: RequestContext, customer: Customer, id: ID): Promise<TestRideBooking | null> {
        return this.connection
            .getRepository(ctx, TestRideBooking)
            .findOne({ where: { id, customerId: customer.id }, relations: { place: true } });
    }

    async findByCodeAndPhone(ctx: RequestContext, code: string, phone: string): Promise<TestRideBooking | null> {
        // The find-booking form's own schema (@alva/rules findBookingSchema): a malformed code or phone finds nothing.
        const key = bookingLookupKey(code, phone);
        if (!key) return null;
        return this.connection.getRepository(ctx, TestRideBooking).findOne({
            where: { code: key.code, guestPhone: key.phone },
            relations: { place: true },
        });
    }

    async reschedule(ctx: RequestContext, booking: TestRideBooking | null, slotStartInput: Date | string): Promise<ChangeResult> {
        if (!booking) return notFound();
        if (!ACTIVE_STATUSES.includes(booking.status)) return notChangeable(booking.status);
        const slotStart = new Date(slotStartInput);
        if (Number.isNaN(slotStart.getTime())) return slotUnavailable();
        if (slotStart.getTime() === new Date(booking.slotStart).getTime()) return this.toDto(booking);
        if (!isBookablePlace(booking.place)) return slotUnavailable();
        const schedule = await this.slots.getSchedule(ctx, booking.placeId);
        const kind = slotKindFor(booking.locationType);
        const capacity = this.slots.capacityOf(schedule, kind);
        if (capacity <= 0 || !this.slots.isBookableTime(schedule, slotStart, this.now())) return slotUnavailable();
        const slot = await this.slots.ensureSlot(ctx, booking.placeId, slotStart, kind, capacity);
        // New seat first: if it is gone, the customer keeps the old one.
        if (!(await this.slots.reserve(ctx, slot.id))) return slotFull();
        await this.slots.release(ctx, booking.slotId);
        const previous = booking.slotStart;
        const repo = this.connection.getRepository(ctx, TestRideBooking);
        await repo.update({ id: booking.id }, { slotId: slot.id, slotStart, reminderSentAt: null } as any);
        const updated = await repo.findOneOrFail({ where: { id: booking.id }, relations: { place: true } });
        await this.eventBus.publish(new TestRideEvent(ctx, updated, 'rescheduled', previous));
        return this.toDto(updated);
    }

    /**
     * The rider (signed-in customer or guest with code + phone) cancels only what is still ahead (the `changeable`
     * flag): once the slot has started, the booking's outcome is staff's to record.
     */
    async cancelByRider(ctx: RequestContext, booking: TestRideBooking | null): Promise<ChangeResult> {
        if (!booking) return notFound();
        if (!ACTIVE_STATUSES.includes(booking.status)) return notChangeable(booking.status);
        if (new Date(booking.slotStart).getTime() <= this.now().getTime()) return notChangeable(booking.status);
        return this.toDto(await this.setStatus(ctx, booking, 'CANCELLED'));
    }

    private async setStatus(ctx: RequestContext, booking: TestRideBooking, status: TestRideStatus): Promise<TestRideBooking> {
        const repo = this.connection.getRepository(ctx, TestRideBooking);
        // Guarded by the current status, so two concurrent cancels free the seat once.
        const result = await repo
            .createQueryBuilder()
            .update(TestRideBooking)
            .set({ status, ...(status === 'CANCELLED' ? { cancelledAt: this.now() } : {}) } as any)
            .where('id = :id', { id: booking.id })
            .andWhere('status = :from', { from: booking.status })
            .execute();
        if (result.affected === 1 && status === 'CANCELLED') await this.slots.release(ctx, booking.slotId);
        const updated = await repo.findOneOrFail({ where: { id: booking.id }, relations: { place: true } });
        if (result.affected === 1) {
            await this.eventBus.publish(new TestRideEvent(ctx, updated, status === 'CANCELLED' ? 'cancelled' : 'status'));
        }
        return updated;
    }

    // -----------------------------------------------------------------------------------------
    // Staff
    // -----------------------------------------------------------------------------------------

    /** Staff's list: the standard list options, latest slot first unless sorted otherwise. */
    async list(ctx: RequestContext, options?: ListQueryOptions<TestRideBooking>): Promise<PaginatedList<TestRideBookingDto>> {
        const [rows, totalItems] = await this.listQueryBuilder
            // GraphQL names of the guest's contact fields.
            .build(TestRideBooking, renameListFields(options, { name: 'guestName', phone: 'guestPhone', email: 'guestEmail' }), {
                ctx,
                relations: ['place'],
                orderBy: { slotStart: 'DESC', id: 'DESC' },
            })
            .getManyAndCount();
        return { items: rows.map(b => this.toDto(b)), totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<TestRideBooking | null> {
        return this.connection.getRepository(ctx, TestRideBooking).findOne({ where: { id }, relations: { place: true } });
    }

    async updateStatus(ctx: RequestContext, id: ID, status: TestRideStatus): Promise<TestRideBookingDto | NotChangeableError | NotFoundError> {
        const booking = await this.findOne(ctx, id);
        if (!booking) return notFound();
        if (booking.status === status) return this.toDto(booking);
        if (!STATUS_TRANSITIONS[booking.status].includes(status)) return notChangeable(booking.status);
        return this.toDto(await this.setStatus(ctx, booking, status));
    }

    // -----------------------------------------------------------------------------------------
    // Reminders
    // -----------------------------------------------------------------------------------------

    /**
     * Sends the day-before reminder of every active booking whose slot is on the next local (Jakarta) day
     * and that has none yet. Runs hourly (scheduled task); only between 09:00 and 21:00 local time so
     * nobody is woken up. Returns the number of reminders sent.
     */
    async sendDueReminders(ctx: RequestContext, now: Date = this.now(), ignoreQuietHours = false): Promise<number> {
        const local = toJakarta(now);
        if (!ignoreQuietHours && (local.time < '09:00' || local.time >= '21:00')) return 0;
        const tomorrow = addDays(local.date, 1);
        const repo = this.connection.getRepository(ctx, TestRideBooking);
        const due = await repo
            .createQueryBuilder('booking')
            .leftJoinAndSelect('booking.place', 'place')
            .where('booking.status IN (:...statuses)', { statuses: ACTIVE_STATUSES })
            .andWhere('booking.reminderSentAt IS NULL')
            .andWhere('booking.slotStart >= :from AND booking.slotStart < :to', {
                from: fromJakarta(tomorrow, '00:00'),
                to: fromJakarta(addDays(tomorrow, 1), '00:00'),
            })
            .getMany();
        let sent = 0;
        for (const booking of due) {
            const claimed = await repo.update({ id: booking.id, reminderSentAt: IsNull() }, { reminderSentAt: now });
            if (claimed.affected !== 1) continue;
            booking.reminderSentAt = now;
            await this.eventBus.publish(new TestRideEvent(ctx, booking, 'reminder'));
            sent++;
        }
        if (sent) Logger.info(`Sent ${sent} test-ride reminder(s) for ${tomorrow}`, loggerCtx);
        return sent;
    }

    // -----------------------------------------------------------------------------------------

    toDto(b: TestRideBooking): TestRideBookingDto {
        const slotStart = new Date(b.slotStart);
        const local = toJakarta(slotStart);
        return {
            __typename: 'TestRideBooking',
            id: b.id,
            code: b.code,
            status: b.status,
            productSlug: b.productSlug,
            locationType: b.locationType,
            place: toPlaceDto(b.place),
            placeId: b.placeId,
            address: b.address ?? null,
            latitude: b.latitude === null || b.latitude === undefined ? null : Number(b.latitude),
            longitude: b.longitude === null || b.longitude === undefined ? null : Number(b.longitude),
            distanceKm: b.distanceKm === null || b.distanceKm === undefined ? null : Math.round(Number(b.distanceKm) * 10) / 10,
            slotStart,
            slotEnd: new Date(slotStart.getTime() + (b.durationMinutes ?? 60) * 60_000),
            localDate: local.date,
            localTime: local.time,
            name: b.guestName,
            phone: b.guestPhone,
            email: b.guestEmail,
            surveyAnswers: b.surveyAnswers ?? [],
            currentMotorcycle: b.currentMotorcycle,
            languageCode: b.languageCode,
            notificationChannel: b.notificationChannel,
            changeable: ACTIVE_STATUSES.includes(b.status) && slotStart.getTime() > this.now().getTime(),
            customerId: b.customerId ?? null,
            reminderSentAt: b.reminderSentAt ?? null,
            createdAt: b.createdAt,
            updatedAt: b.updatedAt,
        };
    }
}

export type { EffectiveSchedule };
