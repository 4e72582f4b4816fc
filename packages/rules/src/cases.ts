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
  /** The API's own types (an enum, a DateTime) refuse the value before the resolver runs: no field code there. */
  apiTyped?: boolean;
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

/** The profile form (validateProfile / updateCustomerProfile). Birth dates stay bad whatever today is. */
export const profileCases: CaseTable<{
  name: string;
  emailAddress: string;
  phoneNumber: string;
  gender: string;
  birthDate: string;
  occupation: string;
  selectedLanguage: string;
  notificationChannel: string;
}> = {
  good: [
    {
      name: 'Budi Santoso',
      emailAddress: 'budi.santoso@alva.example',
      phoneNumber: '+6281234567890',
      gender: 'MALE',
      birthDate: '1990-07-03',
      occupation: 'PRIVATE_EMPLOYEE',
      selectedLanguage: 'id',
      notificationChannel: 'WHATSAPP',
    },
    {
      name: "Siti Nur'aini",
      emailAddress: 'Siti+Alva@Mail.co.id',
      phoneNumber: '0812 3456 789',
      gender: 'FEMALE',
      birthDate: '1960-2-29',
      occupation: 'RETIRED',
      selectedLanguage: 'en',
      notificationChannel: 'SMS',
    },
  ],
  bad: [
    ...badNames('name'),
    ...badEmails('emailAddress'),
    ...badPhones('phoneNumber'),
    { label: 'unknown gender', field: 'gender', value: 'X', code: 'INVALID_VALUE' },
    { label: 'no birth date', field: 'birthDate', value: '', code: 'BIRTH_DATE_INCOMPLETE' },
    { label: 'birth date without its day', field: 'birthDate', value: '1990-07-', code: 'BIRTH_DATE_INCOMPLETE' },
    { label: '31 February', field: 'birthDate', value: '1990-02-31', code: 'BIRTH_DATE_INVALID' },
    { label: 'month 13', field: 'birthDate', value: '1990-13-01', code: 'BIRTH_DATE_INVALID' },
    { label: 'letters in birth date', field: 'birthDate', value: 'l990-01-01', code: 'BIRTH_DATE_INVALID' },
    { label: 'future birth date', field: 'birthDate', value: '2999-01-01', code: 'BIRTH_DATE_FUTURE' },
    {
      label: 'five years old',
      field: 'birthDate',
      value: `${new Date().getUTCFullYear() - 5}-01-01`,
      code: 'BIRTH_DATE_TOO_YOUNG',
    },
    { label: 'born in 1900', field: 'birthDate', value: '1900-01-01', code: 'BIRTH_DATE_TOO_OLD' },
    { label: 'no occupation', field: 'occupation', value: '', code: 'OCCUPATION_REQUIRED' },
    { label: 'unknown occupation', field: 'occupation', value: 'ASTRONAUT', code: 'INVALID_VALUE' },
    { label: 'unknown language', field: 'selectedLanguage', value: 'fr', code: 'INVALID_VALUE' },
    { label: 'unknown notification channel', field: 'notificationChannel', value: 'PIGEON', code: 'INVALID_VALUE' },
    { label: 'lower-case channel', field: 'notificationChannel', value: 'sms', code: 'INVALID_VALUE' },
  ],
};

/** The identity document numbers (validateDocumentNumbers / customerUpdateIdentityCardNumber), nothing stored yet. */
export const documentNumbersCases: CaseTable<{
  kind?: string;
  identityCardNumber?: string;
  taxCardNumber?: string;
  name?: string;
  address?: string;
  zipCode?: string;
}> = {
  good: [
    {
      kind: 'KTP',
      identityCardNumber: '3171014507900001',
      name: 'Siti Nurhaliza',
      address: 'Jl. Sudirman No. 5, RT 01/RW 02',
      zipCode: '12190',
    },
    { kind: 'KITAS', identityCardNumber: '2C11-AB12 34567', taxCardNumber: '09.254.294.3-407.000' },
    { taxCardNumber: '3171014507900001' },
  ],
  bad: [
    { label: 'no number at all', field: 'identityCardNumber', value: '', code: 'REQUIRED' },
    { label: 'blank NIK', field: 'identityCardNumber', value: '   ', code: 'REQUIRED' },
    { label: 'NIK of 15 digits', field: 'identityCardNumber', value: '317101450790001', code: 'NIK_LENGTH' },
    { label: 'NIK of 17 digits', field: 'identityCardNumber', value: '31710145079000012', code: 'NIK_LENGTH' },
    { label: 'letters in NIK', field: 'identityCardNumber', value: '3171O14507900001', code: 'NUMBERS_ONLY' },
    { label: 'NIK with spaces', field: 'identityCardNumber', value: '3171 0145 0790 0001', code: 'NUMBERS_ONLY' },
    { label: 'Arabic-Indic digits', field: 'identityCardNumber', value: '٣١٧١٠١٤٥٠٧٩٠٠٠٠١', code: 'NUMBERS_ONLY' },
    { label: 'NIK province 09', field: 'identityCardNumber', value: '0971014507900001', code: 'NIK_INVALID' },
    { label: 'NIK born in month 13', field: 'identityCardNumber', value: '3171014513900001', code: 'NIK_INVALID' },
    { label: 'NIK sequence 0000', field: 'identityCardNumber', value: '3171014507900000', code: 'NIK_INVALID' },
    { label: 'NIK with script tag', field: 'identityCardNumber', value: '<script>1</script>', code: 'NUMBERS_ONLY' },
    { label: 'NIK with NUL', field: 'identityCardNumber', value: '31710145\u000007900001', code: 'NUMBERS_ONLY' },
    { label: '33 characters', field: 'identityCardNumber', value: '3'.repeat(33), code: 'TOO_LONG' },
    { label: 'no card kind', field: 'kind', value: '', code: 'REQUIRED' },
    { label: 'unknown card kind', field: 'kind', value: 'PASSPORT', code: 'INVALID_VALUE' },
    { label: 'letters in NPWP', field: 'taxCardNumber', value: '09.254.294.3-4O7.000', code: 'NPWP_FORMAT' },
    { label: 'NPWP of 14 digits', field: 'taxCardNumber', value: '09.254.294.3-407.00', code: 'NPWP_LENGTH' },
    { label: 'NPWP with emoji', field: 'taxCardNumber', value: '092542943407000😀', code: 'NPWP_FORMAT' },
    ...badNames('name').filter((c) => c.code !== 'REQUIRED'),
    { label: 'script tag in address', field: 'address', value: '<script>x</script> No. 5', code: 'ADDRESS_FORMAT' },
    {
      label: 'right-to-left override in address',
      field: 'address',
      value: 'Jl. \u202eMelati 5',
      code: 'ADDRESS_FORMAT',
    },
    { label: 'emoji in address', field: 'address', value: 'Jl. Melati 5 🏠', code: 'ADDRESS_FORMAT' },
    { label: '301-character address', field: 'address', value: LONG(301), code: 'TOO_LONG' },
    { label: 'four-digit postal code', field: 'zipCode', value: '1219', code: 'ZIP_FORMAT' },
    { label: 'postal code starting with 0', field: 'zipCode', value: '02190', code: 'ZIP_FORMAT' },
  ],
};

