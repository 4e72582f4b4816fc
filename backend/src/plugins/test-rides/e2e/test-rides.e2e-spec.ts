import { RequestContextService } from '@vendure/core';
import type { DecodedIdToken } from 'firebase-admin/auth';
import fs from 'fs';
import gql from 'graphql-tag';
import os from 'os';
import path from 'path';
import { testRideCases } from '@alva/rules/cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_PASSWORD, populateFixtures } from '../../../e2e/fixtures';
import { initialData } from '../../../e2e/test-environment';
import { TestRideBookingService } from '../services/test-ride-booking.service';
import { TestRideGuessLimiter } from '../services/test-ride-guess-limiter.service';
import { addDays, fromJakarta, toJakarta } from '../test-ride-rules';
import { createTestRideEnvironment } from './test-ride-environment';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-test-rides-'));
const MAILBOX = path.join(tmp, 'mailbox');
const OUTBOX = path.join(tmp, 'outbox');
process.env.OUTBOX_DIR = OUTBOX;

const SENOPATI = { lat: -6.2297, lng: 106.8093 };
const HOME_NEAR_SENOPATI = { lat: -6.2265, lng: 106.8021 };
const MEDAN = { lat: 3.5952, lng: 98.6722 };

const BOOKING_FIELDS = `
    id code status productSlug locationType address latitude longitude distanceKm
    slotStart slotEnd localDate localTime name phone email surveyAnswers currentMotorcycle
    languageCode notificationChannel changeable
    place { id location dealerSlug }
`;

