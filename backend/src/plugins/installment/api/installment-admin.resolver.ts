import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction, UserInputError } from '@vendure/core';

import { InstallmentDecision, INSTALLMENT_DECISIONS } from '@alva/rules';
import { decideInstallmentPermission } from '../constants';
import { InstallmentApplication } from '../entities/installment-application.entity';
import { InstallmentService } from '../services/installment.service';

@Resolver()
export class InstallmentAdminResolver {
    constructor(private installments: InstallmentService) {}

    @Query()
    @Allow(decideInstallmentPermission.Permission)
    installmentApplications(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<InstallmentApplication> },
    ) {
        return this.installments.list(ctx, args.options);
    }

    @Query()
    @Allow(decideInstallmentPermission.Permission)
    installmentApplication(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.installments.findOne(ctx, args.id);
    }

    @Transaction()
    @Mutation()
    @Allow(decideInstallmentPermission.Permission)
    async decideInstallmentApplication(
        @Ctx() ctx: RequestContext,
        @Args() args: { id: ID; decision: InstallmentDecision; reason?: string | null },
    ) {
        if (!(INSTALLMENT_DECISIONS as readonly string[]).includes(args.decision))
            throw new UserInputError('Unknown decision');
        const result = await this.installments.decide(
            ctx,
            args.id,
            args.decision,
            args.reason,
            `STAFF:${ctx.activeUserId}`,
        );
        if (!result.ok) throw new UserInputError(result.message);
        return this.installments.findOne(ctx, args.id);
    }
}

/** The admin type's fields beyond the entity's columns. */
@Resolver('InstallmentApplication')
export class InstallmentApplicationEntityResolver {
    constructor(private installments: InstallmentService) {}

    @ResolveField()
    providerName(@Parent() a: InstallmentApplication) {
        return this.installments.dto(a).providerName;
    }

    @ResolveField()
    flatRatePercent(@Parent() a: InstallmentApplication) {
        return a.flatRateBps / 100;
    }

    @ResolveField()
    requirements(@Parent() a: InstallmentApplication) {
        return a.documents.map(d => d.type);
    }

    @ResolveField()
    rejectedBy(@Parent() a: InstallmentApplication) {
        return this.installments.dto(a).rejectedBy;
    }

    @ResolveField()
    orderCode(@Parent() a: InstallmentApplication) {
        return a.order?.code ?? '';
    }

    @ResolveField()
    orderState(@Parent() a: InstallmentApplication) {
        return a.order?.state ?? '';
    }

    @ResolveField()
    customerName(@Parent() a: InstallmentApplication) {
        const c = a.order?.customer;
        return c ? `${c.firstName} ${c.lastName}`.trim() : null;
    }

    @ResolveField()
    async events(@Ctx() ctx: RequestContext, @Parent() a: InstallmentApplication) {
        const events = await this.installments.events(ctx, a.id);
        return events.map(e => ({ ...e, data: e.data ? JSON.stringify(e.data) : null }));
    }
}
