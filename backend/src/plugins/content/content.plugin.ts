import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { MetaTagAdminResolver } from './api/meta-tag-admin.resolver';
import { MetaTagShopResolver } from './api/meta-tag-shop.resolver';
import { CONTENT_PLUGIN_OPTIONS, ContentPluginOptions, manageContentPermission } from './constants';
import { MetaTagTranslation } from './entities/meta-tag-translation.entity';
import { MetaTag } from './entities/meta-tag.entity';
import { MetaTagService } from './services/meta-tag.service';

/** Site content: meta tags per page and locale (FAQ, blog, legal pages and the guidebook follow). */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [MetaTag, MetaTagTranslation],
    providers: [MetaTagService, { provide: CONTENT_PLUGIN_OPTIONS, useFactory: () => ContentPlugin.options }],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [MetaTagShopResolver] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [MetaTagAdminResolver] },
    configuration: config => {
        config.authOptions.customPermissions.push(manageContentPermission);
        return config;
    },
    // Back-office pages (Vendure dashboard).
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class ContentPlugin {
    static options: ContentPluginOptions = {};

    static init(options: ContentPluginOptions): Type<ContentPlugin> {
        this.options = options;
        return ContentPlugin;
    }
}
