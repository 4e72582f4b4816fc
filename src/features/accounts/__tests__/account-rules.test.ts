import { describe, expect, it } from 'vitest';
import * as server from '../../../../backend/src/plugins/accounts/services/account-rules';
import * as site from '../account-rules';

// The forms apply the server's rules: both copies must answer every case the same.
const cases = {
  checkName: [
    '',
    '  ',
    'Dewi Lestari',
    "Siti Nur'aini",
    'R.A. Kartini',
    'Anak-Agung Gde',
    'Désirée',
    'Dewi 2',
    '<script>',
    'دوي',
    'Dewi 🏍',
    'a'.repeat(101),
    'Dewi\u202eX',
    "'-.",
  ],
  checkEmail: [
    '',
    'dewi@alva.example',
    'DEWI@Alva.Example ',
    'dewi@alva',
    'de wi@alva.example',
    '<a>@b.co',
    `${'a'.repeat(250)}@alva.example`,
  ],
  checkPhone: [
    '',
    '081234567890',
    '+6281234567890',
    '6281234567890',
    '81234567890',
    '0812abc',
    '+6591234567',
    '08123456',
    '+62812345678901234',
    '٠٨١٢',
  ],
  checkPassword: [
    '',
    'short1',
    'Motor2026ok',
    'onlyletters',
    '12345678',
    `a1${'x'.repeat(127)}`,
    'Abc12345\u0000',
    '🏍️🏍️🏍️🏍️1234',
  ],
  checkReferralCode: ['', 'RIDER_42', 'bad code', '<b>', 'x'.repeat(65)],
  checkReferralLink: ['', 'https://alva.example/?ref=1', 'javascript:alert(1)', 'not a url'],
} as const;

describe('account rules (site copy = server copy)', () => {
  for (const [fn, inputs] of Object.entries(cases)) {
    it.each(inputs as readonly string[])(`${fn}(%j) agrees`, (input) => {
      const a = (site as unknown as Record<string, (v: string) => unknown>)[fn](input);
      const b = (server as unknown as Record<string, (v: string) => unknown>)[fn](input);
      expect(a).toEqual(b);
    });
  }

  it('normalises phones the same way', () => {
    for (const phone of cases.checkPhone) expect(site.normalisePhone(phone)).toBe(server.normalisePhone(phone));
  });

  it('accepts and refuses what the spec says', () => {
    expect(site.checkName('Dewi Lestari')).toBeNull();
    expect(site.checkName('Dewi 2')).toBe('LETTERS_ONLY');
    expect(site.checkPhone('08123456')).toBe('PHONE_TOO_SHORT'); // +628123456: 10 digits
    expect(site.checkPhone('0812345678')).toBeNull(); // +62812345678: 11 digits
    expect(site.checkPhone('081234567890')).toBeNull();
    expect(site.checkPhone('+6281234567890')).toBeNull();
    expect(site.checkPhone('+628123456789012')).toBe('PHONE_TOO_LONG');
    expect(site.checkPassword('Motor2026ok')).toBeNull();
  });
});
