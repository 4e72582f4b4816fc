import {
  checkAddress,
  checkedString,
  checkProofFile as checkProofFileRule,
  checkId,
  checkNik,
  checkZip,
  emailField,
  normalizeText,
  oneOfString,
  personNameField,
  phoneField,
  type Check,
} from '@alva/rules';
import * as yup from 'yup';

/**
 * The purchase forms' schemas, composed of the same rule functions the server's purchase schemas
 * (backend/src/plugins/purchase/purchase-rules.ts) are made of — names, e-mail and phone from @alva/rules, NIK,
 * address, region ids and postal code from the document rules — so a value the form accepts passes the server's
 * check with the same field codes. The server checks everything again and its field errors land on the same fields.
 */
const blank = (v: string | null | undefined) => v == null || v.trim() === '';
const required =
  (check: (v: string) => string | null): Check =>
  (v) =>
    blank(v) ? 'REQUIRED' : check(v!);
const optional =
  (check: (v: string) => string | null): Check =>
  (v) =>
    blank(v) ? null : check(v!);
const ADDRESS_MIN = 5;
const addressCheck = (v: string) => (normalizeText(v).length < ADDRESS_MIN ? 'TOO_SHORT' : checkAddress(v));

/** Step 1: the owner (SPEC §3 dataOwner) and, when somebody else pays, the buyer. */
export const ownerFormSchema = yup.object({
  name: personNameField(),
  identityCardNumber: checkedString(required(checkNik), 'nik'),
  email: emailField(),
  phoneNumber: phoneField(),
  address: checkedString(required(addressCheck), 'address'),
  provinceId: checkedString(required(checkId), 'province'),
  cityId: checkedString(required(checkId), 'city'),
  zipCode: checkedString(optional(checkZip), 'zip'),
  isBuyer: yup.boolean().required('REQUIRED'),
  buyerName: yup.string().when('isBuyer', { is: false, then: () => personNameField(), otherwise: (s) => s.nullable() }),
  buyerEmail: yup.string().when('isBuyer', { is: false, then: () => emailField(), otherwise: (s) => s.nullable() }),
});
export type OwnerFormValues = yup.InferType<typeof ownerFormSchema>;

const homeOnly = (field: () => yup.Schema) =>
  yup.string().when('type', { is: 'DELIVER_TO_HOME', then: () => field(), otherwise: (s) => s.nullable() });
const coordinate =
  (min: number, max: number): Check =>
  (v) => {
    if (blank(v)) return 'REQUIRED';
    const n = Number(v);
    return Number.isFinite(n) && n >= min && n <= max ? null : 'COORDINATES';
  };

/** Step 2: pick-up needs a dealer; home delivery (the shop cart's courier too) the address and its pinpoint. */
export const deliveryFormSchema = yup.object({
  type: oneOfString(['DELIVER_TO_HOME', 'PICKUP_AT_DEALER'], 'deliveryType'),
  dealerId: yup.string().when('type', {
    is: 'PICKUP_AT_DEALER',
    then: () => checkedString((v) => (blank(v) ? 'DEALER_REQUIRED' : checkId(v!)), 'dealer'),
    otherwise: (s) => s.nullable(),
  }),
  recipientName: homeOnly(personNameField),
  phoneNumber: homeOnly(phoneField),
  address: homeOnly(() => checkedString(required(addressCheck), 'address')),
  provinceId: homeOnly(() => checkedString(required(checkId), 'province')),
  cityId: homeOnly(() => checkedString(required(checkId), 'city')),
  zipCode: homeOnly(() => checkedString(optional(checkZip), 'zip')),
  latitude: homeOnly(() => checkedString(coordinate(-90, 90), 'latitude')),
  longitude: homeOnly(() => checkedString(coordinate(-180, 180), 'longitude')),
});
export type DeliveryFormValues = yup.InferType<typeof deliveryFormSchema>;

