import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { ExperienceCenterDto, ExperienceCenterService } from '../services/experience-center.service';

@Resolver()
export class ExperienceCenterShopResolver {
    constructor(private experienceCenterService: ExperienceCenterService) {}

    @Query()
    experienceCenters(@Ctx() ctx: RequestContext, @Args() args: { city?: string | null }): Promise<ExperienceCenterDto[]> {
        return this.experienceCenterService.findAll(ctx, args.city);
    }
}
