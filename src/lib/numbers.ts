import { asLocale } from './i18n';

/**
 * A number as `Intl.NumberFormat(locale)` writes it by default (thousands grouped, at most three decimals, rounded
 * half away from zero), for the site's two languages: `1,234.5` in English, `1.234,5` in Indonesian (numbers.test.ts
 * checks it against Intl). One difference: a negative that rounds to zero is `0`, not `-0`. Written out for the same
 * reason as formatRupiah: a page's first Intl number formatter initialises ICU's number data, 30–130 ms of main thread
 * on a desktop (issue 19).
 */
export function formatDecimal(value: number, locale: string): string {
  const indonesian = asLocale(locale) === 'id';
  const [whole, fraction] = roundToThousandths(Math.abs(value));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, indonesian ? '.' : ',');
  const digits = fraction ? `${grouped}${indonesian ? ',' : '.'}${fraction}` : grouped;
  return value < 0 && digits !== '0' ? `-${digits}` : digits;
}

/**
 * The whole and decimal digits of a non-negative number rounded to three decimals, trailing zeros dropped. Intl rounds
 * the number's shortest decimal form (1.0005 → 1.001), not its binary value as toFixed does (1.0005 → 1.000).
 */
function roundToThousandths(value: number): [string, string] {
  if (value < 0.0005) return ['0', ''];
  if (!(value < 1e21)) return [String(value), '']; // NaN, Infinity, or beyond a plain decimal form: never a price here
  const [whole, fraction = ''] = String(value).split('.');
  let thousandths = BigInt(whole + fraction.slice(0, 3).padEnd(3, '0'));
  if (fraction[3] >= '5') thousandths += BigInt(1);
  const text = thousandths.toString().padStart(4, '0');
  return [text.slice(0, -3), text.slice(-3).replace(/0+$/, '')];
}
