/**
 * Test-ride booking rules (SPEC §5): who rides (the contact rules), the survey, the place or address, and the
 * booking code a guest finds a booking with. The booking form and createTestRideBooking / testRideByCode check these.
 */
import * as yup from 'yup';
import { checkPhone, toE164 } from './contact';
import { emailField, personNameField, phoneField } from './contact-fields';
import { FORMAT_CHARS } from './text';
import { checkedString, oneOfString } from './validate';

/** "How did you hear about us?" (SPEC §5: 'Pick at least 1 answer'). */
export const SURVEY_ANSWERS = ['social-media', 'friend-family', 'showroom', 'online-ads', 'event', 'other'] as const;
/** "Which motorcycle do you ride now?" */
export const CURRENT_MOTORCYCLES = [
  'none',
  'honda',
  'yamaha',
  'suzuki',
  'kawasaki',
  'vespa-piaggio',
  'tvs',
  'electric',
  'other',
] as const;
export type TestRideLocationType = 'DEALER' | 'HOME' | 'OWNER';
export const LOCATION_TYPES: readonly TestRideLocationType[] = ['DEALER', 'HOME', 'OWNER'];

export const TEST_RIDE_ADDRESS_MIN = 5;
export const TEST_RIDE_ADDRESS_MAX = 300;
const ADDRESS = /^[\p{L}\p{M}\p{N} .,'’/#&:;()-]+$/u;

/** Where a home test ride goes: letters, digits, spaces and . , ' / # & : ; ( ) -, 5–300 characters. */
export function checkTestRideAddress(
  raw: string | null | undefined,
): 'REQUIRED' | 'ADDRESS_FORMAT' | 'TOO_SHORT' | 'TOO_LONG' | null {
  const value = (raw ?? '').trim();
  if (!value) return 'REQUIRED';
  if (FORMAT_CHARS.test(value.replace(/\n/g, ' ')) || !ADDRESS.test(value.replace(/\s+/g, ' ')))
    return 'ADDRESS_FORMAT';
  if (value.length < TEST_RIDE_ADDRESS_MIN) return 'TOO_SHORT';
  if (value.length > TEST_RIDE_ADDRESS_MAX) return 'TOO_LONG';
  return null;
}

/** The survey: at least one answer (SURVEY_MIN_ONE), each one of SURVEY_ANSWERS (SURVEY_UNKNOWN). */
export function checkSurveyAnswers(raw: unknown): 'SURVEY_MIN_ONE' | 'SURVEY_UNKNOWN' | null {
  const answers = Array.isArray(raw) ? raw.map((a) => String(a).trim()).filter(Boolean) : [];
  if (!answers.length) return 'SURVEY_MIN_ONE';
  if (answers.length > SURVEY_ANSWERS.length || answers.some((a) => !(SURVEY_ANSWERS as readonly string[]).includes(a)))
    return 'SURVEY_UNKNOWN';
  return null;
}

/** The booking form's "who rides" section. */
export const testRideContactSchema = yup.object({
  name: personNameField(),
  phone: phoneField(),
  email: emailField(),
  surveyAnswers: yup
    .mixed()
    .nullable()
    .test('survey', (value, ctx) => {
      const code = checkSurveyAnswers(value);
      return code ? ctx.createError({ message: code }) : true;
    }),
  currentMotorcycle: checkedString((v) =>
    (CURRENT_MOTORCYCLES as readonly string[]).includes((v ?? '').trim()) ? null : 'CURRENT_MOTORCYCLE_REQUIRED',
  ),
});
export type TestRideContactValues = {
  name: string;
  phone: string;
  email: string;
  surveyAnswers: string[];
  currentMotorcycle: string;
};

const optionalCoordinate = (limit: number) =>
  yup
    .mixed()
    .nullable()
    .test('coordinate', (value, ctx) =>
      value === null ||
      value === undefined ||
      (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit)
        ? true
        : ctx.createError({ message: 'INVALID_VALUE' }),
    );

/**
 * createTestRideBooking's input as the server checks it. The context carries what only the server knows:
 * `{ products: string[] }`, the slugs that can be test-ridden.
 */
export const testRideBookingInputSchema = testRideContactSchema.shape({
  productSlug: yup
    .mixed()
    .nullable()
    .test('product', (value, ctx) => {
      const product = typeof value === 'string' ? value.trim() : '';
      if (!product) return ctx.createError({ message: 'REQUIRED' });
      const products: readonly string[] = ctx.options.context?.products ?? [];
      return products.includes(product) ? true : ctx.createError({ message: 'PRODUCT_UNKNOWN' });
    }),
  locationType: oneOfString(LOCATION_TYPES, 'locationType'),
  placeId: yup
    .mixed()
    .nullable()
    .test('place', (value, ctx) =>
      ctx.parent.locationType === 'DEALER' && (value === null || value === undefined || value === '')
        ? ctx.createError({ message: 'REQUIRED' })
        : true,
    ),
  address: checkedString(() => null).test('address', (value, ctx) => {
    if (ctx.parent.locationType !== 'HOME' && ctx.parent.locationType !== 'OWNER') return true;
    const code = checkTestRideAddress(value);
    return code ? ctx.createError({ message: code }) : true;
  }),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
  slotStart: yup
    .mixed()
    .nullable()
    .test('slot', (value, ctx) => {
      if (value === null || value === undefined || value === '') return ctx.createError({ message: 'REQUIRED' });
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? ctx.createError({ message: 'DATE_FORMAT' }) : true;
    }),
  languageCode: checkedString((v) => (v == null || v === 'en' || v === 'id' ? null : 'INVALID_VALUE')),
  notificationChannel: checkedString((v) => (v == null || v === 'SMS' || v === 'WHATSAPP' ? null : 'INVALID_VALUE')),
  idempotencyKey: checkedString((v) =>
    !v?.trim() || /^[A-Za-z0-9_-]{8,100}$/.test(v.trim()) ? null : 'INVALID_VALUE',
  ),
});

/** Booking codes look like TR-7KQ2MX: six of these characters (no 0, O, 1, I: they are read aloud and typed). */
export const BOOKING_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const BOOKING_CODE = new RegExp(`^TR-[${BOOKING_CODE_ALPHABET}]{6}$`);

/** "tr 7kq2mx", "7KQ2MX", "TR7KQ2MX" → "TR-7KQ2MX": the TR- may be left out, any case, spaces ignored. */
export function normalizeBookingCode(raw: string | null | undefined): string {
  const compact = (raw ?? '').trim().toUpperCase().replace(/\s+/g, '');
  return /^TR-?/.test(compact) ? compact.replace(/^TR-?/, 'TR-') : compact ? `TR-${compact}` : '';
}

export function checkBookingCode(raw: string | null | undefined): 'REQUIRED' | 'CODE_FORMAT' | null {
  const code = normalizeBookingCode(raw);
  if (!code) return 'REQUIRED';
  return BOOKING_CODE.test(code) ? null : 'CODE_FORMAT';
}

/** A guest's "find my booking": the code and the phone it was booked with. */
export const findBookingSchema = yup.object({
  code: checkedString(checkBookingCode, 'bookingCode'),
  phone: phoneField(),
});
export type FindBookingValues = { code: string; phone: string };

/** The code and phone as the server looks them up (null when either is not well-formed). */
export function bookingLookupKey(code: string, phone: string): { code: string; phone: string } | null {
  if (checkBookingCode(code) || checkPhone(phone)) return null;
  return { code: normalizeBookingCode(code), phone: toE164(phone) };
}
