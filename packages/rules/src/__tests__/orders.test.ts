import { describe, expect, it } from 'vitest';

import { cancelOrderSchema, checkVin, fieldErrorsOf, plateProgressSchema } from '../index';

describe('cancel order reasons (SPEC §8)', () => {
  it('accepts each listed reason without text, and refuses others', () => {
    for (const reason of [
      'MODIFY_CUSTOMIZATION',
      'CHANGE_DELIVERY_ADDRESS',
      'CHANGE_PAYMENT_OPTION',
      'CHANGE_VOUCHER',
      'FOUND_CHEAPER',
      'NO_LONGER_WANTED',
    ]) {
      expect(fieldErrorsOf(cancelOrderSchema, { reason })).toEqual([]);
    }
    expect(fieldErrorsOf(cancelOrderSchema, { reason: 'BORED' })).toEqual([{ field: 'reason', code: 'INVALID_VALUE' }]);
    expect(fieldErrorsOf(cancelOrderSchema, {})).toEqual([{ field: 'reason', code: 'REQUIRED' }]);
  });
  it('OTHER needs 3-500 characters of visible text', () => {
    const other = (otherReason: unknown) => fieldErrorsOf(cancelOrderSchema, { reason: 'OTHER', otherReason });
    expect(other(null)).toEqual([{ field: 'otherReason', code: 'REQUIRED' }]);
    expect(other('  ')).toEqual([{ field: 'otherReason', code: 'REQUIRED' }]);
    expect(other('ab')).toEqual([{ field: 'otherReason', code: 'TOO_SHORT' }]);
    expect(other('abc')).toEqual([]);
    expect(other('x'.repeat(500))).toEqual([]);
    expect(other('x'.repeat(501))).toEqual([{ field: 'otherReason', code: 'TOO_LONG' }]);
    expect(other('abc\u202E')).toEqual([{ field: 'otherReason', code: 'INVALID_VALUE' }]);
  });
});

describe('VIN and plate', () => {
  it('VIN: 17 characters without I, O, Q', () => {
    expect(checkVin('MH1ALVA1234567890')).toBeNull();
    expect(checkVin('mh1alva1234567890')).toBeNull();
    expect(checkVin('MH1ALVA123456789')).toBe('TOO_SHORT');
    expect(checkVin('MH1ALVA12345678901')).toBe('TOO_LONG');
    expect(checkVin('MH1ALVO1234567890')).toBe('INVALID_VALUE');
    expect(checkVin('')).toBe('REQUIRED');
  });
  it('plate status and delay reason', () => {
    expect(fieldErrorsOf(plateProgressSchema, { status: 'READY', delayReason: null })).toEqual([]);
    expect(fieldErrorsOf(plateProgressSchema, { status: 'LOST' })).toEqual([
      { field: 'status', code: 'INVALID_VALUE' },
    ]);
    expect(fieldErrorsOf(plateProgressSchema, { status: 'READY', delayReason: 'x'.repeat(501) })).toEqual([
      { field: 'delayReason', code: 'TOO_LONG' },
    ]);
  });
});
