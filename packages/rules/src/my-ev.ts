/**
 * My EV rules (SPEC §2 /my-ev, §5, §6): sharing a bike with a guest for a time window. The site's share form and the
 * back end's shareEv check this one schema; codes, never text.
 */
import * as yup from 'yup';

import { phoneField } from './contact-fields';
import { checkVin } from './orders';
import { RIDE_TRIP_MAX_KM, RIDE_TRIP_MAX_WH } from './leaderboard';
import { checkedString } from './validate';

/** A share lasts at most a year; an open-ended share (no end) runs until the owner revokes it. */
export const SHARE_MAX_DAYS = 366;

export type ShareFieldCode =
  | 'REQUIRED'
  | 'INVALID_VALUE'
  | 'SHARE_END_BEFORE_START'
  | 'SHARE_END_PAST'
  | 'SHARE_TOO_LONG';

const isoDate = (raw: string | null | undefined) => {
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** Checks the window: `now` and the start decide whether the end is acceptable. */
export function checkShareWindow(
  loanStart: string | null | undefined,
  loanEnd: string | null | undefined,
  now: Date = new Date(),
): { field: 'loanStart' | 'loanEnd'; code: ShareFieldCode } | null {
  const start = isoDate(loanStart);
  const end = isoDate(loanEnd);
  if (start === undefined) return { field: 'loanStart', code: 'INVALID_VALUE' };
  if (end === undefined) return { field: 'loanEnd', code: 'INVALID_VALUE' };
  if (!end) return null;
  const from = start ?? now;
  if (end.getTime() <= now.getTime()) return { field: 'loanEnd', code: 'SHARE_END_PAST' };
  if (end.getTime() <= from.getTime()) return { field: 'loanEnd', code: 'SHARE_END_BEFORE_START' };
  if (end.getTime() - from.getTime() > SHARE_MAX_DAYS * 86_400_000) return { field: 'loanEnd', code: 'SHARE_TOO_LONG' };
  return null;
}

const windowTest = (field: 'loanStart' | 'loanEnd') =>
  checkedString(() => null, field).test({
    name: `${field}Window`,
    test(_value, ctx) {
      const now = (ctx.options.context as { now?: Date } | undefined)?.now;
      const problem = checkShareWindow(ctx.parent.loanStart, ctx.parent.loanEnd, now);
      return problem && problem.field === field ? ctx.createError({ message: problem.code }) : true;
    },
  });

/** shareEv: the bike (VIN), the guest (a customer id found by searchCustomerBikeSharing) and the window. */
export const shareEvSchema = yup.object({
  vin: checkedString((value) => checkVin(value), 'vin'),
  guestId: checkedString((value) => (value && value.trim() ? null : 'REQUIRED'), 'guestId'),
  loanStart: windowTest('loanStart'),
  loanEnd: windowTest('loanEnd'),
});

/**
 * The share form's dates (YYYY-MM-DD, Asia/Jakarta) as the API's window: a start of today means now; the end date is
 * the whole day (until 23:59:59 WIB); no end date, until the owner revokes the share.
 */
export function shareWindowFromDates(startDate: string, endDate: string, today: string) {
  return {
    loanStart: !startDate || startDate <= today ? null : `${startDate}T00:00:00+07:00`,
    loanEnd: endDate ? `${endDate}T23:59:59+07:00` : null,
  };
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (field: 'startDate' | 'endDate') =>
  checkedString((value) => (value && !DATE_PATTERN.test(value) ? 'INVALID_VALUE' : null), field).test({
    name: `${field}Window`,
    test(_value, ctx) {
      const { today, now } = (ctx.options.context ?? {}) as { today?: string; now?: Date };
      const window = shareWindowFromDates(ctx.parent.startDate ?? '', ctx.parent.endDate ?? '', today ?? '');
      const problem = checkShareWindow(window.loanStart, window.loanEnd, now);
      const mine = problem && (problem.field === 'loanStart' ? 'startDate' : 'endDate') === field;
      return mine ? ctx.createError({ message: problem.code }) : true;
    },
  });

/** The /my-ev share form: the guest's phone number, then the window in days (checked as shareEv checks it). */
export const shareFormSchema = yup.object({
  phone: phoneField(),
  startDate: dateField('startDate'),
  endDate: dateField('endDate'),
});

/** Transfer of ownership (SPEC §2 /transfer-ownership): a requester asks at most this often per bike per day. */
export const TRANSFER_MAX_REQUESTS_PER_DAY = 3;
/** An unanswered request lapses after this many days. */
export const TRANSFER_EXPIRY_DAYS = 7;

/** createTransferOwnership and the /transfer-ownership form: the bike's VIN. */
export const transferRequestSchema = yup.object({
  vin: checkedString((value) => checkVin(value), 'vin'),
});

const positiveNumber = (max: number, name: string, allowZero: boolean) =>
  yup
    .number()
    .typeError('INVALID_VALUE')
    .required('REQUIRED')
    .test({
      name,
      test(value, ctx) {
        if (value === undefined || !Number.isFinite(value)) return ctx.createError({ message: 'INVALID_VALUE' });
        if (value < 0 || (!allowZero && value === 0)) return ctx.createError({ message: 'INVALID_VALUE' });
        return value > max ? ctx.createError({ message: 'TOO_LARGE' }) : true;
      },
    });

const instant = (name: string) =>
  checkedString((value) => (!value ? 'REQUIRED' : isoDate(value) ? null : 'INVALID_VALUE'), name);

/** recordRideTrips: one trip. externalId makes a resent trip count once; the end follows the start and is not future. */
export const rideTripSchema = yup.object({
  vin: checkedString((value) => checkVin(value), 'vin'),
  externalId: checkedString(
    (value) => (!value || !value.trim() ? 'REQUIRED' : value.length > 64 ? 'TOO_LONG' : null),
    'externalId',
  ),
  startedAt: instant('startedAt'),
  endedAt: instant('endedAt').test({
    name: 'tripOrder',
    test(value, ctx) {
      const start = isoDate(ctx.parent.startedAt);
      const end = isoDate(value);
      if (!start || !end) return true;
      const now = (ctx.options.context as { now?: Date } | undefined)?.now ?? new Date();
      if (end.getTime() <= start.getTime()) return ctx.createError({ message: 'TRIP_END_BEFORE_START' });
      return end.getTime() > now.getTime() + 5 * 60_000 ? ctx.createError({ message: 'TRIP_IN_FUTURE' }) : true;
    },
  }),
  distanceKm: positiveNumber(RIDE_TRIP_MAX_KM, 'distanceKm', false),
  energyWh: positiveNumber(RIDE_TRIP_MAX_WH, 'energyWh', true),
});
