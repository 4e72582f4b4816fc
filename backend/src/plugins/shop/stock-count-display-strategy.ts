import { ProductVariant, RequestContext, StockDisplayStrategy } from '@vendure/core';

/** `ProductVariant.stockLevel` values besides a count (see {@link StockCountDisplayStrategy}). */
export const STOCK_LEVEL = { inStock: 'IN_STOCK', outOfStock: 'OUT_OF_STOCK' } as const;

/**
 * `stockLevel` is `OUT_OF_STOCK`, the exact saleable count as a decimal string when it is low (1..threshold, so the
 * shop can say "Only 3 left"), or `IN_STOCK`. Vendure's default strategy only says LOW_STOCK, and exposing every
 * count would leak the whole inventory.
 */
export class StockCountDisplayStrategy implements StockDisplayStrategy {
    constructor(private readonly lowStockThreshold: number) {}

    getStockLevel(_ctx: RequestContext, _variant: ProductVariant, saleableStockLevel: number): string {
        if (saleableStockLevel < 1) return STOCK_LEVEL.outOfStock;
        if (saleableStockLevel <= this.lowStockThreshold) return String(saleableStockLevel);
        return STOCK_LEVEL.inStock;
    }
}
