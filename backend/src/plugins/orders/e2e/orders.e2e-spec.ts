/**
 * Orders after the purchase (issue 13) through the shop and admin APIs: a full purchase walked by staff through every
 * state, a pre-order allocated, confirmed and paid, cancel and refund, and every transition that must be refused.
 */
import { Payment, TransactionalConnection } from '@vendure/core';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSandboxGateway } from '../../../../../scripts/sandbox-gateway.mjs';
import {
    createPurchaseEnvironment,
    homeDelivery,
    initialData,
    key,
    Q,
    SERVER_KEY,
    validOwner,
    waitFor,
} from '../../purchase/e2e/purchase-environment';
import { Vehicle } from '../../vehicles/vehicle.entity';
import { VehiclesPlugin } from '../../vehicles/vehicles.plugin';
import { OrdersPlugin } from '../orders.plugin';
import { TEST_ACCOUNTS, populateFixtures } from '../../../e2e/fixtures';

const PORT = 3525;
const GATEWAY_PORT = 3524;

const TRACKING = `summary { code kind state totalWithTax actions refundStatus productName productSlug productVariantId }
    deliveryType progressStep progressStepCount statusMessage timeline { key reachedAt }
    plate { status step estimatedAt readyAt collectedAt delayReason } bookingConfirmation
    cancellation { reason otherReason cancelledAt refund { status amount settledAt } } lines { name quantity linePriceWithTax } charges { code amount addsToTotal }`;
const RESULT = `__typename ... on OrderTracking { ${TRACKING} } ... on ErrorResult { errorCode message }
    ... on PurchaseInputError { fieldErrors { field code } }`;
/** What the charge lines that count towards the total add up to (TAX is inside PRICE). */
const sumOfCharges = (t: { charges: { amount: number; addsToTotal: boolean }[] }) =>
    t.charges.filter(c => c.addsToTotal).reduce((n, c) => n + c.amount, 0);

const O = {
    list: `query { myPurchaseOrders { totalItems items { code kind state actions } } }`,
    track: `query ($code: String!) { myPurchaseOrder(code: $code) { ${TRACKING} } }`,
    cancel: `mutation ($code: String!, $reason: OrderCancellationReason!, $other: String) { cancelPurchaseOrder(code: $code, reason: $reason, otherReason: $other) { ${RESULT} } }`,
    respond: `mutation ($code: String!, $confirm: Boolean!) { respondToBookingConfirmation(code: $code, confirm: $confirm) { ${RESULT} } }`,
    handover: `mutation ($code: String!, $h: String!) { confirmOrderHandover(code: $code, handoverCode: $h) { ${RESULT} } }`,
    // admin
    order: `query ($id: ID!) { order(id: $id) { id state customFields { vin handoverCode bookingConfirmation plateStatus } payments { id state amount refunds { id state total } } } }`,
    move: `mutation ($id: ID!, $s: String!) { transitionOrderToState(id: $id, state: $s) { __typename ... on Order { state } ... on OrderStateTransitionError { transitionError } } }`,
    vin: `mutation ($id: ID!, $vin: String!) { assignOrderVin(orderId: $id, vin: $vin) { id customFields { vin } } }`,
    plate: `mutation ($id: ID!, $s: PlateStatus!, $at: DateTime, $r: String) { setOrderPlateProgress(orderId: $id, status: $s, estimatedAt: $at, delayReason: $r) { id customFields { plateStatus } } }`,
    settleRefund: `mutation ($id: ID!) { settleRefund(input: { id: $id, transactionId: "bank-ref-1" }) { __typename ... on Refund { state } } }`,
    createCustomer: `mutation ($input: CreateCustomerInput!, $p: String!) { createCustomer(input: $input, password: $p) { __typename } }`,
};

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-orders-outbox-'));
process.env.OUTBOX_DIR = outbox;
const outboxMessages = () =>
    fs
        .readdirSync(outbox)
        .map(f => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as Record<string, string>);

