import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { InstallmentService, OfferSort } from '../services/installment.service';

@Resolver()
export class InstallmentShopResolver {
    constructor(private installments: InstallmentService) {}

    @Query()
    @Allow(Permission.Public)
    installmentOffers(
        @Ctx() ctx: RequestContext,
        @Args() args: { orderCode?: string; downPaymentPercent?: number; tenorMonths?: number; sort?: OfferSort },
    ) {
        return this.installments.offers(ctx, args);
    }

    @Query()
    @Allow(Permission.Owner)
    orderInstallment(@Ctx() ctx: RequestContext, @Args() args: { orderCode: string }) {
        return this.installments.customerViewByCode(ctx, args.orderCode);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    applyForInstallment(@Ctx() ctx: RequestContext, @Args() args: { input: unknown; orderCode?: string }) {
        return this.installments.apply(ctx, args.input, args.orderCode);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    payInstallmentDownPayment(
        @Ctx() ctx: RequestContext,
        @Args() args: { orderCode: string; paymentMethodCode: string },
    ) {
        return this.installments.payDownPayment(ctx, args.orderCode, args.paymentMethodCode);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    switchInstallmentToFullPayment(
        @Ctx() ctx: RequestContext,
        @Args() args: { orderCode: string; paymentMethodCode: string },
    ) {
        return this.installments.switchToFullPayment(ctx, args.orderCode, args.paymentMethodCode);
    }
}

/** The unions' error results and payment views carry __typename. */
const typenameOf = (value: { __typename?: string }) => value.__typename;

@Resolver('InstallmentOffersResult')
export class InstallmentOffersResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return typenameOf(value);
    }
}

@Resolver('ApplyForInstallmentResult')
export class ApplyForInstallmentResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return typenameOf(value);
    }
}

@Resolver('InstallmentPaymentResult')
export class InstallmentPaymentResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return typenameOf(value);
    }
}

export const installmentShopResolvers = [
    InstallmentShopResolver,
    InstallmentOffersResultResolver,
    ApplyForInstallmentResultResolver,
    InstallmentPaymentResultResolver,
];
