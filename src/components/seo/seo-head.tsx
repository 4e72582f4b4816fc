import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { publicEnv } from '@/config/env';
import { defaultLocale, localePath, locales } from '@/lib/i18n';

export interface PageMeta {
  title: string;
  description: string;
  og: {
    title?: string | null;
    description?: string | null;
    site_name?: string | null;
    image?: { url: string } | null;
  }[];
}

interface SeoHeadProps {
  /** Meta tags from the content service for this page and locale, if any. */
  meta?: PageMeta | null;
  /** Page-specific fallbacks (e.g. a product's name) used when the content service has none. */
  title?: string;
  description?: string;
  image?: string;
  /** The image's size in pixels, for crawlers that lay the preview out before fetching it. */
  imageSize?: { width: number; height: number };
  noindex?: boolean;
  /** Path of the canonical URL when it is not the browser's (a middleware rewrite, a shortcut route). */
  canonicalPath?: string;
}

export const DEFAULT_OG_IMAGE = '/og-default.jpg';

/** Absolute URL of `path` in `locale`; the site root has no trailing slash. */
export function localizedUrl(path: string, locale: string): string {
  const localized = localePath(locale, path);
  return `${publicEnv.siteUrl}${localized === '/' ? '' : localized}`;
}

/**
 * Title, description, social tags, canonical and language alternates (SPEC §2). The default title and description
 * are the brand tagline; `/` always gets the fixed marketing title. With at most one og item the default social tags
 * are used; with more, each supplied item is rendered.
 */
export function SeoHead({ meta, title, description, image, imageSize, noindex, canonicalPath }: SeoHeadProps) {
  const t = useTranslations('Seo');
  const router = useRouter();
  const locale = router.locale ?? defaultLocale;
  const path = canonicalPath ?? (router.asPath.split(/[?#]/)[0] || '/');
  const isRoot = router.pathname === '/';

  const pageTitle = isRoot ? t('rootTitle') : meta?.title || title || t('defaultTitle');
  const pageDescription = meta?.description || description || t('defaultDescription');
  const canonical = localizedUrl(path, locale);
  const defaultImage = image ?? `${publicEnv.siteUrl}${DEFAULT_OG_IMAGE}`;
  const ogItems =
    meta && meta.og.length > 1
      ? meta.og
      : [{ title: pageTitle, description: pageDescription, site_name: 'Alva', image: { url: defaultImage } }];

  return (
    <Head>
      <title>{pageTitle}</title>
      <meta name="description" content={pageDescription} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={canonical} />
      {locales.map((alt) => (
        <link key={alt} rel="alternate" hrefLang={alt} href={localizedUrl(path, alt)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={localizedUrl(path, defaultLocale)} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={locale === 'id' ? 'id_ID' : 'en_US'} />
      {ogItems.map((og, index) => (
        <FragmentOg key={index} og={og} />
      ))}
      {imageSize && <meta property="og:image:width" content={String(imageSize.width)} />}
      {imageSize && <meta property="og:image:height" content={String(imageSize.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={ogItems[0]?.title ?? pageTitle} />
      <meta name="twitter:description" content={ogItems[0]?.description ?? pageDescription} />
      {ogItems[0]?.image?.url && <meta name="twitter:image" content={ogItems[0].image.url} />}
    </Head>
  );
}

function FragmentOg({ og }: { og: PageMeta['og'][number] }) {
  return (
    <>
      {og.title && <meta property="og:title" content={og.title} />}
      {og.description && <meta property="og:description" content={og.description} />}
      {og.site_name && <meta property="og:site_name" content={og.site_name} />}
      {og.image?.url && <meta property="og:image" content={og.image.url} />}
    </>
  );
}
