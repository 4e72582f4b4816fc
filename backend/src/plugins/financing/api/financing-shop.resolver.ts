import { Args, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { FinancingService, SimulateFinancingInput } from '../services/financing.service';

@Resolver()
export class FinancingShopResolver {
    constructor(private financing: FinancingService) {}

    @Query()
    financingParameters(@Ctx() ctx: RequestContext) {
        return this.financing.parameters(ctx);
    }

    @Query()
    simulateFinancing(@Ctx() ctx: RequestContext, @Args() args: { input: SimulateFinancingInput }) {
        return this.financing.simulate(ctx, args.input);
    }

    @Query()
    compareRunningCosts(@Ctx() ctx: RequestContext, @Args() args: { kmPerDay: number }) {
        return this.financing.runningCosts(ctx, args.kmPerDay);
    }
}

@Resolver('SimulateFinancingResult')
export class SimulateFinancingResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return value.__typename;
    }
}
