import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { SeoHead, type PageMeta } from '../seo-head';

// next/head only works inside Next's document; render its children in place to inspect them.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));
let router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

const meta = (og: PageMeta['og']): PageMeta => ({ title: 'Shop | Alva', description: 'Batteries and helmets', og });
// React 19 hoists <title>, <meta> and <link> into document.head.
const contents = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute('content') ?? el.getAttribute('href'));

describe('SeoHead', () => {
  it('uses the meta tags of the content service, with canonical and hreflang alternates in both locales', () => {
    router = mockNextRouter({ pathname: '/shop', asPath: '/shop?sort=asc', locale: 'id' });
    renderWithProviders(<SeoHead meta={meta([])} />, { locale: 'id' });
    expect(document.head.querySelector('title')?.textContent).toBe('Shop | Alva');
    expect(contents('meta[name="description"]')).toEqual(['Batteries and helmets']);
    expect(contents('link[rel="canonical"]')).toEqual(['http://localhost:3000/id/shop']);
    expect(contents('link[rel="alternate"]')).toEqual([
      'http://localhost:3000/shop',
      'http://localhost:3000/id/shop',
      'http://localhost:3000/shop',
    ]);
  });

  it('with exactly one og item renders the default social tags', () => {
    router = mockNextRouter({ pathname: '/shop', asPath: '/shop' });
    renderWithProviders(
      <SeoHead
        meta={meta([{ title: 'Supplied', description: 'x', site_name: 'y', image: { url: 'http://img/1.png' } }])}
      />,
    );
    expect(contents('meta[property="og:title"]')).toEqual(['Shop | Alva']);
    expect(contents('meta[property="og:image"]')).toEqual(['http://localhost:3000/og-default.jpg']);
  });

  it('with more than one og item renders each supplied one', () => {
    router = mockNextRouter({ pathname: '/shop', asPath: '/shop' });
    renderWithProviders(
      <SeoHead
        meta={meta([
          { title: 'First', image: { url: 'http://img/1.png' } },
          { title: 'Second', image: { url: 'http://img/2.png' } },
        ])}
      />,
    );
    expect(contents('meta[property="og:title"]')).toEqual(['First', 'Second']);
    expect(contents('meta[property="og:image"]')).toEqual(['http://img/1.png', 'http://img/2.png']);
  });

  it('gives the root path the fixed marketing title whatever the content service says', () => {
    router = mockNextRouter({ pathname: '/', asPath: '/' });
    renderWithProviders(<SeoHead meta={meta([])} />);
    expect(document.head.querySelector('title')?.textContent).toBe(en.Seo.rootTitle);
    expect(contents('link[rel="canonical"]')).toEqual(['http://localhost:3000']);
  });

  it('falls back to the brand tagline without meta tags', () => {
    router = mockNextRouter({ pathname: '/about', asPath: '/about' });
    renderWithProviders(<SeoHead meta={null} />);
    expect(document.head.querySelector('title')?.textContent).toBe(en.Seo.defaultTitle);
    expect(contents('meta[name="description"]')).toEqual([en.Seo.defaultDescription]);
  });
});
