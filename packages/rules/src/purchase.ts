/**
 * The purchase forms' rules (SPEC §5) as yup schemas, in a pure module (yup and the account rules only): the server
 * validates every purchase mutation with them and the site's purchase forms (src/features/purchase/purchase-schemas.ts) are
 * built from the same checks, so both refuse the same
 * input with the same field codes, which the site translates. Each failing field gives one code as its message.
 */
import * as yup from 'yup';

import { checkEmail, checkPersonName, checkPhone, normalizeEmail, toE164 } from './contact';
import { checkAddress, checkId, checkNik, checkZip } from './documents';
import { normalizeText } from './text';

export type PurchaseFieldCode =
    | 'REQUIRED'
    | 'TOO_SHORT'
    | 'TOO_LONG'
    | 'LETTERS_ONLY'
    | 'EMAIL_FORMAT'
    | 'PHONE_FORMAT'
    | 'PHONE_COUNTRY'
    | 'PHONE_LENGTH'
    | 'NIK_LENGTH'
    | 'NIK_INVALID'
    | 'NUMBERS_ONLY'
    | 'ADDRESS_FORMAT'
    | 'ZIP_FORMAT'
    | 'ID_FORMAT'
    | 'INVALID_VALUE'
    | 'DATE_FORMAT'
    | 'DATE_IN_FUTURE'
    | 'DATE_TOO_OLD'
    | 'NOMINAL_MISMATCH'
    | 'ORDER_NUMBER_MISMATCH'
    | 'TERMS_REQUIRED'
    | 'DEALER_REQUIRED'
    | 'COORDINATES';

export interface PurchaseFieldError {
    field: string;
    code: PurchaseFieldCode;
}

export const PURCHASE_ORDER_TYPES = ['BOOKING', 'FULL_PURCHASE'] as const;
export const DELIVERY_TYPES = ['DELIVER_TO_HOME', 'PICKUP_AT_DEALER'] as const;
export const PAYMENT_OPTIONS = ['FULL_PAYMENT', 'INSTALLMENT'] as const;
export const PROOF_CARD_TYPES = ['DEBIT', 'CREDIT'] as const;
export const PROOF_METHODS = ['ATM', 'INTERNET_BANKING', 'MOBILE_BANKING', 'TELLER'] as const;
export const PROOF_E_COMMERCE = [
    'ALVA_WEBSITE',
    'ALVA_APP',
    'TOKOPEDIA',
    'SHOPEE',
    'BLIBLI',
    'LAZADA',
    'TIKTOK_SHOP',
] as const;

/** Payment proofs (SPEC §5, §9): at most 8 MB, jpg/jpeg/png/pdf. */
export const PROOF_MAX_MB = 8;
export const PROOF_MAX_BYTES = PROOF_MAX_MB * 1024 * 1024;
export const PROOF_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

const ADDRESS_MIN = 5;
const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
/** Any value, null included: GraphQL hands over an empty optional field as null, which the field rules judge. */
const nullable = <T extends NonNullable<unknown> = NonNullable<unknown>>() => yup.mixed<T>().nullable();

/** A field checked by one of the account/document rule functions (one home for each rule). */
const checked = (check: (v: string) => string | null, required = true) =>
    nullable<string>().test('rule', function (value) {
        if (blank(value)) return required ? this.createError({ message: 'REQUIRED' }) : true;
        if (typeof value !== 'string') return this.createError({ message: 'INVALID_VALUE' });
        const code = check(value);
        return code ? this.createError({ message: code }) : true;
    });

const choice = <T extends string>(values: readonly T[], required = true) =>
    nullable<T>().test('choice', function (value) {
        if (blank(value)) return required ? this.createError({ message: 'REQUIRED' }) : true;
        return (values as readonly unknown[]).includes(value) ? true : this.createError({ message: 'INVALID_VALUE' });
    });

const address = (required = true) =>
    checked(v => (normalizeText(v).length < ADDRESS_MIN ? 'TOO_SHORT' : checkAddress(v)), required);

/** Alphanumeric codes: referral codes, reference numbers, idempotency keys. */
const code = (min: number, max: number, pattern: RegExp, required = true) =>
    checked(v => {
        const t = v.trim();
        if (t.length < min) return 'TOO_SHORT';
        if (t.length > max) return 'TOO_LONG';
        return pattern.test(t) ? null : 'ID_FORMAT';
    }, required);

