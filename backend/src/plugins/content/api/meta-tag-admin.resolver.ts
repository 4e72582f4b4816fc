import { DeletionResponse } from '@vendure/common/lib/generated-types';
import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
    Allow,
    Ctx,
    EventBus,
    ID,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    Transaction,
} from '@vendure/core';

import { manageContentPermission } from '../constants';
import { SiteChangedEvent } from '../../site-revalidation/site-changed.event';
import { MetaTagTranslation } from '../entities/meta-tag-translation.entity';
import { MetaTag } from '../entities/meta-tag.entity';
import { CreateMetaTagInput, MetaTagService, toShopMetaTag, UpdateMetaTagInput } from '../services/meta-tag.service';

@Resolver('MetaTagRecord')
export class MetaTagAdminResolver {
    constructor(
        private metaTagService: MetaTagService,
        private eventBus: EventBus,
    ) {}

    @Query()
    @Allow(manageContentPermission.Permission)
    metaTagRecords(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<MetaTag> },
    ): Promise<PaginatedList<MetaTag>> {
        return this.metaTagService.findAll(ctx, args.options);
    }

    @Query()
    @Allow(manageContentPermission.Permission)
    metaTagRecord(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<MetaTag | null> {
        return this.metaTagService.findOne(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    createMetaTag(@Ctx() ctx: RequestContext, @Args() args: { input: CreateMetaTagInput }): Promise<MetaTag> {
        return this.changed(ctx, this.metaTagService.create(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateMetaTag(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateMetaTagInput }): Promise<MetaTag> {
        return this.changed(ctx, this.metaTagService.update(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    deleteMetaTag(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.changed(ctx, this.metaTagService.delete(ctx, args.id));
    }

    @ResolveField()
    translations(@Parent() tag: MetaTag) {
        return (tag.translations ?? []).map((t: MetaTagTranslation) => ({
            id: t.id,
            languageCode: t.languageCode,
            title: t.title,
            description: t.description,
            og: toShopMetaTag(tag, t).og,
        }));
    }

    /** Tells the site to re-render the pages that show this data (SiteRevalidationPlugin). */
    private async changed<T>(ctx: RequestContext, result: T | Promise<T>): Promise<T> {
        const value = await result;
        await this.eventBus.publish(new SiteChangedEvent(ctx, { pages: ['all'] }));
        return value;
    }
}
