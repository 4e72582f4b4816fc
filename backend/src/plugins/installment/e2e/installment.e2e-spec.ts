/**
 * Installment through a financing provider (issue 14) through the shop and admin APIs and the provider webhook:
 * offers compared, an application refused without the agreements or the documents, BFI approved by staff with the
 * down payment paid in the sandbox and the contract signed, ADIRA refusing through its webhook (forged, stale and
 * replayed calls change nothing) and the customer applying elsewhere or paying in full, every illegal transition
 * refused, and nobody but the buyer reading the application.
 */
import { Payment, TransactionalConnection } from '@vendure/core';
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSandboxGateway } from '../../../../../scripts/sandbox-gateway.mjs';
import { simulate } from '@alva/rules';
import { FinancingPlugin } from '../../financing/financing.plugin';
import { OrdersPlugin } from '../../orders/orders.plugin';
import {
    createPurchaseEnvironment,
    ERROR_FIELDS,
    homeDelivery,
    initialData,
    PAYMENT_FIELDS,
    Q,
    SERVER_KEY,
    validOwner,
    waitFor,
} from '../../purchase/e2e/purchase-environment';
import { signWebhook } from '../constants';
import { InstallmentEvent } from '../entities/installment-event.entity';
import { InstallmentPlugin } from '../installment.plugin';
import { TEST_ACCOUNTS, populateFixtures } from '../../../e2e/fixtures';

const PORT = 3535;
const GATEWAY_PORT = 3534;

const APP = `id reference provider providerName status downPaymentPercent tenorMonths otrPrice downPayment adminFee monthlyInstalment firstPayment totalPayment requirements decisionReason rejectedBy contractSignedAt`;
const VIEW = `orderCode orderState downPaymentPaid actions current { ${APP} } previous { ${APP} }`;
const I = {
    offers: `query ($code: String, $dp: Float, $t: Int, $s: InstallmentOfferSort) { installmentOffers(orderCode: $code, downPaymentPercent: $dp, tenorMonths: $t, sort: $s) { __typename ... on InstallmentOffers { orderCode otrPrice downPaymentPercent tenorMonths downPaymentOptions tenors rejectedProviders offers { provider tenorMonths downPayment adminFee insurance monthlyInstalment firstPayment totalPayment flatRatePercent requirements available } } ${ERROR_FIELDS} } }`,
    apply: `mutation ($input: InstallmentApplicationInput!, $code: String) { applyForInstallment(input: $input, orderCode: $code) { __typename ... on OrderInstallment { ${VIEW} } ${ERROR_FIELDS} } }`,
    view: `query ($code: String!) { orderInstallment(orderCode: $code) { ${VIEW} } }`,
    payDown: `mutation ($code: String!, $m: String!) { payInstallmentDownPayment(orderCode: $code, paymentMethodCode: $m) { __typename ... on PurchasePayment { ${PAYMENT_FIELDS} purpose } ${ERROR_FIELDS} } }`,
    switchFull: `mutation ($code: String!, $m: String!) { switchInstallmentToFullPayment(orderCode: $code, paymentMethodCode: $m) { __typename ... on PurchasePayment { ${PAYMENT_FIELDS} purpose } ${ERROR_FIELDS} } }`,
    track: `query ($code: String!) { myPurchaseOrder(code: $code) { summary { kind state actions } progressStep statusMessage timeline { key reachedAt } } }`,
    upload: `mutation ($type: CustomerDocumentType!, $file: Upload!) { customerUploadDocumentImage(type: $type, file: $file) { __typename ... on CustomerDocument { id type } ... on ErrorResult { errorCode message } } }`,
    // admin
    list: `query ($s: String) { installmentApplications(options: { filter: { status: { eq: $s } }, sort: { createdAt: DESC } }) { totalItems items { id reference orderCode customerName provider status } } }`,
    detail: `query ($id: ID!) { installmentApplication(id: $id) { ${APP} orderState customerId events { type actor data } } }`,
    decide: `mutation ($id: ID!, $d: InstallmentDecision!, $r: String) { decideInstallmentApplication(id: $id, decision: $d, reason: $r) { id status } }`,
    move: `mutation ($id: ID!, $s: String!) { transitionOrderToState(id: $id, state: $s) { __typename ... on Order { state } ... on OrderStateTransitionError { transitionError } } }`,
    orderId: `query ($c: String!) { orders(options: { filter: { code: { eq: $c } } }) { items { id state totalWithTax payments { method state amount } surcharges { sku description priceWithTax } } } }`,
    createCustomer: `mutation ($input: CreateCustomerInput!, $p: String!) { createCustomer(input: $input, password: $p) { __typename } }`,
};

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-installment-outbox-'));
process.env.OUTBOX_DIR = outbox;

