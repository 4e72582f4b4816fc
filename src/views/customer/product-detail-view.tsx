import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { breadcrumbList, JsonLd } from '@/components/seo/json-ld';
import { SeoHead, localizedUrl, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import { BatteryOptions } from '@/features/catalogue/components/battery-options';
import { ColumnSlider } from '@/features/catalogue/components/column-slider';
import blocks from '@/features/catalogue/components/product-blocks.module.css';
import { VariantPicker } from '@/features/catalogue/components/variant-picker';
import { OPTION_GROUPS } from '@/features/catalogue/constants';
import type { AreaPrices } from '@/features/catalogue/get-product-page-props';
import { findVariant, findVariantByCodes, selectionOf, type Selection } from '@/features/catalogue/variant-selection';
import { BuyButton } from '@/features/purchase/components/buy-button';
import type { ProductDetailQuery } from '@/graphql/generated/graphql';
import { formatRupiah } from '@/lib/money';
import { bikeConfiguration, canAddBatteryTo } from './bike-configuration';
import styles from './product-detail-view.module.css';
import { assetUrl } from '@/lib/asset-url';

export type ProductDetail = NonNullable<ProductDetailQuery['product']>;

export interface ProductDetailViewProps {
  product: ProductDetail;
  meta: PageMeta | null;
  /** Option codes per group of the variant to preselect (the shortcut routes); otherwise the first variant. */
  initialOptions?: Record<string, string> | null;
  /** On-the-road prices per area; empty when unknown (the variant's own price shows). */
  areas?: AreaPrices[];
}

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

type OfferVariant = Pick<ProductDetail['variants'][number], 'sku' | 'priceWithTax' | 'stockLevel'>;

const availabilityOf = (variant: OfferVariant) =>
  variant.stockLevel === 'OUT_OF_STOCK' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';

/**
 * The schema.org offers of a motorcycle: every variant's catalogue price, and their range, whose low price is the
 * listing's "From" price (one offer for the default variant read as a contradiction of it).
 */
function aggregateOffer(variants: OfferVariant[], url: string) {
  const prices = variants.map((v) => v.priceWithTax / 100);
  return {
    '@type': 'AggregateOffer',
    url,
    priceCurrency: 'IDR',
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: variants.length,
    availability: variants.some((v) => v.stockLevel !== 'OUT_OF_STOCK')
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock',
    offers: variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      url,
      priceCurrency: 'IDR',
      price: v.priceWithTax / 100,
      availability: availabilityOf(v),
      itemCondition: 'https://schema.org/NewCondition',
    })),
  };
}

