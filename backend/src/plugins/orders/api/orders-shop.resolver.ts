import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { OrderActionsService } from '../services/order-actions.service';
import { OrderTrackingService } from '../services/order-tracking.service';

@Resolver()
export class OrdersShopResolver {
    constructor(
        private tracking: OrderTrackingService,
        private actions: OrderActionsService,
    ) {}

    @Query()
    @Allow(Permission.Authenticated)
    myPurchaseOrders(@Ctx() ctx: RequestContext, @Args() args: { skip?: number; take?: number }) {
        return this.tracking.list(ctx, args.skip, args.take);
    }

    @Query()
    @Allow(Permission.Authenticated)
    async myPurchaseOrder(@Ctx() ctx: RequestContext, @Args() args: { code: string }) {
        const order = await this.tracking.callerOrder(ctx, args.code);
        return order ? this.tracking.tracking(ctx, order) : null;
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    cancelPurchaseOrder(
        @Ctx() ctx: RequestContext,
        @Args() args: { code: string; reason: string; otherReason?: string | null },
    ) {
        return this.actions.cancel(ctx, args.code, args.reason, args.otherReason ?? null);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    respondToBookingConfirmation(@Ctx() ctx: RequestContext, @Args() args: { code: string; confirm: boolean }) {
        return this.actions.respondToBooking(ctx, args.code, args.confirm);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    confirmOrderHandover(@Ctx() ctx: RequestContext, @Args() args: { code: string; handoverCode: string }) {
        return this.actions.confirmHandover(ctx, args.code, args.handoverCode);
    }
}

@Resolver('OrderActionResult')
export class OrderActionResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return value.__typename ?? 'OrderTracking';
    }
}
