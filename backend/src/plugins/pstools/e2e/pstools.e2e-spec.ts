/** /pstools back end (issue 16): staff-only operations, refused for customers; coordinator-only rights; guestbook; bookings for customers; look-up. */
import { BigIntMoneyStrategy, dummyPaymentHandler, mergeConfig, NativeAuthenticationStrategy } from '@vendure/core';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ACCOUNTS, populateFixtures } from '../../../e2e/fixtures';
import { initialData } from '../../../e2e/test-environment';
import { AccountsPlugin } from '../../accounts/accounts.plugin';
import { DealersPlugin } from '../../dealers/dealers.plugin';
import { FinancingPlugin } from '../../financing/financing.plugin';
import { IdentityDocumentsPlugin } from '../../identity-documents/identity-documents.plugin';
import { LeadsPlugin } from '../../leads/leads.plugin';
import { TestRidesPlugin } from '../../test-rides/test-rides.plugin';
import { addDays, fromJakarta, toJakarta } from '../../test-rides/test-ride-rules';
import { PsToolsPlugin } from '../pstools.plugin';

const customer = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
const ps = TEST_ACCOUNTS.find(a => a.kind === 'product-specialist')!;
const coordinator = TEST_ACCOUNTS.find(a => a.kind === 'coordinator')!;

