import { describe, expect, it } from 'vitest';
import { checkCode, checkPhone, formatPhone, toE164 } from '../phone/phone-rules';
import { readRegistrationContext } from '../phone/registration-context';

describe('phone rules (the same as the server’s)', () => {
  it('turns what people type into +62…', () => {
    expect(toE164('0812-3456-7890')).toBe('+6281234567890');
    expect(toE164('62 812 3456 7890')).toBe('+6281234567890');
    expect(toE164('+62 81234567890')).toBe('+6281234567890');
    expect(toE164('81234567890')).toBe('+6281234567890');
    expect(formatPhone('+6281234567890')).toBe('+62 812-3456-7890');
  });

  it('accepts 11 to 15 characters of Indonesian numbers', () => {
    for (const ok of ['812345678', '81234567890', '812345678901', '0812 3456 7890']) expect(checkPhone(ok)).toBeNull();
  });

  it.each([
    ['', 'PHONE_REQUIRED'],
    ['  ', 'PHONE_REQUIRED'],
    ['abcdefghijk', 'PHONE_NOT_NUMERIC'],
    ['812abc45678', 'PHONE_NOT_NUMERIC'],
    ['<script>alert(1)</script>', 'PHONE_NOT_NUMERIC'],
    ['812😀3456789', 'PHONE_NOT_NUMERIC'],
    ['٨١٢٣٤٥٦٧٨٩٠', 'PHONE_NOT_NUMERIC'],
    ['\u202E81234567890', 'PHONE_NOT_NUMERIC'],
    ['８１２３４５６７８９０', 'PHONE_NOT_NUMERIC'],
    ["812345678' OR 1=1", 'PHONE_NOT_NUMERIC'],
    ['812.3456.7890', 'PHONE_NOT_NUMERIC'],
    ['++6281234567890', 'PHONE_NOT_NUMERIC'],
    ['+16505551234', 'PHONE_INVALID_FORMAT'],
    ['+6591234567', 'PHONE_INVALID_FORMAT'],
    ['+44 7700 900123', 'PHONE_INVALID_FORMAT'],
    ['81234567', 'PHONE_INVALID_FORMAT'],
    ['8123456789012', 'PHONE_INVALID_FORMAT'],
    ['8123456789012345678', 'PHONE_INVALID_FORMAT'],
    ['0', 'PHONE_INVALID_FORMAT'],
    ['00812345678', 'PHONE_INVALID_FORMAT'],
    ['62', 'PHONE_INVALID_FORMAT'],
  ])('refuses %j with %s', (value, code) => {
    expect(checkPhone(value)).toBe(code);
  });

  it.each([
    ['', 'CODE_REQUIRED'],
    ['12345', 'CODE_INVALID_FORMAT'],
    ['1234567', 'CODE_INVALID_FORMAT'],
    ['abcdef', 'CODE_INVALID_FORMAT'],
    ['١٢٣٤٥٦', 'CODE_INVALID_FORMAT'],
    ['12 456', 'CODE_INVALID_FORMAT'],
    ['<scri', 'CODE_INVALID_FORMAT'],
  ])('refuses the code %j with %s', (value, code) => {
    expect(checkCode(value)).toBe(code);
  });

  it('reads the referral code and link from the URL, and keeps them for the session', () => {
    expect(readRegistrationContext('https://alva.example/login?ref=BUDI-1')).toEqual({
      referralCode: 'BUDI-1',
      referralLink: 'https://alva.example/login?ref=BUDI-1',
      sourceRegistration: 'WEBSITE',
    });
    expect(readRegistrationContext('https://alva.example/login').referralCode).toBe('BUDI-1');
    window.sessionStorage.clear();
    expect(readRegistrationContext('https://alva.example/login?ref=<script>').referralCode).toBeNull();
  });
});
