import { formatDecimal } from './numbers';

/**
 * Formats Vendure money (minor units, IDR × 100) as rupiah, e.g. `Rp 37.500.000`: what
 * `Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 })` writes (money.test.ts
 * checks it against Intl), with a plain space. Written out because nearly every page shows a price as it hydrates,
 * and the first Intl number formatter of a page initialises ICU's number data: 30–130 ms of main thread on a
 * desktop, about four times that on a mid-range phone (issue 19).
 */
export function formatRupiah(minorUnits: number): string {
  // Whole rupiah, half away from zero (Intl's rounding), grouped by thousands with a dot as in Indonesian.
  const rupiah = formatDecimal(Math.round(Math.abs(minorUnits) / 100), 'id');
  return `${minorUnits < 0 ? '-' : ''}Rp ${rupiah}`;
}