/** Step 1: the owner (SPEC §3 dataOwner) and, when somebody else pays, the buyer. */
export const purchaseOwnerSchema = yup.object({
    name: checked(checkPersonName),
    identityCardNumber: checked(checkNik),
    email: checked(checkEmail),
    phoneNumber: checked(checkPhone),
    address: address(),
    provinceId: checked(checkId),
    provinceName: checked(checkPersonName),
    cityId: checked(checkId),
    cityName: checked(checkPersonName),
    zipCode: checked(checkZip, false),
    isBuyer: nullable<boolean>().test('bool', function (v) {
        return typeof v === 'boolean' ? true : this.createError({ message: 'REQUIRED' });
    }),
    buyerName: nullable<string>().when('isBuyer', {
        is: false,
        then: () => checked(checkPersonName),
        otherwise: () => nullable().strip(),
    }),
    buyerEmail: nullable<string>().when('isBuyer', {
        is: false,
        then: () => checked(checkEmail),
        otherwise: () => nullable().strip(),
    }),
});

/** Step 2: pick-up needs a dealer; home delivery (or the shop cart's courier) needs the address and its pinpoint. */
export const purchaseDeliverySchema = yup.object({
    type: choice(DELIVERY_TYPES),
    // An ID: GraphQL hands it over decoded (a number with the default id strategy).
    dealerId: nullable().when('type', {
        is: 'PICKUP_AT_DEALER',
        then: () =>
            nullable().test('id', function (v) {
                if (blank(v)) return this.createError({ message: 'DEALER_REQUIRED' });
                return (typeof v === 'number' && Number.isSafeInteger(v)) || (typeof v === 'string' && !checkId(v))
                    ? true
                    : this.createError({ message: 'ID_FORMAT' });
            }),
        otherwise: () => nullable().strip(),
    }),
    latitude: nullable().when('type', {
        is: 'DELIVER_TO_HOME',
        then: () => coordinateField(90),
        otherwise: () => nullable().strip(),
    }),
    longitude: nullable().when('type', {
        is: 'DELIVER_TO_HOME',
        then: () => coordinateField(180),
        otherwise: () => nullable().strip(),
    }),
    recipientName: homeOnly(checkPersonName),
    phoneNumber: homeOnly(checkPhone),
    address: nullable().when('type', {
        is: 'DELIVER_TO_HOME',
        then: () => address(),
        otherwise: () => nullable().strip(),
    }),
    provinceId: homeOnly(checkId),
    provinceName: homeOnly(checkPersonName),
    cityId: homeOnly(checkId),
    cityName: homeOnly(checkPersonName),
    zipCode: nullable().when('type', {
        is: 'DELIVER_TO_HOME',
        then: () => checked(checkZip, false),
        otherwise: () => nullable().strip(),
    }),
});

function homeOnly(check: (v: string) => string | null) {
    return nullable().when('type', {
        is: 'DELIVER_TO_HOME',
        then: () => checked(check),
        otherwise: () => nullable().strip(),
    });
}

/** A pinpoint's latitude (limit 90) or longitude (limit 180): a number within ±limit. */
export function coordinateField(limit: number) {
    return nullable().test('coordinate', function (v) {
        if (v == null) return this.createError({ message: 'REQUIRED' });
        return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit
            ? true
            : this.createError({ message: 'COORDINATES' });
    });
}

/** Step 3: order kind, payment option and an optional referral code. */
export const purchaseOptionsSchema = yup.object({
    purchaseOrderType: choice(PURCHASE_ORDER_TYPES),
    paymentOption: choice(PAYMENT_OPTIONS),
    referralCode: code(3, 32, /^[A-Za-z0-9_-]+$/, false),
});

/** Step 4: the method, the terms and the page's one-per-checkout key. */
export const placePurchaseOrderSchema = yup.object({
    paymentMethodCode: code(2, 64, /^[a-z0-9-]+$/),
    acceptTerms: nullable().test('terms', function (v) {
        return v === true ? true : this.createError({ message: 'TERMS_REQUIRED' });
    }),
    idempotencyKey: code(16, 64, /^[A-Za-z0-9_-]+$/),
});

