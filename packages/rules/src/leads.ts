/**
 * Marketing leads (the calculators' "contact me" form) and contact-us messages (SPEC §5). Name, e-mail and phone
 * are the contact rules; what is particular to leads is the city, the topic, the message and the source.
 */
import * as yup from 'yup';
import { checkLetterWords } from './contact';
import { CITY_MAX, CONTACT_TOPICS, LEAD_SOURCES, MESSAGE_MAX, MESSAGE_MIN } from './lead-choices';
import { emailField, personNameField, phoneField } from './contact-fields';
import { charLength, FORMAT_CHARS } from './text';
import { checkedString, oneOfString } from './validate';

/** Every code a lead or contact field can answer. */
export const LEAD_FIELD_CODES = [
  'REQUIRED',
  'LETTERS_ONLY',
  'TOO_SHORT',
  'TOO_LONG',
  'PHONE_FORMAT',
  'PHONE_COUNTRY',
  'PHONE_LENGTH',
  'EMAIL_FORMAT',
  'INVALID_VALUE',
] as const;
export type LeadFieldCode = (typeof LEAD_FIELD_CODES)[number];

/** A city: words of Latin letters like a name ("Bau-Bau", "Jakarta Selatan"), 2–60 characters. */
export const checkCityName = (raw: string | null | undefined) => checkLetterWords(raw, CITY_MAX);

export function checkMessage(raw: string | null | undefined): LeadFieldCode | null {
  const value = (raw ?? '').trim();
  if (!value) return 'REQUIRED';
  // Newlines and tabs are fine in a message; other control and invisible format characters are not.
  if (FORMAT_CHARS.test(value.replace(/[\n\r\t]/g, ' '))) return 'INVALID_VALUE';
  const length = charLength(value);
  if (length < MESSAGE_MIN) return 'TOO_SHORT';
  if (length > MESSAGE_MAX) return 'TOO_LONG';
  return null;
}

/** A client-generated key per form fill (UUID or similar): the same key returns the same record. */
export const isIdempotencyKey = (value: string) => /^[A-Za-z0-9_-]{8,100}$/.test(value);

/** What every lead request carries besides the fields the person fills in. */
const requestFields = {
  idempotencyKey: checkedString((v) => (v == null || !v.trim() || isIdempotencyKey(v.trim()) ? null : 'INVALID_VALUE')),
  languageCode: checkedString((v) => (v == null || v === 'en' || v === 'id' ? null : 'INVALID_VALUE')),
};

/** The calculators' lead form. */
export const marketingLeadSchema = yup.object({
  fullName: personNameField(),
  phone: phoneField(),
  city: checkedString(checkCityName, 'city'),
});
export type MarketingLeadValues = { fullName: string; phone: string; city: string };

/** The contact-us form. */
export const contactMessageSchema = yup.object({
  name: personNameField(),
  email: emailField(),
  phone: phoneField(),
  topic: oneOfString(CONTACT_TOPICS, 'topic'),
  message: checkedString(checkMessage, 'message'),
});
export type ContactMessageValues = { name: string; email: string; phone: string; topic: string; message: string };

/** submitMarketingLead's input as the server checks it (the calculator's inputs are checked by the financing rules). */
export const marketingLeadInputSchema = marketingLeadSchema.shape({
  ...requestFields,
  source: oneOfString(LEAD_SOURCES, 'source'),
});

/** submitContactMessage's input as the server checks it. */
export const contactMessageInputSchema = contactMessageSchema.shape(requestFields);
