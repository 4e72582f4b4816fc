/**
 * The purchase flow through the shop API against a sandbox gateway that speaks the Midtrans protocol: placing and
 * paying (virtual account, booking fee), notifications (forged, replayed, out of order), the last bike, the payment
 * deadline, coupons, home delivery, the owner form, bank-transfer proofs and the staff review.
 */
import { Injector, Order, Payment, StockLevel, TransactionalConnection } from '@vendure/core';
import { ModuleRef } from '@nestjs/core';
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSandboxGateway } from '../../../../../scripts/sandbox-gateway.mjs';
import { expireUnpaidOrdersTask } from '../config/expire-unpaid-orders.task';
import { PURCHASE_PRICES } from '../constants';
import { PaymentProof } from '../entities/payment-proof.entity';
import { midtransSignature } from '../payment/midtrans-client';
import { DEMO_COUPON_DISCOUNT, DEMO_COUPONS } from '../purchase-seed';
import {
    BANDUNG,
    createPurchaseEnvironment,
    homeDelivery,
    initialData,
    JAKARTA,
    key,
    MEDAN,
    Q,
    SERVER_KEY,
    validOwner,
    waitFor,
} from './purchase-environment';
import { TEST_ACCOUNTS, populateFixtures } from '../../../e2e/fixtures';

const PORT = 3505;
/** The database id of an API id (the test server encodes ids as T_<n>). */
const dbId = (id: string) => Number(id.replace(/^T_/, ''));
const GATEWAY_PORT = 3504;