const referral: Check = (v) => {
  if (blank(v)) return null;
  const t = v!.trim();
  if (t.length < 3) return 'TOO_SHORT';
  if (t.length > 32) return 'TOO_LONG';
  return /^[A-Za-z0-9_-]+$/.test(t) ? null : 'ID_FORMAT';
};

/** Step 3: full payment, pre-order with a booking fee, or installment (the calculator); a referral code. */
export const optionsFormSchema = yup.object({
  choice: oneOfString(['FULL', 'BOOKING', 'INSTALLMENT'], 'paymentChoice'),
  referralCode: checkedString(referral, 'referral'),
});
export type OptionsFormValues = yup.InferType<typeof optionsFormSchema>;

export const couponFormSchema = yup.object({
  code: checkedString((v) => (blank(v) ? 'REQUIRED' : v!.trim().length > 64 ? 'TOO_LONG' : null), 'coupon'),
});

/** Step 4: a payment method and the terms. */
export const reviewFormSchema = yup.object({
  method: checkedString((v) => (blank(v) ? 'METHOD_REQUIRED' : null), 'method'),
  terms: yup.boolean().oneOf([true], 'TERMS_REQUIRED').required('TERMS_REQUIRED'),
});

/** SPEC §5: jpg, jpeg, png or pdf up to 8 MB — the server's own file rule, plus "choose a file" for the form. */
export function checkProofFile(file: File | undefined | null): string | null {
  return file ? checkProofFileRule(file) : 'FILE_REQUIRED';
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function checkDate(v: string, today: string): string | null {
  const m = DATE.exec(v.trim());
  if (!m) return 'DATE_FORMAT';
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (d.getUTCFullYear() !== +m[1] || d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) return 'DATE_FORMAT';
  return v.trim() > today ? 'DATE_IN_FUTURE' : null;
}

/** The SPEC §5 payment-proof form; `today` is the Jakarta date, `orderCode` and `amount` the order's. */
export function proofFormSchema(context: { orderCode: string; amountIdr: number; today: string }) {
  return yup.object({
    file: yup.mixed<FileList>().test('file', function (list) {
      const code = checkProofFile(list?.[0]);
      return code ? this.createError({ message: code }) : true;
    }),
    orderNumber: checkedString(
      (v) =>
        blank(v)
          ? 'REQUIRED'
          : v!.trim().toUpperCase() === context.orderCode.toUpperCase()
            ? null
            : 'ORDER_NUMBER_MISMATCH',
      'orderNumber',
    ),
    referenceNumber: checkedString((v) => {
      if (blank(v)) return 'REQUIRED';
      const t = v!.trim();
      if (t.length < 4) return 'TOO_SHORT';
      if (t.length > 40) return 'TOO_LONG';
      return /^[A-Za-z0-9-]+$/.test(t) ? null : 'ID_FORMAT';
    }, 'reference'),
    cardType: oneOfString(['DEBIT', 'CREDIT'], 'cardType'),
    bankName: personNameField(),
    paymentDate: checkedString((v) => (blank(v) ? 'REQUIRED' : checkDate(v!, context.today)), 'paymentDate'),
    nominal: checkedString((v) => {
      if (blank(v)) return 'REQUIRED';
      if (!/^\d+$/.test(v!.trim())) return 'NUMBERS_ONLY';
      return Number(v) === context.amountIdr ? null : 'NOMINAL_MISMATCH';
    }, 'nominal'),
    paymentMethod: oneOfString(['ATM', 'INTERNET_BANKING', 'MOBILE_BANKING', 'TELLER'], 'paymentMethod'),
    eCommerce: oneOfString(
      ['ALVA_WEBSITE', 'ALVA_APP', 'TOKOPEDIA', 'SHOPEE', 'BLIBLI', 'LAZADA', 'TIKTOK_SHOP'],
      'eCommerce',
    ),
  });
}

/** A new payment for an open order: the method. */
export const retryFormSchema = yup.object({
  method: checkedString((v) => (blank(v) ? 'METHOD_REQUIRED' : null), 'method'),
});
