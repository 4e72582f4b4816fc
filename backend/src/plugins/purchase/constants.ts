import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'PurchasePlugin';
export const PURCHASE_PLUGIN_OPTIONS = Symbol('PURCHASE_PLUGIN_OPTIONS');

/** Staff who accept or reject bank-transfer proofs (which settles or declines the payment). */
export const reviewPaymentProofPermission = new PermissionDefinition({
    name: 'ReviewPaymentProof',
    description: 'Allows reviewing bank-transfer payment proofs: accepting settles the payment, rejecting declines it',
});

export interface PurchasePluginOptions {
    /** The Midtrans-compatible gateway (env MIDTRANS_BASE_URL; locally the sandbox gateway). */
    gatewayBaseUrl: string;
    /** env MIDTRANS_SERVER_KEY: Basic auth of every gateway call and the secret of the notification signature. */
    gatewayServerKey: string;
    /** Where payment proofs are written (the identity documents' private storage directory). */
    privateFilesDir?: string;
}

/** DEMO business figures (IDR, whole rupiah); the server computes every amount from them. */
export const PURCHASE_PRICES = {
    /** Pre-order booking fee (SPEC §3 order kind Booking). */
    bookingFee: 2_000_000,
    /** Surcharge (document): registration documents (STNK, BPKB, plate) of one motorcycle. */
    documentSurcharge: 1_500_000,
    /** Home delivery of a motorcycle: included distance, base fee, fee per further km. */
    homeDeliveryIncludedKm: 10,
    homeDeliveryBaseFee: 150_000,
    homeDeliveryPerKm: 10_000,
    /** Added outside JABODETABEK (SPEC §9: delivery is charged extra there). */
    outsideJabodetabekSurcharge: 500_000,
    /** Farther than this from every active dealer: refused (SPEC §8 "too far"). */
    maxDeliveryKm: 150,
    /** Courier for shop-cart orders. */
    courierFee: 25_000,
    courierFeeOutsideJabodetabek: 50_000,
    /** Battery subscription rental: monthly fee. */
    batterySubscriptionMonthlyFee: 350_000,
} as const;

/** Payment windows (SPEC §4, §9). */
export const PAYMENT_WINDOW_MINUTES = { default: 24 * 60, instant: 60 } as const;

export type PurchasePaymentCategory = 'VIRTUAL_ACCOUNT' | 'QRIS' | 'EWALLET' | 'BANK_TRANSFER';

/** The payment methods the seed creates (codes are what the site sends). */
export interface PurchasePaymentMethodDef {
    code: string;
    name: { en: string; id: string };
    category: PurchasePaymentCategory;
    /** The bank of a VA or transfer, or the e-wallet; null for QRIS. */
    bank: string | null;
    /** Payment Fee: fixed IDR plus per mille of the amount. */
    fixedFee: number;
    feePerMille: number;
}

export const PURCHASE_PAYMENT_METHODS: PurchasePaymentMethodDef[] = [
    ...(['BCA', 'BNI', 'BRI', 'PERMATA'] as const).map(bank => ({
        code: `va-${bank.toLowerCase()}`,
        name: { en: `${bank} Virtual Account`, id: `Virtual Account ${bank}` },
        category: 'VIRTUAL_ACCOUNT' as const,
        bank,
        fixedFee: 4_000,
        feePerMille: 0,
    })),
    { code: 'qris', name: { en: 'QRIS', id: 'QRIS' }, category: 'QRIS', bank: null, fixedFee: 0, feePerMille: 7 },
    { code: 'gopay', name: { en: 'GoPay', id: 'GoPay' }, category: 'EWALLET', bank: 'GOPAY', fixedFee: 0, feePerMille: 20 },
    {
        code: 'bank-transfer',
        name: { en: 'Bank transfer (upload proof)', id: 'Transfer bank (unggah bukti)' },
        category: 'BANK_TRANSFER',
        bank: 'BCA',
        fixedFee: 0,
        feePerMille: 0,
    },
];

/** The account customers transfer to (DEMO). */
export const BANK_TRANSFER_ACCOUNT = { bank: 'BCA', accountNumber: '0123456789', accountHolder: 'PT Alva Demo' };

export function paymentWindowMinutes(category: PurchasePaymentCategory): number {
    return category === 'QRIS' || category === 'EWALLET' ? PAYMENT_WINDOW_MINUTES.instant : PAYMENT_WINDOW_MINUTES.default;
}

/** Payment Fee in IDR minor units for an amount in minor units. */
export function paymentFee(method: PurchasePaymentMethodDef, amountMinor: number): number {
    return method.fixedFee * 100 + Math.round((amountMinor * method.feePerMille) / 1000 / 100) * 100;
}

export const SHIPPING_CODES = { home: 'deliver-to-home', pickup: 'pickup-at-dealer' } as const;

/** Order states that mean "placed, waiting for money". */
export const AWAITING_PAYMENT_STATES = ['PaymentAuthorized', 'BookingFeeAuthorized'] as const;
