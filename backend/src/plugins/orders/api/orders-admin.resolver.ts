import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, RequestContext, Transaction } from '@vendure/core';

import { updateOrderProgressPermission } from '../constants';
import { OrderActionsService } from '../services/order-actions.service';

@Resolver()
export class OrdersAdminResolver {
    constructor(private actions: OrderActionsService) {}

    @Transaction()
    @Mutation()
    @Allow(updateOrderProgressPermission.Permission)
    setOrderPlateProgress(
        @Ctx() ctx: RequestContext,
        @Args() args: { orderId: ID; status: string; estimatedAt?: string | null; delayReason?: string | null },
    ) {
        return this.actions.setPlateProgress(ctx, args.orderId, args);
    }

    @Transaction()
    @Mutation()
    @Allow(updateOrderProgressPermission.Permission)
    assignOrderVin(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; vin: string }) {
        return this.actions.assignVin(ctx, args.orderId, args.vin);
    }
}
