import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, EventBus, ID, ListQueryOptions, RequestContext, Transaction } from '@vendure/core';

import { manageFinancingPermission } from '../constants';
import { SiteChangedEvent } from '../../site-revalidation/site-changed.event';
import { FinancingArea } from '../entities/financing-area.entity';
import { FinancingRate } from '../entities/financing-rate.entity';
import { FinancingSettings } from '../entities/financing-settings.entity';
import { FinancingService } from '../services/financing.service';

type AreaInput = { code: string; name: string; position: number; enabled: boolean };
type AreaChanges = { id: ID; code?: string | null; name?: string | null; position?: number | null; enabled?: boolean | null };
type PriceKey = { areaCode: string; productSlug: string; batteryOption: string };
type RateInput = { provider: string; tenorMonths: number; flatRateBps: number; adminFee: number; insuranceRateBps: number; enabled: boolean };
type RateChanges = { id: ID; provider?: string | null; tenorMonths?: number | null; flatRateBps?: number | null; adminFee?: number | null; insuranceRateBps?: number | null; enabled?: boolean | null };

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

    @Query()
    @Allow(manageFinancingPermission.Permission)
    financingSettings(@Ctx() ctx: RequestContext) {
        return this.financing.settingsRecord(ctx);
    }

    @Query()
    @Allow(manageFinancingPermission.Permission)
    financingAreas(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<FinancingArea> }) {
        return this.financing.findAreas(ctx, args.options);
    }

    @Query()
    @Allow(manageFinancingPermission.Permission)
    financingArea(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.financing.findArea(ctx, args.id);
    }

    @Query()
    @Allow(manageFinancingPermission.Permission)
    financingRates(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<FinancingRate> }) {
        return this.financing.findRates(ctx, args.options);
    }

    @Query()
    @Allow(manageFinancingPermission.Permission)
    financingRate(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.financing.findRate(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    createFinancingArea(@Ctx() ctx: RequestContext, @Args() args: { input: AreaInput }) {
        return this.changed(ctx, this.financing.createArea(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    updateFinancingArea(@Ctx() ctx: RequestContext, @Args() args: { input: AreaChanges }) {
        return this.changed(ctx, this.financing.updateArea(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    deleteFinancingArea(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.changed(ctx, this.financing.deleteArea(ctx, args.id));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    setFinancingOtrPrice(@Ctx() ctx: RequestContext, @Args() args: { input: PriceKey & { price: number } }) {
        return this.changed(ctx, this.financing.setOtrPrice(ctx, args.input));
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
    createFinancingRate(@Ctx() ctx: RequestContext, @Args() args: { input: RateInput }) {
        return this.changed(ctx, this.financing.createRate(ctx, args.input as Parameters<FinancingService['createRate']>[1]));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    updateFinancingRate(@Ctx() ctx: RequestContext, @Args() args: { input: RateChanges }) {
        return this.changed(ctx, this.financing.updateRate(ctx, args.input as Parameters<FinancingService['updateRate']>[1]));
    }

    @Mutation()
    @Transaction()
    @Allow(manageFinancingPermission.Permission)
    deleteFinancingRate(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.changed(ctx, this.financing.deleteRate(ctx, args.id));
    }

    /** Tells the site to re-render the pages that show this data (SiteRevalidationPlugin). */
    private async changed<T>(ctx: RequestContext, result: T | Promise<T>): Promise<T> {
        const value = await result;
        await this.eventBus.publish(new SiteChangedEvent(ctx, { pages: ['calculators'] }));
        return value;
    }
}
