import { describe, expect, it } from 'vitest';
import { buildIcs } from '../calendar';
import { checkAddress, checkEmail, checkName, checkPhone, mapServerFieldErrors, toE164, validateWho } from '../schemas';

describe('test-ride rules (same codes as the server)', () => {
  it('checks names, phones, e-mails and addresses', () => {
    expect(checkName('')).toBe('REQUIRED');
    expect(checkName('B4di')).toBe('LETTERS_ONLY');
    expect(checkName('B')).toBe('TOO_SHORT');
    expect(checkName('Siti Nurhaliza')).toBeNull();
    expect(checkPhone('')).toBe('REQUIRED');
    expect(checkPhone('81-abc')).toBe('PHONE_FORMAT');
    expect(checkPhone('8123')).toBe('PHONE_FORMAT');
    expect(checkPhone('0812 3456 7890')).toBeNull();
    expect(toE164('0812 3456 7890')).toBe('+6281234567890');
    expect(checkEmail('budi@alva')).toBe('EMAIL_FORMAT');
    expect(checkEmail('budi@alva.example')).toBeNull();
    expect(checkAddress('Jl. <b>')).toBe('ADDRESS_FORMAT');
    expect(checkAddress('Jl. Senopati No. 10, Jakarta')).toBeNull();
  });

  it('needs a survey answer and a current motorcycle', () => {
    expect(
      validateWho({
        name: 'Budi',
        phone: '81234567890',
        email: 'b@alva.example',
        surveyAnswers: [],
        currentMotorcycle: '',
      }),
    ).toEqual({ surveyAnswers: 'SURVEY_MIN_ONE', currentMotorcycle: 'CURRENT_MOTORCYCLE_REQUIRED' });
  });

  it('maps server field errors to the form fields and keeps the rest apart', () => {
    expect(
      mapServerFieldErrors([
        { field: 'phone', code: 'PHONE_FORMAT' },
        { field: 'productSlug', code: 'PRODUCT_UNKNOWN' },
        { field: 'email', code: 'SOMETHING_NEW' },
      ]),
    ).toEqual({
      errors: { phone: 'PHONE_FORMAT', email: 'INVALID_VALUE' },
      other: [{ field: 'productSlug', code: 'PRODUCT_UNKNOWN' }],
    });
  });

  it('writes a calendar event in UTC', () => {
    const ics = buildIcs({
      uid: 'TR-1@alva.example',
      start: new Date('2026-11-24T03:00:00.000Z'),
      end: new Date('2026-11-24T04:00:00.000Z'),
      summary: 'Alva test ride: Cervo',
      location: 'Alva Kemang, Jl. Kemang Raya 1, Jakarta',
      now: new Date('2026-11-21T00:00:00Z'),
    });
    expect(ics).toContain('DTSTART:20261124T030000Z\r\n');
    expect(ics).toContain('DTEND:20261124T040000Z\r\n');
    expect(ics).toContain('LOCATION:Alva Kemang\\, Jl. Kemang Raya 1\\, Jakarta');
    expect(ics).toContain('UID:TR-1@alva.example');
  });
});
