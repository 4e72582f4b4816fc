import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../money';

const intl = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
const asIntl = (minorUnits: number) => intl.format(minorUnits / 100).replace(/\u00a0/g, ' ');

describe('formatRupiah', () => {
  it('formats Vendure minor units as whole rupiah', () => {
    expect(formatRupiah(3_750_000_000)).toBe('Rp 37.500.000');
    expect(formatRupiah(0)).toBe('Rp 0');
  });

  it('writes what Intl writes for rupiah, rounding, negatives and large sums included', () => {
    const amounts = [1, 49, 50, 99, 150, 250, -50, -150, -12_500_00, 99_999, 100_000, 123_456_789_00, 2 ** 53 - 1];
    // A spread of amounts from cents to billions of rupiah (a fixed sequence: the same on every run).
    for (let i = 0, x = 7; i < 2_000; i++) {
      x = (x * 48_271) % 2_147_483_647;
      amounts.push((x % 2 ? 1 : -1) * Math.floor(x / 10 ** (i % 9)) * 10 ** (i % 5) || 0);
    }
    for (const amount of amounts) expect(formatRupiah(amount), String(amount)).toBe(asIntl(amount));
  });

  it('shows a negative zero as zero (Intl writes "-Rp 0")', () => {
    expect(formatRupiah(-0)).toBe('Rp 0');
  });
});
