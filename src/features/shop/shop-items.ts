import type { ShopCatalogueQuery, ShopItem_VariantFragment } from '@/graphql/generated/graphql';
import { SHOP_CATEGORIES, SIZE_GROUP, type ShopCategory } from './constants';
import type { FilterableItem } from './filters';
import { parseStockLevel, type Stock } from './stock';

export interface ShopCategoryInfo {
  slug: ShopCategory;
  name: string;
  description: string;
}

/** One product of the shop as a grid card shows it (serialisable: it travels in static props). */
export interface ShopItem extends FilterableItem {
  id: string;
  slug: string;
  category: ShopCategory;
  image: string | null;
  maxPrice: number;
  /** Availability of the item as a whole: in stock when any variant is; the smallest known count when all are low. */
  stock: Stock;
  /** Size options (apparel), in catalogue order. */
  sizes: { code: string; name: string }[];
}

const sizeOf = (variant: Pick<ShopItem_VariantFragment, 'options'>) =>
  variant.options.find((option) => option.group.code === SIZE_GROUP) ?? null;

function combinedStock(stocks: Stock[]): Stock {
  if (stocks.some((stock) => stock.kind === 'in')) return { kind: 'in' };
  const low = stocks.filter((stock): stock is Extract<Stock, { kind: 'low' }> => stock.kind === 'low');
  if (!low.length) return { kind: 'out' };
  const counts = low.map((stock) => stock.count);
  return {
    kind: 'low',
    count: counts.every((count): count is number => count !== null) ? counts.reduce((a, b) => a + b, 0) : null,
  };
}

/** The catalogue query's collections as categories and items, in the shop's order (category, then catalogue). */
export function toShopCatalogue(data: ShopCatalogueQuery | undefined): {
  categories: ShopCategoryInfo[];
  items: ShopItem[];
} {
  const collections = data?.collections.items ?? [];
  const categories: ShopCategoryInfo[] = [];
  const items: ShopItem[] = [];
  for (const slug of SHOP_CATEGORIES) {
    const collection = collections.find((c) => c.slug === slug);
    if (!collection) continue;
    categories.push({ slug, name: collection.name, description: collection.description });
    const byProduct = new Map<string, ShopItem_VariantFragment[]>();
    for (const variant of collection.productVariants.items) {
      const list = byProduct.get(variant.product.id) ?? [];
      list.push(variant);
      byProduct.set(variant.product.id, list);
    }
    const products = [...byProduct.values()].sort(
      (a, b) =>
        a[0].product.createdAt.localeCompare(b[0].product.createdAt) ||
        Number(a[0].product.id) - Number(b[0].product.id),
    );
    for (const variants of products) {
      const product = variants[0].product;
      const prices = variants.map((v) => v.priceWithTax);
      const stocks = variants.map((v) => parseStockLevel(v.stockLevel));
      items.push({
        id: product.id,
        slug: product.slug,
        name: product.name,
        category: slug,
        image: product.featuredAsset?.preview ?? null,
        position: items.length,
        createdAt: product.createdAt,
        minPrice: Math.min(...prices),
        maxPrice: Math.max(...prices),
        stock: combinedStock(stocks),
        sizes: variants.flatMap((v) => {
          const size = sizeOf(v);
          return size ? [{ code: size.code, name: size.name }] : [];
        }),
        variants: variants.map((v, index) => ({
          price: v.priceWithTax,
          size: sizeOf(v)?.code ?? null,
          stock: stocks[index],
        })),
      });
    }
  }
  return { categories, items };
}
