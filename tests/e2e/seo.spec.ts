import { expect, test } from './fixtures';

test.describe('crawlers', () => {
  test('sitemap.xml lists every kind of public page in both locales with language alternates', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const path of [
      '/',
      '/id',
      '/product/alva-cervo',
      '/id/product/alva-cervo',
      '/shop/accessories',
      '/monthly-cost',
      '/id/dp-simulation',
      '/experience-center',
      '/support',
      '/blog',
      '/warranty',
      '/id/privacy-policy-term-of-use',
    ]) {
      expect(locs, path).toContain(path);
    }
    // Dynamic pages from the catalogue and the content service.
    expect(locs.some((p) => /^\/shop\/apparel\/[a-z0-9-]+$/.test(p))).toBe(true);
    expect(locs.some((p) => /^\/id\/blog\/[a-z0-9-]+$/.test(p))).toBe(true);
    expect(locs.some((p) => /^\/support\/[a-z0-9-]+\/[a-z0-9-]+$/.test(p))).toBe(true);
    // Private areas stay out.
    expect(locs.filter((p) => /profile|bookings|cart|login/.test(p))).toEqual([]);
    expect(xml).toMatch(/hreflang="x-default"/);

    // Every listed page answers 200 (a sample of each kind, to keep the test short).
    const sample = [...new Set(locs)].filter((_, i) => i % 7 === 0);
    for (const path of sample) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test('robots.txt allows the site, keeps private areas out and names the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /profile');
    expect(body).toContain('Disallow: /id/bookings');
    expect(body).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });
});

test.describe('pages that wait for the persisted state', () => {
  // Their flow renders after rehydration in the browser; the server still sends the head, the h1 and the layout.
  for (const path of ['/test-ride/book', '/id/test-ride/success', '/purchase', '/id/purchase']) {
    test(`${path} is served with its title, description, canonical and language alternates`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<title[^>]*>[^<]+\| Alva<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
      expect(html).toMatch(/hrefLang="id"|hreflang="id"/);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toContain('<footer');
    });
  }
});

test('a blog post gives social networks a raster image that loads', async ({ request }) => {
  const html = await (await request.get('/blog/five-habits-for-a-longer-battery-life')).text();
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  expect(image).toMatch(/\.jpg$/);
  const res = await request.get(new URL(image!).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/jpeg');
});
