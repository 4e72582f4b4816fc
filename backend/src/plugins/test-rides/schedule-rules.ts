/**
 * The rules of a place's test-ride schedule, in one place for both sides: TestRideSlotService refuses a save that
 * breaks them and the back office's schedule form (dashboard/schedule-pages.tsx) checks the same schema before
 * sending. Pure (zod's v3 API, the one @vendure/dashboard's forms use), so the dashboard's Vite build can load it.
 */
import { z } from 'zod/v3';

/** "HH:MM", Asia/Jakarta wall time; "24:00" closes at midnight. */
const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (value: string) =>
    DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const wholeNumber = (min: number, max: number, message: string) =>
    z
        .number({ invalid_type_error: message, required_error: message })
        .int({ message })
        .min(min, { message })
        .max(max, { message });

/** One weekday's hours; both empty = closed that day. */
export const scheduleDayFields = z
    .object({
        day: wholeNumber(0, 6, '0 (Sunday) to 6 (Saturday).'),
        open: z.string().nullish(),
        close: z.string().nullish(),
    })
    .superRefine((hours, ctx) => {
        const open = hours.open?.trim() ?? '';
        const close = hours.close?.trim() ?? '';
        if (!open && !close) return;
        if (!open) ctx.addIssue({ code: 'custom', path: ['open'], message: 'Opening time too, or neither (closed).' });
        else if (!TIME.test(open)) ctx.addIssue({ code: 'custom', path: ['open'], message: 'A time as HH:MM.' });
        if (!close)
            ctx.addIssue({ code: 'custom', path: ['close'], message: 'Closing time too, or neither (closed).' });
        else if (!TIME.test(close)) ctx.addIssue({ code: 'custom', path: ['close'], message: 'A time as HH:MM.' });
        if (TIME.test(open) && TIME.test(close) && open >= close) {
            ctx.addIssue({ code: 'custom', path: ['close'], message: 'Closes after it opens.' });
        }
    });

/** A whole schedule: seven days (Sunday first), closed dates, slot length and seats per slot. */
export const testRideScheduleFields = z.object({
    weeklyHours: z
        .array(scheduleDayFields)
        .length(7, { message: 'Seven days, Sunday first.' })
        .refine(days => days.every((d, i) => d.day === i), { message: 'Seven days, Sunday first.' }),
    closedDates: z.array(z.string()).superRefine((dates, ctx) => {
        const wrong = dates.find(d => !isRealDate(d.trim()));
        if (wrong !== undefined) ctx.addIssue({ code: 'custom', message: `"${wrong}" is not a date as YYYY-MM-DD.` });
        if (dates.length > 366) ctx.addIssue({ code: 'custom', message: 'At most 366 dates.' });
    }),
    slotMinutes: wholeNumber(15, 240, '15 to 240 minutes.'),
    dealerCapacity: wholeNumber(0, 100, 'A whole number from 0 to 100.'),
    homeCapacity: wholeNumber(0, 100, 'A whole number from 0 to 100.'),
});

export type ScheduleFieldPath =
    | 'closedDates'
    | 'slotMinutes'
    | 'dealerCapacity'
    | 'homeCapacity'
    | `weeklyHours.${number}.${'open' | 'close'}`;

/** A field of the schedule form that a refusal names (for problemIn). */
export function isScheduleField(path: string): path is ScheduleFieldPath {
    return /^(closedDates|slotMinutes|dealerCapacity|homeCapacity|weeklyHours\.[0-6]\.(open|close))$/.test(path);
}
