import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatRupiah } from '@/lib/money';
import {
  filtersToSearch,
  PRICE_RANGE_KEYS,
  PRICE_RANGES,
  SORTS,
  type PriceRange,
  type ShopFilters,
  type ShopSize,
} from '../filters';
import styles from './shop.module.css';

interface ShopFiltersProps {
  /** `/shop` or `/shop/<category>`: the links keep the visitor on this page. */
  basePath: string;
  filters: ShopFilters;
  sizes: { code: string; name: string }[];
}

function Choice({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <li>
      {/* Plain links: they work without JavaScript and each view has a shareable URL. */}
      <Link href={href} className={styles.chip} aria-current={current ? 'true' : undefined} scroll={false}>
        {children}
      </Link>
    </li>
  );
}

function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className={styles.filterGroup}>
      <p className={styles.filterLabel} id={id}>
        {label}
      </p>
      <ul className={styles.chips} aria-labelledby={id}>
        {children}
      </ul>
    </div>
  );
}

/** Sort, availability, price range and (for sized categories) size, each choice a link to the filtered view. */
export function ShopFiltersBar({ basePath, filters, sizes }: ShopFiltersProps) {
  const t = useTranslations('Shop');
  const href = (change: Partial<ShopFilters>) => `${basePath}${filtersToSearch({ ...filters, ...change })}`;
  const priceText = (range: PriceRange) => {
    const [min, max] = PRICE_RANGES[range];
    return t(`price.${range}`, { min: formatRupiah(min), max: formatRupiah(max) });
  };
  return (
    <section aria-label={t('filtersLabel')} className={[styles.filters, sizes.length ? styles.withSize : ''].join(' ')}>
      <Group label={t('sortLabel')}>
        {SORTS.map((sort) => (
          <Choice key={sort} href={href({ sort })} current={filters.sort === sort}>
            {t(`sort.${sort}`)}
          </Choice>
        ))}
      </Group>
      <Group label={t('availabilityLabel')}>
        <Choice href={href({ inStock: false })} current={!filters.inStock}>
          {t('anyStock')}
        </Choice>
        <Choice href={href({ inStock: true })} current={filters.inStock}>
          {t('inStockOnly')}
        </Choice>
      </Group>
      <Group label={t('priceLabel')}>
        <Choice href={href({ price: null })} current={filters.price === null}>
          {t('anyPrice')}
        </Choice>
        {PRICE_RANGE_KEYS.map((range) => (
          <Choice key={range} href={href({ price: range })} current={filters.price === range}>
            {priceText(range)}
          </Choice>
        ))}
      </Group>
      {sizes.length > 0 && (
        <Group label={t('sizeLabel')}>
          <Choice href={href({ size: null })} current={filters.size === null}>
            {t('anySize')}
          </Choice>
          {sizes.map((size) => (
            <Choice key={size.code} href={href({ size: size.code as ShopSize })} current={filters.size === size.code}>
              {size.name}
            </Choice>
          ))}
        </Group>
      )}
    </section>
  );
}
