/**
 * The staff tool (/pstools, SPEC §5-§6): the guestbook form (a lead logged by a product specialist), its
 * follow-up, the customer lookup and the staff roles. The lead rules (name, phone, city) are the contact rules;
 * staff forms also require e-mail, priority, dealer, lead source and its location, and the motorcycle.
 */
import * as yup from 'yup';
import { checkEmail, checkPhone } from './contact';
import { emailField, personNameField, phoneField } from './contact-fields';
import { checkCityName } from './leads';
import { charLength, FORMAT_CHARS } from './text';
import { checkedString, oneOfString } from './validate';

/** SPEC §6 staff roles, as stored on the customer's `role` field (set in the back office only). */
export const STAFF_ROLES = ['Product Specialist', 'Product Specialist Coordinator', 'Admin E-Commerce'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const GUESTBOOK_PRIORITIES = ['HOT', 'WARM', 'COLD'] as const;
export type GuestbookPriority = (typeof GUESTBOOK_PRIORITIES)[number];

/** Where the visitor came from. */
export const GUESTBOOK_LEAD_SOURCES = [
  'walk-in',
  'event',
  'exhibition',
  'referral',
  'social-media',
  'test-ride',
] as const;
export type GuestbookLeadSource = (typeof GUESTBOOK_LEAD_SOURCES)[number];

/** ASSIGNED: waiting for its follow-up; COMPLETED: the follow-up's outcome is recorded. */
export const GUESTBOOK_STATUSES = ['ASSIGNED', 'COMPLETED'] as const;
export type GuestbookStatus = (typeof GUESTBOOK_STATUSES)[number];

export const GUESTBOOK_OUTCOMES = [
  'BOOKED_TEST_RIDE',
  'PURCHASED',
  'INTERESTED',
  'NOT_INTERESTED',
  'UNREACHABLE',
] as const;
export type GuestbookOutcome = (typeof GUESTBOOK_OUTCOMES)[number];

/** SPEC §9 sort options: Assigned first (ASC), Completed first (DESC). */
export const GUESTBOOK_SORTS = ['ASC', 'DESC'] as const;

export const LOCATION_MAX = 80;
export const NOTE_MAX = 500;

const LOCAL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isLocalDateString = (value: string) =>
  LOCAL_DATE.test(value) &&
  !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A free text of 2..max characters without control characters (a lead source's location, a note). */
export function checkShortText(raw: string | null | undefined, max: number, required: boolean) {
  const value = (raw ?? '').trim();
  if (!value) return required ? 'REQUIRED' : null;
  if (FORMAT_CHARS.test(value)) return 'INVALID_VALUE';
  const length = charLength(value);
  if (length < 2) return 'TOO_SHORT';
  if (length > max) return 'TOO_LONG';
  return null;
}

const requiredId = () => checkedString((v) => (v == null || !String(v).trim() ? 'REQUIRED' : null));
const optionalDate = () => checkedString((v) => (!v ? null : isLocalDateString(v) ? null : 'DATE_FORMAT'));

/** The guestbook form (staff). */
export const guestbookEntrySchema = yup.object({
  fullName: personNameField(),
  phone: phoneField(),
  email: emailField(),
  city: checkedString(checkCityName, 'city'),
  priority: oneOfString(GUESTBOOK_PRIORITIES, 'priority'),
  dealerId: requiredId(),
  leadSource: oneOfString(GUESTBOOK_LEAD_SOURCES, 'leadSource'),
  leadSourceLocation: checkedString((v) => checkShortText(v, LOCATION_MAX, true), 'leadSourceLocation'),
  productSlug: requiredId(),
  followUpDate: optionalDate(),
});
export interface GuestbookEntryValues {
  fullName: string;
  phone: string;
  email: string;
  city: string;
  priority: string;
  dealerId: string;
  leadSource: string;
  leadSourceLocation: string;
  productSlug: string;
  followUpDate: string;
}

/** The follow-up form: the outcome (completes the entry), or only a new follow-up date. */
export const guestbookFollowUpSchema = yup.object({
  outcome: checkedString((v) =>
    !v ? null : (GUESTBOOK_OUTCOMES as readonly string[]).includes(v) ? null : 'INVALID_VALUE',
  ),
  note: checkedString((v) => checkShortText(v, NOTE_MAX, false), 'note'),
  followUpDate: optionalDate(),
});

/** The customer lookup: a phone number or an e-mail address. */
export function lookupQueryKind(raw: string | null | undefined): 'email' | 'phone' | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  if (value.includes('@')) return checkEmail(value) ? null : 'email';
  return checkPhone(value) ? null : 'phone';
}
export const customerLookupSchema = yup.object({
  query: checkedString((v) => (!(v ?? '').trim() ? 'REQUIRED' : lookupQueryKind(v) ? null : 'LOOKUP_FORMAT'), 'query'),
});
