import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, CustomerService, ForbiddenError, Order, Permission, RequestContext, Transaction, TransactionalConnection } from '@vendure/core';

import { FileUpload } from '../../accounts/documents/private-file-storage';
import { BatterySubscription } from '../entities/battery-subscription.entity';
import { PaymentProofService } from '../services/payment-proof.service';
import { PaymentSettlementService } from '../services/payment-settlement.service';
import { orderError, PurchaseService } from '../services/purchase.service';

@Resolver()
export class PurchaseShopResolver {
    constructor(
        private purchase: PurchaseService,
        private proofs: PaymentProofService,
        private settlement: PaymentSettlementService,
        private customerService: CustomerService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Permission.Public)
    purchaseDealers(@Ctx() ctx: RequestContext, @Args() args: { latitude?: number; longitude?: number }) {
        return this.purchase.dealers(ctx, args.latitude, args.longitude);
    }

    @Query()
    @Allow(Permission.Public)
    async checkDeliveryAddress(@Ctx() ctx: RequestContext, @Args() args: { latitude?: number; longitude?: number }) {
        const order = await this.purchase.activeOrder(ctx);
        const motorcycle = order ? await this.purchase.isMotorcycleOrder(ctx, order) : true;
        return this.purchase.checkAddress(ctx, args.latitude, args.longitude, motorcycle);
    }

    @Query()
    @Allow(Permission.Public)
    async purchasePaymentMethods(@Ctx() ctx: RequestContext) {
        return this.purchase.paymentMethods(ctx, await this.purchase.activeOrder(ctx));
    }

    @Query()
    @Allow(Permission.Public)
    purchaseQuote(@Ctx() ctx: RequestContext, @Args() args: { paymentMethodCode?: string }) {
        return this.purchase.quote(ctx, args.paymentMethodCode);
    }

    @Query()
    @Allow(Permission.Public)
    async purchasePayment(@Ctx() ctx: RequestContext, @Args() args: { orderCode: string }) {
        const order = await this.purchase.orderForCaller(ctx, args.orderCode);
        return order ? this.purchase.paymentView(ctx, order) : null;
    }

    @Query()
    @Allow(Permission.Authenticated)
    async batterySubscriptions(@Ctx() ctx: RequestContext) {
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        const rows = await this.connection
            .getRepository(ctx, BatterySubscription)
            .find({ where: { customerId: customer.id }, relations: { order: true }, order: { createdAt: 'DESC' } });
        return rows.map(subscriptionDto);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setPurchaseOwner(@Ctx() ctx: RequestContext, @Args() args: { input: unknown }) {
        return this.purchase.setOwner(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setPurchaseDelivery(@Ctx() ctx: RequestContext, @Args() args: { input: unknown }) {
        return this.purchase.setDelivery(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setPurchaseOptions(@Ctx() ctx: RequestContext, @Args() args: { input: unknown }) {
        return this.purchase.setOptions(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    placePurchaseOrder(@Ctx() ctx: RequestContext, @Args() args: { input: unknown }) {
        return this.purchase.place(ctx, args.input);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    retryPurchasePayment(@Ctx() ctx: RequestContext, @Args() args: { orderCode: string; paymentMethodCode: string }) {
        return this.purchase.retry(ctx, args.orderCode, args.paymentMethodCode);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    submitPaymentProof(@Ctx() ctx: RequestContext, @Args() args: { input: Record<string, unknown>; file: Promise<FileUpload> }) {
        return this.proofs.submit(ctx, args.input, args.file);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    async insertSubscription(@Ctx() ctx: RequestContext, @Args() args: { orderCode: string }) {
        const order = await this.purchase.orderForCaller(ctx, args.orderCode);
        if (!order) return orderError('SUBSCRIPTION_NOT_AVAILABLE', 'This order cannot be found.');
        const result = await this.settlement.insertSubscription(ctx, order);
        return result instanceof BatterySubscription ? subscriptionDto(Object.assign(result, { order })) : result;
    }
}

export function subscriptionDto(s: BatterySubscription) {
    return {
        __typename: 'BatterySubscription',
        id: s.id,
        orderCode: s.order?.code ?? '',
        batteryCode: s.batteryCode,
        monthlyFee: s.monthlyFee,
        currencyCode: s.currencyCode,
        startDate: s.startDate,
        nextDueDate: s.nextDueDate,
        status: s.status,
    };
}

/** The purchase unions: error results carry __typename; an Order entity does not. */
function resolveType(value: { __typename?: string }) {
    return value.__typename ?? (value instanceof Order ? 'Order' : undefined);
}

@Resolver('SetPurchaseOwnerResult')
export class SetPurchaseOwnerResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return resolveType(value);
    }
}

@Resolver('SetPurchaseDeliveryResult')
export class SetPurchaseDeliveryResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return resolveType(value);
    }
}

@Resolver('SetPurchaseOptionsResult')
export class SetPurchaseOptionsResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return resolveType(value);
    }
}

@Resolver('PlacePurchaseOrderResult')
export class PlacePurchaseOrderResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return resolveType(value);
    }
}

@Resolver('SubmitPaymentProofResult')
export class SubmitPaymentProofResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return resolveType(value);
    }
}

@Resolver('InsertSubscriptionResult')
export class InsertSubscriptionResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return resolveType(value);
    }
}

export const purchaseShopResolvers = [
    PurchaseShopResolver,
    SetPurchaseOwnerResultResolver,
    SetPurchaseDeliveryResultResolver,
    SetPurchaseOptionsResultResolver,
    PlacePurchaseOrderResultResolver,
    SubmitPaymentProofResultResolver,
    InsertSubscriptionResultResolver,
];
