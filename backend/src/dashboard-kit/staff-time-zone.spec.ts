import { describe, expect, it } from 'vitest';

import { fromJakartaInput, STAFF_TIME_ZONE, toJakartaInput } from './staff-time-zone';

describe('the back office in Jakarta time', () => {
    it('shows an instant as Jakarta wall-clock time in a datetime-local value', () => {
        expect(toJakartaInput('2026-05-01T02:30:00.000Z')).toBe('2026-05-01T09:30');
        // After 17:00 UTC it is already the next day in Jakarta.
        expect(toJakartaInput('2026-12-31T18:15:00.000Z')).toBe('2027-01-01T01:15');
    });

    it('reads a datetime-local value as Jakarta time', () => {
        expect(fromJakartaInput('2026-05-01T09:30')).toBe('2026-05-01T02:30:00.000Z');
        expect(fromJakartaInput('2027-01-01T01:15:30')).toBe('2026-12-31T18:15:30.000Z');
    });

    it('round-trips, and agrees with Intl in Asia/Jakarta whatever the process time zone', () => {
        const instant = '2026-08-17T03:05:00.000Z';
        expect(fromJakartaInput(toJakartaInput(instant))).toBe(instant);
        const wall = new Intl.DateTimeFormat('sv-SE', {
            timeZone: STAFF_TIME_ZONE,
            dateStyle: 'short',
            timeStyle: 'short',
        }).format(new Date(instant));
        expect(toJakartaInput(instant)).toBe(wall.replace(' ', 'T'));
    });

    it('refuses what is not a date and time', () => {
        expect(fromJakartaInput('')).toBeNull();
        expect(fromJakartaInput('2026-05-01')).toBeNull();
        expect(fromJakartaInput('2026-13-45T25:00')).toBeNull();
    });
});
