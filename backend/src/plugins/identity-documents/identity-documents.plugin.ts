import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import {
    configureDocuments,
    CustomerDocumentsOptions,
    documentAdminResolvers,
    documentControllers,
    documentEntities,
    documentProviders,
    documentShopResolvers,
    documentsAdminApiExtensions,
    documentsShopApiExtensions,
} from './index';

/**
 * Identity documents (KTP/KITAS, NPWP): numbers and photos in private storage, shown only to their owner and to
 * staff with ReadCustomerDocument, every view in an access log. The back office shows them on Vendure's customer
 * detail page (dashboard/). Customers' other account data is the AccountsPlugin's.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: documentEntities,
    providers: documentProviders(() => IdentityDocumentsPlugin.options),
    controllers: documentControllers,
    shopApiExtensions: { schema: documentsShopApiExtensions, resolvers: documentShopResolvers },
    adminApiExtensions: { schema: documentsAdminApiExtensions, resolvers: documentAdminResolvers },
    dashboard: './dashboard/index.tsx',
    configuration: configureDocuments,
    compatibility: '^3.0.0',
})
export class IdentityDocumentsPlugin {
    static options: CustomerDocumentsOptions = {};

    static init(options: CustomerDocumentsOptions = {}): Type<IdentityDocumentsPlugin> {
        this.options = options;
        return IdentityDocumentsPlugin;
    }
}
