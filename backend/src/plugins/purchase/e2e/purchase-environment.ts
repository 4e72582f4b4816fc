/** Shared set-up of the purchase specs: a Vendure test server with the purchase plugin and a sandbox gateway. */
import {
    BigIntMoneyStrategy,
    dummyPaymentHandler,
    mergeConfig,
    NativeAuthenticationStrategy,
    Type,
} from '@vendure/core';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { expect } from 'vitest';

import { initialData } from '../../../e2e/test-environment';
import { AccountsPlugin } from '../../accounts/accounts.plugin';
import { CataloguePlugin } from '../../catalogue/catalogue.plugin';
import { DealersPlugin } from '../../dealers/dealers.plugin';
import { IdentityDocumentsPlugin } from '../../identity-documents/identity-documents.plugin';
import { PurchasePlugin } from '../purchase.plugin';

export { initialData };
export const SERVER_KEY = 'SB-Mid-server-e2e-test-key';

type Gql = { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** `extraPlugins`: plugins built on the purchase (the orders spec adds the orders and vehicles plugins). */
export function createPurchaseEnvironment(port: number, gatewayPort: number, extraPlugins: Array<Type<unknown>> = []) {
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-purchase-'));
    const config = mergeConfig(testConfig, {
        apiOptions: { port },
        entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
        authOptions: { tokenMethod: 'bearer', shopAuthenticationStrategy: [new NativeAuthenticationStrategy()] },
        paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
        plugins: [
            AccountsPlugin.init({}),
            IdentityDocumentsPlugin.init({ privateFilesDir: privateDir }),
            CataloguePlugin.init(),
            DealersPlugin.init({}),
            PurchasePlugin.init({
                gatewayBaseUrl: `http://localhost:${gatewayPort}`,
                gatewayServerKey: SERVER_KEY,
                privateFilesDir: privateDir,
            }),
            ...extraPlugins,
        ],
    });
    const env = createTestEnvironment(config);
    const base = `http://localhost:${port}`;

    /** A browser session: keeps the bearer token Vendure hands out (a guest gets one with its first order). */
    class Session {
        token: string | null = null;
        async q(query: string, variables: Record<string, unknown> = {}, api: 'shop-api' | 'admin-api' = 'shop-api') {
            const res = await fetch(`${base}/${api}`, {
                method: 'POST',
                headers: {
                    'content-type': 'application/json',
                    ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
                },
                body: JSON.stringify({ query, variables }),
            });
            const token = res.headers.get('vendure-auth-token');
            if (token) this.token = token;
            const body = (await res.json()) as Gql;
            expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
            return body.data;
        }
        async login(email: string, password: string, api: 'shop-api' | 'admin-api' = 'shop-api') {
            const data = await this.q(
                `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`,
                { u: email, p: password },
                api,
            );
            expect(data.login.__typename).toBe('CurrentUser');
            return this;
        }
        /** A multipart GraphQL request (the proof upload). */
        async upload(query: string, variables: Record<string, unknown>, bytes: Buffer | Uint8Array, filename: string) {
            const form = new FormData();
            form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
            form.append('map', JSON.stringify({ 0: ['variables.file'] }));
            form.append('0', new Blob([bytes]), filename);
            const res = await fetch(`${base}/shop-api`, {
                method: 'POST',
                headers: {
                    ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
                    'apollo-require-preflight': 'true',
                },
                body: form,
            });
            return (await res.json()) as Gql;
        }
    }

    return { ...env, base, privateDir, Session };
}

export const ORDER_FIELDS = `id code state totalWithTax customFields { purchaseOrderType bookingNumber ownerName deliveryType deliveryDistanceKm deliveryOutsideJabodetabek paymentMethodCode batteryCode colorName }`;
const E = '... on ErrorResult { errorCode message }';
const INPUT = '... on PurchaseInputError { fieldErrors { field code } }';
const ORDER = '... on PurchaseOrderError { missing }';
export const ERROR_FIELDS = `${E} ${INPUT} ${ORDER}`;
export const PAYMENT_FIELDS = `orderCode orderState purchaseOrderType bookingNumber paymentMethodCode category status amount currencyCode expiresAt secondsLeft canRetry proofStatus reference { vaNumber bank qrString deeplinkUrl accountNumber accountHolder transactionId sandboxUrl }`;

export const Q = {
    variants: `query ($slug: String!) { product(slug: $slug) { variants { id sku stockLevel } } }`,
    add: `mutation ($id: ID!, $qty: Int!) { addItemToOrder(productVariantId: $id, quantity: $qty) { __typename ... on Order { id code } ... on ErrorResult { errorCode message } } }`,
    customer: `mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { __typename ... on ErrorResult { errorCode message } } }`,
    owner: `mutation ($input: PurchaseOwnerInput!) { setPurchaseOwner(input: $input) { __typename ... on Order { ${ORDER_FIELDS} } ${ERROR_FIELDS} } }`,
    delivery: `mutation ($input: PurchaseDeliveryInput!) { setPurchaseDelivery(input: $input) { __typename ... on Order { ${ORDER_FIELDS} shippingWithTax } ${ERROR_FIELDS} ... on DeliveryAddressRefusedError { outcome } } }`,
    options: `mutation ($input: PurchaseOptionsInput!) { setPurchaseOptions(input: $input) { __typename ... on Order { ${ORDER_FIELDS} } ${ERROR_FIELDS} } }`,
    quote: `query ($m: String) { purchaseQuote(paymentMethodCode: $m) { orderCode flow purchaseOrderType currencyCode total amountDueNow remainingAmount subscriptionMonthlyFee missing lines { code label amount addsToTotal } promotions { name couponCode amount } } }`,
    place: `mutation ($input: PlacePurchaseOrderInput!) { placePurchaseOrder(input: $input) { __typename ... on PurchasePayment { ${PAYMENT_FIELDS} } ${ERROR_FIELDS} } }`,
    retry: `mutation ($code: String!, $m: String!) { retryPurchasePayment(orderCode: $code, paymentMethodCode: $m) { __typename ... on PurchasePayment { ${PAYMENT_FIELDS} } ${ERROR_FIELDS} } }`,
    payment: `query ($code: String!) { purchasePayment(orderCode: $code) { ${PAYMENT_FIELDS} } }`,
    active: `query { activeOrder { ${ORDER_FIELDS} } }`,
    check: `query ($lat: Float, $lng: Float) { checkDeliveryAddress(latitude: $lat, longitude: $lng) { outcome distanceKm deliveryFee nearestDealer { id location distance distanceLabel default } } }`,
    dealers: `query ($lat: Float, $lng: Float) { purchaseDealers(latitude: $lat, longitude: $lng) { id code location city distance distanceLabel default operatingHours } }`,
    methods: `query { purchasePaymentMethods { code name category bank fee windowMinutes } }`,
    coupon: `mutation ($c: String!) { applyCouponCode(couponCode: $c) { __typename ... on ErrorResult { errorCode message } } }`,
    proof: `mutation ($input: PaymentProofInput!, $file: Upload!) { submitPaymentProof(input: $input, file: $file) { __typename ... on PurchasePayment { ${PAYMENT_FIELDS} } ${ERROR_FIELDS} ... on PaymentProofFileError { reason } } }`,
    subscription: `mutation ($code: String!) { insertSubscription(orderCode: $code) { __typename ... on BatterySubscription { id orderCode batteryCode monthlyFee nextDueDate status } ${E} ${ORDER} } }`,
};

export const JAKARTA = { latitude: -6.2266, longitude: 106.8093 };
export const BANDUNG = { latitude: -6.9175, longitude: 107.6191 };
export const MEDAN = { latitude: 3.5952, longitude: 98.6722 };

export const validOwner = (over: Record<string, unknown> = {}) => ({
    name: 'Dewi Lestari',
    identityCardNumber: '3174054506900001',
    email: 'dewi@example.com',
    phoneNumber: '081234567890',
    address: 'Jl. Sudirman No. 10',
    provinceId: '31',
    provinceName: 'DKI Jakarta',
    cityId: '3174',
    cityName: 'Jakarta Selatan',
    zipCode: '12190',
    isBuyer: true,
    ...over,
});

export const homeDelivery = (point = JAKARTA) => ({
    type: 'DELIVER_TO_HOME',
    ...point,
    recipientName: 'Dewi Lestari',
    phoneNumber: '081234567890',
    address: 'Jl. Sudirman No. 10',
    provinceId: '31',
    provinceName: 'DKI Jakarta',
    cityId: '3174',
    cityName: 'Jakarta Selatan',
    zipCode: '12190',
});

export const key = () => `k-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}xxxxxxxx`.slice(0, 40);

export async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
    const end = Date.now() + ms;
    let last = await fn();
    while (!ok(last) && Date.now() < end) {
        await new Promise(r => setTimeout(r, 100));
        last = await fn();
    }
    return last;
}
