import {
    Injector,
    Order,
    OrderInterceptor,
    RequestContext,
    TransactionalConnection,
    WillAddItemToOrderInput,
    WillAdjustOrderLineInput,
} from '@vendure/core';

import { motorcycleVariantIds } from '../services/motorcycle-lines';

export const ONE_MOTORCYCLE_MESSAGE = 'An order holds one motorcycle: place this order first, or remove the other bike';

/** Cart rule: one motorcycle per order (registration, delivery and payment are per bike). */
export class OneMotorcyclePerOrderInterceptor implements OrderInterceptor {
    private connection: TransactionalConnection;

    init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
    }

    async willAddItemToOrder(ctx: RequestContext, order: Order, input: WillAddItemToOrderInput) {
        const ids = [input.productVariant.id, ...order.lines.map(l => l.productVariantId)];
        const bikes = await motorcycleVariantIds(ctx, this.connection, ids);
        if (!bikes.has(String(input.productVariant.id))) return;
        const bikesInOrder = order.lines.filter(l => bikes.has(String(l.productVariantId))).reduce((n, l) => n + l.quantity, 0);
        if (bikesInOrder + input.quantity > 1) return ONE_MOTORCYCLE_MESSAGE;
    }

    async willAdjustOrderLine(ctx: RequestContext, _order: Order, input: WillAdjustOrderLineInput) {
        if (input.quantity <= 1) return;
        const bikes = await motorcycleVariantIds(ctx, this.connection, [input.orderLine.productVariantId]);
        if (bikes.size) return ONE_MOTORCYCLE_MESSAGE;
    }
}
