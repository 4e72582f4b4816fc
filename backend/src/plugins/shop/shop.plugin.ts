import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { SHOP_DEFAULTS, ShopPluginOptions } from './constants';
import { StockCountDisplayStrategy } from './stock-count-display-strategy';

/**
 * The shop (batteries, accessories, spare parts, apparel) runs on Vendure's own catalogue and active order; this
 * plugin only sets what the storefront relies on: stock levels with a count when low, and the per-line quantity
 * limit the cart's quantity field also enforces. Stock itself is enforced by Vendure (INSUFFICIENT_STOCK) because
 * every seeded variant tracks inventory.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        const options = { ...SHOP_DEFAULTS, ...ShopPlugin.options };
        config.catalogOptions.stockDisplayStrategy = new StockCountDisplayStrategy(options.lowStockThreshold);
        config.orderOptions.orderLineItemsLimit = options.maxQuantityPerLine;
        return config;
    },
    compatibility: '^3.0.0',
})
export class ShopPlugin {
    static options: ShopPluginOptions = {};

    static init(options: ShopPluginOptions): Type<ShopPlugin> {
        this.options = options;
        return ShopPlugin;
    }
}
