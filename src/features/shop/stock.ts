/**
 * `ProductVariant.stockLevel` as the back end's StockCountDisplayStrategy writes it: `IN_STOCK`, `OUT_OF_STOCK`, or
 * the exact saleable count when it is low ("3"). Vendure's default `LOW_STOCK` is read as low without a number.
 */
export type Stock = { kind: 'in' } | { kind: 'out' } | { kind: 'low'; count: number | null };

export function parseStockLevel(stockLevel: string | null | undefined): Stock {
  if (stockLevel === 'OUT_OF_STOCK') return { kind: 'out' };
  if (stockLevel === 'LOW_STOCK') return { kind: 'low', count: null };
  if (stockLevel && /^\d+$/.test(stockLevel)) {
    const count = Number(stockLevel);
    return count > 0 ? { kind: 'low', count } : { kind: 'out' };
  }
  return { kind: 'in' };
}

export const isAvailable = (stock: Stock) => stock.kind !== 'out';
