import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { ProductContentResolver } from './api/product-content.resolver';
import { productCustomFields } from './custom-fields';

/** Catalogue additions: the content blocks of the motorcycles' product pages (Product custom field + typed field). */
@VendurePlugin({
    imports: [PluginCommonModule],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [ProductContentResolver] },
    configuration: config => {
        config.customFields.Product = [...(config.customFields.Product ?? []), ...productCustomFields];
        return config;
    },
    compatibility: '^3.0.0',
})
export class CataloguePlugin {
    static init(): Type<CataloguePlugin> {
        return CataloguePlugin;
    }
}
