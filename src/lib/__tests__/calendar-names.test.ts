import { describe, expect, it } from 'vitest';
import { calendarDayLabels, weekdayShort } from '../calendar-names';

// Every day of two years, in both languages, as Intl writes it for a Jakarta date (what the pages showed before).
const days = Array.from({ length: 731 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));

describe('calendarDayLabels', () => {
  for (const locale of ['en', 'id']) {
    it(`writes each date as Intl does in ${locale}`, () => {
      const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'Asia/Jakarta' });
      const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Jakarta' });
      for (const date of days) {
        const noon = new Date(`${date}T12:00:00+07:00`);
        expect(calendarDayLabels(date, locale)).toEqual({
          weekday: weekday.format(noon),
          dayMonth: dayMonth.format(noon),
        });
      }
    });
  }

  it('names the days Monday first, in both languages', () => {
    expect([0, 6].map((i) => weekdayShort(i, 'en'))).toEqual(['Mon', 'Sun']);
    expect([0, 6].map((i) => weekdayShort(i, 'id'))).toEqual(['Sen', 'Min']);
  });
});
