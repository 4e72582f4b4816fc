import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ListQueryBuilder, ListQueryOptions, RequestContext } from '@vendure/core';

import { readLeadsPermission } from '../../leads/constants';
import { GuestbookEntry } from '../entities/guestbook-entry.entity';

@Resolver()
export class PsToolsAdminResolver {
    constructor(private listQueryBuilder: ListQueryBuilder) {}

    /** Every showroom's guestbook for the back office (read-only; staff change entries in /pstools). */
    @Query()
    @Allow(readLeadsPermission.Permission)
    async guestbookEntryList(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<GuestbookEntry> }) {
        const [items, totalItems] = await this.listQueryBuilder
            .build(GuestbookEntry, args.options, { ctx, orderBy: { createdAt: 'DESC' } })
            .getManyAndCount();
        return { items, totalItems };
    }
}
