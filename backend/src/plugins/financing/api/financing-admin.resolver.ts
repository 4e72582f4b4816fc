import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, EventBus, RequestContext, Transaction } from '@vendure/core';

import { manageFinancingPermission } from '../constants';
import { SiteChangedEvent } from '../../site-revalidation/site-changed.event';
import { FinancingSettings } from '../entities/financing-settings.entity';
import { FinancingService } from '../services/financing.service';

type AreaInput = { code: string; name: string; position?: number | null; enabled?: boolean | null };
type PriceKey = { areaCode: string; productSlug: string; batteryOption: string };
type RateInput = {
    provider: string;
    tenorMonths: number;
    flatRateBps: number;
    adminFee: number;
    insuranceRateBps?: number | null;
    enabled?: boolean | null;
};

@Resolver()
export class FinancingAdminResolver {
    constructor(
        private financing: FinancingService,
        private eventBus: EventBus,
    ) {}

    @Query()
    @Allow(manageFinancingPermission.Permission)
    financingParameters(@Ctx() ctx: RequestContext) {
        return this.financing.parameters(ctx, true);
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    updateFinancingSettings(@Ctx() ctx: RequestContext, @Args() args: { input: Partial<FinancingSettings> }) {
        return this.changed(ctx, this.financing.updateSettings(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    async upsertFinancingArea(@Ctx() ctx: RequestContext, @Args() args: { input: AreaInput }) {
        await this.financing.upsertArea(ctx, args.input);
        return this.changed(ctx, this.area(ctx, args.input.code.trim()));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    deleteFinancingArea(@Ctx() ctx: RequestContext, @Args() args: { code: string }) {
        return this.changed(ctx, this.financing.deleteArea(ctx, args.code));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    async setFinancingOtrPrice(@Ctx() ctx: RequestContext, @Args() args: { input: PriceKey & { price: number } }) {
        await this.financing.setOtrPrice(ctx, args.input);
        return this.changed(ctx, this.area(ctx, args.input.areaCode));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    deleteFinancingOtrPrice(@Ctx() ctx: RequestContext, @Args() args: { input: PriceKey }) {
        return this.changed(ctx, this.financing.deleteOtrPrice(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    upsertFinancingRate(@Ctx() ctx: RequestContext, @Args() args: { input: RateInput }) {
        return this.changed(ctx, this.financing.upsertRate(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    deleteFinancingRate(@Ctx() ctx: RequestContext, @Args() args: { provider: string; tenorMonths: number }) {
        return this.changed(ctx, this.financing.deleteRate(ctx, args.provider, args.tenorMonths));
    }

    private async area(ctx: RequestContext, code: string) {
        const all = await this.financing.parameters(ctx, true);
        return all.areas.find(a => a.code === code);
    }

    /** Tells the site to re-render the pages that show this data (SiteRevalidationPlugin). */
    private async changed<T>(ctx: RequestContext, result: T | Promise<T>): Promise<T> {
        const value = await result;
        await this.eventBus.publish(new SiteChangedEvent(ctx, { pages: ['calculators'] }));
        return value;
    }
}
