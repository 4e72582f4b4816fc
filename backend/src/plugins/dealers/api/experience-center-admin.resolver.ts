import { DeletionResponse } from '@vendure/common/lib/generated-types';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, EventBus, ID, ListQueryOptions, PaginatedList, RequestContext, Transaction } from '@vendure/core';

import { manageDealersPermission } from '../constants';
import { ExperienceCenter } from '../entities/experience-center.entity';
import { SiteChangedEvent } from '../../site-revalidation/site-changed.event';
import {
    ExperienceCenterDto,
    ExperienceCenterInput,
    ExperienceCenterService,
} from '../services/experience-center.service';

@Resolver()
export class ExperienceCenterAdminResolver {
    constructor(
        private experienceCenterService: ExperienceCenterService,
        private eventBus: EventBus,
    ) {}

    @Query()
    @Allow(manageDealersPermission.Permission)
    experienceCenters(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<ExperienceCenter> },
    ): Promise<PaginatedList<ExperienceCenterDto>> {
        return this.experienceCenterService.findList(ctx, args.options);
    }

    @Query()
    @Allow(manageDealersPermission.Permission)
    experienceCenter(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<ExperienceCenterDto | null> {
        return this.experienceCenterService.findOne(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageDealersPermission.Permission)
    createExperienceCenter(
        @Ctx() ctx: RequestContext,
        @Args() args: { input: ExperienceCenterInput },
    ): Promise<ExperienceCenterDto> {
        return this.changed(ctx, this.experienceCenterService.create(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageDealersPermission.Permission)
    updateExperienceCenter(
        @Ctx() ctx: RequestContext,
        @Args() args: { input: ExperienceCenterInput & { id: ID } },
    ): Promise<ExperienceCenterDto> {
        return this.changed(ctx, this.experienceCenterService.update(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageDealersPermission.Permission)
    deleteExperienceCenter(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.changed(ctx, this.experienceCenterService.delete(ctx, args.id));
    }

    /** Tells the site to re-render the pages that show this data (SiteRevalidationPlugin). */
    private async changed<T>(ctx: RequestContext, result: T | Promise<T>): Promise<T> {
        const value = await result;
        await this.eventBus.publish(new SiteChangedEvent(ctx, { pages: ['contact', 'experience-center'] }));
        return value;
    }
}
