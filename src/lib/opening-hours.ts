/**
 * Experience-centre opening hours are stored as one short English text per centre (seed and back office),
 * e.g. `Mon–Sun 10:00–21:00` or `Mon–Fri 09:00–17:00; Sat 09:00–13:00`. This shows them in the page's
 * language (day names from Intl, Indonesian times with a dot); text in any other shape is shown as written.
 */
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DASH = '[-–—]';
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*';
const TIME = '(\\d{1,2})[:.](\\d{2})';
const SEGMENT = new RegExp(`^${DAY}(?:\\s*${DASH}\\s*${DAY})?\\s+${TIME}\\s*${DASH}\\s*${TIME}$`, 'i');

// 2024-01-01 was a Monday: index 0..6 of DAYS.
const dayDate = (index: number) => new Date(Date.UTC(2024, 0, 1 + index, 12));

const dayNamesByLocale = new Map<string, string[]>();

/** The short day names of a locale, Monday first: one Intl formatter per locale and page load, not one per call
 * (a list of places built a dozen, the largest cost of its render on a phone, issue 19). */
function dayName(index: number, locale: string): string {
  let names = dayNamesByLocale.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', { weekday: 'short', timeZone: 'UTC' });
    names = DAYS.map((_, i) => format.format(dayDate(i)));
    dayNamesByLocale.set(locale, names);
  }
  return names[index];
}

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
    const days = first === last ? dayName(first, locale) : `${dayName(first, locale)}–${dayName(last, locale)}`;
    formatted.push(`${days} ${time(openH, openM, locale)}–${time(closeH, closeM, locale)}`);
  }
  return formatted.join('; ');
}
