import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { MessagingModule } from '../../messaging';
import { ordersAdminApiExtensions, ordersShopApiExtensions } from './api/api-extensions';
import { OrdersAdminResolver } from './api/orders-admin.resolver';
import { OrderActionResultResolver, OrdersShopResolver } from './api/orders-shop.resolver';
import { updateOrderProgressPermission } from './constants';
import { orderTrackingCustomFields } from './custom-fields';
import { OrderActionsService } from './services/order-actions.service';
import { OrderNotifierService } from './services/order-notifier.service';
import { OrderReceiptService } from './services/order-receipt.service';
import { OrderReceiptController } from './api/receipt.controller';
import { OrderTrackingService } from './services/order-tracking.service';

/**
 * Orders after the purchase (issue 13, docs/orders-api.md): the customer's order list and tracking (SPEC §4 progress,
 * timeline, status messages, plate), cancel and refund (SPEC §8 reasons), booking confirmation, the hand-over code,
 * and the staff's plate progress and VIN. The states and their guards are the purchase plugin's OrderProcess. Needs
 * the PurchasePlugin and the VehiclesPlugin.
 */
@VendurePlugin({
    // SMS / WhatsApp: OutboundMessageService and its job queue.
    imports: [PluginCommonModule, MessagingModule],
    providers: [OrderTrackingService, OrderActionsService, OrderNotifierService, OrderReceiptService],
    controllers: [OrderReceiptController],
    shopApiExtensions: {
        schema: gql`
            ${ordersShopApiExtensions}
        `,
        resolvers: [OrdersShopResolver, OrderActionResultResolver],
    },
    adminApiExtensions: {
        schema: gql`
            ${ordersAdminApiExtensions}
        `,
        resolvers: [OrdersAdminResolver],
    },
    dashboard: './dashboard/index.tsx',
    configuration: config => {
        config.customFields.Order = [...(config.customFields.Order ?? []), ...orderTrackingCustomFields];
        config.authOptions.customPermissions.push(updateOrderProgressPermission);
        return config;
    },
    compatibility: '^3.0.0',
})
export class OrdersPlugin {}
