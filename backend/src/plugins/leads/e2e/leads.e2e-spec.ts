import gql from 'graphql-tag';
import { contactMessageCases, marketingLeadCases } from '@alva/rules/cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { populateFixtures } from '../../../e2e/fixtures';
import { initialData } from '../../../e2e/test-environment';
import { createFinancingEnvironment } from '../../financing/e2e/financing-environment';

const SUBMIT_LEAD = gql`
    mutation Lead($input: SubmitMarketingLeadInput!) {
        submitMarketingLead(input: $input) {
            __typename
            ... on LeadReceipt { id createdAt }
            ... on LeadValidationError { errorCode fieldErrors { field code } }
            ... on LeadRateLimitError { errorCode retryAfterSeconds }
        }
    }
`;
const SUBMIT_CONTACT = gql`
    mutation Contact($input: SubmitContactMessageInput!) {
        submitContactMessage(input: $input) {
            __typename
            ... on LeadReceipt { id }
            ... on LeadValidationError { errorCode fieldErrors { field code } }
            ... on LeadRateLimitError { errorCode retryAfterSeconds }
        }
    }
`;
const LEADS = gql`
    query Leads($options: MarketingLeadListOptions) {
        marketingLeads(options: $options) {
            totalItems
            items { id fullName phone city source productSlug areaCode downPaymentPercent tenorMonths provider otrPrice monthlyInstalment languageCode }
        }
    }
`;
const MESSAGES = gql`
    query Messages($options: ContactMessageListOptions) {
        contactMessages(options: $options) { totalItems items { id name email phone topic message } }
    }
`;

let seq = 0;
const key = () => `lead-key-${Date.now()}-${seq++}`;
const goodLead = (o: Record<string, unknown> = {}) => ({
    idempotencyKey: key(),
    fullName: 'Siti Nurhaliza',
    phone: '+6281234567890',
    city: 'Bandung',
    source: 'monthly-cost',
    languageCode: 'en',
    ...o,
});
const goodMessage = (o: Record<string, unknown> = {}) => ({
    idempotencyKey: key(),
    name: "Rudi O'Brien",
    email: 'Rudi@Example.com',
    phone: '081298765432',
    topic: 'battery',
    message: 'How much does a battery swap cost per month?',
    languageCode: 'id',
    ...o,
});

