import { describe, expect, it } from 'vitest';
// The site's re-exports: each resolves to the back end's one module (contact-rules.ts via account-rules.ts and
// profile-rules.ts), so these cases test the rules both sides apply.
import * as account from '../account-rules';
import * as profile from '../profile/profile-rules';
import { documentNumbersFormSchema, fieldErrorsOf } from '@alva/rules';
/** The numbers form's field codes, as its schema (the server's validateDocumentNumbers) gives them. */
const validateNumbersForm = (values: Record<string, string>, saved?: { identityCard: boolean; taxCard: boolean }) =>
  Object.fromEntries(fieldErrorsOf(documentNumbersFormSchema, values, { saved }).map((e) => [e.field, e.code]));

type Case = readonly [input: string | null, expected: string | null];

const cases: Record<
  'checkPersonName' | 'checkEmail' | 'checkPhone' | 'checkPassword' | 'checkReferralCode' | 'checkReferralLink',
  readonly Case[]
> = {
  checkPersonName: [
    [null, 'REQUIRED'],
    ['', 'REQUIRED'],
    ['  ', 'REQUIRED'],
    ['Dewi Lestari', null],
    ['  Dewi   Lestari ', null],
    ["Siti Nur'aini", null],
    ['Siti Nur’aini', null],
    ['R.A. Kartini', null],
    ['Muh. Rizky', null],
    ['Anak-Agung Gde', null],
    ['Désirée', null],
    ['Jr.', null],
    ['Dewi 2', 'LETTERS_ONLY'],
    ['<script>', 'LETTERS_ONLY'],
    ['دوي', 'LETTERS_ONLY'],
    ['Dewi 🏍', 'LETTERS_ONLY'],
    ['Dewi\u202eX', 'LETTERS_ONLY'],
    ['Dewi\nLestari', 'LETTERS_ONLY'],
    ["'-.", 'LETTERS_ONLY'],
    ['Dewi--Lestari', 'LETTERS_ONLY'],
    ['Dewi-', 'LETTERS_ONLY'],
    ["Robert'); DROP TABLE customer;--", 'LETTERS_ONLY'],
    ['R', 'TOO_SHORT'],
    ['Ri', null],
    ['a'.repeat(100), null],
    ['é'.repeat(100), null], // 100 characters, not 100 UTF-16 units
    ['a'.repeat(101), 'TOO_LONG'],
  ],
  checkEmail: [
    [null, 'REQUIRED'],
    ['', 'REQUIRED'],
    ['dewi@alva.example', null],
    ['DEWI@Alva.Example ', null],
    ['dewi.lestari+motor@alva.co.id', null],
    ['dewi@', 'EMAIL_FORMAT'],
    ['dewi@alva', 'EMAIL_FORMAT'],
    ['de wi@alva.example', 'EMAIL_FORMAT'],
    ['dewi..l@alva.example', 'EMAIL_FORMAT'],
    ['<a>@b.co', 'EMAIL_FORMAT'],
    ['dewi🏍@alva.example', 'EMAIL_FORMAT'],
    [`${'a'.repeat(65)}@alva.example`, 'EMAIL_FORMAT'],
    [`${'a'.repeat(250)}@alva.example`, 'TOO_LONG'],
  ],
  checkPhone: [
    [null, 'REQUIRED'],
    ['', 'REQUIRED'],
    [' ', 'REQUIRED'],
    ['081234567890', null],
    ['+6281234567890', null],
    ['6281234567890', null],
    ['81234567890', null],
    ['0812-3456-7890', null],
    ['(0812) 3456 7890', null],
    ['0812345678', null], // +62812345678: 11 digits
    ['08123456', 'PHONE_LENGTH'], // +628123456: 10 digits
    ['+628123456789012', 'PHONE_LENGTH'], // 16 characters
    ['+62812345678901234', 'PHONE_LENGTH'],
    ['0812abc', 'PHONE_FORMAT'],
    ['O812345678901', 'PHONE_FORMAT'],
    ['00812345678901', 'PHONE_LENGTH'], // +62 then 0812…: 16 characters
    ['0081234567890', 'PHONE_FORMAT'], // +62 then 0: a second trunk 0
    ['٠٨١٢٣٤٥٦٧٨٩٠', 'PHONE_FORMAT'],
    ['+6591234567', 'PHONE_COUNTRY'],
    ['+12025550123', 'PHONE_COUNTRY'],
  ],
  checkPassword: [
    ['', 'REQUIRED'],
    ['short1', 'PASSWORD_TOO_SHORT'],
    ['Motor2026ok', null],
    ['onlyletters', 'PASSWORD_WEAK'],
    ['12345678', 'PASSWORD_WEAK'],
    [`a1${'x'.repeat(127)}`, 'PASSWORD_TOO_LONG'],
    ['Abc12345\u0000', 'PASSWORD_WEAK'],
    ['🏍️🏍️🏍️🏍️1234', 'PASSWORD_WEAK'],
  ],
  checkReferralCode: [
    ['', null],
    ['RIDER_42', null],
    ['bad code', 'REFERRAL_CODE_FORMAT'],
    ['<b>', 'REFERRAL_CODE_FORMAT'],
    ['x'.repeat(65), 'TOO_LONG'],
  ],
  checkReferralLink: [
    ['', null],
    ['https://alva.example/?ref=1', null],
    ['javascript:alert(1)', 'REFERRAL_LINK_FORMAT'],
    ['not a url', 'REFERRAL_LINK_FORMAT'],
  ],
};

