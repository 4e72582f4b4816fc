import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../numbers';

describe('formatDecimal', () => {
  it('groups thousands and writes decimals in each language', () => {
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.5');
    expect(formatDecimal(1234.5, 'id')).toBe('1.234,5');
    expect(formatDecimal(20, 'id')).toBe('20');
  });

  for (const locale of ['en', 'id']) {
    it(`writes what Intl writes in ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale);
      const values = [
        0, 0.5, 0.0004, 0.0005, 1.0005, 2.675, 9.95, 99.9999, 999.9995, 1000, -0.5, -1234.5678, 1e6, 12_345_678.9,
      ];
      // Percentages, rates, kilometres: a fixed spread from thousandths to millions (the same on every run).
      for (let i = 0, x = 11; i < 2_000; i++) {
        x = (x * 48_271) % 2_147_483_647;
        values.push(((x % 2 ? 1 : -1) * x) / 10 ** (i % 10));
      }
      for (const value of values) expect(formatDecimal(value, locale), String(value)).toBe(intl.format(value));
    });
  }
});
