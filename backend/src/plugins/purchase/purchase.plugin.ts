import { defaultOrderProcess, PluginCommonModule, Type, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { PurchaseAdminResolver, PaymentProofEntityResolver } from './api/purchase-admin.resolver';
import { purchaseAdminApiExtensions, purchaseShopApiExtensions } from './api/api-extensions';
import { PurchaseController } from './api/purchase.controller';
import { purchaseShopResolvers } from './api/purchase-shop.resolver';
import { expireUnpaidOrdersTask } from './config/expire-unpaid-orders.task';
import { OneMotorcyclePerOrderInterceptor } from './config/one-motorcycle-interceptor';
import {
    defaultOrderProcessWithoutFulfillments,
    purchaseOrderProcess,
    PurchaseOrderPlacedStrategy,
    PurchaseStockAllocationStrategy,
} from './config/order-process';
import {
    dealerPickupCalculator,
    dealerPickupEligibility,
    homeDeliveryCalculator,
    homeDeliveryEligibility,
} from './config/shipping';
import { PURCHASE_PLUGIN_OPTIONS, PurchasePluginOptions, reviewPaymentProofPermission } from './constants';
import { orderCustomFields } from './custom-fields';
import { BatterySubscription } from './entities/battery-subscription.entity';
import { PaymentProof } from './entities/payment-proof.entity';
import { bankTransferPaymentHandler, midtransPaymentHandler } from './payment/payment-handlers';
import { PaymentProofService } from './services/payment-proof.service';
import { PaymentSettlementService } from './services/payment-settlement.service';
import { PurchaseService } from './services/purchase.service';

/**
 * Buying a motorcycle or the shop cart (issue 12, docs/purchase-api.md): order custom fields for the purchase state,
 * the booking states of the order process, home-delivery and pick-up shipping, one motorcycle per order, the
 * Midtrans-compatible gateway and bank transfer with proof, the payment deadline task, and the staff review of proofs.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [PaymentProof, BatterySubscription],
    providers: [
        PurchaseService,
        PaymentSettlementService,
        PaymentProofService,
        { provide: PURCHASE_PLUGIN_OPTIONS, useFactory: () => PurchasePlugin.options },
    ],
    controllers: [PurchaseController],
    shopApiExtensions: {
        schema: gql`
            ${purchaseShopApiExtensions}
        `,
        resolvers: purchaseShopResolvers,
    },
    adminApiExtensions: {
        schema: gql`
            ${purchaseAdminApiExtensions}
        `,
        resolvers: [PurchaseAdminResolver, PaymentProofEntityResolver],
    },
    dashboard: './dashboard/index.tsx',
    configuration: config => {
        config.customFields.Order = [...(config.customFields.Order ?? []), ...orderCustomFields];
        config.authOptions.customPermissions.push(reviewPaymentProofPermission);
        config.orderOptions.process = [
            // Vendure's default process (the one that defines Created; a deep-cloned config holds a copy of it).
            ...(config.orderOptions.process ?? []).map(p =>
                p === defaultOrderProcess || (p.transitions as Record<string, unknown> | undefined)?.Created
                    ? defaultOrderProcessWithoutFulfillments
                    : p,
            ),
            purchaseOrderProcess,
        ];
        config.orderOptions.orderPlacedStrategy = new PurchaseOrderPlacedStrategy();
        config.orderOptions.stockAllocationStrategy = new PurchaseStockAllocationStrategy();
        config.orderOptions.orderInterceptors = [
            ...(config.orderOptions.orderInterceptors ?? []),
            new OneMotorcyclePerOrderInterceptor(),
        ];
        config.shippingOptions.shippingEligibilityCheckers.push(homeDeliveryEligibility, dealerPickupEligibility);
        config.shippingOptions.shippingCalculators.push(homeDeliveryCalculator, dealerPickupCalculator);
        config.paymentOptions.paymentMethodHandlers.push(midtransPaymentHandler, bankTransferPaymentHandler);
        config.schedulerOptions.tasks = [...(config.schedulerOptions.tasks ?? []), expireUnpaidOrdersTask];
        return config;
    },
    compatibility: '^3.0.0',
})
export class PurchasePlugin {
    static options: PurchasePluginOptions;

    static init(options: PurchasePluginOptions): Type<PurchasePlugin> {
        this.options = options;
        return PurchasePlugin;
    }
}
