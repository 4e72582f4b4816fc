import { useLocalFormat } from '@vendure/dashboard';

/** The business and its staff are in Jakarta: the back office shows every time as it is there. */
const TIME_ZONE = 'Asia/Jakarta';

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
