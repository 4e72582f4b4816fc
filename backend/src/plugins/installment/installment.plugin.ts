import { OnApplicationBootstrap } from '@nestjs/common';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { INSTALLMENT_PROVIDERS } from '@alva/rules';

import { installmentAdminApiExtensions, installmentShopApiExtensions } from './api/api-extensions';
import { InstallmentAdminResolver, InstallmentApplicationEntityResolver } from './api/installment-admin.resolver';
import { installmentShopResolvers } from './api/installment-shop.resolver';
import { InstallmentWebhookController } from './api/installment-webhook.controller';
import { decideInstallmentPermission, providerWebhookSecret } from './constants';
import { InstallmentApplication } from './entities/installment-application.entity';
import { InstallmentEvent } from './entities/installment-event.entity';
import { installmentOrderProcess } from './installment-order-process';
import { InstallmentService } from './services/installment.service';

/**
 * Installment through a financing provider (issue 14, docs/installment-api.md). Needs the purchase plugin (the
 * order, its surcharges and the gateway), the financing plugin (providers' rates) and the identity documents (the
 * provider's requirements); list it after them. Its order states merge into the purchase process.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [InstallmentApplication, InstallmentEvent],
    providers: [InstallmentService],
    controllers: [InstallmentWebhookController],
    shopApiExtensions: { schema: installmentShopApiExtensions, resolvers: installmentShopResolvers },
    adminApiExtensions: {
        schema: installmentAdminApiExtensions,
        resolvers: [InstallmentAdminResolver, InstallmentApplicationEntityResolver],
    },
    dashboard: './dashboard/index.tsx',
    configuration: config => {
        config.authOptions.customPermissions.push(decideInstallmentPermission);
        config.orderOptions.process = [...(config.orderOptions.process ?? []), installmentOrderProcess];
        return config;
    },
    compatibility: '^3.0.0',
})
export class InstallmentPlugin implements OnApplicationBootstrap {
    /** In production every provider's webhook secret must be set: refuse to start rather than answer 500 later. */
    onApplicationBootstrap() {
        INSTALLMENT_PROVIDERS.forEach(provider => providerWebhookSecret(provider));
    }
}
