import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { MetaTagService, ShopMetaTag } from '../services/meta-tag.service';

@Resolver()
export class MetaTagShopResolver {
    constructor(private metaTagService: MetaTagService) {}

    @Query()
    metaTags(
        @Ctx() ctx: RequestContext,
        @Args() args: { locale: string; where: { page_name: string } },
    ): Promise<ShopMetaTag[]> {
        return this.metaTagService.findForPage(ctx, args.locale, args.where.page_name);
    }
}
