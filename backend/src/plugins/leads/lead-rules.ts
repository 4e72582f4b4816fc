/**
 * Lead and contact-form rules (SPEC §5), in ONE pure module (no imports): the server validates with it and the
 * site's forms import the same file (src/features/leads/lead-rules.ts re-exports it), so both refuse the same
 * input with the same field codes, which the site translates.
 */

export type LeadFieldErrorCode =
    | 'REQUIRED'
    | 'LETTERS_ONLY'
    | 'TOO_SHORT'
    | 'TOO_LONG'
    | 'PHONE_FORMAT'
    | 'EMAIL_FORMAT'
    | 'INVALID_VALUE';

export const LEAD_FIELD_ERROR_CODES: readonly LeadFieldErrorCode[] = [
    'REQUIRED',
    'LETTERS_ONLY',
    'TOO_SHORT',
    'TOO_LONG',
    'PHONE_FORMAT',
    'EMAIL_FORMAT',
    'INVALID_VALUE',
];

export interface LeadFieldError {
    field: string;
    code: LeadFieldErrorCode;
}

/** Where a marketing lead was left (SPEC purchase state submitLeadsMarketing / submitLeadsMarketingDpSimulation). */
export const LEAD_SOURCES = ['monthly-cost', 'dp-simulation'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const CONTACT_TOPICS = ['product', 'purchase', 'test-ride', 'service', 'battery', 'partnership', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

/** Bidi controls, zero-width and other invisible format characters (RTL spoofing, hidden text). */
const FORMAT_CHARS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** Letters (Latin, with accents), spaces, apostrophes, dots, hyphens: no digits, emoji, other scripts or markup. */
const LETTERS = /^[\p{Script=Latin}\p{M}]+(?:[ '’.\-]+[\p{Script=Latin}\p{M}]*)*$/u;
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export const normalizeText = (value: string | null | undefined): string =>
    (value ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');

function checkLetters(raw: string | null | undefined, max: number): LeadFieldErrorCode | null {
    if (FORMAT_CHARS.test((raw ?? '').trim())) return 'LETTERS_ONLY';
    const value = normalizeText(raw);
    if (!value) return 'REQUIRED';
    if (!LETTERS.test(value)) return 'LETTERS_ONLY';
    const length = [...value].length;
    if (length < 2) return 'TOO_SHORT';
    if (length > max) return 'TOO_LONG';
    return null;
}

export const checkName = (raw: string | null | undefined) => checkLetters(raw, 80);
export const checkCity = (raw: string | null | undefined) => checkLetters(raw, 60);

/**
 * The phone as typed, to E.164: spaces, dashes and brackets dropped; a leading 0, 62 or +62 becomes +62.
 * The form shows +62 as a fixed prefix, so visitors may type either "0812…" or "812…".
 */
export function toE164(raw: string | null | undefined): string {
    const compact = (raw ?? '').trim().replace(/[\s\-()]/g, '');
    if (!compact) return '';
    if (compact.startsWith('+')) return compact;
    return `+62${compact.replace(/^62/, '').replace(/^0/, '')}`;
}

/** SPEC §5/§9: numbers only, +62 only, at least 11 digits and at most 15 characters (+62 and 9–12 digits). */
export function checkPhone(raw: string | null | undefined): LeadFieldErrorCode | null {
    const compact = (raw ?? '').trim().replace(/[\s\-()]/g, '');
    if (!compact) return 'REQUIRED';
    if (!/^\+?\d+$/.test(compact)) return 'PHONE_FORMAT';
    if (!/^\+62\d{9,12}$/.test(toE164(compact))) return 'PHONE_FORMAT';
    return null;
}

export function normalizeEmail(value: string | null | undefined): string {
    return (value ?? '').trim().toLowerCase();
}

export function checkEmail(raw: string | null | undefined): LeadFieldErrorCode | null {
    const value = normalizeEmail(raw);
    if (!value) return 'REQUIRED';
    if (value.length > 254 || !EMAIL.test(value) || value.split('@')[0].length > 64) return 'EMAIL_FORMAT';
    return null;
}

export function checkMessage(raw: string | null | undefined): LeadFieldErrorCode | null {
    const value = (raw ?? '').trim();
    if (!value) return 'REQUIRED';
    // Newlines and tabs are fine in a message; other control and invisible format characters are not.
    if (FORMAT_CHARS.test(value.replace(/[\n\r\t]/g, ' '))) return 'INVALID_VALUE';
    const length = [...value].length;
    if (length < MESSAGE_MIN) return 'TOO_SHORT';
    if (length > MESSAGE_MAX) return 'TOO_LONG';
    return null;
}

export const checkTopic = (raw: string | null | undefined): LeadFieldErrorCode | null =>
    !raw ? 'REQUIRED' : (CONTACT_TOPICS as readonly string[]).includes(raw) ? null : 'INVALID_VALUE';

export interface MarketingLeadValues {
    fullName?: string | null;
    phone?: string | null;
    city?: string | null;
}

export interface ContactMessageValues {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    topic?: string | null;
    message?: string | null;
}

function collect(checks: Array<[string, LeadFieldErrorCode | null]>): LeadFieldError[] {
    return checks.filter((c): c is [string, LeadFieldErrorCode] => c[1] !== null).map(([field, code]) => ({ field, code }));
}

export function validateMarketingLead(v: MarketingLeadValues): LeadFieldError[] {
    return collect([
        ['fullName', checkName(v.fullName)],
        ['phone', checkPhone(v.phone)],
        ['city', checkCity(v.city)],
    ]);
}

export function validateContactMessage(v: ContactMessageValues): LeadFieldError[] {
    return collect([
        ['name', checkName(v.name)],
        ['email', checkEmail(v.email)],
        ['phone', checkPhone(v.phone)],
        ['topic', checkTopic(v.topic)],
        ['message', checkMessage(v.message)],
    ]);
}

/** A client-generated key per form fill (UUID or similar): the same key returns the same record. */
export const isIdempotencyKey = (value: string) => /^[A-Za-z0-9_-]{8,100}$/.test(value);