describe('leads plugin', () => {
    const { server, shopClient, adminClient } = createFinancingEnvironment(3188, { maxPerWindow: 3, windowMinutes: 10 });

    const leadCount = async () => (await adminClient.query(LEADS, { options: { take: 200 } })).marketingLeads.totalItems;
    const messageCount = async () => (await adminClient.query(MESSAGES, { options: { take: 200 } })).contactMessages.totalItems;

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['financing'], firebaseUsers: false });
        await adminClient.asSuperAdmin();
    });
    afterAll(async () => {
        await server.destroy();
    });

    const badLeads: Array<[string, Record<string, unknown>, string, string]> = [
        ['empty name', { fullName: '' }, 'fullName', 'REQUIRED'],
        ['blank name', { fullName: '   ' }, 'fullName', 'REQUIRED'],
        ['digits in name', { fullName: 'Siti 2' }, 'fullName', 'LETTERS_ONLY'],
        ['markup in name', { fullName: '<script>alert(1)</script>' }, 'fullName', 'LETTERS_ONLY'],
        ['bidi control in name', { fullName: 'Siti\u202eNur' }, 'fullName', 'LETTERS_ONLY'],
        ['one-letter name', { fullName: 'S' }, 'fullName', 'TOO_SHORT'],
        ['101-letter name', { fullName: 'A'.repeat(101) }, 'fullName', 'TOO_LONG'],
        ['doubled hyphen in name', { fullName: 'Budi--Santoso' }, 'fullName', 'LETTERS_ONLY'],
        ['no phone', { phone: null }, 'phone', 'REQUIRED'],
        ['letters in phone', { phone: '+62812abc4567' }, 'phone', 'PHONE_FORMAT'],
        ['short phone', { phone: '+628123456' }, 'phone', 'PHONE_LENGTH'],
        ['long phone', { phone: '+62812345678901234' }, 'phone', 'PHONE_LENGTH'],
        ['foreign phone', { phone: '+6591234567890' }, 'phone', 'PHONE_COUNTRY'],
        ['trunk 0 after +62', { phone: '+620812345678' }, 'phone', 'PHONE_FORMAT'],
        ['no city', { city: '' }, 'city', 'REQUIRED'],
        ['digits in city', { city: 'Jakarta 12' }, 'city', 'LETTERS_ONLY'],
        ['unknown source', { source: 'home' }, 'source', 'INVALID_VALUE'],
        ['unknown product', { productSlug: 'honda-beat' }, 'productSlug', 'INVALID_VALUE'],
        ['down payment over 100 %', { downPaymentPercent: 150 }, 'downPaymentPercent', 'INVALID_VALUE'],
        ['zero tenor', { tenorMonths: 0 }, 'tenorMonths', 'INVALID_VALUE'],
        ['bad idempotency key', { idempotencyKey: 'x y' }, 'idempotencyKey', 'INVALID_VALUE'],
        ['unknown language', { languageCode: 'fr' }, 'languageCode', 'INVALID_VALUE'],
    ];

    it.each(badLeads)('refuses a lead with %s and stores nothing', async (_label, override, field, code) => {
        const before = await leadCount();
        const { submitMarketingLead: r } = await shopClient.query(SUBMIT_LEAD, { input: goodLead(override) });
        expect(r.__typename).toBe('LeadValidationError');
        expect(r.errorCode).toBe('LEAD_INVALID_INPUT');
        expect(r.fieldErrors).toContainEqual({ field, code });
        expect(await leadCount()).toBe(before);
    });

    // The shared tables (packages/rules/src/cases.ts): the same codes as the schema test and the rendered forms.
    it.each(marketingLeadCases.bad)('refuses the table case $label in $field with $code and stores nothing', async ({ field, value, code }) => {
        const before = await leadCount();
        const { submitMarketingLead: r } = await shopClient.query(SUBMIT_LEAD, { input: goodLead({ [field]: value }) });
        expect(r.__typename).toBe('LeadValidationError');
        expect(r.fieldErrors).toEqual([{ field, code }]);
        expect(await leadCount()).toBe(before);
    });

    it.each(contactMessageCases.bad)('refuses the table case $label in contact $field with $code and stores nothing', async ({ field, value, code }) => {
        const before = await messageCount();
        const { submitContactMessage: r } = await shopClient.query(SUBMIT_CONTACT, { input: goodMessage({ [field]: value }) });
        expect(r.__typename).toBe('LeadValidationError');
        expect(r.fieldErrors).toEqual([{ field, code }]);
        expect(await messageCount()).toBe(before);
    });

    const badMessages: Array<[string, Record<string, unknown>, string, string]> = [
        ['no name', { name: '' }, 'name', 'REQUIRED'],
        ['bad e-mail', { email: 'rudi@example' }, 'email', 'EMAIL_FORMAT'],
        ['doubled dot in e-mail', { email: 'budi..s@alva.id' }, 'email', 'EMAIL_FORMAT'],
        ['digit in top-level domain', { email: 'budi@alva.c0m' }, 'email', 'EMAIL_FORMAT'],
        ['no e-mail', { email: ' ' }, 'email', 'REQUIRED'],
        ['bad phone', { phone: '0812-abc' }, 'phone', 'PHONE_FORMAT'],
        ['unknown topic', { topic: 'gossip' }, 'topic', 'INVALID_VALUE'],
        ['no topic', { topic: null }, 'topic', 'REQUIRED'],
        ['short message', { message: 'Hi' }, 'message', 'TOO_SHORT'],
        ['long message', { message: 'a'.repeat(2001) }, 'message', 'TOO_LONG'],
        ['zero-width characters', { message: 'Hello there\u200b friend' }, 'message', 'INVALID_VALUE'],
    ];

    it.each(badMessages)('refuses a contact message with %s and stores nothing', async (_label, override, field, code) => {
        const before = await messageCount();
        const { submitContactMessage: r } = await shopClient.query(SUBMIT_CONTACT, { input: goodMessage(override) });
        expect(r.__typename).toBe('LeadValidationError');
        expect(r.fieldErrors).toContainEqual({ field, code });
        expect(await messageCount()).toBe(before);
    });

    it('stores a lead with its calculator inputs and the quote the server computes; a double submit stores one', async () => {
        const input = goodLead({
            fullName: '  Siti   Nurhaliza ',
            phone: '0812 3456 7890',
            source: 'dp-simulation',
            productSlug: 'alva-one-1-battery',
            batteryOption: 'single',
            areaCode: 'jakarta',
            downPaymentPercent: 20,
            tenorMonths: 24,
            provider: 'ADIRA',
        });
        const [a, b] = await Promise.all([
            shopClient.query(SUBMIT_LEAD, { input }),
            shopClient.query(SUBMIT_LEAD, { input }),
        ]);
        expect(a.submitMarketingLead.__typename).toBe('LeadReceipt');
        expect(b.submitMarketingLead.id).toBe(a.submitMarketingLead.id);
        const again = await shopClient.query(SUBMIT_LEAD, { input });
        expect(again.submitMarketingLead.id).toBe(a.submitMarketingLead.id);
        const { marketingLeads } = await adminClient.query(LEADS, { options: { filter: { source: { eq: 'dp-simulation' } } } });
        expect(marketingLeads.totalItems).toBe(1);
        expect(marketingLeads.items[0]).toMatchObject({
            fullName: 'Siti Nurhaliza',
            phone: '+6281234567890',
            city: 'Bandung',
            productSlug: 'alva-one-1-battery',
            tenorMonths: 24,
            otrPrice: 35_900_000_00,
            monthlyInstalment: 1_632_000_00,
            languageCode: 'en',
        });
        // The same key with somebody else's phone is not a replay.
        const other = await shopClient.query(SUBMIT_LEAD, { input: { ...input, phone: '+6281111111111' } });
        expect(other.submitMarketingLead.fieldErrors).toEqual([{ field: 'idempotencyKey', code: 'INVALID_VALUE' }]);
    });

    it('stores a contact message (e-mail lower-cased, phone to +62) and lists it for staff', async () => {
        const { submitContactMessage: r } = await shopClient.query(SUBMIT_CONTACT, { input: goodMessage() });
        expect(r.__typename).toBe('LeadReceipt');
        for (const good of contactMessageCases.good) {
            const { submitContactMessage: stored } = await shopClient.query(SUBMIT_CONTACT, { input: goodMessage(good) });
            expect(stored.__typename).toBe('LeadReceipt');
        }
        const { contactMessages } = await adminClient.query(MESSAGES, { options: { filter: { topic: { eq: 'battery' }, name: { contains: 'rudi' } } } });
        expect(contactMessages.items[0]).toMatchObject({ email: 'rudi@example.com', phone: '+6281298765432', topic: 'battery' });
    });

    it('limits stored leads per address (3 per 10 minutes here)', async () => {
        // One lead is stored already (above); the table's good leads are the next two.
        expect(marketingLeadCases.good).toHaveLength(2);
        for (const good of marketingLeadCases.good) {
            const { submitMarketingLead: r } = await shopClient.query(SUBMIT_LEAD, { input: goodLead(good) });
            expect(r.__typename).toBe('LeadReceipt');
        }
        const { submitMarketingLead: limited } = await shopClient.query(SUBMIT_LEAD, { input: goodLead() });
        expect(limited).toMatchObject({ __typename: 'LeadRateLimitError', errorCode: 'LEAD_RATE_LIMITED' });
        expect(limited.retryAfterSeconds).toBeGreaterThan(0);
        expect(limited.retryAfterSeconds).toBeLessThanOrEqual(600);
        expect(await leadCount()).toBe(3);
    });

    it('lists leads only for administrators with ReadLeads', async () => {
        await adminClient.asAnonymousUser();
        await expect(adminClient.query(LEADS)).rejects.toThrow(/not currently authorized/);
        await expect(adminClient.query(MESSAGES)).rejects.toThrow(/not currently authorized/);
        await adminClient.asSuperAdmin();
    });
});
