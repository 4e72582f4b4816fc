import { globalRegistry, useLocalFormat } from '@vendure/dashboard';

import { STAFF_TIME_ZONE as TIME_ZONE } from './staff-time-zone';

/**
 * Dates as the back office shows them: in the staff member's display language (Vendure's `useLocalFormat`, the same
 * as Vendure's own screens) and Jakarta time, whatever the browser's settings.
 */
export function useStaffDates() {
    const { formatDate } = useLocalFormat();
    return {
        date: (value: string | Date) => formatDate(value, { dateStyle: 'medium', timeZone: TIME_ZONE }),
        dateTime: (value: string | Date) =>
            formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
    };
}

/** A date, or with `withTime` a date and time, as the back office shows it (useStaffDates). */
export function StaffDate({ value, withTime = false }: Readonly<{ value: string | Date; withTime?: boolean }>) {
    const { date, dateTime } = useStaffDates();
    return <>{withTime ? dateTime(value) : date(value)}</>;
}

/**
 * Every list's DateTime column without a cell of its own (our lists' createdAt/updatedAt, Vendure's own lists) is
 * Vendure's `vendure:dateTime` display component, which shows the browser's time zone: StaffDate takes its place, so
 * a list and its detail page show the same Jakarta time. The kit is imported by every extension, before any list
 * renders.
 */
globalRegistry
    .get('displayComponents')
    .set('vendure:dateTime', ({ value }: { value: string | Date }) => <StaffDate value={value} withTime />);

/**
 * A percentage the API holds in basis points (1150 = 11.5 %) as the back office shows it: in the staff member's display
 * language, like the dates ("11.5 %", "11,5 %").
 */
export function useStaffPercent() {
    const { formatNumber } = useLocalFormat();
    return (basisPoints: number) => `${formatNumber(basisPoints / 100)} %`;
}
