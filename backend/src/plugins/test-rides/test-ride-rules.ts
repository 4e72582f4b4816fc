/**
 * Pure rules of the test-ride booking (no database): input validation with the codes the site translates
 * (SPEC §5), Asia/Jakarta wall time, slot generation and distances.
 */
import {
    CURRENT_MOTORCYCLES,
    DayHours,
    LOCATION_TYPES,
    NotificationChannel,
    SURVEY_ANSWERS,
    TestRideLanguage,
    TestRideLocationType,
} from './constants';

export type FieldErrorCode =
    | 'REQUIRED'
    | 'LETTERS_ONLY'
    | 'TOO_SHORT'
    | 'TOO_LONG'
    | 'PHONE_FORMAT'
    | 'EMAIL_FORMAT'
    | 'SURVEY_MIN_ONE'
    | 'SURVEY_UNKNOWN'
    | 'CURRENT_MOTORCYCLE_REQUIRED'
    | 'PRODUCT_UNKNOWN'
    | 'PLACE_UNAVAILABLE'
    | 'ADDRESS_FORMAT'
    | 'DATE_FORMAT'
    | 'INVALID_VALUE';

export interface FieldError {
    field: string;
    code: FieldErrorCode;
}

// ---------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------

/** Bidi controls, zero-width and other invisible format characters (RTL spoofing, hidden text). */
const FORMAT_CHARS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** Latin letters (with accents), spaces, apostrophes, dots, hyphens. No digits, emoji, other scripts or markup. */
const NAME = /^[\p{Script=Latin}\p{M}]+(?:[ '’.\-]+[\p{Script=Latin}\p{M}]*)*$/u;

export function normalizeName(value: string | null | undefined): string {
    return (value ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function checkName(raw: string | null | undefined): FieldErrorCode | null {
    if (FORMAT_CHARS.test((raw ?? '').trim())) return 'LETTERS_ONLY';
    const value = normalizeName(raw);
    if (!value) return 'REQUIRED';
    if (!NAME.test(value)) return 'LETTERS_ONLY';
    const length = [...value].length;
    if (length < 2) return 'TOO_SHORT';
    if (length > 80) return 'TOO_LONG';
    return null;
}

/** Spaces, dashes and brackets a person may type are dropped; nothing else is changed. */
export function normalizePhone(value: string | null | undefined): string {
    return (value ?? '').trim().replace(/[\s\-()]/g, '');
}

/** SPEC §5/§9: +62 then digits only; at least 11 digits, at most 15 characters. */
export function checkPhone(raw: string | null | undefined): FieldErrorCode | null {
    const value = normalizePhone(raw);
    if (!value) return 'REQUIRED';
    if (!/^\+62\d{9,12}$/.test(value)) return 'PHONE_FORMAT';
    return null;
}

export function normalizeEmail(value: string | null | undefined): string {
    return (value ?? '').trim().toLowerCase();
}

const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export function checkEmail(raw: string | null | undefined): FieldErrorCode | null {
    const value = normalizeEmail(raw);
    if (!value) return 'REQUIRED';
    if (value.length > 254 || !EMAIL.test(value) || value.split('@')[0].length > 64) return 'EMAIL_FORMAT';
    return null;
}

const ADDRESS = /^[\p{L}\p{M}\p{N} .,'’\/#&:;()\-]+$/u;

export function checkAddress(raw: string | null | undefined): FieldErrorCode | null {
    const value = (raw ?? '').trim();
    if (!value) return 'REQUIRED';
    if (FORMAT_CHARS.test(value.replace(/\n/g, ' ')) || !ADDRESS.test(value.replace(/\s+/g, ' '))) return 'ADDRESS_FORMAT';
    if (value.length < 5) return 'TOO_SHORT';
    if (value.length > 300) return 'TOO_LONG';
    return null;
}

export interface BookingInput {
    idempotencyKey?: string | null;
    productSlug?: string | null;
    locationType?: TestRideLocationType | null;
    placeId?: string | number | null;
    address?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    slotStart?: Date | string | null;
    name?: string | null;
    phone?: string | null;
    email?: string | null;
    surveyAnswers?: string[] | null;
    currentMotorcycle?: string | null;
    languageCode?: string | null;
    notificationChannel?: NotificationChannel | null;
}

export interface ValidBooking {
    idempotencyKey: string | null;
    productSlug: string;
    locationType: TestRideLocationType;
    placeId: string | number | null;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
    slotStart: Date;
    name: string;
    phone: string;
    email: string;
    surveyAnswers: string[];
    currentMotorcycle: string;
    languageCode: TestRideLanguage;
    notificationChannel: NotificationChannel;
}

export function validateBooking(
    input: BookingInput,
    products: string[],
): { ok: true; value: ValidBooking } | { ok: false; errors: FieldError[] } {
    const errors: FieldError[] = [];
    const add = (field: string, code: FieldErrorCode | null) => {
        if (code) errors.push({ field, code });
    };
    add('name', checkName(input.name));
    add('phone', checkPhone(input.phone));
    add('email', checkEmail(input.email));

    const answers = Array.isArray(input.surveyAnswers) ? input.surveyAnswers.map(a => String(a).trim()).filter(Boolean) : [];
    if (!answers.length) add('surveyAnswers', 'SURVEY_MIN_ONE');
    else if (answers.length > SURVEY_ANSWERS.length || answers.some(a => !(SURVEY_ANSWERS as readonly string[]).includes(a))) {
        add('surveyAnswers', 'SURVEY_UNKNOWN');
    }
    const motorcycle = (input.currentMotorcycle ?? '').trim();
    if (!(CURRENT_MOTORCYCLES as readonly string[]).includes(motorcycle)) add('currentMotorcycle', 'CURRENT_MOTORCYCLE_REQUIRED');

    const product = (input.productSlug ?? '').trim();
    if (!product) add('productSlug', 'REQUIRED');
    else if (!products.includes(product)) add('productSlug', 'PRODUCT_UNKNOWN');

    const locationType = input.locationType ?? null;
    if (!locationType) add('locationType', 'REQUIRED');
    else if (!LOCATION_TYPES.includes(locationType)) add('locationType', 'INVALID_VALUE');
    if (locationType === 'DEALER' && (input.placeId === null || input.placeId === undefined || input.placeId === '')) {
        add('placeId', 'REQUIRED');
    }
    if (locationType === 'HOME' || locationType === 'OWNER') add('address', checkAddress(input.address));
    for (const [field, value, limit] of [
        ['latitude', input.latitude, 90],
        ['longitude', input.longitude, 180],
    ] as const) {
        if (value !== null && value !== undefined && !(Number.isFinite(value) && Math.abs(value) <= limit)) {
            add(field, 'INVALID_VALUE');
        }
    }

    let slotStart: Date | null = null;
    if (input.slotStart === null || input.slotStart === undefined || input.slotStart === '') add('slotStart', 'REQUIRED');
    else {
        slotStart = input.slotStart instanceof Date ? input.slotStart : new Date(input.slotStart);
        if (Number.isNaN(slotStart.getTime())) add('slotStart', 'DATE_FORMAT');
    }

    const lang = input.languageCode ?? 'id';
    if (lang !== 'en' && lang !== 'id') add('languageCode', 'INVALID_VALUE');
    const channel = input.notificationChannel ?? 'WHATSAPP';
    if (channel !== 'SMS' && channel !== 'WHATSAPP') add('notificationChannel', 'INVALID_VALUE');
    const key = input.idempotencyKey?.trim() || null;
    if (key && !/^[A-Za-z0-9_-]{8,100}$/.test(key)) add('idempotencyKey', 'INVALID_VALUE');

    if (errors.length) return { ok: false, errors };
    return {
        ok: true,
        value: {
            idempotencyKey: key,
            productSlug: product,
            locationType: locationType as TestRideLocationType,
            placeId: input.placeId ?? null,
            address: locationType === 'DEALER' ? null : (input.address ?? '').trim().replace(/\s+/g, ' '),
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            slotStart: slotStart as Date,
            name: normalizeName(input.name),
            phone: normalizePhone(input.phone),
            email: normalizeEmail(input.email),
            surveyAnswers: Array.from(new Set(answers)),
            currentMotorcycle: motorcycle,
            languageCode: lang as TestRideLanguage,
            notificationChannel: channel,
        },
    };
}

// ---------------------------------------------------------------------------------------------
// Asia/Jakarta wall time (UTC+7 all year, no daylight saving)
// ---------------------------------------------------------------------------------------------

export const JAKARTA_OFFSET_MINUTES = 7 * 60;
const OFFSET_MS = JAKARTA_OFFSET_MINUTES * 60_000;

export interface LocalParts {
    /** YYYY-MM-DD */
    date: string;
    /** HH:MM */
    time: string;
    /** 0 = Sunday */
    weekday: number;
}

export function toJakarta(instant: Date): LocalParts {
    const shifted = new Date(instant.getTime() + OFFSET_MS);
    const iso = shifted.toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 16), weekday: shifted.getUTCDay() };
}

export function isLocalDate(value: string): boolean {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The UTC instant of a Jakarta wall time. */
export function fromJakarta(date: string, time: string): Date {
    const [y, m, d] = date.split('-').map(Number);
    const [hh, mm] = time.split(':').map(Number);
    return new Date(Date.UTC(y, m - 1, d, hh, mm) - OFFSET_MS);
}

export function addDays(date: string, days: number): string {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
}

export function minutesOf(time: string): number {
    const [hh, mm] = time.split(':').map(Number);
    return hh * 60 + mm;
}

export function isTime(value: string): boolean {
    return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || value === '24:00';
}

/** The start times of one local date, in order (before any lead-time / horizon filtering). */
export function slotTimes(date: string, hours: DayHours | null | undefined, slotMinutes: number): Date[] {
    if (!hours) return [];
    const open = minutesOf(hours.open);
    const close = minutesOf(hours.close);
    const result: Date[] = [];
    for (let t = open; t + slotMinutes <= close; t += slotMinutes) {
        const hh = String(Math.floor(t / 60)).padStart(2, '0');
        const mm = String(t % 60).padStart(2, '0');
        result.push(fromJakarta(date, `${hh}:${mm}`));
    }
    return result;
}

// ---------------------------------------------------------------------------------------------
// Distance
// ---------------------------------------------------------------------------------------------

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
    const rad = (deg: number) => (deg * Math.PI) / 180;
    const dLat = rad(lat2 - lat1);
    const dLon = rad(lon2 - lon1);
    const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
    return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const hasCoordinates = (lat?: number | null, lng?: number | null): boolean =>
    typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);
