import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, shareFormSchema, shareWindowFromDates, transferRequestSchema } from '@alva/rules';

const codes = (schema: Parameters<typeof fieldErrorsOf>[0], values: object, context?: object) =>
  Object.fromEntries(fieldErrorsOf(schema, values, context).map((e) => [e.field, e.code]));

describe('the share form (the window shareEv checks, in Jakarta days)', () => {
  const today = '2026-11-25';
  const now = new Date('2026-11-25T03:00:00Z'); // 10:00 in Jakarta

  it('starts now when the start is today, and ends at the end of the end day', () => {
    expect(shareWindowFromDates(today, today, today)).toEqual({
      loanStart: null,
      loanEnd: '2026-11-25T23:59:59+07:00',
    });
    expect(shareWindowFromDates('2026-11-27', '', today)).toEqual({
      loanStart: '2026-11-27T00:00:00+07:00',
      loanEnd: null,
    });
  });

  it('accepts a day, an open end and a later window; refuses an end before the start, past, or over a year', () => {
    const check = (startDate: string, endDate: string) =>
      codes(shareFormSchema, { phone: '081234567890', startDate, endDate }, { today, now });
    expect(check(today, today)).toEqual({});
    expect(check(today, '')).toEqual({});
    expect(check('2026-12-01', '2026-12-03')).toEqual({});
    expect(check('2026-12-03', '2026-12-01')).toEqual({ endDate: 'SHARE_END_BEFORE_START' });
    expect(check(today, '2026-11-24')).toEqual({ endDate: 'SHARE_END_PAST' });
    expect(check(today, '2027-12-31')).toEqual({ endDate: 'SHARE_TOO_LONG' });
    expect(check(today, '25/11/2026')).toEqual({ endDate: 'INVALID_VALUE' });
    expect(codes(shareFormSchema, { phone: '', startDate: today, endDate: '' }, { today, now })).toEqual({
      phone: 'REQUIRED',
    });
  });
});

describe('the transfer request (createTransferOwnership and /transfer-ownership)', () => {
  it.each([
    ['MH1ALVA0NE2025001', undefined],
    ['mh1alva0ne2025001', undefined],
    ['', 'REQUIRED'],
    ['MH1ALVA0NE20250', 'TOO_SHORT'],
    ['MH1ALVA0NE20250011', 'TOO_LONG'],
    ['MH1ALVAONE2025OO1', 'INVALID_VALUE'],
  ])('%s → %s', (vin, code) => {
    expect(codes(transferRequestSchema, { vin }).vin).toBe(code);
  });
});
