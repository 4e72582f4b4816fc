/**
 * Filter and sort of the shop grid, driven by the URL query (`?sort=price-asc&stock=in&price=250k-1m&size=m`) so a
 * view can be shared and renders on the server without JavaScript. The middleware rewrites a filtered URL to an
 * ISR page whose last path segment carries the same filters in one canonical form (`sort-price-asc.stock-in`).
 * No React, no Apollo here: the middleware bundle imports this file.
 */
import { isAvailable, type Stock } from './stock';

export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type ShopSort = (typeof SORTS)[number];

/** Price ranges in Vendure minor units (IDR × 100), lower bound inclusive, upper exclusive. */
export const PRICE_RANGES = {
  'under-250k': [0, 250_000_00],
  '250k-1m': [250_000_00, 1_000_000_00],
  'over-1m': [1_000_000_00, Number.POSITIVE_INFINITY],
} as const;
export type PriceRange = keyof typeof PRICE_RANGES;
export const PRICE_RANGE_KEYS = Object.keys(PRICE_RANGES) as PriceRange[];

/** Size option codes the filter accepts (lower case, as the seed writes them). A fixed list keeps the ISR cache bounded. */
export const SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
export type ShopSize = (typeof SIZES)[number];

export interface ShopFilters {
  sort: ShopSort;
  inStock: boolean;
  price: PriceRange | null;
  size: ShopSize | null;
}

export const DEFAULT_FILTERS: ShopFilters = { sort: 'featured', inStock: false, price: null, size: null };

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | null =>
  value != null && (list as readonly string[]).includes(value) ? (value as T) : null;

type QueryValue = string | string[] | null | undefined;
const first = (value: QueryValue) => (Array.isArray(value) ? value[0] : value);

/** Filters from URL query values; unknown keys and values are ignored (the view is then the unfiltered one). */
export function parseFilterQuery(get: (key: string) => QueryValue): ShopFilters {
  return {
    sort: oneOf(SORTS, first(get('sort'))) ?? DEFAULT_FILTERS.sort,
    inStock: first(get('stock')) === 'in',
    price: oneOf(PRICE_RANGE_KEYS, first(get('price'))),
    size: oneOf(SIZES, first(get('size'))?.toLowerCase()),
  };
}

export function isDefaultFilters(filters: ShopFilters): boolean {
  return filters.sort === DEFAULT_FILTERS.sort && !filters.inStock && filters.price === null && filters.size === null;
}

/** The filters that differ from the defaults, as ordered key/value pairs (the one canonical order). */
function pairs(filters: ShopFilters): [string, string][] {
  const out: [string, string][] = [];
  if (filters.sort !== DEFAULT_FILTERS.sort) out.push(['sort', filters.sort]);
  if (filters.inStock) out.push(['stock', 'in']);
  if (filters.price) out.push(['price', filters.price]);
  if (filters.size) out.push(['size', filters.size]);
  return out;
}

/** `?sort=...&stock=in` (or '' for the defaults): the public, shareable form. */
export function filtersToSearch(filters: ShopFilters): string {
  const list = pairs(filters);
  return list.length ? `?${new URLSearchParams(list).toString()}` : '';
}

/** The internal path segment (`sort-price-asc.stock-in`); null for the defaults, which have their own page. */
export function encodeFilterSegment(filters: ShopFilters): string | null {
  const list = pairs(filters);
  return list.length ? list.map(([key, value]) => `${key}-${value}`).join('.') : null;
}

/** Filters from an internal path segment, or null unless it is exactly the canonical encoding of valid filters. */
export function decodeFilterSegment(segment: string): ShopFilters | null {
  const values: Record<string, string> = {};
  for (const part of segment.split('.')) {
    const dash = part.indexOf('-');
    if (dash < 1) return null;
    values[part.slice(0, dash)] = part.slice(dash + 1);
  }
  const filters = parseFilterQuery((key) => values[key]);
  return encodeFilterSegment(filters) === segment ? filters : null;
}

/** What the grid knows of one variant. */
export interface FilterableVariant {
  price: number;
  size: string | null;
  stock: Stock;
}

export interface FilterableItem {
  name: string;
  /** Catalogue order, used by the `featured` sort. */
  position: number;
  createdAt: string;
  minPrice: number;
  variants: FilterableVariant[];
}

function matches(item: FilterableItem, filters: ShopFilters): boolean {
  const range = filters.price ? PRICE_RANGES[filters.price] : null;
  return item.variants.some(
    (variant) =>
      (!filters.inStock || isAvailable(variant.stock)) &&
      (!filters.size || variant.size === filters.size) &&
      (!range || (variant.price >= range[0] && variant.price < range[1])),
  );
}

/** The items a view shows, filtered and sorted; the input is not changed. */
export function applyFilters<T extends FilterableItem>(items: T[], filters: ShopFilters, locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  const compare: Record<ShopSort, (a: T, b: T) => number> = {
    featured: (a, b) => a.position - b.position,
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.position - a.position,
    'price-asc': (a, b) => a.minPrice - b.minPrice || byName(a, b),
    'price-desc': (a, b) => b.minPrice - a.minPrice || byName(a, b),
    name: byName,
  };
  return items.filter((item) => matches(item, filters)).sort(compare[filters.sort]);
}
