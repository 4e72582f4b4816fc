import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { LeadsAdminResolver } from './api/leads-admin.resolver';
import { LeadsShopResolver, SubmitLeadResultResolver } from './api/leads-shop.resolver';
import { LEADS_PLUGIN_OPTIONS, LeadsPluginOptions, readLeadsPermission, resolveLeadsOptions } from './constants';
import { ContactMessage } from './entities/contact-message.entity';
import { MarketingLead } from './entities/marketing-lead.entity';
import { LeadsService } from './services/leads.service';

/**
 * Marketing leads from the calculators and contact-us messages: validated with the @alva/rules schemas (shared with the
 * site), deduplicated by idempotency key, rate-limited per client address. Needs the FinancingPlugin (the
 * `FinancingProvider` enum; a lead records the instalment the server quotes for its inputs).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [MarketingLead, ContactMessage],
    providers: [LeadsService, { provide: LEADS_PLUGIN_OPTIONS, useFactory: () => resolveLeadsOptions(LeadsPlugin.options) }],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [LeadsShopResolver, SubmitLeadResultResolver] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [LeadsAdminResolver] },
    configuration: config => {
        config.authOptions.customPermissions.push(readLeadsPermission);
        return config;
    },
    // Back-office pages (Vendure dashboard).
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class LeadsPlugin {
    static options: LeadsPluginOptions = {};

    static init(options: LeadsPluginOptions): Type<LeadsPlugin> {
        this.options = options;
        return LeadsPlugin;
    }
}
