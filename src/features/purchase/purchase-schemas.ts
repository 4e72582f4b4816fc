import {
  checkedString,
  checkProofFile as checkProofFileRule,
  coordinateField,
  oneOfString,
  paymentProofSchema,
  placePurchaseOrderSchema,
  purchaseDeliverySchema,
  purchaseOptionsSchema,
  purchaseOwnerSchema,
} from '@alva/rules';
import * as yup from 'yup';

/**
 * The purchase forms' schemas: the fields of the server's own purchase schemas (@alva/rules purchase.ts), picked
 * as they are, so a value the form accepts passes the server's check with the same field codes and no rule exists
 * twice. What is left here belongs to the form only: the choices made with buttons (payment choice, method, a
 * file), text fields read as numbers, and the context (order, amount, today) the proof's rules compare with.
 */
const blank = (v: string | null | undefined) => v == null || v.trim() === '';

/**
 * A field of a package schema checked with the form's context (its tests read `this.options.context`, which the
 * form's resolver does not pass), on the value as the server receives it (`parse` reads a text field).
 */
/** The code a package field answers for `value` with the form's context, or null. */
function codeIn(field: unknown, value: unknown, context: object): string | null {
  try {
    (field as yup.Schema).validateSync(value, { strict: true, context });
    return null;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return error.message;
  }
}

/**
 * A field of a package schema checked with the form's context (its tests read `this.options.context`, which the
 * form's resolver does not pass), on the value as the server receives it (`parse` reads a text field).
 */
function withContext(field: unknown, context: object, parse: (v: unknown) => unknown = (v) => v) {
  return yup.mixed().test('rule', function (value) {
    const code = codeIn(field, parse(value), context);
    return code ? this.createError({ message: code }) : true;
  });
}

/** A number typed into a text field: '' is missing, text that is no number stays as it is (refused). */
const numberOf = (v: unknown) => (typeof v !== 'string' ? v : blank(v) ? undefined : Number(v.trim()));

/** Step 1: the owner (SPEC §3 dataOwner) and, when somebody else pays, the buyer. */
export const OWNER_FIELDS = [
  'name',
  'identityCardNumber',
  'email',
  'phoneNumber',
  'address',
  'provinceId',
  'cityId',
  'zipCode',
  'isBuyer',
  'buyerName',
  'buyerEmail',
] as const;
export const ownerFormSchema = purchaseOwnerSchema.pick([...OWNER_FIELDS]);
export interface OwnerFormValues {
  name: string;
  identityCardNumber: string;
  email: string;
  phoneNumber: string;
  address: string;
  provinceId: string;
  cityId: string;
  zipCode?: string | null;
  isBuyer: boolean;
  buyerName?: string | null;
  buyerEmail?: string | null;
}

/** The pinpoint as typed (text), checked as the number the server gets. */
const homeCoordinate = (limit: number) =>
  yup.mixed().when('type', {
    is: 'DELIVER_TO_HOME',
    then: () => withContext(coordinateField(limit), {}, numberOf),
    otherwise: (s) => s.nullable(),
  });

/** Step 2: pick-up needs a dealer; home delivery (the shop cart's courier too) the address and its pinpoint. */
export const deliveryFormSchema = purchaseDeliverySchema
  .pick(['type', 'dealerId', 'recipientName', 'phoneNumber', 'address', 'provinceId', 'cityId', 'zipCode'])
  .shape({ latitude: homeCoordinate(90), longitude: homeCoordinate(180) });
export interface DeliveryFormValues {
  type: 'DELIVER_TO_HOME' | 'PICKUP_AT_DEALER' | '';
  dealerId?: string | null;
  recipientName?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  provinceId?: string | null;
  cityId?: string | null;
  zipCode?: string | null;
  latitude?: string | null;
  longitude?: string | null;
}

/** Step 3: full payment, pre-order with a booking fee, or installment (the calculator); a referral code. */
export const optionsFormSchema = yup.object({
  choice: oneOfString(['FULL', 'BOOKING', 'INSTALLMENT'], 'paymentChoice'),
  referralCode: purchaseOptionsSchema.fields.referralCode,
});
export interface OptionsFormValues {
  choice: 'FULL' | 'BOOKING' | 'INSTALLMENT' | '';
  referralCode?: string | null;
}

export const couponFormSchema = yup.object({
  code: checkedString((v) => (blank(v) ? 'REQUIRED' : v!.trim().length > 64 ? 'TOO_LONG' : null), 'coupon'),
});

/** Step 4: a payment method and the terms. */
export const reviewFormSchema = yup.object({
  method: checkedString((v) => (blank(v) ? 'METHOD_REQUIRED' : null), 'method'),
  terms: placePurchaseOrderSchema.fields.acceptTerms,
});

/** SPEC §5: jpg, jpeg, png or pdf up to 8 MB — the server's own file rule, plus "choose a file" for the form. */
export function checkProofFile(file: File | undefined | null): string | null {
  return file ? checkProofFileRule(file) : 'FILE_REQUIRED';
}

/** The SPEC §5 payment-proof form; `today` is the Jakarta date, `orderCode` and `amount` the order's. */
export function proofFormSchema(context: { orderCode: string; amountIdr: number; today: string }) {
  const proof = { orderCode: context.orderCode, amountDue: context.amountIdr, today: context.today, placedOn: '' };
  const { fields } = paymentProofSchema;
  return yup.object({
    file: yup.mixed<FileList>().test('file', function (list) {
      const code = checkProofFile(list?.[0]);
      return code ? this.createError({ message: code }) : true;
    }),
    orderNumber: withContext(fields.orderNumber, proof),
    referenceNumber: fields.referenceNumber,
    cardType: fields.cardType,
    bankName: fields.bankName,
    paymentDate: withContext(fields.paymentDate, proof),
    // The amount is typed: digits only, then the server's rule on the number.
    nominal: yup.mixed().test('nominal', function (v) {
      const code =
        typeof v === 'string' && !blank(v) && !/^\d+$/.test(v.trim())
          ? 'NUMBERS_ONLY'
          : codeIn(fields.nominal, numberOf(v), proof);
      return code ? this.createError({ message: code }) : true;
    }),
    paymentMethod: fields.paymentMethod,
    eCommerce: fields.eCommerce,
  });
}

/** A new payment for an open order: the method. */
export const retryFormSchema = yup.object({
  method: checkedString((v) => (blank(v) ? 'METHOD_REQUIRED' : null), 'method'),
});
