import { describe, expect, it } from 'vitest';
import { isValidSecret, pathsFor } from '../revalidation';

describe('on-demand revalidation', () => {
  it('maps a changed product to its pages in both locales', () => {
    expect(pathsFor({ products: ['alva-cervo'] })).toEqual([
      '/',
      '/id',
      '/product',
      '/id/product',
      '/product/alva-cervo',
      '/id/product/alva-cervo',
    ]);
  });

  it('ignores slugs that are not slugs, and nothing changed means nothing to do', () => {
    expect(pathsFor({ products: ['../admin', 'a b'] })).toEqual([]);
    expect(pathsFor({})).toEqual([]);
  });

  it('accepts only the configured secret', () => {
    expect(isValidSecret('s3cret', 's3cret')).toBe(true);
    expect(isValidSecret('s3cre', 's3cret')).toBe(false);
    expect(isValidSecret(undefined, 's3cret')).toBe(false);
    expect(isValidSecret('', '')).toBe(false);
    expect(isValidSecret(['s3cret'], 's3cret')).toBe(false);
  });
});