/** What a proof is checked against (the order it pays). */
export interface PaymentProofContext {
    orderCode: string;
    /** IDR minor units due on the payment. */
    amountDue: number;
    /** Jakarta calendar dates YYYY-MM-DD: the order's placement and today. */
    placedOn: string;
    today: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(v: string): boolean {
    const m = DATE.exec(v);
    if (!m) return false;
    const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
    return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** SPEC §5 payment-proof form (the file is checked separately: checkProofFile and the server's content check). */
export const paymentProofSchema = yup.object({
    orderNumber: nullable<string>().test('order', function (v) {
        if (blank(v)) return this.createError({ message: 'REQUIRED' });
        const ctx = this.options.context as PaymentProofContext | undefined;
        if (typeof v !== 'string') return this.createError({ message: 'INVALID_VALUE' });
        return !ctx || v.trim().toUpperCase() === ctx.orderCode.toUpperCase()
            ? true
            : this.createError({ message: 'ORDER_NUMBER_MISMATCH' });
    }),
    referenceNumber: code(4, 40, /^[A-Za-z0-9-]+$/),
    cardType: choice(PROOF_CARD_TYPES),
    bankName: checked(checkPersonName),
    paymentDate: nullable<string>().test('date', function (v) {
        if (blank(v)) return this.createError({ message: 'REQUIRED' });
        if (typeof v !== 'string' || !validDate(v.trim())) return this.createError({ message: 'DATE_FORMAT' });
        const ctx = this.options.context as PaymentProofContext | undefined;
        if (ctx && v.trim() > ctx.today) return this.createError({ message: 'DATE_IN_FUTURE' });
        if (ctx && v.trim() < ctx.placedOn) return this.createError({ message: 'DATE_TOO_OLD' });
        return true;
    }),
    nominal: nullable<number>().test('nominal', function (v) {
        if (v == null) return this.createError({ message: 'REQUIRED' });
        if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0)
            return this.createError({ message: 'INVALID_VALUE' });
        const ctx = this.options.context as PaymentProofContext | undefined;
        return !ctx || v === ctx.amountDue ? true : this.createError({ message: 'NOMINAL_MISMATCH' });
    }),
    paymentMethod: choice(PROOF_METHODS),
    eCommerce: choice(PROOF_E_COMMERCE),
});

/** FILE_UNREADABLE: an image by name and magic bytes that cannot be decoded or is too small to read (server only). */
export type ProofFileCode = 'FILE_TOO_LARGE' | 'FILE_TYPE' | 'FILE_EMPTY' | 'FILE_UNREADABLE';

/** Lower-case extension of a file name ("Bukti.PDF" → "pdf"), '' without one. */
export function proofExtension(filename: string | null | undefined): string {
    const m = /\.([A-Za-z0-9]+)$/.exec(filename ?? '');
    return m ? m[1].toLowerCase() : '';
}

/** What can be checked before reading the file (the browser, then the server before the content check). */
export function checkProofFile(file: { name: string | null | undefined; size: number }): ProofFileCode | null {
    if (file.size > PROOF_MAX_BYTES) return 'FILE_TOO_LARGE';
    if (!(PROOF_EXTENSIONS as readonly string[]).includes(proofExtension(file.name))) return 'FILE_TYPE';
    if (file.size === 0) return 'FILE_EMPTY';
    return null;
}

/**
 * Validates input against a schema: the cleaned value, or every failing field with its code. Unknown fields are
 * dropped (`stripUnknown`), so nothing the schema does not know reaches the database.
 */
export async function validatePurchaseInput<S extends yup.AnyObjectSchema>(
    schema: S,
    input: unknown,
    context?: object,
): Promise<{ ok: true; value: yup.InferType<S> } | { ok: false; errors: PurchaseFieldError[] }> {
    try {
        const value = await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true, context });
        return { ok: true, value };
    } catch (e) {
        if (!(e instanceof yup.ValidationError)) throw e;
        const errors = (e.inner.length ? e.inner : [e]).map(err => ({
            field: err.path ?? '',
            code: err.message as PurchaseFieldCode,
        }));
        // One code per field: the first rule that failed.
        return { ok: false, errors: errors.filter((err, i) => errors.findIndex(o => o.field === err.field) === i) };
    }
}

/** Owner input as stored: trimmed, e-mail lower case, phone E.164. */
export function normalizeOwner(v: yup.InferType<typeof purchaseOwnerSchema>) {
    const text = (s: unknown) => (blank(s) ? null : normalizeText(String(s)));
    return {
        ownerName: text(v.name),
        ownerIdentityCardNumber: String(v.identityCardNumber).trim(),
        ownerEmail: normalizeEmail(String(v.email)),
        ownerPhoneNumber: toE164(String(v.phoneNumber)),
        ownerAddress: text(v.address),
        ownerProvinceId: text(v.provinceId),
        ownerProvinceName: text(v.provinceName),
        ownerCityId: text(v.cityId),
        ownerCityName: text(v.cityName),
        ownerZipCode: text(v.zipCode),
        ownerIsBuyer: v.isBuyer === true,
        buyerName: v.isBuyer === false ? text(v.buyerName) : null,
        buyerEmail: v.isBuyer === false ? normalizeEmail(String(v.buyerEmail)) : null,
    };
}