/** A booking createTestRideBooking accepts: the context says which products can be test-ridden. */
export const testRideProducts = ['alva-cervo', 'alva-n3'];

const TEST_RIDE_WHO = {
  name: 'Budi Santoso',
  phone: '+6281234567890',
  email: 'budi@alva.example',
  surveyAnswers: ['social-media'],
  currentMotorcycle: 'honda',
  languageCode: 'id',
  notificationChannel: 'WHATSAPP',
};

/**
 * The test-ride booking (testRideBookingInputSchema / createTestRideBooking). The first good value is a home ride,
 * so the address rules apply; the slot's time is checked as a date only (whether it is free is the server's).
 */
export const testRideCases: CaseTable<Record<string, unknown>> = {
  good: [
    {
      ...TEST_RIDE_WHO,
      productSlug: 'alva-cervo',
      locationType: 'HOME',
      placeId: null,
      address: 'Jl. Senopati No. 10, Kebayoran Baru',
      latitude: -6.2297,
      longitude: 106.8075,
      slotStart: '2030-01-15T03:00:00.000Z',
      idempotencyKey: 'tr-case-0001',
    },
    {
      ...TEST_RIDE_WHO,
      phone: '0812 3456 7890',
      surveyAnswers: ['event', 'other'],
      productSlug: 'alva-n3',
      locationType: 'DEALER',
      placeId: '2',
      address: null,
      slotStart: '2030-01-15T03:00:00.000Z',
    },
  ],
  bad: [
    ...badNames('name'),
    ...badEmails('email'),
    ...badPhones('phone'),
    { label: 'no survey answer', field: 'surveyAnswers', value: [], code: 'SURVEY_MIN_ONE' },
    { label: 'unknown survey answer', field: 'surveyAnswers', value: ['gossip'], code: 'SURVEY_UNKNOWN' },
    { label: 'no current motorcycle', field: 'currentMotorcycle', value: '', code: 'CURRENT_MOTORCYCLE_REQUIRED' },
    { label: 'unknown motorcycle', field: 'currentMotorcycle', value: 'tesla', code: 'CURRENT_MOTORCYCLE_REQUIRED' },
    { label: 'unknown product', field: 'productSlug', value: 'alva-rocket', code: 'PRODUCT_UNKNOWN' },
    { label: 'unknown location type', field: 'locationType', value: 'MOON', code: 'INVALID_VALUE', apiTyped: true },
    { label: 'no address', field: 'address', value: '', code: 'REQUIRED' },
    { label: 'short address', field: 'address', value: 'Jl 1', code: 'TOO_SHORT' },
    { label: '301-character address', field: 'address', value: LONG(301), code: 'TOO_LONG' },
    { label: 'script tag in address', field: 'address', value: '<script>alert(1)</script>', code: 'ADDRESS_FORMAT' },
    { label: 'emoji in address', field: 'address', value: 'Jl. Melati 5 🏠', code: 'ADDRESS_FORMAT' },
    {
      label: 'right-to-left override in address',
      field: 'address',
      value: 'Jl. \u202eMelati 5',
      code: 'ADDRESS_FORMAT',
    },
    { label: 'NUL in address', field: 'address', value: 'Jl. Melati\u0000 5', code: 'ADDRESS_FORMAT' },
    { label: 'latitude 91', field: 'latitude', value: 91, code: 'INVALID_VALUE' },
    { label: 'no slot', field: 'slotStart', value: '', code: 'REQUIRED', apiTyped: true },
    {
      label: 'slot that is not a date',
      field: 'slotStart',
      value: 'tomorrow at ten',
      code: 'DATE_FORMAT',
      apiTyped: true,
    },
    { label: 'unknown language', field: 'languageCode', value: 'fr', code: 'INVALID_VALUE' },
    { label: 'unknown channel', field: 'notificationChannel', value: 'PIGEON', code: 'INVALID_VALUE', apiTyped: true },
    {
      label: 'idempotency key with spaces',
      field: 'idempotencyKey',
      value: 'a key with spaces',
      code: 'INVALID_VALUE',
    },
  ],
};
