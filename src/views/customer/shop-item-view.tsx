import Link from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { breadcrumbList, JsonLd, type JsonLdThing } from '@/components/seo/json-ld';
import { localizedUrl, SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import { AddToCartForm } from '@/features/shop/components/add-to-cart-form';
import itemStyles from '@/features/shop/components/item.module.css';
import styles from '@/features/shop/components/shop.module.css';
import { shopPaths } from '@/features/shop/constants';
import type { ShopItemPageProps } from '@/features/shop/get-shop-props';
import { parseStockLevel } from '@/features/shop/stock';
import { assetUrl } from '@/lib/asset-url';

export type ShopItemViewProps = ShopItemPageProps;

/** Vendure descriptions are rich text; the page shows them as plain paragraphs. */
function paragraphs(html: string): string[] {
  return html
    .replace(/<\/(p|div|h\d|li)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
} as const;

export function ShopItemView({ item, category, meta }: ShopItemViewProps) {
  const t = useTranslations('Shop');
  const tSeo = useTranslations('Seo');
  const locale = useLocale();
  const path = shopPaths.item(category.slug, item.slug);
  const url = localizedUrl(path, locale);
  const description = paragraphs(item.description);
  const images = item.assets.length ? item.assets : item.featuredAsset ? [item.featuredAsset] : [];
  const imageUrls = images.map((image) => assetUrl(image.preview, 1000, 750));

  const product: JsonLdThing = {
    '@type': 'Product',
    name: item.name,
    description: description.join(' '),
    image: images.map((image) => image.preview),
    sku: item.variants[0]?.sku,
    brand: { '@type': 'Brand', name: 'Alva' },
    url,
    offers: item.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.name,
      sku: variant.sku,
      // Minor units to rupiah: IDR has no decimals.
      price: String(Math.round(variant.priceWithTax / 100)),
      priceCurrency: variant.currencyCode,
      availability: AVAILABILITY[parseStockLevel(variant.stockLevel).kind],
      url,
    })),
  };
  const crumbs = breadcrumbList([
    { name: t('title'), url: localizedUrl(shopPaths.shop, locale) },
    { name: category.name, url: localizedUrl(shopPaths.category(category.slug), locale) },
    { name: item.name, url },
  ]);

  return (
    <>
      {/* Each item page carries its own name; the content service's item meta only fills the rest. */}
      <SeoHead
        meta={
          meta
            ? { ...meta, title: `${item.name} | Alva`, description: description[0] ?? meta.description, og: [] }
            : null
        }
        title={`${item.name} | Alva`}
        description={description[0]}
        image={images[0]?.preview}
      />
      <JsonLd id="shop-item" data={[product, crumbs]} />
      <SeoHeading>{tSeo('headings.shopItem', { name: item.name })}</SeoHeading>
      <PageContainer>
        <nav aria-label={t('breadcrumbLabel')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href={shopPaths.shop}>{t('title')}</Link>
            </li>
            <li>
              <Link href={shopPaths.category(category.slug)}>{category.name}</Link>
            </li>
            <li>
              <span aria-current="page">{item.name}</span>
            </li>
          </ol>
        </nav>
        <div className={itemStyles.layout}>
          <section aria-label={t('images', { name: item.name })}>
            {imageUrls.map((src, index) => (
              <img
                key={src}
                src={src}
                alt={index === 0 ? item.name : `${item.name} (${index + 1})`}
                width={800}
                height={600}
                fetchPriority={index === 0 ? 'high' : undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                style={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'contain',
                  background: '#F6F3F5',
                  borderRadius: 8,
                  marginBottom: 16,
                }}
              />
            ))}
          </section>
          <div>
            <h2 className={text.pageTitle}>{item.name}</h2>
            {description.map((paragraph, index) => (
              <p key={index} className={itemStyles.description}>
                {paragraph}
              </p>
            ))}
            <AddToCartForm variants={item.variants} />
          </div>
        </div>
      </PageContainer>
    </>
  );
}
