import { DeletionResponse } from '@vendure/common/lib/generated-types';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, PaginatedList, RequestContext, Transaction } from '@vendure/core';

import { manageContentPermission } from '../constants';
import { BlogPost } from '../entities/blog-post.entity';
import { FaqAnswer } from '../entities/faq-answer.entity';
import { FaqTopic } from '../entities/faq-topic.entity';
import { LegalPage } from '../entities/legal-page.entity';
import { BlogService, CreateBlogPostInput, UpdateBlogPostInput } from '../services/blog.service';
import {
    CreateFaqAnswerInput,
    CreateFaqTopicInput,
    FaqService,
    UpdateFaqAnswerInput,
    UpdateFaqTopicInput,
} from '../services/faq.service';
import { CreateLegalPageInput, LegalPageService, UpdateLegalPageInput } from '../services/legal-page.service';

/** Back-office editing of FAQ, blog posts and legal pages; every operation needs ManageContent. */
@Resolver()
export class ContentAdminResolver {
    constructor(
        private faqService: FaqService,
        private blogService: BlogService,
        private legalPageService: LegalPageService,
    ) {}

    // ----- FAQ -----

    @Query()
    @Allow(manageContentPermission.Permission)
    faqTopicRecords(@Ctx() ctx: RequestContext): Promise<FaqTopic[]> {
        return this.faqService.allTopics(ctx);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    createFaqTopic(@Ctx() ctx: RequestContext, @Args() args: { input: CreateFaqTopicInput }): Promise<FaqTopic> {
        return this.faqService.createTopic(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateFaqTopic(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateFaqTopicInput }): Promise<FaqTopic> {
        return this.faqService.updateTopic(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    deleteFaqTopic(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.faqService.deleteTopic(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    createFaqAnswer(@Ctx() ctx: RequestContext, @Args() args: { input: CreateFaqAnswerInput }): Promise<FaqAnswer> {
        return this.faqService.createAnswer(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateFaqAnswer(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateFaqAnswerInput }): Promise<FaqAnswer> {
        return this.faqService.updateAnswer(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    deleteFaqAnswer(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.faqService.deleteAnswer(ctx, args.id);
    }

    // ----- blog -----

    @Query()
    @Allow(manageContentPermission.Permission)
    blogPostRecords(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<BlogPost> },
    ): Promise<PaginatedList<BlogPost>> {
        return this.blogService.findAll(ctx, args.options);
    }

    @Query()
    @Allow(manageContentPermission.Permission)
    blogPostRecord(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<BlogPost | null> {
        return this.blogService.findOne(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    createBlogPost(@Ctx() ctx: RequestContext, @Args() args: { input: CreateBlogPostInput }): Promise<BlogPost> {
        return this.blogService.create(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateBlogPost(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateBlogPostInput }): Promise<BlogPost> {
        return this.blogService.update(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    deleteBlogPost(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.blogService.delete(ctx, args.id);
    }

    // ----- legal pages -----

    @Query()
    @Allow(manageContentPermission.Permission)
    legalPageRecords(@Ctx() ctx: RequestContext): Promise<LegalPage[]> {
        return this.legalPageService.findAll(ctx);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    createLegalPage(@Ctx() ctx: RequestContext, @Args() args: { input: CreateLegalPageInput }): Promise<LegalPage> {
        return this.legalPageService.create(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateLegalPage(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateLegalPageInput }): Promise<LegalPage> {
        return this.legalPageService.update(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    deleteLegalPage(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.legalPageService.delete(ctx, args.id);
    }
}
