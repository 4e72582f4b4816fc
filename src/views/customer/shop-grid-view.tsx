import Link from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { JsonLd, breadcrumbList } from '@/components/seo/json-ld';
import { localizedUrl, SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { ItemCard } from '@/features/shop/components/item-card';
import { ShopFiltersBar } from '@/features/shop/components/shop-filters';
import styles from '@/features/shop/components/shop.module.css';
import { shopPaths } from '@/features/shop/constants';
import { isDefaultFilters } from '@/features/shop/filters';
import type { ShopGridPageProps } from '@/features/shop/get-shop-props';
import { PageContainer } from '@/components/ui/page-container';

export type ShopGridViewProps = ShopGridPageProps;

/** `/shop` (every category) and `/shop/<category>`: server-rendered cards, filters as links. */
export function ShopGridView({ category, categories, items, total, filters, sizes, meta }: ShopGridViewProps) {
  const t = useTranslations('Shop');
  const tSeo = useTranslations('Seo');
  const locale = useLocale();
  const basePath = category ? shopPaths.category(category.slug) : shopPaths.shop;
  const title = category ? category.name : t('title');
  const namesBySlug = Object.fromEntries(categories.map((c) => [c.slug, c.name]));
  const crumbs = [{ name: t('title'), url: localizedUrl(shopPaths.shop, locale) }];
  if (category) crumbs.push({ name: category.name, url: localizedUrl(basePath, locale) });

  return (
    <>
      {/* Filtered views are variants of the category page: they name it as canonical. */}
      <SeoHead
        meta={meta}
        title={`${title} | Alva`}
        description={category?.description || t('intro')}
        canonicalPath={basePath}
      />
      <JsonLd id="shop-breadcrumb" data={breadcrumbList(crumbs)} />
      <SeoHeading>
        {category ? tSeo('headings.shopCategory', { name: category.name }) : tSeo('headings.shop')}
      </SeoHeading>
      <PageContainer>
        <nav aria-label={t('breadcrumbLabel')} className={styles.breadcrumb}>
          <ol>
            <li>
              {category ? (
                <Link href={shopPaths.shop}>{t('title')}</Link>
              ) : (
                <span aria-current="page">{t('title')}</span>
              )}
            </li>
            {category && (
              <li>
                <span aria-current="page">{category.name}</span>
              </li>
            )}
          </ol>
        </nav>
        {/* Plain elements, not MUI Typography: this page's JavaScript stays small (DESIGN §7). */}
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.intro}>{category?.description || t('intro')}</p>
        <nav aria-label={t('categoriesLabel')}>
          <ul className={styles.chips}>
            <li>
              <Link href={shopPaths.shop} className={styles.chip} aria-current={category ? undefined : 'page'}>
                {t('all')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  href={shopPaths.category(c.slug)}
                  className={styles.chip}
                  aria-current={category?.slug === c.slug ? 'page' : undefined}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ShopFiltersBar basePath={basePath} filters={filters} sizes={sizes} />
        <div className={styles.summary}>
          <p className={styles.count} role="status">
            {t('resultCount', { count: items.length, total })}
          </p>
          {!isDefaultFilters(filters) && (
            <Link href={basePath} scroll={false}>
              {t('clearFilters')}
            </Link>
          )}
        </div>
        {items.length > 0 ? (
          <ul className={styles.grid}>
            {items.map((item, index) => (
              <li key={item.id}>
                <ItemCard
                  item={item}
                  categoryName={category ? undefined : namesBySlug[item.category]}
                  priority={index < 2}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <h3>{total === 0 ? t('noItems') : t('emptyTitle')}</h3>
            {total > 0 && (
              <>
                <p>{t('emptyBody')}</p>
                <Link href={basePath} className={styles.chip}>
                  {t('clearFilters')}
                </Link>
              </>
            )}
          </div>
        )}
      </PageContainer>
    </>
  );
}