const ENTRY_FIELDS = `id fullName phone email city priority dealerId leadSource leadSourceLocation productSlug followUpDate status outcome completedAt createdByCustomerId assignedToCustomerId customerId history { from to note }`;
const PROFILE = gql`query { staffProfile { id name role isPS capabilities region regionId dealer { id dealerSlug } channel { code name } } }`;
const CHECK = gql`query Check($email: String!) { customerCheckIsPS(email: $email) { success message errorCode role } }`;
const OPTIONS = gql`query { guestbookFormOptions { priorities leadSources outcomes products } }`;
const LIST = gql`query List($options: GuestbookListInput) { guestbookEntries(options: $options) { ${ENTRY_FIELDS} } }`;
const DUPLICATES = gql`query Dup($phone: String, $email: String) { guestbookDuplicates(phone: $phone, email: $email) { kind id name matchedBy } }`;
const CREATE = gql`
    mutation Create($input: CreateGuestbookEntryInput!) {
        createGuestbookEntry(input: $input) {
            __typename
            ... on GuestbookEntry { ${ENTRY_FIELDS} }
            ... on GuestbookValidationError { fieldErrors { field code } }
            ... on GuestbookDuplicateError { existing { id } }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const FOLLOW_UP = gql`
    mutation FollowUp($id: ID!, $input: GuestbookFollowUpInput!) {
        updateGuestbookFollowUp(id: $id, input: $input) {
            __typename
            ... on GuestbookEntry { ${ENTRY_FIELDS} }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const ASSIGN = gql`
    mutation Assign($id: ID!, $email: String!) {
        assignGuestbookEntry(id: $id, staffEmail: $email) {
            __typename
            ... on GuestbookEntry { id assignedToCustomerId history { note } }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const LOOKUP = gql`
    query Lookup($query: String, $customerId: ID) {
        profileCustomerByPS(query: $query, customerId: $customerId) {
            __typename
            ... on StaffCustomerProfile {
                customer { id name emailAddress phoneNumber }
                phone email documentsShown documents { type }
                bookings { id code status }
                leads { id }
                guestbook { id }
                orders { code }
            }
            ... on StaffLookupValidationError { fieldErrors { field code } }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const BOOK = gql`
    mutation Book($input: CreateTestRideBookingInput!, $customerId: ID, $guestbookEntryId: ID) {
        createBookingByPS(input: $input, customerId: $customerId, guestbookEntryId: $guestbookEntryId) {
            __typename
            ... on TestRideBooking { id code name phone email surveyAnswers slotStart }
            ... on TestRideValidationError { fieldErrors { field code } }
            ... on ErrorResult { errorCode message }
        }
    }
`;
const STAFF_RIDES = gql`query { staffTestRides { id code } }`;
const JOBS = gql`query { jobRecord { kind refId title startedAt settledAt } }`;
const MY_RIDES = gql`query { myTestRides { id code } }`;
const PLACES = gql`query { testRidePlaces { id dealerSlug } }`;

function futureDate(minDays: number): string {
    let date = addDays(toJakarta(new Date()).date, minDays);
    while (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
    return date;
}

let seq = 0;
const key = () => `pst-key-${Date.now()}-${seq++}`;

describe('pstools plugin', () => {
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    const { server, shopClient, adminClient } = createTestEnvironment(
        mergeConfig(testConfig, {
            apiOptions: { port: 3171 },
            entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
            authOptions: { tokenMethod: 'bearer', shopAuthenticationStrategy: [new NativeAuthenticationStrategy()] },
            paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
            plugins: [
                AccountsPlugin.init({}),
                IdentityDocumentsPlugin.init(),
                DealersPlugin.init({}),
                TestRidesPlugin.init({ siteUrl: 'http://localhost:3000' }),
                FinancingPlugin.init(),
                LeadsPlugin.init({}),
                PsToolsPlugin,
            ],
        }),
    );
    let senopatiId: string;
    let psId: string;
    let customerId: string;

    const as = (account: { email: string; password: string }) => shopClient.asUserWithCredentials(account.email, account.password);
    const entryInput = (overrides: Record<string, unknown> = {}) => ({
        idempotencyKey: key(),
        fullName: 'Agus Salim',
        phone: '081311112222',
        email: 'agus.salim@example.com',
        city: 'Jakarta Selatan',
        priority: 'HOT',
        dealerId: senopatiId,
        leadSource: 'walk-in',
        leadSourceLocation: 'Senopati showroom',
        productSlug: 'alva-cervo',
        followUpDate: futureDate(2),
        ...overrides,
    });
    const bookingInput = (slotStart: string, overrides: Record<string, unknown> = {}) => ({
        idempotencyKey: key(),
        productSlug: 'alva-cervo',
        locationType: 'DEALER',
        placeId: senopatiId,
        slotStart,
        surveyAnswers: ['showroom'],
        currentMotorcycle: 'honda',
        languageCode: 'en',
        ...overrides,
    });

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'dealers', 'test-rides', 'accounts'], firebaseUsers: false });
        const { testRidePlaces } = await shopClient.query(PLACES);
        senopatiId = testRidePlaces.find((p: { dealerSlug: string }) => p.dealerSlug === 'alva-experience-center-senopati').id;
    });

    afterAll(async () => {
        await server.destroy();
    });

    it('refuses a customer (and a signed-out caller) every staff operation', async () => {
        const calls: Array<[string, () => Promise<unknown>]> = [
            ['staffProfile', () => shopClient.query(PROFILE)],
            ['guestbookFormOptions', () => shopClient.query(OPTIONS)],
            ['guestbookEntries', () => shopClient.query(LIST, {})],
            ['guestbookEntries TEAM', () => shopClient.query(LIST, { options: { scope: 'TEAM' } })],
            ['guestbookDuplicates', () => shopClient.query(DUPLICATES, { phone: ps.phoneNumber })],
            ['profileCustomerByPS', () => shopClient.query(LOOKUP, { query: ps.phoneNumber })],
            ['staffTestRides', () => shopClient.query(STAFF_RIDES)],
            ['jobRecord', () => shopClient.query(JOBS)],
            ['createGuestbookEntry', () => shopClient.query(CREATE, { input: entryInput() })],
            ['updateGuestbookFollowUp', () => shopClient.query(FOLLOW_UP, { id: '1', input: { outcome: 'PURCHASED' } })],
            ['assignGuestbookEntry', () => shopClient.query(ASSIGN, { id: '1', email: ps.email })],
            ['createBookingByPS', () => shopClient.query(BOOK, { input: bookingInput(fromJakarta(futureDate(3), '10:00').toISOString()) })],
        ];
        await shopClient.asAnonymousUser();
        for (const [name, call] of calls) await expect(call(), `signed out: ${name}`).rejects.toThrow(/not currently authorized/i);
        await as(customer);
        for (const [name, call] of calls) await expect(call(), `customer: ${name}`).rejects.toThrow(/not currently authorized/i);
        // The customer is told they are not staff, and cannot ask about anybody else's address.
        const { customerCheckIsPS } = await shopClient.query(CHECK, { email: customer.email.toUpperCase() });
        expect(customerCheckIsPS).toMatchObject({ success: false, errorCode: 'NOT_STAFF' });
        await expect(shopClient.query(CHECK, { email: ps.email })).rejects.toThrow(/not currently authorized/i);
    });

    it('recognises a product specialist: profile with role, dealer, region and channel', async () => {
        await as(ps);
        const { customerCheckIsPS } = await shopClient.query(CHECK, { email: ps.email });
        expect(customerCheckIsPS).toMatchObject({ success: true, role: 'Product Specialist' });
        const { staffProfile } = await shopClient.query(PROFILE);
        expect(staffProfile).toMatchObject({
            role: 'Product Specialist',
            isPS: true,
            region: 'DKI Jakarta',
            regionId: '31',
            dealer: { dealerSlug: 'alva-experience-center-senopati' },
            channel: { code: '__default_channel__' },
        });
        expect(staffProfile.capabilities).not.toContain('teamGuestbook');
        psId = staffProfile.id;
    });

    it('validates a guestbook entry with the rules codes', async () => {
        await as(ps);
        const { createGuestbookEntry } = await shopClient.query(CREATE, {
            input: entryInput({ fullName: 'A1', phone: '123', email: 'nope', priority: 'SUPER', leadSourceLocation: '', productSlug: 'unknown-bike', followUpDate: '2026-02-30' }),
        });
        expect(createGuestbookEntry.errorCode).toBe('GUESTBOOK_INVALID_INPUT');
        const fields = Object.fromEntries(createGuestbookEntry.fieldErrors.map((e: { field: string; code: string }) => [e.field, e.code]));
        expect(fields).toMatchObject({
            fullName: 'LETTERS_ONLY',
            phone: expect.stringMatching(/^PHONE_/),
            email: 'EMAIL_FORMAT',
            priority: 'INVALID_VALUE',
            leadSourceLocation: 'REQUIRED',
            followUpDate: 'DATE_FORMAT',
        });
        const badBike = await shopClient.query(CREATE, { input: entryInput({ productSlug: 'unknown-bike' }) });
        expect(badBike.createGuestbookEntry.fieldErrors).toEqual([{ field: 'productSlug', code: 'INVALID_VALUE' }]);
    });

    it('warns of an existing customer or lead, refuses a second open entry, and keeps one entry per idempotency key', async () => {
        await as(ps);
        const { guestbookDuplicates } = await shopClient.query(DUPLICATES, { phone: customer.phoneNumber.replace('+62', '0') });
        expect(guestbookDuplicates).toEqual([expect.objectContaining({ kind: 'CUSTOMER', name: 'Rina Wijaya', matchedBy: 'PHONE' })]);

        const input = entryInput({ fullName: 'Rina Wijaya', phone: customer.phoneNumber, email: customer.email });
        const first = (await shopClient.query(CREATE, { input })).createGuestbookEntry;
        expect(first).toMatchObject({ __typename: 'GuestbookEntry', status: 'ASSIGNED', createdByCustomerId: psId, assignedToCustomerId: psId, phone: customer.phoneNumber });
        expect(first.customerId).toBeTruthy();
        customerId = first.customerId;
        // The same submit again (a retry): the same entry, not a second one.
        const again = (await shopClient.query(CREATE, { input })).createGuestbookEntry;
        expect(again.id).toBe(first.id);
        // Another form fill for the same person while the first is open: refused, with the open one.
        const duplicate = (await shopClient.query(CREATE, { input: { ...input, idempotencyKey: key() } })).createGuestbookEntry;
        expect(duplicate).toMatchObject({ errorCode: 'GUESTBOOK_DUPLICATE', existing: { id: first.id } });
        const dupes = (await shopClient.query(DUPLICATES, { email: customer.email })).guestbookDuplicates;
        expect(dupes.map((d: { kind: string }) => d.kind).sort()).toEqual(['CUSTOMER', 'GUESTBOOK']);
    });

    it('completes a follow-up once (guarded, with history) and sorts Assigned first or Completed first', async () => {
        await as(ps);
        const created = (await shopClient.query(CREATE, { input: entryInput() })).createGuestbookEntry;
        const moved = (await shopClient.query(FOLLOW_UP, { id: created.id, input: { followUpDate: futureDate(4) } })).updateGuestbookFollowUp;
        expect(moved).toMatchObject({ status: 'ASSIGNED', followUpDate: futureDate(4) });
        const done = (await shopClient.query(FOLLOW_UP, { id: created.id, input: { outcome: 'INTERESTED', note: 'Calls back next week' } })).updateGuestbookFollowUp;
        expect(done).toMatchObject({ status: 'COMPLETED', outcome: 'INTERESTED' });
        expect(done.completedAt).toBeTruthy();
        expect(done.history.map((h: { to: string }) => h.to)).toEqual(['ASSIGNED', 'ASSIGNED', 'COMPLETED']);
        const twice = (await shopClient.query(FOLLOW_UP, { id: created.id, input: { outcome: 'PURCHASED' } })).updateGuestbookFollowUp;
        expect(twice).toMatchObject({ errorCode: 'GUESTBOOK_NOT_CHANGEABLE' });

        const asc = (await shopClient.query(LIST, { options: { sort: 'ASC' } })).guestbookEntries;
        expect(asc[0].status).toBe('ASSIGNED');
        expect(asc[asc.length - 1].status).toBe('COMPLETED');
        const desc = (await shopClient.query(LIST, { options: { sort: 'DESC' } })).guestbookEntries;
        expect(desc[0].status).toBe('COMPLETED');
        const today = toJakarta(new Date()).date;
        expect((await shopClient.query(LIST, { options: { date: today, status: 'COMPLETED' } })).guestbookEntries.map((e: { id: string }) => e.id)).toEqual([created.id]);
        expect((await shopClient.query(LIST, { options: { date: addDays(today, -1) } })).guestbookEntries).toEqual([]);
    });

    it('does not let a product specialist do what only a coordinator can', async () => {
        await as(ps);
        const mine = (await shopClient.query(LIST, {})).guestbookEntries;
        await expect(shopClient.query(LIST, { options: { scope: 'TEAM' } })).rejects.toThrow(/not currently authorized/i);
        await expect(shopClient.query(ASSIGN, { id: mine[0].id, email: coordinator.email })).rejects.toThrow(/not currently authorized/i);
        const psLookup = (await shopClient.query(LOOKUP, { query: customer.email })).profileCustomerByPS;
        expect(psLookup).toMatchObject({ documentsShown: false, documents: [] });

        await as(coordinator);
        const { staffProfile } = await shopClient.query(PROFILE);
        expect(staffProfile.capabilities).toEqual(expect.arrayContaining(['teamGuestbook', 'viewDocuments']));
        const team = (await shopClient.query(LIST, { options: { scope: 'TEAM' } })).guestbookEntries;
        expect(team.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining(mine.map((e: { id: string }) => e.id)));
        // Not in the coordinator's own list until assigned to them.
        expect((await shopClient.query(LIST, {})).guestbookEntries).toEqual([]);
        const open = mine.find((e: { status: string }) => e.status === 'ASSIGNED');
        const assigned = (await shopClient.query(ASSIGN, { id: open.id, email: coordinator.email })).assignGuestbookEntry;
        expect(assigned.assignedToCustomerId).toBe(staffProfile.id);
        const refused = (await shopClient.query(ASSIGN, { id: open.id, email: customer.email })).assignGuestbookEntry;
        expect(refused).toMatchObject({ errorCode: 'GUESTBOOK_INVALID_INPUT' });
        const coordLookup = (await shopClient.query(LOOKUP, { query: customer.email })).profileCustomerByPS;
        expect(coordLookup.documentsShown).toBe(true);
    });

    it('books a test ride for a customer with the same slots, capacity and survey as the customer flow', async () => {
        await as(ps);
        const slotStart = fromJakarta(futureDate(3), '11:00').toISOString();
        const noSurvey = (await shopClient.query(BOOK, { input: bookingInput(slotStart, { surveyAnswers: [] }), customerId })).createBookingByPS;
        expect(noSurvey.fieldErrors).toEqual([{ field: 'surveyAnswers', code: 'SURVEY_MIN_ONE' }]);

        const booked = (await shopClient.query(BOOK, { input: bookingInput(slotStart), customerId })).createBookingByPS;
        expect(booked).toMatchObject({ __typename: 'TestRideBooking', name: 'Rina Wijaya', email: customer.email, phone: customer.phoneNumber, surveyAnswers: ['showroom'] });
        // A guestbook visitor without an account: a guest booking with the entry's contact.
        const visitor = (await shopClient.query(CREATE, { input: entryInput({ fullName: 'Joko Widodo', phone: '081399998888', email: 'joko@example.com' }) })).createGuestbookEntry;
        const guest = (await shopClient.query(BOOK, { input: bookingInput(slotStart), guestbookEntryId: visitor.id })).createBookingByPS;
        expect(guest).toMatchObject({ __typename: 'TestRideBooking', name: 'Joko Widodo', phone: '+6281399998888' });
        // Senopati takes 2 riders per slot: the third is refused like a customer's would be.
        const full = (await shopClient.query(BOOK, { input: bookingInput(slotStart), customerId })).createBookingByPS;
        expect(full).toMatchObject({ errorCode: 'SLOT_FULL' });
        const unknown = (await shopClient.query(BOOK, { input: bookingInput(slotStart), customerId: '99999' })).createBookingByPS;
        expect(unknown).toMatchObject({ errorCode: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' });

        const { staffTestRides } = await shopClient.query(STAFF_RIDES);
        expect(staffTestRides.map((b: { id: string }) => b.id).sort()).toEqual([booked.id, guest.id].sort());
        const { jobRecord } = await shopClient.query(JOBS);
        expect(jobRecord.filter((j: { kind: string }) => j.kind === 'TEST_RIDE').map((j: { refId: string }) => j.refId).sort()).toEqual([booked.id, guest.id].sort());
        expect(jobRecord.some((j: { kind: string; settledAt: string | null }) => j.kind === 'GUESTBOOK' && j.settledAt)).toBe(true);

        // The customer sees it in their own bookings.
        await as(customer);
        const { myTestRides } = await shopClient.query(MY_RIDES);
        expect(myTestRides.map((b: { id: string }) => b.id)).toContain(booked.id);
    });

    it('looks a customer up by phone or e-mail and says when nobody is found', async () => {
        await as(ps);
        const byPhone = (await shopClient.query(LOOKUP, { query: customer.phoneNumber.replace('+62', '0') })).profileCustomerByPS;
        expect(byPhone).toMatchObject({ __typename: 'StaffCustomerProfile', customer: { name: 'Rina Wijaya', emailAddress: customer.email } });
        expect(byPhone.bookings.length).toBe(1);
        expect(byPhone.guestbook.length).toBeGreaterThanOrEqual(1);
        const visitor = (await shopClient.query(LOOKUP, { query: 'joko@example.com' })).profileCustomerByPS;
        expect(visitor).toMatchObject({ customer: null, email: 'joko@example.com' });
        expect(visitor.bookings.length).toBe(1);
        const nobody = (await shopClient.query(LOOKUP, { query: 'nobody@example.com' })).profileCustomerByPS;
        expect(nobody).toMatchObject({ errorCode: 'CUSTOMER_NOT_FOUND', message: 'No customer found' });
        const noId = (await shopClient.query(LOOKUP, { customerId: '99999' })).profileCustomerByPS;
        expect(noId).toMatchObject({ errorCode: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' });
        const bad = (await shopClient.query(LOOKUP, { query: 'hello' })).profileCustomerByPS;
        expect(bad).toMatchObject({ errorCode: 'LOOKUP_INVALID_INPUT', fieldErrors: [{ field: 'query', code: 'LOOKUP_FORMAT' }] });
    });

    it('lists every showroom\'s guestbook in the back office', async () => {
        await adminClient.asSuperAdmin();
        const { guestbookEntryList } = await adminClient.query(gql`
            query { guestbookEntryList(options: { filter: { email: { eq: "joko@example.com" } } }) { totalItems items { fullName status createdByCustomerId } } }
        `);
        expect(guestbookEntryList).toMatchObject({ totalItems: 1, items: [{ fullName: 'Joko Widodo', status: 'ASSIGNED', createdByCustomerId: psId }] });
        const all = (await adminClient.query(gql`query { guestbookEntryList { totalItems } }`)).guestbookEntryList;
        expect(all.totalItems).toBe(3);
    });

    it('logs every look-up', async () => {
        const { StaffLookupLog } = await import('../entities/staff-lookup-log.entity');
        const { TransactionalConnection } = await import('@vendure/core');
        const logs = await server.app.get(TransactionalConnection).rawConnection.getRepository(StaffLookupLog).find({ order: { id: 'ASC' } });
        // 2 (PS and coordinator, documents) + 4 found/not found + 1 by id; the malformed query is not a look-up.
        expect(logs.map(l => [l.query, l.foundCustomerId ? 'found' : 'none', l.documentsShown])).toEqual([
            [customer.email, 'found', false],
            [customer.email, 'found', true],
            [customer.phoneNumber, 'found', false],
            ['joko@example.com', 'none', false],
            ['nobody@example.com', 'none', false],
            ['id:99999', 'none', false],
        ]);
    });
});
