import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { ExperienceCenterAdminResolver } from './api/experience-center-admin.resolver';
import { ExperienceCenterShopResolver } from './api/experience-center-shop.resolver';
import { DEALERS_PLUGIN_OPTIONS, DealersPluginOptions, manageDealersPermission } from './constants';
import { ExperienceCenter } from './entities/experience-center.entity';
import { ExperienceCenterService } from './services/experience-center.service';

/** Experience centres and dealers: where to test-ride, buy and pick up a bike. */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [ExperienceCenter],
    providers: [ExperienceCenterService, { provide: DEALERS_PLUGIN_OPTIONS, useFactory: () => DealersPlugin.options }],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [ExperienceCenterShopResolver] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [ExperienceCenterAdminResolver] },
    configuration: config => {
        config.authOptions.customPermissions.push(manageDealersPermission);
        return config;
    },
    // Back-office pages (Vendure dashboard).
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class DealersPlugin {
    static options: DealersPluginOptions = {};

    static init(options: DealersPluginOptions): Type<DealersPlugin> {
        this.options = options;
        return DealersPlugin;
    }
}
