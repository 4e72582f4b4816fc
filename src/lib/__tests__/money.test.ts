import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../money';

describe('formatRupiah', () => {
  it('formats Vendure minor units as whole rupiah', () => {
    expect(formatRupiah(3_750_000_000)).toBe('Rp 37.500.000');
    expect(formatRupiah(0)).toBe('Rp 0');
  });
});
