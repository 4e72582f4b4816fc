import { asLocale } from './i18n';

/**
 * The short day and month names of the site's two languages, as Intl writes them (calendar-names.test.ts checks
 * every one against Intl). The first Intl formatter a page constructs initialises ICU's formatting data: 30–130 ms
 * of main thread on a desktop, about four times that on a mid-range phone (issue 19). A page that only shows a day or
 * a month name takes it from here instead.
 */
const WEEKDAYS_SHORT = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  id: ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'],
} as const;

const MONTHS_SHORT = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
} as const;

/** The short name of a day of the week, Monday = 0 (`Mon`, `Sen`). */
export function weekdayShort(mondayBased: number, locale: string): string {
  return WEEKDAYS_SHORT[asLocale(locale)][mondayBased];
}

/**
 * A calendar date (YYYY-MM-DD) as Intl's `{ weekday: 'short' }` and `{ day: 'numeric', month: 'short' }` write it:
 * `Sun` and `Nov 29` in English, `Min` and `29 Nov` in Indonesian.
 */
export function calendarDayLabels(date: string, locale: string): { weekday: string; dayMonth: string } {
  const [year, month, day] = date.split('-').map(Number);
  const mondayBased = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  const monthName = MONTHS_SHORT[asLocale(locale)][month - 1];
  return {
    weekday: weekdayShort(mondayBased, locale),
    dayMonth: asLocale(locale) === 'id' ? `${day} ${monthName}` : `${monthName} ${day}`,
  };
}
