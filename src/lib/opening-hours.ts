/**
 * Experience-centre opening hours are stored as one short English text per centre (seed and back office),
 * e.g. `Mon–Sun 10:00–21:00` or `Mon–Fri 09:00–17:00; Sat 09:00–13:00`. This shows them in the page's
 * language (day names as Intl writes them, from calendar-names.ts; Indonesian times with a dot); text in any other
 * shape is shown as written.
 */
import { weekdayShort } from './calendar-names';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DASH = '[-–—]';
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*';
const TIME = '(\\d{1,2})[:.](\\d{2})';
const SEGMENT = new RegExp(`^${DAY}(?:\\s*${DASH}\\s*${DAY})?\\s+${TIME}\\s*${DASH}\\s*${TIME}$`, 'i');

function time(hours: string, minutes: string, locale: string): string {
  const separator = locale === 'id' ? '.' : ':';
  return `${hours.padStart(2, '0')}${separator}${minutes}`;
}

export function formatOpeningHours(text: string, locale: string): string {
  const segments = text.split(/\s*[;,]\s*/).filter(Boolean);
  const formatted: string[] = [];
  for (const segment of segments) {
    const match = SEGMENT.exec(segment.trim());
    if (!match) return text;
    const [, from, to, openH, openM, closeH, closeM] = match;
    const first = DAYS.indexOf(from.slice(0, 3).toLowerCase() as (typeof DAYS)[number]);
    const last = to ? DAYS.indexOf(to.slice(0, 3).toLowerCase() as (typeof DAYS)[number]) : first;
    const days =
      first === last ? weekdayShort(first, locale) : `${weekdayShort(first, locale)}–${weekdayShort(last, locale)}`;
    formatted.push(`${days} ${time(openH, openM, locale)}–${time(closeH, closeM, locale)}`);
  }
  return formatted.join('; ');
}