describe('purchase', () => {
    const { server, Session, base, privateDir } = createPurchaseEnvironment(PORT, GATEWAY_PORT);
    let gateway: Awaited<ReturnType<typeof startSandboxGateway>>;
    let bikes: Array<{ id: string; sku: string }>;
    const db = () => server.app.get(TransactionalConnection).rawConnection;
    const customer = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    const admin = TEST_ACCOUNTS.find(a => a.kind === 'ecommerce-admin')!;
    /** A variant of the Alva One: the n-th colour/accent combination with this battery (each test its own stock). */
    const bike = (n: number, battery: string) => bikes.filter(v => v.sku.endsWith(`-${battery.toUpperCase()}`))[n];

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
        const s = new Session();
        bikes = (await s.q(Q.variants, { slug: 'alva-one-1-battery' })).product.variants;
    });

    afterAll(async () => {
        await server.destroy();
        await gateway.close();
        fs.rmSync(privateDir, { recursive: true, force: true });
    });

    /** A guest who configured a bike and went through the steps up to the payment. */
    async function buyer(
        variantId: string,
        opts: { type?: 'BOOKING' | 'FULL_PURCHASE'; email?: string; session?: InstanceType<typeof Session> } = {},
    ) {
        const s = opts.session ?? new Session();
        expect((await s.q(Q.add, { id: variantId, qty: 1 })).addItemToOrder.__typename).toBe('Order');
        if (!opts.session) {
            const email = opts.email ?? `guest-${Math.random().toString(36).slice(2)}@example.com`;
            const res = await s.q(Q.customer, {
                input: { emailAddress: email, firstName: 'Dewi', lastName: 'Lestari', phoneNumber: '081234567890' },
            });
            expect(res.setCustomerForOrder.__typename).toBe('Order');
        }
        expect((await s.q(Q.owner, { input: validOwner() })).setPurchaseOwner.__typename).toBe('Order');
        expect((await s.q(Q.delivery, { input: homeDelivery() })).setPurchaseDelivery.__typename).toBe('Order');
        const options = await s.q(Q.options, {
            input: { purchaseOrderType: opts.type ?? 'FULL_PURCHASE', paymentOption: 'FULL_PAYMENT' },
        });
        expect(options.setPurchaseOptions.__typename).toBe('Order');
        return s;
    }

    const gatewayOrderId = async (orderCode: string) => {
        const payments = await db()
            .getRepository(Payment)
            .find({ relations: { order: true } });
        return payments.filter(p => p.order.code === orderCode).sort((a, b) => Number(b.id) - Number(a.id))[0]
            .transactionId;
    };
    const saleable = async (variantId: string) => {
        const levels = await db()
            .getRepository(StockLevel)
            .find({ where: { productVariantId: dbId(variantId) } });
        return levels.reduce((n, l) => n + l.stockOnHand - l.stockAllocated, 0);
    };
    const notify = (body: Record<string, unknown>) =>
        fetch(`${base}/payments/midtrans/notification`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
        });
    const signed = (orderId: string, statusCode: string, gross: string, status: string) => ({
        order_id: orderId,
        status_code: statusCode,
        gross_amount: gross,
        transaction_status: status,
        signature_key: midtransSignature(orderId, statusCode, gross, SERVER_KEY),
    });

    it('quotes every charge line on the server, then a VA payment settles through a signed notification', async () => {
        const s = await buyer(bike(0, 'single').id);
        const { purchaseQuote: quote } = await s.q(Q.quote, { m: 'va-bca' });
        expect(quote.flow).toBe('MOTORCYCLE');
        expect(quote.missing).toEqual([]);
        const line = (code: string) => quote.lines.find((l: { code: string }) => l.code === code);
        expect(line('PAYMENT_FEE').amount).toBe(4_000 * 100);
        expect(line('SURCHARGE_DOCUMENT').amount).toBe(PURCHASE_PRICES.documentSurcharge * 100);
        expect(line('DELIVERY_FEE').amount).toBe(PURCHASE_PRICES.homeDeliveryBaseFee * 100);
        expect(line('TAX').addsToTotal).toBe(false);
        expect(line('TAX').amount).toBeGreaterThan(0);
        const sum = quote.lines
            .filter((l: { addsToTotal: boolean }) => l.addsToTotal)
            .reduce((n: number, l: { amount: number }) => n + l.amount, 0);
        expect(quote.total).toBe(sum);
        expect(quote.amountDueNow).toBe(quote.total);

        const k = key();
        const [first, second] = await Promise.all([
            s.q(Q.place, { input: { paymentMethodCode: 'va-bca', acceptTerms: true, idempotencyKey: k } }),
            s.q(Q.place, { input: { paymentMethodCode: 'va-bca', acceptTerms: true, idempotencyKey: k } }),
        ]);
        const paid = first.placePurchaseOrder;
        expect(paid.__typename, JSON.stringify(paid)).toBe('PurchasePayment');
        expect(second.placePurchaseOrder.orderCode).toBe(paid.orderCode);
        expect(paid.status).toBe('PENDING');
        expect(paid.orderState).toBe('PaymentAuthorized');
        expect(paid.amount).toBe(quote.total);
        expect(paid.reference.vaNumber).toMatch(/^\d{10,}$/);
        expect(paid.reference.sandboxUrl).toContain(`:${GATEWAY_PORT}/pay/`);
        expect(paid.secondsLeft).toBeGreaterThan(23 * 3600);
        expect(
            await db()
                .getRepository(Payment)
                .count({ where: { order: { code: paid.orderCode } } }),
        ).toBe(1);
        const again = await s.q(Q.place, {
            input: { paymentMethodCode: 'va-bca', acceptTerms: true, idempotencyKey: k },
        });
        expect(again.placePurchaseOrder.orderCode).toBe(paid.orderCode);

        expect(gateway.setStatus(await gatewayOrderId(paid.orderCode), 'settlement')).toBe(true);
        const settled = await waitFor(
            () => s.q(Q.payment, { code: paid.orderCode }),
            d => d.purchasePayment.status === 'SETTLED',
        );
        expect(settled.purchasePayment.orderState).toBe('PaymentSettled');
        const order = await db()
            .getRepository(Order)
            .findOneOrFail({ where: { code: paid.orderCode } });
        expect(order.customFields.colorName).toBeTruthy();
        expect(order.customFields.batteryCode).toBe('single');
    });

    it('a forged, replayed or out-of-order notification changes nothing', async () => {
        const s = await buyer(bike(1, 'single').id);
        const placed = (
            await s.q(Q.place, { input: { paymentMethodCode: 'va-bni', acceptTerms: true, idempotencyKey: key() } })
        ).placePurchaseOrder;
        const id = await gatewayOrderId(placed.orderCode);
        const gross = `${placed.amount / 100}.00`;
        // Forged: not signed with the server key.
        const forged = await notify({ ...signed(id, '200', gross, 'settlement'), signature_key: 'f'.repeat(128) });
        expect(forged.status).toBe(403);
        // Signed but the gateway says the transaction is still pending: the status call decides.
        expect((await notify(signed(id, '200', gross, 'settlement'))).status).toBe(200);
        expect((await s.q(Q.payment, { code: placed.orderCode })).purchasePayment.status).toBe('PENDING');
        // Paid for real, then the same notification again and a late 'pending' one.
        gateway.setStatus(id, 'settlement');
        await waitFor(
            () => s.q(Q.payment, { code: placed.orderCode }),
            d => d.purchasePayment.status === 'SETTLED',
        );
        const history = async () => (await db().query(`SELECT COUNT(*) AS n FROM history_entry`))[0].n;
        const before = await history();
        expect((await notify(signed(id, '200', gross, 'settlement'))).status).toBe(200);
        expect((await notify(signed(id, '201', gross, 'pending'))).status).toBe(200);
        expect((await notify(signed(id, '202', gross, 'expire'))).status).toBe(200);
        const after = await s.q(Q.payment, { code: placed.orderCode });
        expect(after.purchasePayment.status).toBe('SETTLED');
        expect(after.purchasePayment.orderState).toBe('PaymentSettled');
        expect(await history()).toBe(before);
        expect(
            await db()
                .getRepository(Payment)
                .count({ where: { order: { code: placed.orderCode } } }),
        ).toBe(1);
    });

    it('two buyers racing for the last bike: one order', async () => {
        const variant = bike(0, 'dual');
        const levels = await db()
            .getRepository(StockLevel)
            .find({ where: { productVariantId: dbId(variant.id) } });
        await db()
            .getRepository(StockLevel)
            .update(levels[0].id, { stockOnHand: levels[0].stockAllocated + 1 });
        const [a, b] = [await buyer(variant.id), await buyer(variant.id)];
        const results = await Promise.all(
            [a, b].map(s =>
                s.q(Q.place, { input: { paymentMethodCode: 'va-bri', acceptTerms: true, idempotencyKey: key() } }),
            ),
        );
        const kinds = results
            .map(r =>
                r.placePurchaseOrder.__typename === 'PurchasePayment' ? 'placed' : r.placePurchaseOrder.errorCode,
            )
            .sort();
        expect(kinds).toEqual(['INSUFFICIENT_STOCK_ERROR', 'placed']);
        expect(await saleable(variant.id)).toBe(0);
    });

    it('an order unpaid at its deadline is cancelled by the scheduled task and its stock comes back', async () => {
        const variant = bike(1, 'dual');
        const before = await saleable(variant.id);
        const s = await buyer(variant.id);
        const placed = (
            await s.q(Q.place, { input: { paymentMethodCode: 'qris', acceptTerms: true, idempotencyKey: key() } })
        ).placePurchaseOrder;
        expect(placed.category).toBe('QRIS');
        expect(placed.secondsLeft).toBeLessThanOrEqual(3600);
        expect(placed.secondsLeft).toBeGreaterThan(3500);
        expect(placed.reference.qrString).toBeTruthy();
        expect(await saleable(variant.id)).toBe(before - 1);
        // Not yet due: the task leaves it alone.
        await expireUnpaidOrdersTask.execute(new Injector(server.app.get(ModuleRef)));
        expect((await s.q(Q.payment, { code: placed.orderCode })).purchasePayment.status).toBe('PENDING');
        // The clock moves past the 1-hour window.
        await db()
            .getRepository(Order)
            .update({ code: placed.orderCode }, {
                customFields: { paymentDeadline: new Date(Date.now() - 1000) },
            } as any);
        const result = await expireUnpaidOrdersTask.execute(new Injector(server.app.get(ModuleRef)));
        expect(result.cancelled).toContain(placed.orderCode);
        const after = (await s.q(Q.payment, { code: placed.orderCode })).purchasePayment;
        expect(after.orderState).toBe('Cancelled');
        expect(after.status).toBe('CANCELLED');
        expect(after.canRetry).toBe(false);
        expect(await saleable(variant.id)).toBe(before);
        expect(gateway.transactions.get(await gatewayOrderId(placed.orderCode))?.transaction_status).toBe('cancel');
    });

    it('coupons: valid, expired, used up and unknown', async () => {
        const s = await buyer(bike(2, 'dual').id);
        const total = (await s.q(Q.quote, { m: 'va-bca' })).purchaseQuote.total;
        expect((await s.q(Q.coupon, { c: DEMO_COUPONS.expired })).applyCouponCode.errorCode).toBe(
            'COUPON_CODE_EXPIRED_ERROR',
        );
        expect((await s.q(Q.coupon, { c: DEMO_COUPONS.usedUp })).applyCouponCode.errorCode).toBe(
            'COUPON_CODE_LIMIT_ERROR',
        );
        expect((await s.q(Q.coupon, { c: 'NOPE2026' })).applyCouponCode.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
        expect((await s.q(Q.coupon, { c: DEMO_COUPONS.valid })).applyCouponCode.__typename).toBe('Order');
        const quote = (await s.q(Q.quote, { m: 'va-bca' })).purchaseQuote;
        expect(quote.total).toBe(total - DEMO_COUPON_DISCOUNT * 100);
        expect(quote.lines.find((l: { code: string }) => l.code === 'DISCOUNT').amount).toBe(
            -DEMO_COUPON_DISCOUNT * 100,
        );
        expect(quote.promotions[0].couponCode).toBe(DEMO_COUPONS.valid);
    });

    it('home delivery: inside, outside JABODETABEK, too far and undetermined; pick-up nearest first', async () => {
        const s = new Session();
        const check = async (p: { latitude: number | null; longitude: number | null }) =>
            (await s.q(Q.check, { lat: p.latitude, lng: p.longitude })).checkDeliveryAddress;
        expect((await check(JAKARTA)).outcome).toBe('OK');
        const bandung = await check(BANDUNG);
        expect(bandung.outcome).toBe('OUTSIDE_JABODETABEK');
        expect(bandung.deliveryFee).toBe(
            (PURCHASE_PRICES.homeDeliveryBaseFee + PURCHASE_PRICES.outsideJabodetabekSurcharge) * 100,
        );
        expect((await check(MEDAN)).outcome).toBe('TOO_FAR');
        expect((await check({ latitude: 0, longitude: 0 })).outcome).toBe('LOCATION_UNDETERMINED');
        expect((await check({ latitude: null, longitude: null })).outcome).toBe('LOCATION_UNDETERMINED');
        const dealers = (await s.q(Q.dealers, JAKARTA ? { lat: BANDUNG.latitude, lng: BANDUNG.longitude } : {}))
            .purchaseDealers;
        expect(dealers[0].city).toBe('Bandung');
        expect(dealers[0].default).toBe(true);
        expect(dealers.map((d: { distance: number }) => d.distance)).toEqual(
            [...dealers.map((d: { distance: number }) => d.distance)].sort((a, b) => a - b),
        );

        await s.q(Q.add, { id: bike(2, 'single').id, qty: 1 });
        const far = (await s.q(Q.delivery, { input: homeDelivery(MEDAN) })).setPurchaseDelivery;
        expect(far.__typename).toBe('DeliveryAddressRefusedError');
        expect(far.outcome).toBe('TOO_FAR');
        expect((await s.q(Q.active)).activeOrder.customFields.deliveryType).toBeNull();
        const outside = (await s.q(Q.delivery, { input: homeDelivery(BANDUNG) })).setPurchaseDelivery;
        expect(outside.customFields.deliveryOutsideJabodetabek).toBe(true);
        expect(outside.shippingWithTax).toBe(bandung.deliveryFee);
        const pickup = (await s.q(Q.delivery, { input: { type: 'PICKUP_AT_DEALER', dealerId: dealers[0].id } }))
            .setPurchaseDelivery;
        expect(pickup.__typename, JSON.stringify(pickup)).toBe('Order');
        expect(pickup.customFields.deliveryType).toBe('PICKUP_AT_DEALER');
        expect(pickup.shippingWithTax).toBe(0);
        // One motorcycle per order.
        const second = (await s.q(Q.add, { id: bike(0, 'single').id, qty: 1 })).addItemToOrder;
        expect(second.errorCode).toBe('ORDER_INTERCEPTOR_ERROR');
    });

    it('the owner form refuses at least 20 bad inputs with a code each and stores nothing', async () => {
        const s = new Session();
        await s.q(Q.add, { id: bike(0, 'subscription-rental').id, qty: 1 });
        const cases: Array<[Record<string, unknown>, string, string]> = [
            [{ name: '' }, 'name', 'REQUIRED'],
            [{ name: 'D' }, 'name', 'TOO_SHORT'],
            [{ name: 'Dewi123' }, 'name', 'LETTERS_ONLY'],
            [{ name: '<script>' }, 'name', 'LETTERS_ONLY'],
            [{ name: 'A'.repeat(101) }, 'name', 'TOO_LONG'],
            [{ identityCardNumber: '' }, 'identityCardNumber', 'REQUIRED'],
            [{ identityCardNumber: '12345' }, 'identityCardNumber', 'NIK_LENGTH'],
            [{ identityCardNumber: '31740545069O0001' }, 'identityCardNumber', 'NUMBERS_ONLY'],
            [{ identityCardNumber: '0174054506900001' }, 'identityCardNumber', 'NIK_INVALID'],
            [{ identityCardNumber: '3174059906900001' }, 'identityCardNumber', 'NIK_INVALID'],
            [{ email: '' }, 'email', 'REQUIRED'],
            [{ email: 'dewi@' }, 'email', 'EMAIL_FORMAT'],
            [{ email: 'dewi example.com' }, 'email', 'EMAIL_FORMAT'],
            [{ phoneNumber: '' }, 'phoneNumber', 'REQUIRED'],
            [{ phoneNumber: '0812-abc' }, 'phoneNumber', 'PHONE_FORMAT'],
            [{ phoneNumber: '0812345' }, 'phoneNumber', 'PHONE_LENGTH'],
            [{ phoneNumber: '+6591234567890' }, 'phoneNumber', 'PHONE_COUNTRY'],
            [{ address: '' }, 'address', 'REQUIRED'],
            [{ address: 'Jl' }, 'address', 'TOO_SHORT'],
            [{ address: 'Jl. <b>Sudirman</b>' }, 'address', 'ADDRESS_FORMAT'],
            [{ provinceId: '' }, 'provinceId', 'REQUIRED'],
            [{ provinceId: '31; DROP' }, 'provinceId', 'ID_FORMAT'],
            [{ cityName: '' }, 'cityName', 'REQUIRED'],
            [{ zipCode: '0123' }, 'zipCode', 'ZIP_FORMAT'],
            [{ isBuyer: false }, 'buyerName', 'REQUIRED'],
            [{ isBuyer: false, buyerName: 'Budi', buyerEmail: 'budi@' }, 'buyerEmail', 'EMAIL_FORMAT'],
        ];
        expect(cases.length).toBeGreaterThanOrEqual(20);
        for (const [over, field, code] of cases) {
            const r = (await s.q(Q.owner, { input: validOwner(over) })).setPurchaseOwner;
            expect(r.__typename, JSON.stringify(over)).toBe('PurchaseInputError');
            expect(r.errorCode).toBe('PURCHASE_INVALID_INPUT');
            expect(r.fieldErrors, JSON.stringify(over)).toContainEqual({ field, code });
        }
        const order = await db()
            .getRepository(Order)
            .findOneOrFail({ where: { code: (await s.q(Q.active)).activeOrder.code } });
        expect(order.customFields.ownerName).toBeNull();
        expect(order.customFields.ownerIdentityCardNumber).toBeNull();
        const ok = (
            await s.q(Q.owner, {
                input: validOwner({ isBuyer: false, buyerName: 'Budi Santoso', buyerEmail: 'Budi@Example.com' }),
            })
        ).setPurchaseOwner;
        expect(ok.customFields.ownerName).toBe('Dewi Lestari');
        expect(
            (
                await db()
                    .getRepository(Order)
                    .findOneOrFail({ where: { id: order.id } })
            ).customFields.buyerEmail,
        ).toBe('budi@example.com');
    });

    it("a guest's owner step links the order to the buyer's guest customer; an account's e-mail must sign in", async () => {
        const s = new Session();
        await s.q(Q.add, { id: bike(0, 'single').id, qty: 1 });
        const orderOf = async () =>
            db()
                .getRepository(Order)
                .findOneOrFail({
                    where: { code: (await s.q(Q.active)).activeOrder.code },
                    relations: { customer: { user: true } },
                });
        // The e-mail of a registered customer: refused, and the order stays without customer or owner.
        const taken = (await s.q(Q.owner, { input: validOwner({ email: customer.email }) })).setPurchaseOwner;
        expect(taken.__typename).toBe('PurchaseOrderError');
        expect(taken.errorCode).toBe('EMAIL_ADDRESS_CONFLICT_ERROR');
        expect((await orderOf()).customer).toBeNull();
        expect((await orderOf()).customFields.ownerName).toBeNull();
        // A new e-mail: a guest customer (no user) is created for it and holds the order.
        const email = `guest-${Math.random().toString(36).slice(2)}@example.com`;
        expect((await s.q(Q.owner, { input: validOwner({ email }) })).setPurchaseOwner.__typename).toBe('Order');
        const linked = await orderOf();
        expect(linked.customer?.emailAddress).toBe(email);
        expect(linked.customer?.user).toBeNull();
        // A separate buyer pays: the order moves to the buyer's e-mail; the first guest record is left as it was.
        const buyerEmail = `buyer-${Math.random().toString(36).slice(2)}@example.com`;
        const moved = await s.q(Q.owner, {
            input: validOwner({ email, isBuyer: false, buyerName: 'Budi Santoso', buyerEmail }),
        });
        expect(moved.setPurchaseOwner.__typename).toBe('Order');
        expect((await orderOf()).customer?.emailAddress).toBe(buyerEmail);
    });

    it('a pre-order pays its booking fee and is confirmed when it settles; a subscription rental gets its subscription', async () => {
        const s = await buyer(bike(0, 'subscription-rental').id, { type: 'BOOKING' });
        const quote = (await s.q(Q.quote, { m: 'gopay' })).purchaseQuote;
        const fee = Math.round((PURCHASE_PRICES.bookingFee * 100 * 20) / 1000 / 100) * 100;
        expect(quote.amountDueNow).toBe(PURCHASE_PRICES.bookingFee * 100 + fee);
        expect(quote.remainingAmount).toBe(quote.total - quote.amountDueNow);
        expect(quote.subscriptionMonthlyFee).toBe(PURCHASE_PRICES.batterySubscriptionMonthlyFee * 100);
        const placed = (
            await s.q(Q.place, { input: { paymentMethodCode: 'gopay', acceptTerms: true, idempotencyKey: key() } })
        ).placePurchaseOrder;
        expect(placed.orderState).toBe('BookingFeeAuthorized');
        expect(placed.bookingNumber).toMatch(/^BK-\d{8}-[0-9A-F]{6}$/);
        expect(placed.amount).toBe(quote.amountDueNow);
        expect(placed.reference.deeplinkUrl).toBeTruthy();
        expect((await s.q(Q.subscription, { code: placed.orderCode })).insertSubscription.errorCode).toBe(
            'SUBSCRIPTION_NOT_AVAILABLE',
        );
        gateway.setStatus(await gatewayOrderId(placed.orderCode), 'settlement');
        const done = await waitFor(
            () => s.q(Q.payment, { code: placed.orderCode }),
            d => d.purchasePayment.orderState === 'BookingFeeSettled',
        );
        expect(done.purchasePayment.status).toBe('SETTLED');
        const sub = (await s.q(Q.subscription, { code: placed.orderCode })).insertSubscription;
        expect(sub.__typename).toBe('BatterySubscription');
        expect(sub.monthlyFee).toBe(PURCHASE_PRICES.batterySubscriptionMonthlyFee * 100);
        expect(new Date(sub.nextDueDate).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);
        expect((await s.q(Q.subscription, { code: placed.orderCode })).insertSubscription.id).toBe(sub.id);
    });

    it('a declined payment can be retried on the same order', async () => {
        const s = await buyer(bike(1, 'subscription-rental').id);
        const placed = (
            await s.q(Q.place, { input: { paymentMethodCode: 'va-permata', acceptTerms: true, idempotencyKey: key() } })
        ).placePurchaseOrder;
        gateway.setStatus(await gatewayOrderId(placed.orderCode), 'deny');
        const declined = await waitFor(
            () => s.q(Q.payment, { code: placed.orderCode }),
            d => d.purchasePayment.status === 'DECLINED',
        );
        expect(declined.purchasePayment.canRetry).toBe(true);
        const retried = (await s.q(Q.retry, { code: placed.orderCode, m: 'va-bca' })).retryPurchasePayment;
        expect(retried.status).toBe('PENDING');
        expect(retried.paymentMethodCode).toBe('va-bca');
        gateway.setStatus(await gatewayOrderId(placed.orderCode), 'settlement');
        const paid = await waitFor(
            () => s.q(Q.payment, { code: placed.orderCode }),
            d => d.purchasePayment.status === 'SETTLED',
        );
        expect(paid.purchasePayment.orderState).toBe('PaymentSettled');
        // Somebody else cannot see it.
        expect((await new Session().q(Q.payment, { code: placed.orderCode })).purchasePayment).not.toBeNull(); // guest order: the code is the key
        const stranger = await new Session().login(customer.email, customer.password);
        expect((await stranger.q(Q.payment, { code: placed.orderCode })).purchasePayment).toBeNull();
    });

    describe('bank transfer with proof', () => {
        let png: Buffer;
        const proofInput = (orderCode: string, amount: number, over: Record<string, unknown> = {}) => ({
            orderNumber: orderCode,
            referenceNumber: 'TRX20261123001',
            cardType: 'DEBIT',
            bankName: 'Bank Central Asia',
            paymentDate: new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10),
            nominal: amount,
            paymentMethod: 'MOBILE_BANKING',
            eCommerce: 'ALVA_WEBSITE',
            ...over,
        });
        const storedProofFiles = () => {
            const dir = path.join(privateDir, 'payment-proofs');
            return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
        };

        beforeAll(async () => {
            png = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#eeeeee' } })
                .png()
                .toBuffer();
        });

        async function placeTransfer() {
            const s = await new Session().login(customer.email, customer.password);
            await buyer(bike(2, 'subscription-rental').id, { session: s });
            const methods = (await s.q(Q.methods)).purchasePaymentMethods;
            expect(methods.map((m: { code: string }) => m.code)).toContain('bank-transfer');
            const placed = (
                await s.q(Q.place, {
                    input: { paymentMethodCode: 'bank-transfer', acceptTerms: true, idempotencyKey: key() },
                })
            ).placePurchaseOrder;
            expect(placed.__typename, JSON.stringify(placed)).toBe('PurchasePayment');
            expect(placed.reference.accountNumber).toBeTruthy();
            expect(placed.orderState).toBe('PaymentAuthorized');
            return { s, placed };
        }

        it('refuses at least 20 bad proofs with a code each and stores nothing', async () => {
            const { s, placed } = await placeTransfer();
            const tomorrow = new Date(Date.now() + 31 * 3600_000).toISOString().slice(0, 10);
            const fieldCases: Array<[Record<string, unknown>, string, string]> = [
                [{ orderNumber: '' }, 'orderNumber', 'REQUIRED'],
                [{ orderNumber: 'SOMEONEELSE123' }, 'orderNumber', 'ORDER_NUMBER_MISMATCH'],
                [{ referenceNumber: '' }, 'referenceNumber', 'REQUIRED'],
                [{ referenceNumber: 'AB' }, 'referenceNumber', 'TOO_SHORT'],
                [{ referenceNumber: 'X'.repeat(41) }, 'referenceNumber', 'TOO_LONG'],
                [{ referenceNumber: 'TRX 2026/11' }, 'referenceNumber', 'ID_FORMAT'],
                [{ cardType: 'GOLD' }, 'cardType', 'INVALID_VALUE'],
                [{ bankName: '' }, 'bankName', 'REQUIRED'],
                [{ bankName: 'Bank 123' }, 'bankName', 'LETTERS_ONLY'],
                [{ paymentDate: '' }, 'paymentDate', 'REQUIRED'],
                [{ paymentDate: '23/11/2026' }, 'paymentDate', 'DATE_FORMAT'],
                [{ paymentDate: '2026-02-30' }, 'paymentDate', 'DATE_FORMAT'],
                [{ paymentDate: tomorrow }, 'paymentDate', 'DATE_IN_FUTURE'],
                [{ paymentDate: '2020-01-01' }, 'paymentDate', 'DATE_TOO_OLD'],
                [{ nominal: 0 }, 'nominal', 'INVALID_VALUE'],
                [{ nominal: -100 }, 'nominal', 'INVALID_VALUE'],
                [{ nominal: placed.amount - 100 }, 'nominal', 'NOMINAL_MISMATCH'],
                [{ paymentMethod: 'CASH' }, 'paymentMethod', 'INVALID_VALUE'],
                [{ eCommerce: 'EBAY' }, 'eCommerce', 'INVALID_VALUE'],
            ];
            for (const [over, field, code] of fieldCases) {
                const body = await s.upload(
                    Q.proof,
                    { input: proofInput(placed.orderCode, placed.amount, over) },
                    png,
                    'proof.png',
                );
                const r = body.data?.submitPaymentProof ?? body;
                if (over.cardType || over.paymentMethod || over.eCommerce) {
                    // Enum values GraphQL itself refuses before any resolver runs.
                    expect(body.errors?.length, JSON.stringify(over)).toBeGreaterThan(0);
                    continue;
                }
                expect(r.__typename, JSON.stringify(over)).toBe('PurchaseInputError');
                expect(r.fieldErrors, JSON.stringify(over)).toContainEqual({ field, code });
            }
            const pdfNamedPng = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);
            const fileCases: Array<[Buffer, string, string]> = [
                [png, 'proof.gif', 'FILE_TYPE'],
                [png, 'proof', 'FILE_TYPE'],
                [Buffer.from('<html><script>alert(1)</script></html>'), 'proof.png', 'FILE_TYPE'],
                [pdfNamedPng, 'proof.jpg', 'FILE_TYPE'],
                [png, 'proof.pdf', 'FILE_TYPE'],
                [Buffer.alloc(0), 'proof.png', 'FILE_EMPTY'],
                // Images by name and content that cannot be read: a 1x1 pixel and a cut-off upload.
                [
                    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
                    'proof.png',
                    'FILE_UNREADABLE',
                ],
                [png.subarray(0, 200), 'proof.png', 'FILE_UNREADABLE'],
                [Buffer.alloc(8 * 1024 * 1024 + 1, 1), 'proof.pdf', 'FILE_TOO_LARGE'],
            ];
            for (const [bytes, name, reason] of fileCases) {
                const body = await s.upload(
                    Q.proof,
                    { input: proofInput(placed.orderCode, placed.amount) },
                    bytes,
                    name,
                );
                const r = body.data?.submitPaymentProof;
                expect(r?.__typename, `${name}: ${JSON.stringify(body)}`).toBe('PaymentProofFileError');
                expect(r.reason, name).toBe(reason);
            }
            expect(fieldCases.length + fileCases.length).toBeGreaterThanOrEqual(20);
            expect(await db().getRepository(PaymentProof).count()).toBe(0);
            expect(storedProofFiles()).toBe(0);
            expect((await s.q(Q.payment, { code: placed.orderCode })).purchasePayment.status).toBe('PENDING');
        });

        it('staff accept a proof (settled) or reject one (declined, retry possible); others may not', async () => {
            const { s, placed } = await placeTransfer();
            const sent = (
                await s.upload(Q.proof, { input: proofInput(placed.orderCode, placed.amount) }, png, 'bukti.PNG')
            ).data!.submitPaymentProof;
            expect(sent.status).toBe('PROOF_SUBMITTED');
            expect(sent.proofStatus).toBe('PENDING');
            expect(storedProofFiles()).toBe(1);

            const staff = await new Session().login(admin.email, admin.password, 'admin-api');
            const list = (
                await staff.q(
                    `query { paymentProofs { totalItems items { id orderCode status nominal fileMimeType filePath } } }`,
                    {},
                    'admin-api',
                )
            ).paymentProofs;
            const proof = list.items.find((p: { orderCode: string }) => p.orderCode === placed.orderCode);
            expect(proof.fileMimeType).toBe('image/jpeg');
            const file = await fetch(`${base}${proof.filePath}`, {
                headers: { authorization: `Bearer ${staff.token}` },
            });
            expect(file.status, await file.clone().text()).toBe(200);
            expect(
                (await fetch(`${base}${proof.filePath}`, { headers: { authorization: `Bearer ${s.token}` } })).status,
            ).toBe(403);
            const accepted = (
                await staff.q(
                    `mutation ($id: ID!) { acceptPaymentProof(id: $id) { id status reviewedAt } }`,
                    { id: proof.id },
                    'admin-api',
                )
            ).acceptPaymentProof;
            expect(accepted.status).toBe('ACCEPTED');
            const paid = (await s.q(Q.payment, { code: placed.orderCode })).purchasePayment;
            expect(paid.status).toBe('SETTLED');
            expect(paid.orderState).toBe('PaymentSettled');

            const second = await placeTransfer();
            await second.s.upload(
                Q.proof,
                { input: proofInput(second.placed.orderCode, second.placed.amount) },
                Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 32)]),
                'bukti.pdf',
            );
            const pending = (
                await staff.q(
                    `query { paymentProofs(options: { filter: { status: { eq: "PENDING" } } }) { items { id orderCode fileMimeType } } }`,
                    {},
                    'admin-api',
                )
            ).paymentProofs.items;
            const pdfProof = pending.find((p: { orderCode: string }) => p.orderCode === second.placed.orderCode);
            expect(pdfProof.fileMimeType).toBe('application/pdf');
            const rejected = (
                await staff.q(
                    `mutation ($id: ID!) { rejectPaymentProof(id: $id, reason: "Nominal tidak terbaca") { status rejectionReason } }`,
                    { id: pdfProof.id },
                    'admin-api',
                )
            ).rejectPaymentProof;
            expect(rejected.status).toBe('REJECTED');
            const declined = (await second.s.q(Q.payment, { code: second.placed.orderCode })).purchasePayment;
            expect(declined.status).toBe('DECLINED');
            expect(declined.canRetry).toBe(true);
            expect(declined.orderState).toBe('PaymentAuthorized');
        });
    });
});
