import { defaultLocale, localePath, locales } from './i18n';

export interface SitemapEntry {
  /** Path without locale prefix, e.g. `/product/alva-cervo`. */
  path: string;
  /** ISO date of the last change, when known. */
  lastModified?: string | null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function absoluteUrl(siteUrl: string, path: string, locale: string): string {
  const localized = localePath(locale, path);
  return `${siteUrl}${localized === '/' ? '' : localized}`;
}

/**
 * sitemap.xml with one <url> per page and locale, each listing every language version (hreflang en, id and
 * x-default), as search engines recommend for localized sites.
 */
export function buildSitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const alternates = [
      ...locales.map((alt) => ({ lang: alt as string, href: absoluteUrl(siteUrl, entry.path, alt) })),
      { lang: 'x-default', href: absoluteUrl(siteUrl, entry.path, defaultLocale) },
    ]
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(alt.href)}"/>`)
      .join('\n');
    const lastmod = entry.lastModified ? `\n    <lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>` : '';
    for (const locale of locales) {
      urls.push(
        `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path, locale))}</loc>${lastmod}\n${alternates}\n  </url>`,
      );
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** robots.txt: crawl the public site, keep signed-in and staff areas out, point at the sitemap. */
export function buildRobotsTxt(siteUrl: string): string {
  const privatePaths = [
    '/api/',
    '/profile',
    '/bookings',
    '/my-ev',
    '/transfer-ownership',
    '/purchase',
    '/cart',
    '/pstools',
    '/login',
    '/verify-email',
    '/undo-email-change',
  ];
  // Share images stay fetchable: social crawlers obey robots.txt, and the most specific rule wins over Disallow: /api/.
  const lines = ['User-agent: *', 'Allow: /', 'Allow: /api/og/'];
  for (const path of privatePaths) {
    lines.push(`Disallow: ${path}`, `Disallow: /id${path}`);
  }
  lines.push('', `Sitemap: ${siteUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