describe('orders after the purchase', () => {
    const { server, Session, base, privateDir } = createPurchaseEnvironment(PORT, GATEWAY_PORT, [
        OrdersPlugin,
        VehiclesPlugin,
    ]);
    let gateway: Awaited<ReturnType<typeof startSandboxGateway>>;
    let bikes: Array<{ id: string; sku: string }>;
    let staff: InstanceType<typeof Session>;
    let buyerSession: InstanceType<typeof Session>;
    let stranger: InstanceType<typeof Session>;
    const db = () => server.app.get(TransactionalConnection).rawConnection;
    const customer = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    const admin = TEST_ACCOUNTS.find(a => a.kind === 'ecommerce-admin')!;
    let nextBike = 0;

    /** A request whose GraphQL errors are returned, not asserted away. */
    async function raw(s: InstanceType<typeof Session>, query: string, variables: object, api = 'admin-api') {
        const res = await fetch(`${base}/${api}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
            body: JSON.stringify({ query, variables }),
        });
        return (await res.json()) as { data?: any; errors?: Array<{ message: string }> };
    }

    beforeAll(async () => {
        gateway = await startSandboxGateway({
            port: GATEWAY_PORT,
            serverKey: SERVER_KEY,
            notifyUrl: `${base}/payments/midtrans/notification`,
            log: () => undefined,
        });
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, {
            steps: ['initial-data', 'catalog', 'dealers', 'purchase', 'accounts'],
            firebaseUsers: false,
        });
        bikes = (await new Session().q(Q.variants, { slug: 'alva-one-1-battery' })).product.variants;
        staff = await new Session().login(admin.email, admin.password, 'admin-api');
        await staff.q(
            O.createCustomer,
            {
                input: { emailAddress: 'stranger-orders@example.com', firstName: 'Budi', lastName: 'Santoso' },
                p: 'Str4nger!pass',
            },
            'admin-api',
        );
        buyerSession = await new Session().login(customer.email, customer.password);
        stranger = await new Session().login('stranger-orders@example.com', 'Str4nger!pass');
    });

    afterAll(async () => {
        await server.destroy();
        await gateway.close();
        fs.rmSync(privateDir, { recursive: true, force: true });
        fs.rmSync(outbox, { recursive: true, force: true });
    });

    const gatewayOrderId = async (orderCode: string) => {
        const payments = await db()
            .getRepository(Payment)
            .find({ relations: { order: true } });
        return payments.filter(p => p.order.code === orderCode).sort((a, b) => Number(b.id) - Number(a.id))[0]
            .transactionId;
    };

    /** The signed-in demo customer buys a bike (each order its own variant, for stock) and pays by VA. */
    async function place(type: 'BOOKING' | 'FULL_PURCHASE', pay = true) {
        const s = buyerSession;
        const variant = bikes[nextBike++];
        expect((await s.q(Q.add, { id: variant.id, qty: 1 })).addItemToOrder.__typename).toBe('Order');
        expect((await s.q(Q.owner, { input: validOwner() })).setPurchaseOwner.__typename).toBe('Order');
        expect((await s.q(Q.delivery, { input: homeDelivery() })).setPurchaseDelivery.__typename).toBe('Order');
        const options = await s.q(Q.options, { input: { purchaseOrderType: type, paymentOption: 'FULL_PAYMENT' } });
        expect(options.setPurchaseOptions.__typename).toBe('Order');
        const placed = (
            await s.q(Q.place, { input: { paymentMethodCode: 'va-bca', acceptTerms: true, idempotencyKey: key() } })
        ).placePurchaseOrder;
        expect(placed.__typename, JSON.stringify(placed)).toBe('PurchasePayment');
        const code = placed.orderCode as string;
        if (pay) await settleLatest(code, type === 'BOOKING' ? 'BookingFeeSettled' : 'PaymentSettled');
        const id = (
            await staff.q(
                `query ($c: String!) { orders(options: { filter: { code: { eq: $c } } }) { items { id } } }`,
                { c: code },
                'admin-api',
            )
        ).orders.items[0].id as string;
        return { code, id, variant };
    }

    async function settleLatest(code: string, expectState: string) {
        expect(gateway.setStatus(await gatewayOrderId(code), 'settlement')).toBe(true);
        await waitFor(
            () => buyerSession.q(Q.payment, { code }),
            d => d.purchasePayment.orderState === expectState && d.purchasePayment.status !== 'PENDING',
        );
    }

    /** The text of a receipt PDF (pdfkit, uncompressed): the hex strings of its text operators, line by line. */
    async function receipt(code: string, s: InstanceType<typeof Session> | null, lang = 'en') {
        const res = await fetch(`${base}/orders/${code}/receipt?lang=${lang}`, {
            headers: s?.token ? { authorization: `Bearer ${s.token}` } : {},
        });
        if (res.status !== 200) return { status: res.status, lines: [`HTTP ${res.status} ${await res.text()}`] };
        expect(res.headers.get('content-type')).toBe('application/pdf');
        const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
        expect(pdf.startsWith('%PDF-')).toBe(true);
        const lines = [...pdf.matchAll(/\[([^\]]*)\] TJ/g)].map(m =>
            [...m[1].matchAll(/<([0-9a-f]*)>/g)].map(h => Buffer.from(h[1], 'hex').toString('latin1')).join(''),
        );
        return { status: 200, lines };
    }

    const track = async (code: string, s = buyerSession) => (await s.q(O.track, { code })).myPurchaseOrder;
    const move = async (id: string, state: string) =>
        (await staff.q(O.move, { id, s: state }, 'admin-api')).transitionOrderToState;
    const stage = (t: any, k: string) => t.timeline.find((x: any) => x.key === k);

    it('walks a full purchase through every state, with progress, timeline and messages at each', async () => {
        const { code, id, variant } = await place('FULL_PURCHASE');
        let t = await track(code);
        expect(t.summary.kind).toBe('FULL_PURCHASE');
        expect(t.summary.productVariantId).toBe(variant.id);
        expect(t.summary.productSlug).toBe('alva-one-1-battery');
        expect([t.progressStep, t.progressStepCount, t.statusMessage]).toEqual([2, 6, 'PAYMENT_CONFIRMED']);
        expect(stage(t, 'PAID').reachedAt).toBeTruthy();
        expect(stage(t, 'PROCESSING').reachedAt).toBeNull();
        expect(t.summary.actions).toEqual(expect.arrayContaining(['TRACK', 'RECEIPT', 'CANCEL']));
        expect(t.summary.actions).not.toContain('PAY');
        // The order page's breakdown: the checkout's charge lines, adding up to the order's total.
        expect(t.charges.map((c: any) => c.code)).toEqual(
            expect.arrayContaining(['PRICE', 'TAX', 'PAYMENT_FEE', 'SURCHARGE_DOCUMENT', 'DELIVERY_FEE']),
        );
        expect(t.charges.find((c: any) => c.code === 'SURCHARGE_DOCUMENT').amount).toBeGreaterThan(0);
        expect(sumOfCharges(t)).toBe(t.summary.totalWithTax);
        expect((await buyerSession.q(O.list)).myPurchaseOrders.items.map((o: any) => o.code)).toContain(code);

        // Another customer: the order does not exist for them.
        expect(await track(code, stranger)).toBeNull();
        expect((await stranger.q(O.list)).myPurchaseOrders.items.map((o: any) => o.code)).not.toContain(code);
        expect((await stranger.q(O.cancel, { code, reason: 'FOUND_CHEAPER' })).cancelPurchaseOrder.errorCode).toBe(
            'ORDER_NOT_CANCELLABLE',
        );

        // Straight to Shipped or Delivered is not a transition; Allocated is.
        expect((await move(id, 'Delivered')).__typename).toBe('OrderStateTransitionError');
        expect((await move(id, 'Allocated')).state).toBe('Allocated');
        t = await track(code);
        expect([t.progressStep, t.statusMessage]).toEqual([1, 'MOTORCYCLE_READY']);
        expect(stage(t, 'PROCESSING').reachedAt).toBeTruthy();

        // Shipped needs a VIN; a VIN must be 17 valid characters.
        const refused = await move(id, 'Shipped');
        expect(refused.transitionError).toContain('VIN');
        expect((await raw(staff, O.vin, { id, vin: 'SHORT' })).errors?.[0].message).toContain('TOO_SHORT');
        expect((await raw(staff, O.vin, { id, vin: 'MH1ALVA0NE0000I01' })).errors?.[0].message).toContain(
            'INVALID_VALUE',
        );
        const vin = `MH1ALVA${String(Date.now()).slice(-10)}`;
        expect((await staff.q(O.vin, { id, vin }, 'admin-api')).assignOrderVin.customFields.vin).toBe(vin);

        // The plate: PROCESSING needs its estimate, then READY; it cannot go back.
        expect((await raw(staff, O.plate, { id, s: 'PROCESSING' })).errors?.[0].message).toContain('estimatedAt');
        await staff.q(O.plate, { id, s: 'PROCESSING', at: '2027-01-15T03:00:00.000Z', r: 'Samsat queue' }, 'admin-api');
        t = await track(code);
        expect(t.plate).toMatchObject({ status: 'PROCESSING', step: 0, delayReason: 'Samsat queue' });
        expect(t.plate.estimatedAt).toBe('2027-01-15T03:00:00.000Z');

        // The customer is told (job queue → SMS in the outbox, e-mail through the EmailPlugin).
        const notices = await waitFor(
            async () => outboxMessages().filter(m => m.reference === code),
            list => list.some(m => m.topic === 'order.plate') && list.some(m => m.topic === 'order.state'),
        );
        // WhatsApp by default; after the customer chooses SMS in their settings, the next update goes by SMS.
        expect(notices.find(m => m.topic === 'order.plate')).toMatchObject({
            channel: 'WHATSAPP',
            to: expect.any(String),
        });
        expect(notices.find(m => m.topic === 'order.plate')!.text).toContain('STNK/BPKB');
        expect(notices.some(m => m.channel === 'SMS')).toBe(false);
        const chooseSms = await buyerSession.q(
            `mutation { updateProfileCustomer(input: { notificationChannel: "SMS" }) { __typename } }`,
        );
        expect(chooseSms.updateProfileCustomer.__typename).toBe('ProfileCustomerUpdated');
        expect((await move(id, 'Shipped')).state).toBe('Shipped');
        await waitFor(
            async () => outboxMessages().filter(m => m.reference === code && m.channel === 'SMS'),
            list => list.some(m => m.topic === 'order.state'),
        );
        t = await track(code);
        expect([t.progressStep, t.statusMessage]).toEqual([3, 'ON_THE_WAY']);
        expect(stage(t, 'PROCESSED').reachedAt).toBeTruthy();
        // Nothing is cancelled once shipped, by the customer or staff; the VIN is fixed.
        expect((await buyerSession.q(O.cancel, { code, reason: 'FOUND_CHEAPER' })).cancelPurchaseOrder.errorCode).toBe(
            'ORDER_NOT_CANCELLABLE',
        );
        expect((await move(id, 'Cancelled')).__typename).toBe('OrderStateTransitionError');
        expect((await raw(staff, O.vin, { id, vin })).errors?.[0].message).toContain('VIN_NOT_EXPECTED');
        // The hand-over is not expected yet.
        expect((await buyerSession.q(O.handover, { code, h: '000000' })).confirmOrderHandover.errorCode).toBe(
            'HANDOVER_NOT_EXPECTED',
        );

        expect((await move(id, 'Shipping')).state).toBe('Shipping');
        const handoverCode = (await staff.q(O.order, { id }, 'admin-api')).order.customFields.handoverCode;
        expect(handoverCode).toMatch(/^\d{6}$/);
        t = await track(code);
        expect([t.progressStep, t.statusMessage]).toEqual([4, 'ON_THE_WAY']);
        expect(stage(t, 'DELIVERY').reachedAt).toBeTruthy();
        expect(t.summary.actions).toContain('CONFIRM_HANDOVER');
        // Staff cannot mark it delivered; the code is not in the shop API.
        expect((await move(id, 'Delivered')).transitionError).toContain('hand-over');
        const shopOrder = await raw(
            buyerSession,
            `query ($c: String!) { orderByCode(code: $c) { customFields { handoverCode } } }`,
            { c: code },
            'shop-api',
        );
        expect(JSON.stringify(shopOrder)).not.toContain(handoverCode);
        // Another customer with the right code, then a wrong code.
        expect((await stranger.q(O.handover, { code, h: handoverCode })).confirmOrderHandover.errorCode).toBe(
            'HANDOVER_NOT_EXPECTED',
        );
        const wrong = handoverCode === '000000' ? '000001' : '000000';
        expect((await buyerSession.q(O.handover, { code, h: wrong })).confirmOrderHandover.errorCode).toBe(
            'HANDOVER_CODE_INVALID',
        );
        const done = (await buyerSession.q(O.handover, { code, h: handoverCode })).confirmOrderHandover;
        expect(done.__typename).toBe('OrderTracking');
        expect([done.summary.state, done.progressStep, done.statusMessage]).toEqual(['Delivered', 5, 'DELIVERED']);
        expect(stage(done, 'COMPLETE').reachedAt).toBeTruthy();
        const vehicle = await db().getRepository(Vehicle).findOneOrFail({ where: { vin } });
        expect(String(vehicle.productVariantId)).toBe(variant.id.replace(/^T_/, ''));
        // Ranked on the leaderboard in the delivery's city, and off it until the owner opts in.
        expect(vehicle).toMatchObject({ city: 'Jakarta Selatan', leaderboardOptInAt: null });

        expect((await move(id, 'Completed')).state).toBe('Completed');
        t = await track(code);
        expect(t.progressStep).toBe(6);
        expect(t.summary.actions).toContain('BUY_AGAIN');

        // The VIN is unique: another order cannot take it.
        const other = await place('FULL_PURCHASE');
        await move(other.id, 'Allocated');
        expect((await raw(staff, O.vin, { id: other.id, vin })).errors?.[0].message).toContain('VIN_IN_USE');
    });

    it('locks the hand-over after five wrong codes', async () => {
        const { code, id } = await place('FULL_PURCHASE');
        await move(id, 'Allocated');
        await staff.q(O.vin, { id, vin: `MH1LCKX${String(Date.now()).slice(-10)}` }, 'admin-api');
        await move(id, 'Shipped');
        await move(id, 'Shipping');
        const right = (await staff.q(O.order, { id }, 'admin-api')).order.customFields.handoverCode;
        const wrong = right === '111111' ? '222222' : '111111';
        const codes = [];
        for (let i = 0; i < 5; i++)
            codes.push((await buyerSession.q(O.handover, { code, h: wrong })).confirmOrderHandover.errorCode);
        expect(codes).toEqual([...Array(4).fill('HANDOVER_CODE_INVALID'), 'HANDOVER_CODE_LOCKED']);
        expect((await buyerSession.q(O.handover, { code, h: right })).confirmOrderHandover.errorCode).toBe(
            'HANDOVER_CODE_LOCKED',
        );
    });

    it('allocates a pre-order, which its buyer confirms and pays in full before it can ship', async () => {
        const { code, id } = await place('BOOKING');
        let t = await track(code);
        expect([t.summary.kind, t.progressStep, t.progressStepCount, t.statusMessage]).toEqual([
            'BOOKING',
            0,
            4,
            'BOOKING_CONFIRMED',
        ]);
        // Not allocated yet: nothing to confirm.
        expect((await buyerSession.q(O.respond, { code, confirm: true })).respondToBookingConfirmation.errorCode).toBe(
            'BOOKING_NOT_CONFIRMABLE',
        );
        expect((await move(id, 'Allocated')).state).toBe('Allocated');
        t = await track(code);
        expect([t.bookingConfirmation, t.progressStep, t.statusMessage]).toEqual(['PENDING', 1, 'MOTORCYCLE_READY']);
        expect(t.summary.actions).toContain('CONFIRM_BOOKING');
        await staff.q(O.vin, { id, vin: `MH1BKNG${String(Date.now()).slice(-10)}` }, 'admin-api');
        expect((await move(id, 'Shipped')).transitionError).toContain('not paid in full');
        // Another customer cannot answer for the buyer.
        expect((await stranger.q(O.respond, { code, confirm: true })).respondToBookingConfirmation.errorCode).toBe(
            'BOOKING_NOT_CONFIRMABLE',
        );
        t = (await buyerSession.q(O.respond, { code, confirm: true })).respondToBookingConfirmation;
        expect(t.bookingConfirmation).toBe('CONFIRMED');
        expect(t.summary.actions).toContain('PAY');
        expect((await buyerSession.q(O.respond, { code, confirm: false })).respondToBookingConfirmation.errorCode).toBe(
            'BOOKING_NOT_CONFIRMABLE',
        );
        expect((await move(id, 'Shipped')).transitionError).toContain('not paid in full');

        // The remaining amount through the purchase flow's payment.
        const before = (await buyerSession.q(Q.payment, { code })).purchasePayment;
        expect(before.canRetry).toBe(true);
        const retried = (await buyerSession.q(Q.retry, { code, m: 'va-bni' })).retryPurchasePayment;
        expect(retried.__typename, JSON.stringify(retried)).toBe('PurchasePayment');
        const admin1 = (await staff.q(O.order, { id }, 'admin-api')).order;
        const settled = admin1.payments
            .filter((p: any) => p.state === 'Settled')
            .reduce((n: number, p: any) => n + p.amount, 0);
        expect(retried.amount).toBeGreaterThan(0);
        expect(retried.status).toBe('PENDING');
        expect(settled).toBeGreaterThan(0);
        await settleLatest(code, 'Allocated');
        await waitFor(
            () => track(code),
            x => x.statusMessage === 'PAYMENT_CONFIRMED',
        );
        t = await track(code);
        expect(stage(t, 'PAID').reachedAt).toBeTruthy();
        expect(t.summary.actions).not.toContain('PAY');
        expect((await move(id, 'Shipped')).state).toBe('Shipped');
        expect((await track(code)).progressStep).toBe(1);
        expect((await move(id, 'Shipping')).state).toBe('Shipping');
        expect((await track(code)).progressStep).toBe(2);
    });

    it('cancels a pre-order its buyer declines, with a refund of the booking fee', async () => {
        const { code, id } = await place('BOOKING');
        await move(id, 'Allocated');
        const t = (await buyerSession.q(O.respond, { code, confirm: false })).respondToBookingConfirmation;
        expect([t.summary.state, t.bookingConfirmation, t.summary.refundStatus]).toEqual([
            'Cancelled',
            'CANCELLED',
            'PENDING',
        ]);
        expect(t.cancellation.refund.amount).toBe(200_000_000 + 400_000);
    });

    it('cancels with a reason: validates OTHER, refunds settled money, cancels an unpaid payment', async () => {
        const { code, id } = await place('FULL_PURCHASE');
        const bad = (await buyerSession.q(O.cancel, { code, reason: 'OTHER', other: ' a ' })).cancelPurchaseOrder;
        expect(bad.__typename).toBe('PurchaseInputError');
        expect(bad.fieldErrors).toEqual([{ field: 'otherReason', code: 'TOO_SHORT' }]);
        const none = (await buyerSession.q(O.cancel, { code, reason: 'OTHER' })).cancelPurchaseOrder;
        expect(none.fieldErrors).toEqual([{ field: 'otherReason', code: 'REQUIRED' }]);
        expect((await raw(buyerSession, O.cancel, { code, reason: 'NOT_A_REASON' }, 'shop-api')).errors).toBeTruthy();
        expect((await track(code)).summary.state).toBe('PaymentSettled');

        const t = (await buyerSession.q(O.cancel, { code, reason: 'OTHER', other: '  Moving abroad  ' }))
            .cancelPurchaseOrder;
        expect(t.__typename, JSON.stringify(t)).toBe('OrderTracking');
        expect(t.summary.state).toBe('Cancelled');
        expect(t.cancellation).toMatchObject({ reason: 'OTHER', otherReason: 'Moving abroad' });
        expect(t.cancellation.refund).toMatchObject({
            status: 'PENDING',
            amount: t.summary.totalWithTax,
            settledAt: null,
        });
        expect(t.summary.actions).not.toContain('CANCEL');
        expect((await buyerSession.q(O.cancel, { code, reason: 'FOUND_CHEAPER' })).cancelPurchaseOrder.errorCode).toBe(
            'ORDER_NOT_CANCELLABLE',
        );
        // Staff settle the refund (Vendure's settleRefund): the customer sees it settled.
        const refund = (await staff.q(O.order, { id }, 'admin-api')).order.payments[0].refunds[0];
        expect((await staff.q(O.settleRefund, { id: refund.id }, 'admin-api')).settleRefund.state).toBe('Settled');
        const after = await track(code);
        expect(after.summary.refundStatus).toBe('SETTLED');
        expect(after.cancellation.refund.settledAt).toBeTruthy();
        // A cancelled order's breakdown is still the order as placed (its lines are at quantity 0 by then).
        expect(sumOfCharges(after)).toBe(after.summary.totalWithTax);
        expect(after.charges.find((c: any) => c.code === 'PRICE').amount).toBe(after.lines[0].linePriceWithTax);
        expect(after.charges.find((c: any) => c.code === 'DISCOUNT')).toBeUndefined();

        // The receipt: every charge line, the references and the credit note, in the customer's language; the
        // order's customer and staff only.
        const en = await receipt(code, buyerSession);
        expect(en.lines).toEqual(
            expect.arrayContaining([
                'Alva - Receipt',
                code,
                'Price',
                'Tax (included)',
                'Payment Fee',
                'Surcharge (document)',
                'Delivery fee',
                'Total',
                'Credit note',
            ]),
        );
        const total = after.summary.totalWithTax;
        const rp = (minor: number) => `Rp ${Math.round(minor / 100).toLocaleString('id-ID')}`;
        expect(en.lines).toContain(rp(total));
        expect(en.lines).toContain(`-${rp(total)}`);
        expect(en.lines.some(l => l.startsWith('Refund (settled)'))).toBe(true);
        const idReceipt = await receipt(code, buyerSession, 'id');
        expect(idReceipt.lines).toEqual(
            expect.arrayContaining(['Alva - Kuitansi', 'Harga', 'Biaya Pembayaran', 'Nota kredit']),
        );
        expect((await receipt(code, staff)).status).toBe(200);
        expect((await receipt(code, stranger)).status).toBe(404);
        expect((await receipt(code, null)).status).toBe(404);
        expect((await receipt('NOSUCHORDER', buyerSession)).status).toBe(404);

        // Unpaid: the pending payment is cancelled and nothing is refunded.
        const unpaid = await place('FULL_PURCHASE', false);
        const c = (await buyerSession.q(O.cancel, { code: unpaid.code, reason: 'CHANGE_PAYMENT_OPTION' }))
            .cancelPurchaseOrder;
        expect([c.summary.state, c.summary.refundStatus, c.cancellation.refund]).toEqual(['Cancelled', null, null]);
        const payments = (await staff.q(O.order, { id: unpaid.id }, 'admin-api')).order.payments;
        expect(payments.map((p: any) => p.state)).toEqual(['Cancelled']);
    });
});
