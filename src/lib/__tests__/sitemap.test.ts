import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml } from '../sitemap';

describe('buildSitemapXml', () => {
  const xml = buildSitemapXml('https://alva.example', [
    { path: '/' },
    { path: '/product/alva-cervo', lastModified: '2026-11-01T10:00:00.000Z' },
    { path: '/product/alva-cervo' },
  ]);

  it('lists every page once per locale', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://alva.example',
      'https://alva.example/id',
      'https://alva.example/product/alva-cervo',
      'https://alva.example/id/product/alva-cervo',
    ]);
  });

  it('gives each URL its language alternates and x-default', () => {
    expect(xml).toContain('hreflang="id" href="https://alva.example/id/product/alva-cervo"');
    expect(xml).toContain('hreflang="x-default" href="https://alva.example/product/alva-cervo"');
    expect(xml).toContain('<lastmod>2026-11-01</lastmod>');
  });

  it('escapes XML special characters', () => {
    expect(buildSitemapXml('https://a.example', [{ path: '/blog/a&b' }])).toContain('/blog/a&amp;b');
  });
});

describe('buildRobotsTxt', () => {
  it('keeps private areas out in both locales and names the sitemap', () => {
    const robots = buildRobotsTxt('https://alva.example');
    expect(robots).toContain('Disallow: /profile');
    expect(robots).toContain('Disallow: /id/profile');
    expect(robots).toContain('Sitemap: https://alva.example/sitemap.xml');
    // Social crawlers obey robots.txt: the leaderboard's share image must stay fetchable.
    expect(robots).toContain('Allow: /api/og/');
  });
});
