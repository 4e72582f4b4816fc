import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  decodeFilterSegment,
  DEFAULT_FILTERS,
  encodeFilterSegment,
  filtersToSearch,
  isDefaultFilters,
  parseFilterQuery,
  type FilterableItem,
} from '../filters';
import { parseStockLevel } from '../stock';

const query = (search: string) => {
  const params = new URLSearchParams(search);
  return parseFilterQuery((key) => params.get(key));
};

const item = (
  name: string,
  position: number,
  createdAt: string,
  variants: { price: number; size?: string; stockLevel?: string }[],
): FilterableItem => ({
  name,
  position,
  createdAt,
  minPrice: Math.min(...variants.map((v) => v.price)),
  variants: variants.map((v) => ({
    price: v.price,
    size: v.size ?? null,
    stock: parseStockLevel(v.stockLevel ?? 'IN_STOCK'),
  })),
});

const items = [
  item('Top Box 30 L', 0, '2026-01-01T00:00:01Z', [{ price: 850_000_00 }]),
  item('Helmet', 1, '2026-01-01T00:00:02Z', [{ price: 650_000_00, stockLevel: 'OUT_OF_STOCK' }]),
  item('Phone holder', 2, '2026-01-01T00:00:03Z', [{ price: 225_000_00, stockLevel: '3' }]),
  item('Fast charger', 3, '2026-01-01T00:00:04Z', [{ price: 1_750_000_00 }]),
  item('T-shirt', 4, '2026-01-01T00:00:05Z', [
    { price: 149_000_00, size: 's', stockLevel: 'OUT_OF_STOCK' },
    { price: 149_000_00, size: 'm' },
  ]),
];
const names = (list: FilterableItem[]) => list.map((i) => i.name);

describe('shop filters from the URL query', () => {
  it('reads known values and ignores the rest', () => {
    expect(query('sort=price-desc&stock=in&price=250k-1m&size=M')).toEqual({
      sort: 'price-desc',
      inStock: true,
      price: '250k-1m',
      size: 'm',
    });
    expect(query('sort=cheapest&stock=yes&price=1-2&size=huge&utm_source=x')).toEqual(DEFAULT_FILTERS);
    expect(isDefaultFilters(query(''))).toBe(true);
  });

  it('writes one canonical query and path segment, and reads only that segment back', () => {
    const filters = query('size=m&stock=in&sort=name');
    expect(filtersToSearch(filters)).toBe('?sort=name&stock=in&size=m');
    expect(encodeFilterSegment(filters)).toBe('sort-name.stock-in.size-m');
    expect(decodeFilterSegment('sort-name.stock-in.size-m')).toEqual(filters);
    expect(encodeFilterSegment(DEFAULT_FILTERS)).toBeNull();
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
    // Not canonical (order, defaults spelled out, unknown values): no page, so nothing extra is cached.
    expect(decodeFilterSegment('stock-in.sort-name')).toBeNull();
    expect(decodeFilterSegment('sort-featured')).toBeNull();
    expect(decodeFilterSegment('sort-cheapest')).toBeNull();
    expect(decodeFilterSegment('')).toBeNull();
  });
});

describe('applyFilters', () => {
  it('keeps the catalogue order by default and does not change its input', () => {
    const copy = [...items];
    expect(names(applyFilters(items, DEFAULT_FILTERS, 'en'))).toEqual(names(copy));
    expect(items).toEqual(copy);
  });

  it('sorts by price both ways, by name and by newest', () => {
    const sorted = (sort: string) => names(applyFilters(items, query(`sort=${sort}`), 'en'));
    expect(sorted('price-asc')).toEqual(['T-shirt', 'Phone holder', 'Helmet', 'Top Box 30 L', 'Fast charger']);
    expect(sorted('price-desc')).toEqual(['Fast charger', 'Top Box 30 L', 'Helmet', 'Phone holder', 'T-shirt']);
    expect(sorted('name')).toEqual(['Fast charger', 'Helmet', 'Phone holder', 'T-shirt', 'Top Box 30 L']);
    expect(sorted('newest')).toEqual(['T-shirt', 'Fast charger', 'Phone holder', 'Helmet', 'Top Box 30 L']);
  });

  it('filters by stock (low stock counts as available), price range and size', () => {
    const filtered = (search: string) => names(applyFilters(items, query(search), 'en'));
    expect(filtered('stock=in')).toEqual(['Top Box 30 L', 'Phone holder', 'Fast charger', 'T-shirt']);
    expect(filtered('price=under-250k')).toEqual(['Phone holder', 'T-shirt']);
    expect(filtered('price=250k-1m')).toEqual(['Top Box 30 L', 'Helmet']);
    expect(filtered('price=over-1m')).toEqual(['Fast charger']);
    expect(filtered('size=s')).toEqual(['T-shirt']);
    // Size S exists but is sold out: with "in stock only" nothing is left.
    expect(filtered('size=s&stock=in')).toEqual([]);
    expect(filtered('size=m&stock=in&price=under-250k')).toEqual(['T-shirt']);
    expect(filtered('size=xl')).toEqual([]);
  });
});

describe('parseStockLevel', () => {
  it('reads the back end strategy: IN_STOCK, OUT_OF_STOCK or a low count', () => {
    expect(parseStockLevel('IN_STOCK')).toEqual({ kind: 'in' });
    expect(parseStockLevel('OUT_OF_STOCK')).toEqual({ kind: 'out' });
    expect(parseStockLevel('3')).toEqual({ kind: 'low', count: 3 });
    expect(parseStockLevel('LOW_STOCK')).toEqual({ kind: 'low', count: null });
    expect(parseStockLevel('0')).toEqual({ kind: 'out' });
  });
});