describe('the account input rules (one module for server and site)', () => {
  for (const [fn, table] of Object.entries(cases)) {
    it.each(table)(`${fn}(%j) → %j`, (input, expected) => {
      const check = (account as unknown as Record<string, (v: string | null) => unknown>)[fn];
      expect(check(input)).toBe(expected);
    });
  }

  it('sign-up, profile and document holder use the same name, e-mail and phone rule', () => {
    expect(profile.checkPersonName).toBe(account.checkPersonName);
    expect(profile.checkEmail).toBe(account.checkEmail);
    expect(profile.checkPhone).toBe(account.checkPhone);
    expect(profile.toE164).toBe(account.toE164);
    expect(profile.NAME_MAX).toBe(account.NAME_MAX);
    // The holder's name is optional on the document form; when given, it is a person's name.
    for (const [input, expected] of cases.checkPersonName) {
      if (!input?.trim()) continue;
      const form = {
        kind: 'KTP' as const,
        identityCardNumber: '',
        taxCardNumber: '123456789012345',
        address: '',
        zipCode: '',
      };
      expect(validateNumbersForm({ ...form, name: input }).name ?? null).toBe(expected);
    }
  });

  it('a name sign-up accepts can be saved on the profile', () => {
    const longest = `Dewi ${'a'.repeat(account.NAME_MAX - 5)}`;
    expect(
      account.validateRegistration({
        name: longest,
        emailAddress: 'd@alva.example',
        phoneNumber: '081234567890',
        password: 'Motor2026ok',
      }),
    ).toEqual([]);
    expect(profile.validateProfile({ name: longest }).find((e) => e.field === 'name')).toBeUndefined();
  });

  it.each([
    ['81234567890', '+6281234567890'],
    ['081234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['+62 812-3456-7890', '+6281234567890'],
    ['(0812) 3456 7890', '+6281234567890'],
    ['+65 9123 4567', '+6591234567'],
    ['', ''],
    [null, ''],
  ])('toE164(%j) = %j', (input, expected) => {
    expect(account.toE164(input)).toBe(expected);
  });

  it('normalises e-mail addresses and splits names for Vendure', () => {
    expect(account.normalizeEmail('  Dewi@Alva.Example ')).toBe('dewi@alva.example');
    expect(account.splitName('  Dewi  Sri Lestari ')).toEqual({ firstName: 'Dewi', lastName: 'Sri Lestari' });
  });
});
