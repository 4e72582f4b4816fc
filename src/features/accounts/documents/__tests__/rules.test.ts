import { describe, expect, it } from 'vitest';
import { checkFile, checkKitas, checkNik, checkNpwp, DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '../rules';
import { documentNumbersFormSchema, fieldErrorsOf } from '@alva/rules';
/** The numbers form's field codes, as its schema (the server's validateDocumentNumbers) gives them. */
const validateNumbersForm = (values: Record<string, string>, saved?: { identityCard: boolean; taxCard: boolean }) =>
  Object.fromEntries(fieldErrorsOf(documentNumbersFormSchema, values, { saved }).map((e) => [e.field, e.code]));

describe('document rules (the back end module the form uses)', () => {
  it('NIK: 16 digits, numbers only, plausible structure', () => {
    expect(checkNik('3174051205900001')).toBeNull();
    expect(checkNik('3174055205900001')).toBeNull(); // a woman: day + 40
    expect(checkNik('  ')).toBe('REQUIRED');
    expect(checkNik('317405120590001')).toBe('NIK_LENGTH');
    expect(checkNik('31740512059000011')).toBe('NIK_LENGTH');
    expect(checkNik('3174051205900O01')).toBe('NUMBERS_ONLY');
    expect(checkNik('٣١٧٤٠٥١٢٠٥٩٠٠٠٠١')).toBe('NUMBERS_ONLY');
    expect(checkNik('3174051213900001')).toBe('NIK_INVALID');
    expect(checkNik('1'.repeat(40))).toBe('TOO_LONG');
  });

  it('KITAS and NPWP', () => {
    expect(checkKitas('2C11AB1234567')).toBeNull();
    expect(checkKitas('2c11-ab 1234567')).toBeNull();
    expect(checkKitas('3174051205900001')).toBe('KITAS_FORMAT');
    expect(checkKitas('2CABCDEFGHIJK')).toBe('KITAS_FORMAT');
    expect(checkNpwp('12.345.678.9-012.345')).toBeNull();
    expect(checkNpwp('3174051205900001')).toBeNull();
    expect(checkNpwp('12.345.678.9-012.34')).toBe('NPWP_LENGTH');
    expect(checkNpwp('12A45678901234')).toBe('NPWP_FORMAT');
  });

  it('the form: one number at least; optional holder fields checked when given', () => {
    const empty = {
      kind: 'KTP' as const,
      identityCardNumber: '',
      taxCardNumber: '',
      name: '',
      address: '',
      zipCode: '',
    };
    expect(validateNumbersForm(empty)).toEqual({ identityCardNumber: 'REQUIRED' });
    expect(validateNumbersForm({ ...empty, taxCardNumber: '123456789012345' })).toEqual({});
    expect(
      validateNumbersForm({
        ...empty,
        identityCardNumber: '3174051205900001',
        name: 'Rina 2',
        address: '<b>',
        zipCode: '123',
      }),
    ).toEqual({ name: 'LETTERS_ONLY', address: 'ADDRESS_FORMAT', zipCode: 'ZIP_FORMAT' });
    // The holder's name follows the one name rule (contact-rules.ts): 2 to 100 characters.
    const withId = { ...empty, identityCardNumber: '3174051205900001' };
    expect(validateNumbersForm({ ...withId, name: 'R' })).toEqual({ name: 'TOO_SHORT' });
    expect(validateNumbersForm({ ...withId, name: 'a'.repeat(101) })).toEqual({ name: 'TOO_LONG' });
    expect(validateNumbersForm({ ...withId, name: "Rina Nur'aini" })).toEqual({});
    expect(validateNumbersForm({ ...withId, kind: 'KITAS', identityCardNumber: '3174051205900001' })).toEqual({
      identityCardNumber: 'KITAS_FORMAT',
    });
  });

  it('the file picker accepts what the check accepts', () => {
    expect(DOCUMENT_ACCEPT).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });

  it('files: jpg/jpeg/png up to the one limit', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(checkFile({ name: 'KTP.JPG', size: 10 })).toBeNull();
    expect(checkFile({ name: 'ktp.png', size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(checkFile({ name: 'ktp.jpg', size: DOCUMENT_MAX_BYTES + 1 })).toBe('DOCUMENT_FILE_TOO_LARGE');
    expect(checkFile({ name: 'ktp.pdf', size: 10 })).toBe('DOCUMENT_FILE_TYPE');
    expect(checkFile({ name: 'ktp.heic', size: 10 })).toBe('DOCUMENT_FILE_TYPE');
    expect(checkFile({ name: 'ktp', size: 10 })).toBe('DOCUMENT_FILE_TYPE');
    expect(checkFile({ name: 'ktp.jpg', size: 0 })).toBe('DOCUMENT_IMAGE_INVALID');
  });

  it('the label and the size message state the same limit as the check, in both languages', async () => {
    const en = (await import('../../../../../messages/en.json')).default.Documents;
    const id = (await import('../../../../../messages/id.json')).default.Documents;
    for (const m of [en, id]) {
      expect(m.photoLimit).toContain('20 MB');
      expect(m.uploadErrors.DOCUMENT_FILE_TOO_LARGE).toContain('20 MB');
    }
    expect(en.uploadErrors.DOCUMENT_FILE_TOO_LARGE).toBe('The file exceeded the maximum upload size (20 MB).');
  });
});
