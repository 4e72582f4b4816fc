/**
 * The tables of good and bad input every side tests the same way: against the schema (packages/rules), against the
 * resolver through the API with nothing stored (backend e2e specs) and against the rendered form with the
 * translated message in en and id (the site's form tests). Each bad case changes one field of the table's good
 * value and names the field and the code the rule must answer. Imported as `@alva/rules/cases` (tests only).
 */

export interface BadCase {
  /** What is wrong, as a test title. */
  label: string;
  field: string;
  value: unknown;
  code: string;
}

export interface CaseTable<V extends Record<string, unknown>> {
  /** Inputs every side accepts. */
  good: V[];
  bad: BadCase[];
}

const LONG = (n: number, unit = 'a') => unit.repeat(n);

/** Bad names, shared by every field that takes a person's name. */
export const badNames = (field: string, max = 100): BadCase[] => [
  { label: 'empty name', field, value: '', code: 'REQUIRED' },
  { label: 'blank name', field, value: '   \t ', code: 'REQUIRED' },
  { label: 'one letter', field, value: 'S', code: 'TOO_SHORT' },
  { label: `${max + 1} letters`, field, value: LONG(max + 1, 'A'), code: 'TOO_LONG' },
  { label: 'digits', field, value: 'Siti 2', code: 'LETTERS_ONLY' },
  { label: 'script tag', field, value: '<script>alert(1)</script>', code: 'LETTERS_ONLY' },
  { label: 'emoji', field, value: 'Budi 😀', code: 'LETTERS_ONLY' },
  { label: 'right-to-left override', field, value: 'Siti\u202eNur', code: 'LETTERS_ONLY' },
  { label: 'NUL character', field, value: 'Budi\u0000Santoso', code: 'LETTERS_ONLY' },
  { label: 'zero-width space', field, value: 'Budi\u200bSantoso', code: 'LETTERS_ONLY' },
  { label: 'doubled hyphen', field, value: 'Budi--Santoso', code: 'LETTERS_ONLY' },
  { label: 'Cyrillic letters', field, value: 'Бори́с', code: 'LETTERS_ONLY' },
  { label: 'at sign', field, value: 'budi@alva', code: 'LETTERS_ONLY' },
];

/** Bad e-mail addresses. */
export const badEmails = (field: string): BadCase[] => [
  { label: 'empty e-mail', field, value: '', code: 'REQUIRED' },
  { label: 'blank e-mail', field, value: '   ', code: 'REQUIRED' },
  { label: 'no domain dot', field, value: 'rudi@example', code: 'EMAIL_FORMAT' },
  { label: 'doubled dot', field, value: 'budi..s@alva.id', code: 'EMAIL_FORMAT' },
  { label: 'digit in top-level domain', field, value: 'budi@alva.c0m', code: 'EMAIL_FORMAT' },
  { label: 'no at sign', field, value: 'budi.alva.id', code: 'EMAIL_FORMAT' },
  { label: 'two at signs', field, value: 'budi@@alva.id', code: 'EMAIL_FORMAT' },
  { label: 'space inside', field, value: 'bu di@alva.id', code: 'EMAIL_FORMAT' },
  { label: 'script tag', field, value: '<script>@alva.id', code: 'EMAIL_FORMAT' },
  { label: 'emoji', field, value: 'budi😀@alva.id', code: 'EMAIL_FORMAT' },
  { label: 'NUL character', field, value: 'budi\u0000@alva.id', code: 'EMAIL_FORMAT' },
  { label: '65-character local part', field, value: `${LONG(65)}@alva.id`, code: 'EMAIL_FORMAT' },
  { label: 'over 254 characters', field, value: `${LONG(60)}@${LONG(200)}.id`, code: 'TOO_LONG' },
];

/** Bad phone numbers (the forms show +62 before the field). */
export const badPhones = (field: string): BadCase[] => [
  { label: 'empty phone', field, value: '', code: 'REQUIRED' },
  { label: 'blank phone', field, value: '  ', code: 'REQUIRED' },
  { label: 'letters in phone', field, value: '0812-abc', code: 'PHONE_FORMAT' },
  { label: '+1 number', field, value: '+12025550123', code: 'PHONE_COUNTRY' },
  { label: '+65 number', field, value: '+6591234567890', code: 'PHONE_COUNTRY' },
  { label: '+620 (a trunk 0 after the country code)', field, value: '+620812345678', code: 'PHONE_FORMAT' },
  { label: 'too few digits', field, value: '81234567', code: 'PHONE_LENGTH' },
  { label: 'too many digits', field, value: '+62812345678901234', code: 'PHONE_LENGTH' },
  { label: 'emoji', field, value: '0812😀3456789', code: 'PHONE_FORMAT' },
  { label: 'NUL character', field, value: '0812\u00003456789', code: 'PHONE_FORMAT' },
  { label: 'right-to-left override', field, value: '\u202e08123456789', code: 'PHONE_FORMAT' },
];

export const contactMessageCases: CaseTable<{
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
}> = {
  good: [
    {
      name: 'Rudi',
      email: 'rudi@example.com',
      phone: '81298765432',
      topic: 'battery',
      message: 'How much is a swap pass?',
    },
    {
      name: "R.A. Kartini-O'Brien",
      email: 'Dewi.Lestari+alva@Mail.co.id',
      phone: '+62 812-3456-7890',
      topic: 'other',
      message: 'Halo,\nbisa bantu saya?\tTerima kasih.',
    },
  ],
  bad: [
    ...badNames('name'),
    ...badEmails('email'),
    ...badPhones('phone'),
    { label: 'no topic', field: 'topic', value: '', code: 'REQUIRED' },
    { label: 'unknown topic', field: 'topic', value: 'gossip', code: 'INVALID_VALUE' },
    { label: 'empty message', field: 'message', value: '', code: 'REQUIRED' },
    { label: 'blank message', field: 'message', value: ' \n\t ', code: 'REQUIRED' },
    { label: 'short message', field: 'message', value: 'Hi there', code: 'TOO_SHORT' },
    { label: 'long message', field: 'message', value: LONG(2001), code: 'TOO_LONG' },
    {
      label: 'zero-width space in message',
      field: 'message',
      value: 'Hello there\u200b friend',
      code: 'INVALID_VALUE',
    },
    { label: 'NUL in message', field: 'message', value: 'Hello there\u0000 friend', code: 'INVALID_VALUE' },
    {
      label: 'right-to-left override in message',
      field: 'message',
      value: 'Hello \u202eereht friend',
      code: 'INVALID_VALUE',
    },
  ],
};

export const marketingLeadCases: CaseTable<{ fullName: string; phone: string; city: string }> = {
  good: [
    { fullName: 'Siti Nurhaliza', phone: '0812 3456 7890', city: 'Bandung' },
    { fullName: 'Muh. Rizky', phone: '+6281234567890', city: 'Bau-Bau' },
  ],
  bad: [
    ...badNames('fullName'),
    ...badPhones('phone'),
    { label: 'no city', field: 'city', value: '', code: 'REQUIRED' },
    { label: 'digits in city', field: 'city', value: 'Jakarta 12', code: 'LETTERS_ONLY' },
    { label: 'script tag in city', field: 'city', value: '<b>Bandung</b>', code: 'LETTERS_ONLY' },
    { label: '61-letter city', field: 'city', value: LONG(61), code: 'TOO_LONG' },
  ],
};
