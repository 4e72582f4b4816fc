/**
 * Pure rules of the test-ride booking (no database): the input is checked with @alva/rules' test-ride schema (the
 * one the site's booking form resolves with, answering the codes the site translates, SPEC §5); here is what only
 * the server needs: the normalised booking, Asia/Jakarta wall time, slot generation and distances.
 */
import {
    fieldErrorsOf,
    normalizeEmail,
    normalizeText,
    testRideBookingInputSchema,
    toE164,
    type FieldError,
} from '@alva/rules';

import { DayHours, NotificationChannel, TestRideLanguage, TestRideLocationType } from './constants';

export type { FieldError };

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
    const errors = fieldErrorsOf(testRideBookingInputSchema, input, { products });
    if (errors.length) return { ok: false, errors };
    const locationType = input.locationType as TestRideLocationType;
    const answers = (input.surveyAnswers ?? []).map(a => String(a).trim()).filter(Boolean);
    return {
        ok: true,
        value: {
            idempotencyKey: input.idempotencyKey?.trim() || null,
            productSlug: (input.productSlug ?? '').trim(),
            locationType,
            placeId: input.placeId ?? null,
            address: locationType === 'DEALER' ? null : normalizeText(input.address),
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            slotStart: input.slotStart instanceof Date ? input.slotStart : new Date(input.slotStart as string),
            name: normalizeText(input.name),
            phone: toE164(input.phone),
            email: normalizeEmail(input.email),
            surveyAnswers: Array.from(new Set(answers)),
            currentMotorcycle: (input.currentMotorcycle ?? '').trim(),
            languageCode: (input.languageCode ?? 'id') as TestRideLanguage,
            notificationChannel: input.notificationChannel ?? 'WHATSAPP',
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
