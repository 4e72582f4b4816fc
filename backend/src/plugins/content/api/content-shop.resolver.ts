import { Args, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@vendure/common/lib/generated-types';
import { Allow, Ctx, RequestContext } from '@vendure/core';

import { Guidebook } from '../entities/guidebook.entity';
import { BlogService, ShopBlogPost } from '../services/blog.service';
import { FaqService, ShopFaqTopic } from '../services/faq.service';
import { GuidebookService } from '../services/guidebook.service';
import { LegalPageService, ShopLegalPage } from '../services/legal-page.service';

/** Public content of the site: FAQ, blog, legal pages; the guidebook for signed-in callers. */
@Resolver()
export class ContentShopResolver {
    constructor(
        private faqService: FaqService,
        private blogService: BlogService,
        private legalPageService: LegalPageService,
        private guidebookService: GuidebookService,
    ) {}

    @Query()
    faqTopics(@Ctx() ctx: RequestContext, @Args() args: { locale: string }): Promise<ShopFaqTopic[]> {
        return this.faqService.topicsForLocale(ctx, args.locale);
    }

    @Query()
    faqTopic(@Ctx() ctx: RequestContext, @Args() args: { locale: string; slug: string }): Promise<ShopFaqTopic | null> {
        return this.faqService.topicForLocale(ctx, args.locale, args.slug);
    }

    @Query()
    blogPosts(
        @Ctx() ctx: RequestContext,
        @Args() args: { locale: string; skip?: number | null; take?: number | null },
    ): Promise<{ items: ShopBlogPost[]; totalItems: number }> {
        return this.blogService.publishedPosts(ctx, args.locale, args.skip ?? 0, args.take ?? 20);
    }

    @Query()
    blogPost(@Ctx() ctx: RequestContext, @Args() args: { locale: string; slug: string }): Promise<ShopBlogPost | null> {
        return this.blogService.publishedPost(ctx, args.locale, args.slug);
    }

    @Query()
    legalPage(@Ctx() ctx: RequestContext, @Args() args: { locale: string; slug: string }): Promise<ShopLegalPage | null> {
        return this.legalPageService.forLocale(ctx, args.locale, args.slug);
    }

    @Query()
    @Allow(Permission.Authenticated)
    guidebook(@Ctx() ctx: RequestContext): Promise<Guidebook | null> {
        return this.guidebookService.latest(ctx);
    }
}
