import { describe, expect, it } from 'vitest';
import {
  customerLookupSchema,
  fieldErrorsOf,
  guestbookEntrySchema,
  guestbookFollowUpSchema,
  isLocalDateString,
  lookupQueryKind,
} from '../index';

const valid = {
  fullName: 'Agus Salim',
  phone: '081311112222',
  email: 'agus@example.com',
  city: 'Jakarta Selatan',
  priority: 'HOT',
  dealerId: '3',
  leadSource: 'walk-in',
  leadSourceLocation: 'Senopati showroom',
  productSlug: 'alva-cervo',
  followUpDate: '',
};

describe('guestbook entry (SPEC §5 staff form)', () => {
  it('accepts a complete entry, with or without a follow-up date', () => {
    expect(fieldErrorsOf(guestbookEntrySchema, valid)).toEqual([]);
    expect(fieldErrorsOf(guestbookEntrySchema, { ...valid, followUpDate: '2026-12-01' })).toEqual([]);
  });

  it('requires every staff field and answers codes', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    expect(fieldErrorsOf(guestbookEntrySchema, empty)).toEqual([
      { field: 'fullName', code: 'REQUIRED' },
      { field: 'phone', code: 'REQUIRED' },
      { field: 'email', code: 'REQUIRED' },
      { field: 'city', code: 'REQUIRED' },
      { field: 'priority', code: 'REQUIRED' },
      { field: 'dealerId', code: 'REQUIRED' },
      { field: 'leadSourceLocation', code: 'REQUIRED' },
      { field: 'leadSource', code: 'REQUIRED' },
      { field: 'productSlug', code: 'REQUIRED' },
    ]);
    expect(
      fieldErrorsOf(guestbookEntrySchema, {
        ...valid,
        priority: 'SUPER',
        leadSource: 'tv',
        followUpDate: '2026-02-30',
      }),
    ).toEqual([
      { field: 'priority', code: 'INVALID_VALUE' },
      { field: 'leadSource', code: 'INVALID_VALUE' },
      { field: 'followUpDate', code: 'DATE_FORMAT' },
    ]);
    expect(fieldErrorsOf(guestbookEntrySchema, { ...valid, leadSourceLocation: 'x'.repeat(81) })).toEqual([
      { field: 'leadSourceLocation', code: 'TOO_LONG' },
    ]);
  });

  it('checks the follow-up outcome', () => {
    expect(fieldErrorsOf(guestbookFollowUpSchema, { outcome: 'PURCHASED' })).toEqual([]);
    expect(fieldErrorsOf(guestbookFollowUpSchema, { outcome: 'MAYBE' })).toEqual([
      { field: 'outcome', code: 'INVALID_VALUE' },
    ]);
  });
});

describe('customer look-up', () => {
  it('tells a phone from an e-mail and refuses anything else', () => {
    expect(lookupQueryKind('0812 3456 7890')).toBe('phone');
    expect(lookupQueryKind('+6281234567890')).toBe('phone');
    expect(lookupQueryKind('Rina@Example.com')).toBe('email');
    expect(lookupQueryKind('hello')).toBeNull();
    expect(lookupQueryKind('')).toBeNull();
    expect(fieldErrorsOf(customerLookupSchema, { query: 'hello' })).toEqual([
      { field: 'query', code: 'LOOKUP_FORMAT' },
    ]);
    expect(fieldErrorsOf(customerLookupSchema, { query: ' ' })).toEqual([{ field: 'query', code: 'REQUIRED' }]);
  });

  it('reads calendar dates strictly', () => {
    expect(isLocalDateString('2026-02-28')).toBe(true);
    expect(isLocalDateString('2026-02-29')).toBe(false);
    expect(isLocalDateString('26-02-01')).toBe(false);
  });
});
