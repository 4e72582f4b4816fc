import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { FinancingAdminResolver } from './api/financing-admin.resolver';
import { FinancingShopResolver, SimulateFinancingResultResolver } from './api/financing-shop.resolver';
import { manageFinancingPermission } from './constants';
import { FinancingArea } from './entities/financing-area.entity';
import { FinancingOtrPrice } from './entities/financing-otr-price.entity';
import { FinancingRate } from './entities/financing-rate.entity';
import { FinancingSettings } from './entities/financing-settings.entity';
import { FinancingService } from './services/financing.service';

/**
 * Financing parameters for the monthly-cost and down-payment calculators: OTR prices per area and variant,
 * down-payment shares, tenors and provider rates, running-cost figures. The arithmetic is @alva/rules' financing.ts,
 * shared with the site.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [FinancingArea, FinancingOtrPrice, FinancingRate, FinancingSettings],
    providers: [FinancingService],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [FinancingShopResolver, SimulateFinancingResultResolver] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [FinancingAdminResolver] },
    configuration: config => {
        config.authOptions.customPermissions.push(manageFinancingPermission);
        return config;
    },
    // Back-office pages (Vendure dashboard).
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class FinancingPlugin {
    static init(): Type<FinancingPlugin> {
        return FinancingPlugin;
    }
}
