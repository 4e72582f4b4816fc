/**
 * The business and its staff are in Jakarta: the back office shows and takes every time as it is there, whatever the
 * browser's time zone. Jakarta (WIB) is UTC+7 all year (no daylight saving since 1964), so a fixed offset converts.
 */
export const STAFF_TIME_ZONE = 'Asia/Jakarta';
const JAKARTA_OFFSET = '+07:00';
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A `datetime-local` input's value (`2026-05-01T09:30`) showing an instant in Jakarta time. */
export function toJakartaInput(instant: string | Date): string {
    return new Date(new Date(instant).getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant (ISO, UTC) a `datetime-local` input's value means in Jakarta time; null if it is not a date and time. */
export function fromJakartaInput(value: string): string | null {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
    const instant = new Date(`${value.length === 16 ? `${value}:00` : value}${JAKARTA_OFFSET}`);
    return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
