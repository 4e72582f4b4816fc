import { CART_MAX_QUANTITY } from '@alva/rules';

export const loggerCtx = 'ShopPlugin';

export interface ShopPluginOptions {
    /**
     * At or below this many saleable units the storefront shows the exact number ("Only 3 left").
     * Default 5.
     */
    lowStockThreshold?: number;
    /**
     * Most units of one item an order line may hold (Vendure's `orderLineItemsLimit`; more answers ORDER_LIMIT).
     * The cart's quantity field has the same maximum. Default 99.
     */
    maxQuantityPerLine?: number;
}

export const SHOP_DEFAULTS: Required<ShopPluginOptions> = {
    lowStockThreshold: 5,
    maxQuantityPerLine: CART_MAX_QUANTITY,
};