const PLACES = gql`
    query Places($latitude: Float, $longitude: Float) {
        testRidePlaces(latitude: $latitude, longitude: $longitude) {
            id location dealerSlug upcoming bookable distanceKm
        }
    }
`;
const SLOTS = gql`
    query Slots($input: TestRideSlotsInput!) {
        testRideSlots(input: $input) {
            __typename
            ... on TestRideSlotList { date place { id dealerSlug distanceKm } slots { slotStart label capacity available full } }
            ... on TestRideValidationError { fieldErrors { field code } }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const CREATE = gql`
    mutation Create($input: CreateTestRideBookingInput!) {
        createTestRideBooking(input: $input) {
            __typename
            ... on TestRideBooking { ${BOOKING_FIELDS} }
            ... on TestRideValidationError { fieldErrors { field code } }
            ... on TestRideOutsideServiceAreaError { distanceKm maxDistanceKm }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const CHANGE_FIELDS = `
    __typename
    ... on TestRideBooking { ${BOOKING_FIELDS} }
    ... on ErrorResult { errorCode message }
`;
const MY = gql`query My { myTestRides { ${BOOKING_FIELDS} } }`;
const CANCEL = gql`mutation Cancel($id: ID!) { cancelTestRide(id: $id) { ${CHANGE_FIELDS} } }`;
const RESCHEDULE = gql`mutation Re($id: ID!, $slotStart: DateTime!) { rescheduleTestRide(id: $id, slotStart: $slotStart) { ${CHANGE_FIELDS} } }`;
const BY_CODE = gql`query ByCode($code: String!, $phone: String!) { testRideByCode(code: $code, phone: $phone) { ${CHANGE_FIELDS} ... on TestRideTooManyAttemptsError { retryAfterSeconds } } }`;
const CANCEL_BY_CODE = gql`mutation CancelByCode($code: String!, $phone: String!) { cancelTestRideByCode(code: $code, phone: $phone) { ${CHANGE_FIELDS} ... on TestRideNotChangeableError { status } ... on TestRideTooManyAttemptsError { retryAfterSeconds } } }`;
const ADMIN_LIST = gql`
    query List($options: TestRideBookingListOptions) {
        testRideBookings(options: $options) { totalItems items { id code status customerId localDate place { id } } }
    }
`;
const ADMIN_STATUS = gql`
    mutation Status($id: ID!, $status: TestRideStatus!) {
        updateTestRideStatus(id: $id, status: $status) {
            __typename
            ... on TestRideBooking { id status }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const ADMIN_SCHEDULE = gql`
    mutation Schedule($input: UpdateTestRideScheduleInput!) {
        updateTestRideSchedule(input: $input) { placeId closedDates dealerCapacity custom weeklyHours { day open close } }
    }
`;

/** A local (Jakarta) date at least `minDays` ahead whose weekday is in `weekdays`. */
function futureDate(minDays: number, weekdays = [1, 2, 3, 4, 5, 6]): string {
    let date = addDays(toJakarta(new Date()).date, minDays);
    while (!weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, 1);
    return date;
}
const at = (date: string, time: string) => fromJakarta(date, time).toISOString();

let keySeq = 0;
function guestInput(overrides: Record<string, unknown> = {}) {
    return {
        idempotencyKey: `test-key-${Date.now()}-${keySeq++}`,
        productSlug: 'alva-cervo',
        locationType: 'DEALER',
        name: "Dewi Lestari-Putri",
        phone: '+6281234567890',
        email: 'dewi@example.com',
        surveyAnswers: ['social-media', 'showroom'],
        currentMotorcycle: 'honda',
        languageCode: 'en',
        ...overrides,
    };
}

// Firebase ID tokens issued by this spec (the strategy's verifier knows only these).
const issued = new Map<string, DecodedIdToken>();
function idToken({
    provider,
    ...claims
}: {
    uid: string;
    email?: string;
    email_verified?: boolean;
    phone_number?: string;
    provider?: 'password' | 'google.com' | 'phone';
}): string {
    const now = Math.floor(Date.now() / 1000);
    const token = `test-ride-id-token-${issued.size + 1}`;
    issued.set(token, {
        aud: 'demo-alva',
        iss: 'https://securetoken.google.com/demo-alva',
        sub: claims.uid,
        auth_time: now,
        iat: now,
        exp: now + 3600,
        firebase: {
            identities: {},
            sign_in_provider: provider ?? (claims.phone_number && !claims.email ? 'phone' : 'password'),
        },
        ...claims,
    } as DecodedIdToken);
    return token;
}
const AUTHENTICATE = gql`
    mutation Auth($idToken: String!) {
        authenticate(input: { firebase: { idToken: $idToken } }) {
            __typename
            ... on CurrentUser { id identifier }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const GUESS_LIMITS = { perCode: 3, perAddress: 8, windowMinutes: 15 };

describe('test-rides plugin', () => {
    const { server, shopClient, adminClient } = createTestRideEnvironment(3115, MAILBOX, {
        verifyFirebaseIdToken: async token => {
            const decoded = issued.get(token);
            if (!decoded) throw new Error('unknown token');
            return decoded;
        },
        testRides: { guestLookupLimits: GUESS_LIMITS },
    });
    let senopatiId: string;
    let denpasarId: string;
    const day = futureDate(3);
    const sunday = futureDate(3, [0]);

    async function slotsAt(placeId: string, date: string, locationType = 'DEALER', coords?: { lat: number; lng: number }) {
        const { testRideSlots } = await shopClient.query(SLOTS, {
            input: { placeId, locationType, date, latitude: coords?.lat, longitude: coords?.lng },
        });
        return testRideSlots;
    }
    async function seat(placeId: string, slotStart: string, locationType = 'DEALER', coords?: { lat: number; lng: number }) {
        const list = await slotsAt(placeId, toJakarta(new Date(slotStart)).date, locationType, coords);
        return list.slots.find((s: { slotStart: string }) => s.slotStart === slotStart);
    }
    async function bookingCount(): Promise<number> {
        const { testRideBookings } = await adminClient.query(ADMIN_LIST, { options: { take: 200 } });
        return testRideBookings.totalItems;
    }

    beforeAll(async () => {
        fs.mkdirSync(MAILBOX, { recursive: true });
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'dealers', 'test-rides', 'accounts'], firebaseUsers: false });
        await adminClient.asSuperAdmin();
        const { testRidePlaces } = await shopClient.query(PLACES, {});
        senopatiId = testRidePlaces.find((p: { dealerSlug: string }) => p.dealerSlug === 'alva-experience-center-senopati').id;
        denpasarId = testRidePlaces.find((p: { dealerSlug: string }) => p.dealerSlug === 'alva-experience-center-denpasar').id;
    });

    afterAll(async () => {
        await server.destroy();
        fs.rmSync(tmp, { recursive: true, force: true });
    });

    describe('places and slots', () => {
        it('lists active and upcoming places, nearest first with coordinates', async () => {
            const { testRidePlaces } = await shopClient.query(PLACES, { latitude: SENOPATI.lat, longitude: SENOPATI.lng });
            expect(testRidePlaces[0]).toMatchObject({ dealerSlug: 'alva-experience-center-senopati', distanceKm: 0, bookable: true });
            const distances = testRidePlaces.map((p: { distanceKm: number }) => p.distanceKm);
            expect(distances).toEqual([...distances].sort((a, b) => a - b));
            expect(testRidePlaces.find((p: { id: string }) => p.id === denpasarId)).toMatchObject({ upcoming: true, bookable: false });
        });

        it('lists the opening-hour slots of a weekday and a Sunday, with seats', async () => {
            const weekday = await slotsAt(senopatiId, day);
            expect(weekday.__typename).toBe('TestRideSlotList');
            expect(weekday.slots.map((s: { label: string }) => s.label)).toEqual(
                ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
            );
            expect(weekday.slots[0]).toMatchObject({ slotStart: at(day, '10:00'), capacity: 2, available: 2, full: false });
            const sun = await slotsAt(senopatiId, sunday);
            expect(sun.slots.map((s: { label: string }) => s.label)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
        });

        it('has no slots on a closed date or weekday, in the past, today within 2 hours or beyond 30 days', async () => {
            const closedDay = futureDate(5);
            const closedWeekday = new Date(`${futureDate(4)}T00:00:00Z`).getUTCDay();
            const { updateTestRideSchedule } = await adminClient.query(ADMIN_SCHEDULE, {
                input: { placeId: senopatiId, closedDates: [closedDay], weeklyHours: [{ day: closedWeekday, open: null, close: null }] },
            });
            expect(updateTestRideSchedule).toMatchObject({ closedDates: [closedDay], custom: true });
            try {
                expect((await slotsAt(senopatiId, closedDay)).slots).toEqual([]);
                expect((await slotsAt(senopatiId, futureDate(4))).slots).toEqual([]);
            } finally {
                await adminClient.query(ADMIN_SCHEDULE, {
                    input: { placeId: senopatiId, closedDates: [], weeklyHours: [{ day: closedWeekday, open: '10:00', close: closedWeekday === 0 ? '16:00' : '18:00' }] },
                });
            }
            expect((await slotsAt(senopatiId, addDays(toJakarta(new Date()).date, -1))).slots).toEqual([]);
            expect((await slotsAt(senopatiId, addDays(toJakarta(new Date()).date, 32))).slots).toEqual([]);
            const today = await slotsAt(senopatiId, toJakarta(new Date()).date);
            for (const s of today.slots) expect(new Date(s.slotStart).getTime()).toBeGreaterThanOrEqual(Date.now() + 2 * 3600_000 - 1000);
        });

        it('has no slots at an upcoming place and refuses a bad date', async () => {
            const upcoming = await slotsAt(denpasarId, day);
            expect(upcoming).toMatchObject({ errorCode: 'INVALID_INPUT', fieldErrors: [{ field: 'placeId', code: 'PLACE_UNAVAILABLE' }] });
            const bad = await slotsAt(senopatiId, '2026-02-30');
            expect(bad).toMatchObject({ errorCode: 'INVALID_INPUT', fieldErrors: [{ field: 'date', code: 'DATE_FORMAT' }] });
        });

        it('serves home rides from the nearest dealer within 25 km, and refuses far or unknown addresses', async () => {
            const home = await slotsAt('', day, 'HOME', HOME_NEAR_SENOPATI);
            expect(home.__typename).toBe('TestRideSlotList');
            expect(home.place.dealerSlug).toBe('alva-experience-center-senopati');
            expect(home.slots[0]).toMatchObject({ capacity: 1, available: 1 });
            const far = await slotsAt('', day, 'OWNER', MEDAN);
            expect(far).toMatchObject({ __typename: 'TestRideOutsideServiceAreaError', errorCode: 'OUTSIDE_SERVICE_AREA' });
            const unknown = await slotsAt('', day, 'HOME');
            expect(unknown).toMatchObject({ errorCode: 'LOCATION_UNDETERMINED' });
        });
    });

    describe('booking', () => {
        it('books at a dealer as a guest and takes a seat', async () => {
            await shopClient.asAnonymousUser();
            const slotStart = at(day, '10:00');
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart, phone: '+62 812-3456-7890', email: ' Dewi@Example.com ' }),
            });
            expect(b).toMatchObject({
                __typename: 'TestRideBooking',
                status: 'REQUESTED',
                locationType: 'DEALER',
                slotStart,
                localDate: day,
                localTime: '10:00',
                phone: '+6281234567890',
                email: 'dewi@example.com',
                surveyAnswers: ['social-media', 'showroom'],
                changeable: true,
                place: { id: senopatiId },
            });
            expect(b.code).toMatch(/^TR-[2-9A-HJ-NP-Z]{6}$/);
            expect(await seat(senopatiId, slotStart)).toMatchObject({ available: 1, full: false });

            const { testRideByCode } = await shopClient.query(BY_CODE, { code: b.code.toLowerCase(), phone: '+6281234567890' });
            expect(testRideByCode.id).toBe(b.id);
            const wrong = await shopClient.query(BY_CODE, { code: b.code, phone: '+6281299999999' });
            expect(wrong.testRideByCode).toMatchObject({ __typename: 'TestRideNotFoundError', errorCode: 'BOOKING_NOT_FOUND' });
        });

        it('writes an SMS/WhatsApp message to the outbox and an e-mail to the mailbox', async () => {
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: at(day, '11:00'), notificationChannel: 'SMS', email: 'notify@example.com' }),
            });
            const outboxFile = await waitFor(() => findFile(OUTBOX, b.code));
            const message = JSON.parse(fs.readFileSync(outboxFile, 'utf8'));
            expect(message).toMatchObject({ channel: 'SMS', to: '+6281234567890', language: 'en', topic: 'test-ride.created', reference: b.code });
            expect(message.text).toContain('Alva Cervo');
            const mailFile = await waitFor(() => findFile(MAILBOX, b.code));
            const mail = fs.readFileSync(mailFile, 'utf8');
            expect(mail).toContain('notify@example.com');
            expect(mail).toContain('Your test ride is booked');
        });

        it('writes the confirmation in Indonesian when asked', async () => {
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: at(day, '11:00'), languageCode: 'id', email: 'indo@example.com' }),
            });
            const mail = fs.readFileSync(await waitFor(() => findFile(MAILBOX, b.code)), 'utf8');
            expect(mail).toContain('Test ride Anda sudah dipesan');
        });

        it('returns the same booking for the same idempotency key, taking one seat', async () => {
            const slotStart = at(day, '12:00');
            const input = guestInput({ placeId: senopatiId, slotStart });
            const first = (await shopClient.query(CREATE, { input })).createTestRideBooking;
            const again = (await shopClient.query(CREATE, { input })).createTestRideBooking;
            expect(again.id).toBe(first.id);
            const concurrentInput = guestInput({ placeId: senopatiId, slotStart: at(day, '13:00') });
            const [a, b] = await Promise.all([
                shopClient.query(CREATE, { input: concurrentInput }),
                shopClient.query(CREATE, { input: concurrentInput }),
            ]);
            expect(a.createTestRideBooking.id).toBe(b.createTestRideBooking.id);
            expect(await seat(senopatiId, slotStart)).toMatchObject({ available: 1 });
            expect(await seat(senopatiId, at(day, '13:00'))).toMatchObject({ available: 1 });
        });

        it('lets exactly one of two bookings racing for the last seat win', async () => {
            const slotStart = at(day, '14:00');
            await shopClient.query(CREATE, { input: guestInput({ placeId: senopatiId, slotStart }) });
            expect(await seat(senopatiId, slotStart)).toMatchObject({ available: 1 });
            const [a, b] = await Promise.all([
                shopClient.query(CREATE, { input: guestInput({ placeId: senopatiId, slotStart, name: 'Racer One' }) }),
                shopClient.query(CREATE, { input: guestInput({ placeId: senopatiId, slotStart, name: 'Racer Two' }) }),
            ]);
            const results = [a.createTestRideBooking, b.createTestRideBooking];
            expect(results.filter(r => r.__typename === 'TestRideBooking')).toHaveLength(1);
            expect(results.filter(r => r.errorCode === 'SLOT_FULL')).toHaveLength(1);
            expect(await seat(senopatiId, slotStart)).toMatchObject({ available: 0, full: true });

            const { testRideBookings } = await adminClient.query(ADMIN_LIST, { options: { filter: { placeId: { eq: senopatiId } }, take: 200 } });
            const atSlot = testRideBookings.items.filter((i: { localDate: string }) => i.localDate === day);
            expect(atSlot.length).toBeGreaterThan(0);
        });

        it('refuses a full slot', async () => {
            const { createTestRideBooking } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: at(day, '14:00') }),
            });
            expect(createTestRideBooking).toMatchObject({ __typename: 'TestRideSlotFullError', errorCode: 'SLOT_FULL' });
        });

        it('refuses home and owner rides outside the service area or without a location', async () => {
            const far = await shopClient.query(CREATE, {
                input: guestInput({ locationType: 'HOME', address: 'Jl. Gatot Subroto No. 1, Medan', latitude: MEDAN.lat, longitude: MEDAN.lng, slotStart: at(day, '10:00') }),
            });
            expect(far.createTestRideBooking).toMatchObject({ errorCode: 'OUTSIDE_SERVICE_AREA', maxDistanceKm: 25 });
            expect(far.createTestRideBooking.distanceKm).toBeGreaterThan(25);
            const none = await shopClient.query(CREATE, {
                input: guestInput({ locationType: 'OWNER', address: 'Jl. Sudirman No. 5, Jakarta', slotStart: at(day, '10:00') }),
            });
            expect(none.createTestRideBooking).toMatchObject({ errorCode: 'LOCATION_UNDETERMINED' });
        });
    });

    describe('validation', () => {
        const slot = () => at(day, '16:00');
        const cases: Array<[string, Record<string, unknown>, string, string]> = [
            ['empty name', { name: '' }, 'name', 'REQUIRED'],
            ['blank name', { name: '   ' }, 'name', 'REQUIRED'],
            ['one-letter name', { name: 'A' }, 'name', 'TOO_SHORT'],
            ['too long name', { name: 'A'.repeat(101) }, 'name', 'TOO_LONG'],
            ['digits in name', { name: 'Budi 2' }, 'name', 'LETTERS_ONLY'],
            ['emoji in name', { name: 'Budi 😀' }, 'name', 'LETTERS_ONLY'],
            ['RTL override in name', { name: 'Budi \u202Eitnaw' }, 'name', 'LETTERS_ONLY'],
            ['Arabic script name', { name: 'محمد علي' }, 'name', 'LETTERS_ONLY'],
            ['markup in name', { name: '<script>alert(1)</script>' }, 'name', 'LETTERS_ONLY'],
            ['empty phone', { phone: '' }, 'phone', 'REQUIRED'],
            ['Singapore phone', { phone: '+6591234567' }, 'phone', 'PHONE_COUNTRY'],
            ['10-digit phone', { phone: '+628123456' }, 'phone', 'PHONE_LENGTH'],
            ['16-character phone', { phone: '+6281234567890123' }, 'phone', 'PHONE_LENGTH'],
            ['letters in phone', { phone: '+62812abc4567' }, 'phone', 'PHONE_FORMAT'],
            ['empty e-mail', { email: '' }, 'email', 'REQUIRED'],
            ['bad e-mail', { email: 'dewi@' }, 'email', 'EMAIL_FORMAT'],
            ['e-mail with spaces', { email: 'de wi@example.com' }, 'email', 'EMAIL_FORMAT'],
            ['no survey answer', { surveyAnswers: [] }, 'surveyAnswers', 'SURVEY_MIN_ONE'],
            ['unknown survey answer', { surveyAnswers: ['tv-ad'] }, 'surveyAnswers', 'SURVEY_UNKNOWN'],
            ['missing current motorcycle', { currentMotorcycle: null }, 'currentMotorcycle', 'CURRENT_MOTORCYCLE_REQUIRED'],
            ['unknown current motorcycle', { currentMotorcycle: 'ferrari' }, 'currentMotorcycle', 'CURRENT_MOTORCYCLE_REQUIRED'],
            ['unknown product', { productSlug: 'alva-helmet' }, 'productSlug', 'PRODUCT_UNKNOWN'],
            ['missing product', { productSlug: null }, 'productSlug', 'REQUIRED'],
            ['missing place', { placeId: null }, 'placeId', 'REQUIRED'],
            ['missing slot', { slotStart: null }, 'slotStart', 'REQUIRED'],
            ['home without address', { locationType: 'HOME', latitude: -6.22, longitude: 106.8 }, 'address', 'REQUIRED'],
            ['markup in address', { locationType: 'HOME', address: '<script>x</script>', latitude: -6.22, longitude: 106.8 }, 'address', 'ADDRESS_FORMAT'],
            ['unknown language', { languageCode: 'fr' }, 'languageCode', 'INVALID_VALUE'],
        ];

        it.each(cases)('refuses %s', async (_label, overrides, field, code) => {
            const before = await bookingCount();
            const { createTestRideBooking } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: slot(), ...overrides }),
            });
            expect(createTestRideBooking.__typename).toBe('TestRideValidationError');
            expect(createTestRideBooking.errorCode).toBe('INVALID_INPUT');
            expect(createTestRideBooking.fieldErrors).toContainEqual({ field, code });
            expect(await bookingCount()).toBe(before);
        });

        // The shared table (packages/rules/src/cases.ts): the same codes as the schema test and the booking form.
        const tableInput = (values: Record<string, unknown>, slotStart: string) => ({
            ...values,
            placeId: values.locationType === 'DEALER' ? senopatiId : values.placeId,
            slotStart: values.slotStart === testRideCases.good[0].slotStart ? slotStart : values.slotStart,
            idempotencyKey: `table-key-${Date.now()}-${keySeq++}`,
        });

        it.each(testRideCases.bad)('refuses the table case $label in $field with $code and stores nothing', async ({ field, value, code, apiTyped }) => {
            const before = await bookingCount();
            const input = { ...tableInput(testRideCases.good[0], slot()), [field]: value };
            if (apiTyped) {
                // GraphQL's enum or DateTime type refuses it before the resolver (and the schema) runs.
                await expect(shopClient.query(CREATE, { input })).rejects.toThrow(new RegExp(`input\\.${field}`));
                expect(await bookingCount()).toBe(before);
                return;
            }
            const { createTestRideBooking: r } = await shopClient.query(CREATE, { input });
            expect(r.__typename).toBe('TestRideValidationError');
            expect(r.fieldErrors).toEqual([{ field, code }]);
            expect(await bookingCount()).toBe(before);
        });

        it('books each good input of the table', async () => {
            const tableDay = futureDate(6);
            for (const [i, good] of testRideCases.good.entries()) {
                const { createTestRideBooking: r } = await shopClient.query(CREATE, {
                    input: tableInput(good, at(tableDay, i ? '14:00' : '11:00')),
                });
                expect(r).toMatchObject({ __typename: 'TestRideBooking', status: 'REQUESTED', locationType: good.locationType });
            }
        });

        it.each([
            ['a past slot', () => fromJakarta(addDays(toJakarta(new Date()).date, -1), '10:00').toISOString()],
            ['a closed hour', () => at(day, '19:00')],
            ['a time between slots', () => at(day, '10:30')],
            ['a slot beyond 30 days', () => at(futureDate(31), '10:00')],
            ['a slot less than 2 hours ahead', () => new Date(Math.ceil((Date.now() + 3_600_000) / 3_600_000) * 3_600_000).toISOString()],
        ])('refuses %s with SLOT_UNAVAILABLE', async (_label, slotStart) => {
            const before = await bookingCount();
            const { createTestRideBooking } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: slotStart() }),
            });
            expect(createTestRideBooking).toMatchObject({ __typename: 'TestRideSlotUnavailableError', errorCode: 'SLOT_UNAVAILABLE' });
            expect(await bookingCount()).toBe(before);
        });

        it('refuses an upcoming place', async () => {
            const { createTestRideBooking } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: denpasarId, slotStart: slot() }),
            });
            expect(createTestRideBooking.fieldErrors).toContainEqual({ field: 'placeId', code: 'PLACE_UNAVAILABLE' });
        });
    });

    describe('customer bookings', () => {
        let homeBooking: { id: string; code: string; slotStart: string };
        const homeDay = futureDate(6);

        it('books a home test ride signed in, with contact details from the account', async () => {
            await shopClient.asUserWithCredentials('customer@alva.example', TEST_PASSWORD);
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({
                    name: null,
                    phone: null,
                    email: null,
                    locationType: 'HOME',
                    address: 'Jl. Senopati Raya No. 10, Kebayoran Baru',
                    latitude: HOME_NEAR_SENOPATI.lat,
                    longitude: HOME_NEAR_SENOPATI.lng,
                    slotStart: at(homeDay, '10:00'),
                }),
            });
            expect(b).toMatchObject({
                __typename: 'TestRideBooking',
                locationType: 'HOME',
                name: 'Rina Wijaya',
                phone: '+6281200000001',
                email: 'customer@alva.example',
                place: { dealerSlug: 'alva-experience-center-senopati' },
            });
            expect(b.distanceKm).toBeLessThan(2);
            homeBooking = b;
            const home = await seat('', b.slotStart, 'HOME', HOME_NEAR_SENOPATI);
            expect(home).toMatchObject({ capacity: 1, available: 0, full: true });
            const { myTestRides } = await shopClient.query(MY);
            expect(myTestRides.map((r: { id: string }) => r.id)).toContain(b.id);
        });

        it('attaches an earlier guest booking made with the same e-mail', async () => {
            await shopClient.asAnonymousUser();
            const { createTestRideBooking: guest } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: at(homeDay, '15:00'), email: 'Customer@Alva.example', phone: '+6281277777777' }),
            });
            expect(guest.__typename).toBe('TestRideBooking');
            await shopClient.asUserWithCredentials('customer@alva.example', TEST_PASSWORD);
            const { myTestRides } = await shopClient.query(MY);
            expect(myTestRides.map((r: { code: string }) => r.code)).toContain(guest.code);
            // Newest slot first.
            const starts = myTestRides.map((r: { slotStart: string }) => r.slotStart);
            expect(starts).toEqual([...starts].sort().reverse());
        });

        it('attaches a guest booking by phone only once Firebase has verified that phone', async () => {
            await shopClient.asAnonymousUser();
            // The demo customer's profile says +6281200000001, but nothing has verified it yet.
            const { createTestRideBooking: guest } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: at(homeDay, '14:00'), email: 'someone-else@example.com', phone: '+62 812 0000 0001' }),
            });
            expect(guest.__typename).toBe('TestRideBooking');
            await shopClient.asUserWithCredentials('customer@alva.example', TEST_PASSWORD);
            const before = await shopClient.query(MY);
            expect(before.myTestRides.map((r: { code: string }) => r.code)).not.toContain(guest.code);

            // Firebase sign-in with the phone in the token (Firebase holds a phone only after an SMS code).
            const { authenticate } = await shopClient.query(AUTHENTICATE, {
                idToken: idToken({ uid: 'rina-firebase', email: 'customer@alva.example', email_verified: true, phone_number: '+6281200000001' }),
            });
            expect(authenticate).toMatchObject({ __typename: 'CurrentUser', identifier: 'customer@alva.example' });
            const after = await shopClient.query(MY);
            expect(after.myTestRides.map((r: { code: string }) => r.code)).toContain(guest.code);
        });

        it('does not attach a guest booking by an e-mail address Firebase has not verified', async () => {
            await shopClient.asAnonymousUser();
            const { createTestRideBooking: guest } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: at(homeDay, '17:00'), email: 'unverified.rider@example.com', phone: '+6281266666666' }),
            });
            const { authenticate } = await shopClient.query(AUTHENTICATE, {
                // A Google account whose address Google has not verified (e-mail/password accounts sign in only verified).
                idToken: idToken({
                    uid: 'unverified-rider',
                    email: 'unverified.rider@example.com',
                    email_verified: false,
                    provider: 'google.com',
                }),
            });
            expect(authenticate.__typename).toBe('CurrentUser');
            const { myTestRides } = await shopClient.query(MY);
            expect(myTestRides.map((r: { code: string }) => r.code)).not.toContain(guest.code);
            expect(myTestRides).toEqual([]);
        });

        it("does not let another customer cancel or reschedule someone else's booking", async () => {
            await shopClient.asUserWithCredentials('ps@alva.example', TEST_PASSWORD);
            const cancel = await shopClient.query(CANCEL, { id: homeBooking.id });
            expect(cancel.cancelTestRide).toMatchObject({ errorCode: 'BOOKING_NOT_FOUND' });
            const re = await shopClient.query(RESCHEDULE, { id: homeBooking.id, slotStart: at(homeDay, '11:00') });
            expect(re.rescheduleTestRide).toMatchObject({ errorCode: 'BOOKING_NOT_FOUND' });
            const { myTestRides } = await shopClient.query(MY);
            expect(myTestRides.map((r: { id: string }) => r.id)).not.toContain(homeBooking.id);
            await shopClient.asAnonymousUser();
            await expect(shopClient.query(CANCEL, { id: homeBooking.id })).rejects.toThrow(/not currently authorized/i);
        });

        it('reschedules: takes the new seat and frees the old one', async () => {
            await shopClient.asUserWithCredentials('customer@alva.example', TEST_PASSWORD);
            const newStart = at(homeDay, '12:00');
            const { rescheduleTestRide } = await shopClient.query(RESCHEDULE, { id: homeBooking.id, slotStart: newStart });
            expect(rescheduleTestRide).toMatchObject({ __typename: 'TestRideBooking', slotStart: newStart, localTime: '12:00' });
            expect(await seat('', homeBooking.slotStart, 'HOME', HOME_NEAR_SENOPATI)).toMatchObject({ available: 1 });
            expect(await seat('', newStart, 'HOME', HOME_NEAR_SENOPATI)).toMatchObject({ available: 0, full: true });
            const closed = await shopClient.query(RESCHEDULE, { id: homeBooking.id, slotStart: at(homeDay, '20:00') });
            expect(closed.rescheduleTestRide).toMatchObject({ errorCode: 'SLOT_UNAVAILABLE' });
            homeBooking = rescheduleTestRide;
        });

        it('cancels: frees the seat, and a cancelled booking cannot change', async () => {
            const { cancelTestRide } = await shopClient.query(CANCEL, { id: homeBooking.id });
            expect(cancelTestRide).toMatchObject({ status: 'CANCELLED', changeable: false });
            expect(await seat('', homeBooking.slotStart, 'HOME', HOME_NEAR_SENOPATI)).toMatchObject({ available: 1, full: false });
            const again = await shopClient.query(CANCEL, { id: homeBooking.id });
            expect(again.cancelTestRide).toMatchObject({ errorCode: 'BOOKING_NOT_CHANGEABLE' });
            const re = await shopClient.query(RESCHEDULE, { id: homeBooking.id, slotStart: at(homeDay, '13:00') });
            expect(re.rescheduleTestRide).toMatchObject({ errorCode: 'BOOKING_NOT_CHANGEABLE' });
            await waitFor(() => findFile(OUTBOX, homeBooking.code, 'cancelled'));
        });

        it('lets a guest cancel by code and phone', async () => {
            await shopClient.asAnonymousUser();
            const slotStart = at(homeDay, '16:00');
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart, phone: '+6281288888888' }),
            });
            const wrong = await shopClient.query(CANCEL_BY_CODE, { code: b.code, phone: '+6281200000000' });
            expect(wrong.cancelTestRideByCode).toMatchObject({ errorCode: 'BOOKING_NOT_FOUND' });
            const { cancelTestRideByCode } = await shopClient.query(CANCEL_BY_CODE, { code: b.code, phone: '+62 812 8888 8888' });
            expect(cancelTestRideByCode).toMatchObject({ status: 'CANCELLED' });
            expect(await seat(senopatiId, slotStart)).toMatchObject({ available: 2 });
        });

        it('does not let a guest cancel a ride whose time has passed', async () => {
            await shopClient.asAnonymousUser();
            const slotStart = at(homeDay, '17:00');
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart, phone: '+6281277777777' }),
            });
            const service = server.app.get(TestRideBookingService);
            const realNow = service.now;
            service.now = () => new Date(new Date(slotStart).getTime() + 60 * 60_000);
            try {
                const { cancelTestRideByCode } = await shopClient.query(CANCEL_BY_CODE, { code: b.code, phone: '+6281277777777' });
                expect(cancelTestRideByCode).toMatchObject({ errorCode: 'BOOKING_NOT_CHANGEABLE', status: 'REQUESTED' });
                const { testRideByCode } = await shopClient.query(BY_CODE, { code: b.code, phone: '+6281277777777' });
                expect(testRideByCode).toMatchObject({ status: 'REQUESTED', changeable: false });
            } finally {
                service.now = realNow;
            }
        });
        it('does not let a signed-in customer cancel their ride once its time has passed', async () => {
            await shopClient.asUserWithCredentials('customer@alva.example', TEST_PASSWORD);
            const slotStart = at(homeDay, '16:00');
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart, phone: '+6281266666666' }),
            });
            expect(b.__typename).toBe('TestRideBooking');
            const service = server.app.get(TestRideBookingService);
            const realNow = service.now;
            service.now = () => new Date(new Date(slotStart).getTime() + 30 * 60_000);
            try {
                const { cancelTestRide } = await shopClient.query(CANCEL, { id: b.id });
                expect(cancelTestRide).toMatchObject({ errorCode: 'BOOKING_NOT_CHANGEABLE' });
            } finally {
                service.now = realNow;
            }
            // Before its time the same booking can still be cancelled.
            const { cancelTestRide } = await shopClient.query(CANCEL, { id: b.id });
            expect(cancelTestRide).toMatchObject({ status: 'CANCELLED' });
        });
    });

    describe('staff', () => {
        it('changes the status along the allowed transitions; cancelling frees the seat', async () => {
            await shopClient.asAnonymousUser();
            const slotStart = at(day, '17:00');
            const { createTestRideBooking: b } = await shopClient.query(CREATE, { input: guestInput({ placeId: senopatiId, slotStart }) });
            const skip = await adminClient.query(ADMIN_STATUS, { id: b.id, status: 'COMPLETED' });
            expect(skip.updateTestRideStatus).toMatchObject({ errorCode: 'BOOKING_NOT_CHANGEABLE' });
            const confirmed = await adminClient.query(ADMIN_STATUS, { id: b.id, status: 'CONFIRMED' });
            expect(confirmed.updateTestRideStatus).toMatchObject({ status: 'CONFIRMED' });
            const filtered = await adminClient.query(ADMIN_LIST, { options: { filter: { status: { eq: 'CONFIRMED' }, placeId: { eq: senopatiId }, slotStart: { eq: slotStart } } } });
            expect(filtered.testRideBookings.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
            expect(await seat(senopatiId, slotStart)).toMatchObject({ available: 1 });
            const cancelled = await adminClient.query(ADMIN_STATUS, { id: b.id, status: 'CANCELLED' });
            expect(cancelled.updateTestRideStatus).toMatchObject({ status: 'CANCELLED' });
            expect(await seat(senopatiId, slotStart)).toMatchObject({ available: 2 });

            const { createTestRideBooking: c } = await shopClient.query(CREATE, { input: guestInput({ placeId: senopatiId, slotStart }) });
            await adminClient.query(ADMIN_STATUS, { id: c.id, status: 'CONFIRMED' });
            const done = await adminClient.query(ADMIN_STATUS, { id: c.id, status: 'COMPLETED' });
            expect(done.updateTestRideStatus).toMatchObject({ status: 'COMPLETED' });
            const back = await adminClient.query(ADMIN_STATUS, { id: c.id, status: 'CANCELLED' });
            expect(back.updateTestRideStatus).toMatchObject({ errorCode: 'BOOKING_NOT_CHANGEABLE' });
        });

        it('refuses the admin queries without the ManageTestRides permission', async () => {
            await adminClient.asAnonymousUser();
            await expect(adminClient.query(ADMIN_LIST, {})).rejects.toThrow(/not currently authorized/i);
            await adminClient.asSuperAdmin();
        });
    });

    describe('staff roles', () => {
        const staffDay = futureDate(9);
        const LIST_PRODUCTS = gql`query P { products { totalItems items { slug } } }`;
        const CREATE_PRODUCT = gql`mutation C($input: CreateProductInput!) { createProduct(input: $input) { id slug } }`;
        const SCHEDULES = gql`
            query S($options: TestRideSchedulePlaceListOptions) {
                testRideSchedulePlaces(options: $options) { totalItems items { id location schedule { placeId dealerCapacity custom } } }
            }
        `;
        const SCHEDULE = gql`query S($id: ID!) { testRideSchedule(id: $id) { placeId custom slotMinutes weeklyHours { day open close } } }`;

        it('lets a product specialist handle bookings and read schedules, but not edit schedules or the catalogue', async () => {
            await shopClient.asAnonymousUser();
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: at(staffDay, '11:00'), phone: '+6281255555555' }),
            });
            expect(b.__typename).toBe('TestRideBooking');
            await adminClient.asUserWithCredentials('ps@alva.example', TEST_PASSWORD);
            const list = await adminClient.query(ADMIN_LIST, { options: { filter: { code: { eq: b.code } } } });
            expect(list.testRideBookings.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
            const confirmed = await adminClient.query(ADMIN_STATUS, { id: b.id, status: 'CONFIRMED' });
            expect(confirmed.updateTestRideStatus).toMatchObject({ status: 'CONFIRMED' });
            const { testRideSchedulePlaces } = await adminClient.query(SCHEDULES, {
                options: { filter: { city: { contains: 'Jakarta' } }, sort: { location: 'ASC' } },
            });
            expect(testRideSchedulePlaces.totalItems).toBeGreaterThan(0);
            expect(testRideSchedulePlaces.items.map((p: { id: string }) => p.id)).toContain(senopatiId);
            const locations = testRideSchedulePlaces.items.map((p: { location: string }) => p.location);
            expect(locations).toEqual([...locations].sort((a: string, b: string) => a.localeCompare(b)));
            const { testRideSchedule } = await adminClient.query(SCHEDULE, { id: senopatiId });
            expect(testRideSchedule).toMatchObject({ placeId: senopatiId, slotMinutes: 60 });
            expect(testRideSchedule.weeklyHours).toHaveLength(7);
            await expect(
                adminClient.query(ADMIN_SCHEDULE, { input: { placeId: senopatiId, dealerCapacity: 5 } }),
            ).rejects.toThrow(/not currently authorized/i);
            await expect(adminClient.query(LIST_PRODUCTS)).rejects.toThrow(/not currently authorized/i);
        });

        it('refuses a schedule that breaks the rules, naming the field, and keeps the saved one', async () => {
            await adminClient.asUserWithCredentials('coordinator@alva.example', TEST_PASSWORD);
            const before = (await adminClient.query(SCHEDULE, { id: senopatiId })).testRideSchedule;
            const refusals: Array<[object, RegExp]> = [
                [{ weeklyHours: [{ day: 1, open: '18:00', close: '10:00' }] }, /weeklyHours\.1\.close: Closes after it opens/],
                [{ weeklyHours: [{ day: 2, open: '10:00', close: null }] }, /weeklyHours\.2\.close: Closing time too/],
                [{ weeklyHours: [{ day: 3, open: '9am', close: '18:00' }] }, /weeklyHours\.3\.open: A time as HH:MM/],
                [{ weeklyHours: [{ day: 7, open: '10:00', close: '18:00' }] }, /weeklyHours/],
                [{ closedDates: ['2026-02-30'] }, /closedDates: "2026-02-30" is not a date/],
                [{ slotMinutes: 10 }, /slotMinutes: 15 to 240 minutes/],
                [{ dealerCapacity: -1 }, /dealerCapacity: A whole number from 0 to 100/],
            ];
            for (const [change, refusal] of refusals) {
                await expect(adminClient.query(ADMIN_SCHEDULE, { input: { placeId: senopatiId, ...change } })).rejects.toThrow(refusal);
            }
            expect((await adminClient.query(SCHEDULE, { id: senopatiId })).testRideSchedule).toEqual(before);
        });

        it('lets the coordinator edit a schedule', async () => {
            await adminClient.asUserWithCredentials('coordinator@alva.example', TEST_PASSWORD);
            const { updateTestRideSchedule } = await adminClient.query(ADMIN_SCHEDULE, {
                input: { placeId: denpasarId, dealerCapacity: 3 },
            });
            expect(updateTestRideSchedule).toMatchObject({ placeId: denpasarId, dealerCapacity: 3, custom: true });
            // The list shows each place with its own schedule (read for the whole page at once), Denpasar's the edited one.
            const { testRideSchedulePlaces } = await adminClient.query(SCHEDULES, { options: { take: 50 } });
            const scheduleOf = (id: string) =>
                testRideSchedulePlaces.items.find((p: { id: string }) => p.id === id)?.schedule;
            expect(scheduleOf(denpasarId)).toEqual({ placeId: denpasarId, dealerCapacity: 3, custom: true });
            for (const place of testRideSchedulePlaces.items.filter((p: { id: string }) => p.id !== denpasarId)) {
                expect(place.schedule.placeId).toBe(place.id);
            }
        });

        it('lets the e-commerce admin run the catalogue but refuses the showroom bookings', async () => {
            await adminClient.asUserWithCredentials('admin@alva.example', TEST_PASSWORD);
            // Allowed: this test server has no catalogue seeded, so the admin adds a product and reads it back.
            const { createProduct } = await adminClient.query(CREATE_PRODUCT, {
                input: { translations: [{ languageCode: 'en', name: 'Helmet', slug: 'helmet-e2e', description: '' }] },
            });
            expect(createProduct).toMatchObject({ slug: 'helmet-e2e' });
            const { products } = await adminClient.query(LIST_PRODUCTS);
            expect(products.items.map((p: { slug: string }) => p.slug)).toContain('helmet-e2e');
            await expect(adminClient.query(ADMIN_LIST, {})).rejects.toThrow(/not currently authorized/i);
            await expect(
                adminClient.query(ADMIN_STATUS, { id: '1', status: 'CONFIRMED' }),
            ).rejects.toThrow(/not currently authorized/i);
            await adminClient.asSuperAdmin();
        });
    });

    describe('guest look-up limits', () => {
        const limitDay = futureDate(10);
        const limiter = () => server.app.get(TestRideGuessLimiter);
        const realNow = () => Date.now();
        afterAll(() => {
            limiter().now = realNow;
        });

        it('refuses a code after too many wrong phone numbers, even with the right one, until the window ends', async () => {
            await shopClient.asAnonymousUser();
            limiter().now = () => realNow() + 60 * 60_000; // a fresh window, whatever earlier tests did
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: at(limitDay, '12:00'), phone: '+6281244444444' }),
            });
            expect(b.__typename).toBe('TestRideBooking');
            for (let i = 0; i < GUESS_LIMITS.perCode; i++) {
                const wrong = await shopClient.query(BY_CODE, { code: b.code, phone: `+62812000000${10 + i}` });
                expect(wrong.testRideByCode).toMatchObject({ errorCode: 'BOOKING_NOT_FOUND' });
            }
            const refused = await shopClient.query(BY_CODE, { code: b.code, phone: '+6281244444444' });
            expect(refused.testRideByCode).toMatchObject({ __typename: 'TestRideTooManyAttemptsError', errorCode: 'TOO_MANY_ATTEMPTS' });
            expect(refused.testRideByCode.retryAfterSeconds).toBeGreaterThan(60);
            const cancel = await shopClient.query(CANCEL_BY_CODE, { code: b.code, phone: '+6281244444444' });
            expect(cancel.cancelTestRideByCode).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS' });

            limiter().now = () => realNow() + 2 * 60 * 60_000; // the window has passed
            const ok = await shopClient.query(BY_CODE, { code: b.code, phone: '+6281244444444' });
            expect(ok.testRideByCode).toMatchObject({ __typename: 'TestRideBooking', id: b.id });
        });

        it('refuses an address after too many wrong guesses across codes', async () => {
            limiter().now = () => realNow() + 3 * 60 * 60_000;
            const { createTestRideBooking: b } = await shopClient.query(CREATE, {
                input: guestInput({ placeId: senopatiId, slotStart: at(limitDay, '13:00'), phone: '+6281233333333' }),
            });
            expect(b.__typename).toBe('TestRideBooking');
            for (let i = 0; i < GUESS_LIMITS.perAddress; i++) {
                const code = `TR-${'ABCDEFGHJK'[i]}${'2345678'.slice(0, 5)}`;
                await shopClient.query(BY_CODE, { code, phone: '+6281233333333' });
            }
            const refused = await shopClient.query(BY_CODE, { code: b.code, phone: '+6281233333333' });
            expect(refused.testRideByCode).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS' });
        });
    });

    describe('reminders', () => {
        it('sends the day-before reminder once, via a service method', async () => {
            const service = server.app.get(TestRideBookingService);
            const ctx = await server.app.get(RequestContextService).create({ apiType: 'admin' });
            const dayBefore = fromJakarta(addDays(day, -1), '10:00');
            const sent = await service.sendDueReminders(ctx, dayBefore);
            expect(sent).toBeGreaterThan(0);
            expect(await service.sendDueReminders(ctx, dayBefore)).toBe(0);
            // Quiet hours: nothing at 23:00 local.
            expect(await service.sendDueReminders(ctx, fromJakarta(addDays(day, -1), '23:00'))).toBe(0);
            await waitFor(() => findFile(OUTBOX, '', 'reminder'));
        });
    });
});

function findFile(dir: string, contains: string, topic?: string): string | undefined {
    if (!fs.existsSync(dir)) return undefined;
    for (const name of fs.readdirSync(dir)) {
        if (topic && !name.includes(topic)) continue;
        const file = path.join(dir, name);
        if (!contains || name.includes(contains) || fs.readFileSync(file, 'utf8').includes(contains)) return file;
    }
    return undefined;
}

async function waitFor<T>(fn: () => T | undefined, timeoutMs = 10_000): Promise<T> {
    const started = Date.now();
    for (;;) {
        const value = fn();
        if (value) return value;
        if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
        await new Promise(r => setTimeout(r, 100));
    }
}