export function ProductDetailView({ product, meta, initialOptions, areas = [] }: ProductDetailViewProps) {
  const t = useTranslations('Product');
  const tPage = useTranslations('ProductPage');
  const tSeo = useTranslations('Seo');
  const { locale = 'en' } = useRouter();
  const initial =
    (initialOptions && findVariantByCodes(product.variants, product.optionGroups, initialOptions)) ||
    product.variants[0];
  const [selection, setSelection] = useState<Selection>(() => (initial ? selectionOf(initial) : {}));
  const variant = useMemo(() => findVariant(product.variants, selection), [product.variants, selection]);
  const image = variant?.featuredAsset?.preview ?? product.featuredAsset?.preview;
  const description = paragraphs(product.description);
  const content = product.content;
  const group = (code: string) => product.optionGroups.find((g) => g.code === code);
  const batteryGroup = group(OPTION_GROUPS.battery);
  const colourGroup = group(OPTION_GROUPS.color);
  const accentGroup = group(OPTION_GROUPS.accent);
  const productPath = routes.productDetail(product.slug);
  const productUrl = localizedUrl(productPath, locale);
  const [areaCode, setAreaCode] = useState(areas[0]?.code ?? '');
  const [additionalBattery, setAdditionalBattery] = useState(false);
  const area = areas.find((a) => a.code === areaCode) ?? null;
  const optionOf = (groupId: string | undefined) => variant?.options.find((o) => o.groupId === groupId);
  const batteryOption = optionOf(batteryGroup?.id);
  // The price follows the choice and the area: the area's on-the-road price when it has one, else the list price.
  const areaPrice = area && batteryOption ? (area.prices[batteryOption.code] ?? null) : null;
  const price = areaPrice ?? variant?.priceWithTax ?? null;
  const canAddBattery = canAddBatteryTo(product, variant);
  const configuration =
    variant && price !== null
      ? bikeConfiguration(product, variant, { price, areaCode: area?.code ?? '', additionalBattery })
      : null;

  // Colour × accent combinations (one picture each), shown in the colours block.
  const paints = useMemo(() => {
    if (!colourGroup || !accentGroup) return [];
    return colourGroup.options.flatMap((colour) =>
      accentGroup.options.map((accent) => {
        const match = product.variants.find(
          (v) => v.options.some((o) => o.id === colour.id) && v.options.some((o) => o.id === accent.id),
        );
        return { colour, accent, preview: match?.featuredAsset?.preview ?? null };
      }),
    );
  }, [colourGroup, accentGroup, product.variants]);

  const batteryCards =
    content && batteryGroup
      ? content.battery.options.map((option) => {
          const optionId = batteryGroup.options.find((o) => o.code === option.code)?.id;
          const match = optionId
            ? findVariant(product.variants, { ...selection, [batteryGroup.id]: optionId })
            : undefined;
          return {
            ...option,
            price: match ? (area?.prices[option.code] ?? match.priceWithTax) : null,
            selected: Boolean(optionId && selection[batteryGroup.id] === optionId),
          };
        })
      : [];

  return (
    <>
      {/* Each product page carries its own name; the content service's product meta only fills the description. */}
      <SeoHead
        meta={meta ? { ...meta, title: `${product.name} | Alva`, og: [] } : null}
        title={`${product.name} | Alva`}
        description={description[0]}
        image={image ?? undefined}
        canonicalPath={productPath}
      />
      <JsonLd
        id="product"
        data={[
          {
            '@type': 'Product',
            name: product.name,
            description: content?.tagline ?? description[0],
            image: product.featuredAsset ? [assetUrl(product.featuredAsset.preview, 1000, 600)] : undefined,
            brand: { '@type': 'Brand', name: 'Alva' },
            url: productUrl,
            ...(product.variants.length ? { offers: aggregateOffer(product.variants, productUrl) } : {}),
          },
          breadcrumbList([
            { name: tPage('breadcrumbHome'), url: localizedUrl('/', locale) },
            { name: tPage('breadcrumbProducts'), url: localizedUrl(routes.product, locale) },
            { name: product.name, url: productUrl },
          ]),
        ]}
      />
      <SeoHeading>{tSeo('headings.productDetail', { name: product.name })}</SeoHeading>
      <div className={styles.container}>
        <nav aria-label={tPage('breadcrumbLabel')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href={routes.home}>{tPage('breadcrumbHome')}</Link>
            </li>
            <li>
              <Link href={routes.product}>{tPage('breadcrumbProducts')}</Link>
            </li>
            <li aria-current="page">{product.name}</li>
          </ol>
        </nav>
        <div className={styles.top}>
          <div className={styles.media}>
            {image && (
              <img
                src={assetUrl(image, 1000, 600)}
                // Phones fetch a 600 px picture: the LCP element on a throttled mobile connection.
                srcSet={`${assetUrl(image, 600, 360)} 600w, ${assetUrl(image, 1000, 600)} 1000w`}
                sizes="(min-width: 960px) 58vw, 100vw"
                alt={variant ? `${product.name} — ${variant.name}` : product.name}
                width={800}
                height={480}
                fetchPriority="high"
                decoding="async"
                className={styles.image}
              />
            )}
          </div>
          <div>
            <h2 className={styles.name}>{product.name}</h2>
            {content && <p className={styles.tagline}>{content.tagline}</p>}
            {description.map((text, index) => (
              <p key={index} className={styles.description}>
                {text}
              </p>
            ))}
            <div className={styles.picker}>
              <VariantPicker
                optionGroups={product.optionGroups}
                variants={product.variants}
                selection={selection}
                onChange={setSelection}
              />
            </div>
            {areas.length > 0 && (
              <div className={styles.configRow}>
                <label htmlFor="otr-area">{t('area')}</label>
                <select id="otr-area" value={areaCode} onChange={(event) => setAreaCode(event.target.value)}>
                  {areas.map((a) => (
                    <option key={a.code} value={a.code}>
                      {a.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {canAddBattery && (
              <label className={styles.configCheck}>
                <input
                  type="checkbox"
                  checked={additionalBattery}
                  onChange={(event) => setAdditionalBattery(event.target.checked)}
                />
                <span>{t('additionalBattery')}</span>
              </label>
            )}
            <div className={styles.priceBox} aria-live="polite">
              {variant ? (
                <>
                  <p className={styles.muted}>{t('selectedVariant', { name: variant.name })}</p>
                  <p className={styles.price} data-testid="variant-price">
                    {formatRupiah(price ?? variant.priceWithTax)}
                  </p>
                  <p className={styles.caption}>
                    {area && areaPrice !== null ? t('areaPriceNote', { area: area.name }) : t('priceNote')}
                  </p>
                  {configuration?.additionalBattery && <p className={styles.caption}>{t('additionalBatteryNote')}</p>}
                  <p className={styles.stock}>
                    {variant.stockLevel === 'OUT_OF_STOCK' ? t('outOfStock') : t('inStock')}
                  </p>
                </>
              ) : (
                <p role="status">{t('noVariant')}</p>
              )}
            </div>
            <div className={styles.actions}>
              <Link href={routes.testRideFor({ model: product.slug })} className={blocks.buttonOutline}>
                {t('ctaTestRide')}
              </Link>
              <BuyButton configuration={configuration} className={blocks.buttonPrimary}>
                {t('ctaBuy')}
              </BuyButton>
            </div>
          </div>
        </div>
      </div>

      {content ? (
        <>
          <section aria-labelledby="block-highlights" className={blocks.band} data-block="column-slider">
            <div className={styles.container}>
              <h2 id="block-highlights" className={blocks.blockTitle}>
                {tPage('highlightsTitle')}
              </h2>
              <ColumnSlider items={content.columnSlider} label={tPage('highlightsTitle')} />
            </div>
          </section>
          <section aria-labelledby="block-main-body" className={styles.container} data-block="main-body">
            <div className={blocks.section}>
              <h2 id="block-main-body" className={blocks.blockTitle}>
                {content.mainBody.title}
              </h2>
              <p className={blocks.lead}>{content.mainBody.body}</p>
              <ul className={blocks.cardGrid}>
                {content.mainBody.highlights.map((item) => (
                  <li key={item.title} className={blocks.card}>
                    <h3 className={blocks.cardTitle}>{item.title}</h3>
                    <p className={blocks.cardBody}>{item.body}</p>
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <section aria-labelledby="block-colors" className={blocks.band} data-block="colors">
            <div className={`${styles.container} ${blocks.section}`}>
              <h2 id="block-colors" className={blocks.blockTitle}>
                {content.colors.title}
              </h2>
              <p className={blocks.lead}>{content.colors.body}</p>
              <ul className={blocks.paintGrid}>
                {paints.map(({ colour, accent, preview }) => {
                  const selected =
                    colourGroup && accentGroup
                      ? selection[colourGroup.id] === colour.id && selection[accentGroup.id] === accent.id
                      : false;
                  return (
                    <li key={`${colour.id}-${accent.id}`}>
                      <button
                        type="button"
                        className={blocks.paint}
                        aria-pressed={selected}
                        onClick={() =>
                          colourGroup &&
                          accentGroup &&
                          setSelection({ ...selection, [colourGroup.id]: colour.id, [accentGroup.id]: accent.id })
                        }
                      >
                        {preview && (
                          <img
                            src={assetUrl(preview, 400, 240)}
                            alt=""
                            width={400}
                            height={240}
                            loading="lazy"
                            decoding="async"
                          />
                        )}
                        <span>
                          {colour.name} · {accent.name}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          </section>
          <section aria-labelledby="block-specification" className={styles.container} data-block="specification">
            <div className={blocks.section}>
              <h2 id="block-specification" className={blocks.blockTitle}>
                {tPage('specificationTitle')}
              </h2>
              <dl className={blocks.specList}>
                {content.specification.map((row) => (
                  <div key={row.label} className={blocks.specRow}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
          <section aria-labelledby="block-battery" className={blocks.band} data-block="battery">
            <div className={`${styles.container} ${blocks.section}`}>
              <h2 id="block-battery" className={blocks.blockTitle}>
                {content.battery.title}
              </h2>
              <p className={blocks.lead}>{content.battery.body}</p>
              <BatteryOptions
                options={batteryCards}
                onChoose={(code) => {
                  const optionId = batteryGroup?.options.find((o) => o.code === code)?.id;
                  if (batteryGroup && optionId) setSelection({ ...selection, [batteryGroup.id]: optionId });
                }}
              />
            </div>
          </section>
        </>
      ) : (
        <p className={`${styles.container} ${blocks.section}`}>{tPage('noContent')}</p>
      )}
    </>
  );
}
