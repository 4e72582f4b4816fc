import { describe, expect, it } from 'vitest';
import { DEV_REVALIDATE_SECRET, isValidSecret, pathsFor } from '../revalidation';

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

  it('maps content, shop items and fixed pages to their pages in both locales', () => {
    expect(pathsFor({ faq: [{ topic: 'battery', answer: 'how-long' }, { topic: 'battery' }] })).toEqual([
      '/support',
      '/id/support',
      '/support/battery',
      '/id/support/battery',
      '/support/battery/how-long',
      '/id/support/battery/how-long',
    ]);
    expect(pathsFor({ blogPosts: ['new-ride'] })).toEqual(['/blog', '/id/blog', '/blog/new-ride', '/id/blog/new-ride']);
    expect(pathsFor({ legalPages: ['warranty', 'api'] })).toEqual(['/warranty', '/id/warranty']);
    expect(
      pathsFor({
        shopItems: [
          { category: 'apparel', slug: 'alva-tee' },
          { category: 'nope', slug: 'x' },
        ],
      }),
    ).toEqual([
      '/shop',
      '/id/shop',
      '/shop/apparel',
      '/id/shop/apparel',
      '/shop/apparel/alva-tee',
      '/id/shop/apparel/alva-tee',
    ]);
    expect(pathsFor({ pages: ['calculators', 'contact'] })).toEqual([
      '/monthly-cost',
      '/id/monthly-cost',
      '/dp-simulation',
      '/id/dp-simulation',
      '/contact-us',
      '/id/contact-us',
    ]);
    const all = pathsFor({ pages: ['all'] });
    for (const p of ['/', '/id', '/about', '/id/about', '/support', '/warranty', '/id/shop/battery', '/contact-us']) {
      expect(all).toContain(p);
    }
    expect(pathsFor({ pages: ['toString' as never], faq: [{ topic: '../x' }] })).toEqual([]);
  });

  it('accepts only the configured secret', () => {
    expect(isValidSecret('s3cret', 's3cret')).toBe(true);
    // The repository's development secret is accepted by a development server only.
    expect(isValidSecret(DEV_REVALIDATE_SECRET, DEV_REVALIDATE_SECRET, 'development')).toBe(true);
    expect(isValidSecret(DEV_REVALIDATE_SECRET, DEV_REVALIDATE_SECRET, 'production')).toBe(false);
    expect(isValidSecret(DEV_REVALIDATE_SECRET, DEV_REVALIDATE_SECRET, 'test')).toBe(false);
    expect(isValidSecret('s3cre', 's3cret')).toBe(false);
    expect(isValidSecret(undefined, 's3cret')).toBe(false);
    expect(isValidSecret('', '')).toBe(false);
    expect(isValidSecret(['s3cret'], 's3cret')).toBe(false);
  });
});