const agreed = (provider: string, over: Record<string, unknown> = {}) => ({
    provider,
    downPaymentPercent: 20,
    tenorMonths: 24,
    agreeRequirements: true,
    consentToShare: true,
    ...over,
});

describe('installment through a financing provider', () => {
    const { server, Session, base, privateDir } = createPurchaseEnvironment(PORT, GATEWAY_PORT, [
        FinancingPlugin,
        InstallmentPlugin,
        OrdersPlugin,
    ]);
    let gateway: Awaited<ReturnType<typeof startSandboxGateway>>;
    let bikes: Array<{ id: string }>;
    let staff: InstanceType<typeof Session>;
    let buyer: InstanceType<typeof Session>;
    let stranger: InstanceType<typeof Session>;
    const customer = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    const admin = TEST_ACCOUNTS.find(a => a.kind === 'ecommerce-admin')!;
    let nextBike = 0;
    const db = () => server.app.get(TransactionalConnection).rawConnection;

    async function raw(s: InstanceType<typeof Session> | null, query: string, variables: object, api = 'shop-api') {
        const res = await fetch(`${base}/${api}`, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                ...(s?.token ? { authorization: `Bearer ${s.token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
        });
        return (await res.json()) as { data?: any; errors?: Array<{ message: string }> };
    }

    const card = () =>
        sharp({ create: { width: 800, height: 500, channels: 3, background: '#336699' } })
            .jpeg()
            .toBuffer();

    async function uploadDocuments(s: InstanceType<typeof Session>, types: string[]) {
        for (const type of types) {
            const result = await s.upload(I.upload, { type }, await card(), `${type.toLowerCase()}.jpg`);
            expect(result.data?.customerUploadDocumentImage?.__typename, JSON.stringify(result)).toBe(
                'CustomerDocument',
            );
        }
    }

    /** The buyer's active order up to the payment step (owner and delivery done). */
    async function prepareOrder(s = buyer) {
        const variant = bikes[nextBike++];
        expect((await s.q(Q.add, { id: variant.id, qty: 1 })).addItemToOrder.__typename).toBe('Order');
        expect((await s.q(Q.owner, { input: validOwner() })).setPurchaseOwner.__typename).toBe('Order');
        expect((await s.q(Q.delivery, { input: homeDelivery() })).setPurchaseDelivery.__typename).toBe('Order');
    }

    const adminOrder = async (code: string) =>
        (await staff.q(I.orderId, { c: code }, 'admin-api')).orders.items[0] as {
            id: string;
            state: string;
            totalWithTax: number;
            payments: Array<{ method: string; state: string; amount: number }>;
            surcharges: Array<{ sku: string; description: string; priceWithTax: number }>;
        };
    const decide = (id: string, d: string, r?: string) => raw(staff, I.decide, { id, d, r }, 'admin-api');
    const gatewayOrderId = async (orderCode: string) => {
        const payments = await db()
            .getRepository(Payment)
            .find({ relations: { order: true } });
        return payments
            .filter(p => p.order.code === orderCode && p.transactionId)
            .sort((a, b) => Number(b.id) - Number(a.id))[0].transactionId;
    };
    const webhook = (provider: string, body: Record<string, unknown>, signature = signWebhook(provider as any, body)) =>
        fetch(`${base}/installment-webhooks/${provider.toLowerCase()}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-alva-signature': signature },
            body: JSON.stringify(body),
        });

    beforeAll(async () => {
        gateway = await startSandboxGateway({
            port: GATEWAY_PORT,
            serverKey: SERVER_KEY,
            notifyUrl: `${base}/payments/midtrans/notification`,
            log: () => undefined,
        });
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, {
            steps: ['initial-data', 'catalog', 'dealers', 'financing', 'purchase', 'accounts'],
            firebaseUsers: false,
        });
        bikes = (await new Session().q(Q.variants, { slug: 'alva-one-1-battery' })).product.variants;
        staff = await new Session().login(admin.email, admin.password, 'admin-api');
        await staff.q(
            I.createCustomer,
            {
                input: { emailAddress: 'stranger-installment@example.com', firstName: 'Budi', lastName: 'Santoso' },
                p: 'Str4nger!pass',
            },
            'admin-api',
        );
        buyer = await new Session().login(customer.email, customer.password);
        stranger = await new Session().login('stranger-installment@example.com', 'Str4nger!pass');
    });

    afterAll(async () => {
        await server.destroy();
        await gateway.close();
        fs.rmSync(privateDir, { recursive: true, force: true });
        fs.rmSync(outbox, { recursive: true, force: true });
    });

    it('compares every active provider on the order price with the calculators’ arithmetic, sorted either way', async () => {
        await prepareOrder();
        const quote = (await buyer.q(Q.quote, {})).purchaseQuote;
        const r = (await buyer.q(I.offers, { dp: 20, t: 24 })).installmentOffers;
        expect(r.__typename).toBe('InstallmentOffers');
        expect(r.otrPrice).toBe(quote.total);
        // Every provider with an enabled rate for the tenor (the seed's DEMO rates), none other.
        const params = (await buyer.q(`query { financingParameters { providers { code rates { tenorMonths } } } }`))
            .financingParameters;
        const offering = params.providers
            .filter((p: any) => p.rates.some((x: any) => x.tenorMonths === 24))
            .map((p: any) => p.code)
            .sort();
        expect(offering.length).toBeGreaterThanOrEqual(3);
        expect(r.offers.map((o: any) => o.provider).sort()).toEqual(offering);
        const monthly = r.offers.map((o: any) => o.monthlyInstalment);
        expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
        for (const o of r.offers) {
            const expected = simulate({
                otrPrice: r.otrPrice,
                downPaymentPercent: 20,
                tenorMonths: 24,
                flatRateBps: Math.round(o.flatRatePercent * 100),
                adminFee: o.adminFee,
                insuranceRateBps: Math.round((o.insurance / r.otrPrice) * 10_000),
            });
            expect([o.downPayment, o.monthlyInstalment, o.firstPayment]).toEqual([
                expected.downPayment,
                expected.monthlyInstalment,
                expected.firstPayment,
            ]);
            expect(o.requirements[0]).toBe('IDENTITY_CARD');
        }
        const byTotal = (await buyer.q(I.offers, { dp: 20, t: 24, s: 'TOTAL' })).installmentOffers.offers;
        const totals = byTotal.map((o: any) => o.totalPayment);
        expect(totals).toEqual([...totals].sort((a, b) => a - b));
        const bad = (await buyer.q(I.offers, { dp: 13, t: 7 })).installmentOffers;
        expect(bad.fieldErrors.map((e: any) => e.field).sort()).toEqual(['downPaymentPercent', 'tenorMonths']);
    });

    it('refuses an application without the agreements, without the documents or from a guest, storing nothing', async () => {
        const notAgreed = (
            await buyer.q(I.apply, { input: agreed('BFI', { agreeRequirements: false, consentToShare: null }) })
        ).applyForInstallment;
        expect(notAgreed.__typename).toBe('PurchaseInputError');
        expect(notAgreed.fieldErrors).toEqual([
            { field: 'agreeRequirements', code: 'REQUIREMENTS_NOT_AGREED' },
            { field: 'consentToShare', code: 'CONSENT_REQUIRED' },
        ]);
        const noDocs = (await buyer.q(I.apply, { input: agreed('BFI') })).applyForInstallment;
        expect(noDocs.errorCode).toBe('INSTALLMENT_DOCUMENTS_MISSING');
        expect(noDocs.missing).toEqual(['IDENTITY_CARD', 'TAX_CARD', 'PROOF_OF_INCOME']);
        const guest = new Session();
        await guest.q(Q.add, { id: bikes[nextBike++].id, qty: 1 });
        expect((await guest.q(I.apply, { input: agreed('BFI') })).applyForInstallment.errorCode).toBe(
            'INSTALLMENT_SIGN_IN_REQUIRED',
        );
        expect((await buyer.q(Q.active, {})).activeOrder.state).toBe('AddingItems');
        expect(await db().getRepository(InstallmentEvent).count()).toBe(0);
    });

    let bfiCode = '';
    let bfiId = '';

    it('BFI: applied, approved by staff, down payment paid in the sandbox, contract signed, order processing', async () => {
        await uploadDocuments(buyer, ['IDENTITY_CARD', 'TAX_CARD', 'PROOF_OF_INCOME', 'FAMILY_CARD']);
        const applied = (await buyer.q(I.apply, { input: agreed('BFI') })).applyForInstallment;
        expect(applied.__typename, JSON.stringify(applied)).toBe('OrderInstallment');
        expect(applied.orderState).toBe('InstallmentRequested');
        expect(applied.current).toMatchObject({
            provider: 'BFI',
            status: 'REQUESTED',
            tenorMonths: 24,
            downPaymentPercent: 20,
        });
        bfiCode = applied.orderCode;
        const order = await adminOrder(bfiCode);
        // The provider's administration fee is the order's "Installment" line.
        expect(order.surcharges.find(s => s.sku === 'INSTALLMENT_FEE')).toMatchObject({
            description: 'Installment',
            priceWithTax: applied.current.adminFee,
        });
        // Placed: no longer the session's active order.
        expect((await buyer.q(Q.active, {})).activeOrder).toBeNull();
        let t = (await buyer.q(I.track, { code: bfiCode })).myPurchaseOrder;
        expect([t.summary.kind, t.progressStep, t.statusMessage]).toEqual(['INSTALLMENT', 0, null]);
        expect(t.timeline.map((s: any) => s.key)).toEqual([
            'INSTALLMENT',
            'PAYMENT',
            'CONTRACT',
            'PROCESSING',
            'DELIVERY',
        ]);
        expect(t.timeline[0].reachedAt).toBeTruthy();

        const list = (await staff.q(I.list, { s: 'REQUESTED' }, 'admin-api')).installmentApplications;
        const row = list.items.find((i: any) => i.orderCode === bfiCode);
        expect(row).toMatchObject({ provider: 'BFI', status: 'REQUESTED' });
        bfiId = row.id;
        const shared = (await staff.q(I.detail, { id: bfiId }, 'admin-api')).installmentApplication.events.find(
            (e: any) => e.type === 'DATA_SHARED',
        );
        expect(JSON.parse(shared.data).documents.map((d: any) => d.type)).toEqual([
            'IDENTITY_CARD',
            'TAX_CARD',
            'PROOF_OF_INCOME',
        ]);

        // Refused before approval: the contract, the decision states by hand, processing.
        expect((await decide(bfiId, 'CONTRACT_SIGNED')).errors?.[0].message).toMatch(/cannot be CONTRACT_SIGNED/);
        expect((await decide(bfiId, 'REJECTED', '')).errors?.[0].message).toMatch(/reason/);
        for (const state of ['InstallmentApproved', 'ContractSigned', 'Allocated', 'PaymentSettled']) {
            const moved = (await staff.q(I.move, { id: order.id, s: state }, 'admin-api')).transitionOrderToState;
            expect(moved.__typename, state).toBe('OrderStateTransitionError');
        }
        expect((await buyer.q(I.payDown, { code: bfiCode, m: 'va-bca' })).payInstallmentDownPayment.errorCode).toBe(
            'PAYMENT_NOT_RETRYABLE',
        );

        expect((await decide(bfiId, 'APPROVED')).data.decideInstallmentApplication.status).toBe('APPROVED');
        t = (await buyer.q(I.track, { code: bfiCode })).myPurchaseOrder;
        expect([t.summary.state, t.progressStep, t.statusMessage]).toEqual([
            'InstallmentApproved',
            1,
            'INSTALLMENT_CONTRACT_SIGN_OFF',
        ]);
        expect(t.timeline[0].key).toBe('INSTALLMENT_APPROVED');
        let view = (await buyer.q(I.view, { code: bfiCode })).orderInstallment;
        expect(view.actions).toEqual(['PAY_DOWN_PAYMENT']);
        // No contract before the down payment.
        expect((await decide(bfiId, 'CONTRACT_SIGNED')).errors?.[0].message).toMatch(/down payment is not paid/);

        const pay = (await buyer.q(I.payDown, { code: bfiCode, m: 'va-bca' })).payInstallmentDownPayment;
        expect(pay.__typename, JSON.stringify(pay)).toBe('PurchasePayment');
        expect(pay.purpose).toBe('DOWN_PAYMENT');
        expect(pay.amount).toBe(applied.current.firstPayment + 4_000 * 100);
        // Asking again while the payment is open answers the same payment.
        const again = (await buyer.q(I.payDown, { code: bfiCode, m: 'va-bca' })).payInstallmentDownPayment;
        expect(again.reference.vaNumber).toBe(pay.reference.vaNumber);
        expect(gateway.setStatus(await gatewayOrderId(bfiCode), 'settlement')).toBe(true);
        view = await waitFor(
            async () => (await buyer.q(I.view, { code: bfiCode })).orderInstallment,
            v => v.downPaymentPaid,
        );
        expect(view.actions).toEqual([]);
        expect((await adminOrder(bfiCode)).state).toBe('InstallmentApproved');

        expect((await decide(bfiId, 'CONTRACT_SIGNED')).data.decideInstallmentApplication.status).toBe(
            'CONTRACT_SIGNED',
        );
        const signed = await adminOrder(bfiCode);
        expect(signed.state).toBe('ContractSigned');
        const disbursement = signed.payments.find(p => p.method === 'financing-disbursement')!;
        expect(disbursement.state).toBe('Settled');
        expect(signed.payments.filter(p => p.state === 'Settled').reduce((n, p) => n + p.amount, 0)).toBe(
            signed.totalWithTax,
        );
        expect(
            (await staff.q(I.move, { id: signed.id, s: 'Allocated' }, 'admin-api')).transitionOrderToState.state,
        ).toBe('Allocated');
        t = (await buyer.q(I.track, { code: bfiCode })).myPurchaseOrder;
        expect(t.timeline.map((s: any) => [s.key, !!s.reachedAt])).toEqual([
            ['INSTALLMENT_APPROVED', true],
            ['PAID', true],
            ['CONTRACT_SIGNED', true],
            ['PROCESSING', true],
            ['DELIVERY', false],
        ]);
        // Told of every decision (e-mail and SMS/WhatsApp; the outbox holds the messages, named by topic).
        const notices = await waitFor(
            async () => fs.readdirSync(outbox).filter(f => f.includes(bfiCode)),
            files => ['approved', 'contract_signed'].every(d => files.some(f => f.includes(`-order-${d}-`))),
        );
        expect(
            notices.some(f => f.includes('-order-approved-')),
            notices.join(),
        ).toBe(true);
        expect(
            notices.some(f => f.includes('-order-contract_signed-')),
            notices.join(),
        ).toBe(true);
    });

    it('ADIRA: a forged, stale or replayed webhook changes nothing; its rejection lets the customer apply elsewhere', async () => {
        await prepareOrder();
        const applied = (
            await buyer.q(I.apply, { input: agreed('ADIRA', { downPaymentPercent: 30, tenorMonths: 12 }) })
        ).applyForInstallment;
        expect(applied.__typename, JSON.stringify(applied)).toBe('OrderInstallment');
        const code = applied.orderCode;
        const body = {
            eventId: 'adira-evt-1',
            applicationReference: applied.current.reference,
            decision: 'REJECTED',
            reason: 'Income below our minimum',
            sentAt: new Date().toISOString(),
        };
        const state = async () => (await adminOrder(code)).state;
        expect((await webhook('ADIRA', body, 'sha256=' + '0'.repeat(64))).status).toBe(401);
        expect((await webhook('ADIRA', { ...body, decision: 'APPROVED' }, signWebhook('ADIRA', body))).status).toBe(
            401,
        );
        // Signed with another provider's secret.
        expect((await webhook('ADIRA', body, signWebhook('BFI', body))).status).toBe(401);
        const stale = { ...body, eventId: 'adira-evt-0', sentAt: new Date(Date.now() - 3600_000).toISOString() };
        expect((await webhook('ADIRA', stale)).status).toBe(401);
        // Another provider cannot decide ADIRA's application.
        expect((await webhook('BFI', { ...body, eventId: 'bfi-evt-x' })).status).toBe(404);
        expect(await state()).toBe('InstallmentRequested');

        expect((await webhook('ADIRA', body)).status).toBe(200);
        expect(await state()).toBe('InstallmentRejected');
        const replay = await webhook('ADIRA', body);
        expect([replay.status, ((await replay.json()) as { message: string }).message]).toEqual([
            200,
            'Already processed',
        ]);
        // A new event that would approve a rejected application is refused.
        expect((await webhook('ADIRA', { ...body, eventId: 'adira-evt-2', decision: 'APPROVED' })).status).toBe(409);
        expect(
            await db()
                .getRepository(InstallmentEvent)
                .count({ where: { type: 'REJECTED' } }),
        ).toBe(1);

        let view = (await buyer.q(I.view, { code })).orderInstallment;
        expect(view.current).toMatchObject({
            status: 'REJECTED',
            rejectedBy: 'ADIRA',
            decisionReason: 'Income below our minimum',
        });
        expect(view.actions).toEqual(['APPLY_AGAIN', 'SWITCH_TO_FULL_PAYMENT']);
        const t = (await buyer.q(I.track, { code })).myPurchaseOrder;
        expect([t.progressStep, t.statusMessage]).toEqual([0, 'INSTALLMENT_REJECTED']);
        const offers = (await buyer.q(I.offers, { code, dp: 30, t: 12 })).installmentOffers;
        expect(offers.rejectedProviders).toEqual(['ADIRA']);
        expect(offers.offers.find((o: any) => o.provider === 'ADIRA').available).toBe(false);

        // The same provider again is refused; another one keeps everything else of the order.
        const same = (await buyer.q(I.apply, { code, input: agreed('ADIRA') })).applyForInstallment;
        expect(same.fieldErrors).toEqual([{ field: 'provider', code: 'INVALID_VALUE' }]);
        const other = (
            await buyer.q(I.apply, {
                code,
                input: agreed('CASHBAC_EASYPAY', { downPaymentPercent: 30, tenorMonths: 12 }),
            })
        ).applyForInstallment;
        expect(other.__typename, JSON.stringify(other)).toBe('OrderInstallment');
        expect([other.orderCode, other.orderState, other.current.provider]).toEqual([
            code,
            'InstallmentRequested',
            'CASHBAC_EASYPAY',
        ]);
        expect(other.previous.map((a: any) => [a.provider, a.status])).toEqual([['ADIRA', 'REJECTED']]);
        view = (await buyer.q(I.view, { code })).orderInstallment;
        expect(view.current.otrPrice).toBe(applied.current.otrPrice);

        // The old application is no longer the order's: a late decision on it is refused.
        const old = (await staff.q(I.list, { s: 'REJECTED' }, 'admin-api')).installmentApplications.items.find(
            (i: any) => i.orderCode === code,
        );
        expect((await decide(old.id, 'APPROVED')).errors?.[0].message).toMatch(/newer application|cannot be APPROVED/);
    });

    it('after a rejection the customer may pay in full instead', async () => {
        await prepareOrder();
        const applied = (await buyer.q(I.apply, { input: agreed('PAPITUPI') })).applyForInstallment;
        const code = applied.orderCode;
        const id = (await staff.q(I.list, { s: 'REQUESTED' }, 'admin-api')).installmentApplications.items.find(
            (i: any) => i.orderCode === code,
        ).id;
        expect((await decide(id, 'REJECTED', 'Incomplete family card')).data).toBeTruthy();
        const paid = (await buyer.q(I.switchFull, { code, m: 'va-bni' })).switchInstallmentToFullPayment;
        expect(paid.__typename, JSON.stringify(paid)).toBe('PurchasePayment');
        expect([paid.orderState, paid.purpose]).toEqual(['PaymentAuthorized', 'FULL']);
        const order = await adminOrder(code);
        expect(order.surcharges.some(s => s.sku === 'INSTALLMENT_FEE')).toBe(false);
        expect(paid.amount).toBe(order.totalWithTax);
        expect(gateway.setStatus(await gatewayOrderId(code), 'settlement')).toBe(true);
        expect(
            (
                await waitFor(
                    () => adminOrder(code),
                    o => o.state === 'PaymentSettled',
                )
            ).state,
        ).toBe('PaymentSettled');
        // Nothing more to do with the installment.
        expect((await buyer.q(I.switchFull, { code, m: 'va-bni' })).switchInstallmentToFullPayment.errorCode).toBe(
            'PAYMENT_NOT_RETRYABLE',
        );
    });

    it('a contract not signed withdraws a down payment still waiting at the gateway', async () => {
        await prepareOrder();
        const code = (await buyer.q(I.apply, { input: agreed('ADIRA', { tenorMonths: 12 }) })).applyForInstallment
            .orderCode;
        const id = (await staff.q(I.list, { s: 'REQUESTED' }, 'admin-api')).installmentApplications.items.find(
            (i: any) => i.orderCode === code,
        ).id;
        await decide(id, 'APPROVED');
        expect((await buyer.q(I.payDown, { code, m: 'va-bri' })).payInstallmentDownPayment.status).toBe('PENDING');
        expect((await decide(id, 'CONTRACT_REJECTED', 'Did not come to sign')).data).toBeTruthy();
        const order = await adminOrder(code);
        expect(order.state).toBe('ContractRejected');
        expect(order.payments.map(p => p.state)).toEqual(['Cancelled']);
        // Paying in full now charges the whole order once.
        const paid = (await buyer.q(I.switchFull, { code, m: 'va-bri' })).switchInstallmentToFullPayment;
        expect([paid.orderState, paid.amount]).toEqual(['PaymentAuthorized', (await adminOrder(code)).totalWithTax]);
    });

    it('cancelling before the contract refunds a paid down payment and withdraws the application', async () => {
        await prepareOrder();
        const applied = (await buyer.q(I.apply, { input: agreed('BFI') })).applyForInstallment;
        const code = applied.orderCode;
        const id = (await staff.q(I.list, { s: 'REQUESTED' }, 'admin-api')).installmentApplications.items.find(
            (i: any) => i.orderCode === code,
        ).id;
        await decide(id, 'APPROVED');
        expect((await buyer.q(I.payDown, { code, m: 'va-bca' })).payInstallmentDownPayment.__typename).toBe(
            'PurchasePayment',
        );
        expect(gateway.setStatus(await gatewayOrderId(code), 'settlement')).toBe(true);
        await waitFor(
            async () => (await buyer.q(I.view, { code })).orderInstallment,
            v => v.downPaymentPaid,
        );
        const track = (await buyer.q(I.track, { code })).myPurchaseOrder;
        expect(track.summary.actions).toContain('CANCEL');
        const cancelled = (
            await buyer.q(
                `mutation ($code: String!) { cancelPurchaseOrder(code: $code, reason: CHANGE_PAYMENT_OPTION) { __typename ... on OrderTracking { summary { state refundStatus } } ... on ErrorResult { errorCode message } } }`,
                { code },
            )
        ).cancelPurchaseOrder;
        expect(cancelled.summary).toEqual({ state: 'Cancelled', refundStatus: 'PENDING' });
        const withdrawn = await waitFor(
            async () => (await staff.q(I.detail, { id }, 'admin-api')).installmentApplication,
            a => a.status === 'WITHDRAWN',
        );
        expect(withdrawn.status).toBe('WITHDRAWN');
        // A decision on a withdrawn application is refused.
        expect((await decide(id, 'CONTRACT_SIGNED')).errors?.[0].message).toMatch(/cannot be CONTRACT_SIGNED/);
    });

    it('nobody but the buyer reads or acts on an application, and customers cannot decide', async () => {
        expect((await stranger.q(I.view, { code: bfiCode })).orderInstallment).toBeNull();
        expect((await new Session().q(I.view, { code: bfiCode })).orderInstallment).toBeNull();
        expect((await stranger.q(I.payDown, { code: bfiCode, m: 'va-bca' })).payInstallmentDownPayment.errorCode).toBe(
            'NO_ACTIVE_ORDER_ERROR',
        );
        expect((await stranger.q(I.offers, { code: bfiCode })).installmentOffers.errorCode).toBe(
            'NO_ACTIVE_ORDER_ERROR',
        );
        expect(
            (await stranger.q(I.apply, { code: bfiCode, input: agreed('OTHER') })).applyForInstallment.errorCode,
        ).toBe('NO_ACTIVE_ORDER_ERROR');
        const asCustomer = await raw(buyer, I.decide, { id: bfiId, d: 'APPROVED' }, 'admin-api');
        expect(asCustomer.errors?.[0].message).toMatch(/not currently authorized|Forbidden/i);
        // The documents shared with the provider are not another customer's to open.
        const docId = JSON.parse(
            (await staff.q(I.detail, { id: bfiId }, 'admin-api')).installmentApplication.events.find(
                (e: any) => e.type === 'DATA_SHARED',
            ).data,
        ).documents[0].documentId;
        const res = await fetch(`${base}/customer-documents/${docId}/file`, {
            headers: { authorization: `Bearer ${stranger.token}` },
        });
        expect(res.status).toBe(404);
    });
});
