import { DeletionResponse } from '@vendure/common/lib/generated-types';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
    Allow,
    Ctx,
    EventBus,
    ID,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    Transaction,
    TransactionalConnection,
} from '@vendure/core';

import { SiteChanges } from '../../site-revalidation/constants';
import { SiteChangedEvent } from '../../site-revalidation/site-changed.event';

import { manageContentPermission } from '../constants';
import { BlogPost } from '../entities/blog-post.entity';
import { FaqAnswer } from '../entities/faq-answer.entity';
import { FaqTopic } from '../entities/faq-topic.entity';
import { Guidebook } from '../entities/guidebook.entity';
import { LegalPage } from '../entities/legal-page.entity';
import { BlogService, CreateBlogPostInput, UpdateBlogPostInput } from '../services/blog.service';
import {
    CreateFaqAnswerInput,
    CreateFaqTopicInput,
    FaqService,
    UpdateFaqAnswerInput,
    UpdateFaqTopicInput,
} from '../services/faq.service';
import { CreateGuidebookInput, GuidebookService, UpdateGuidebookInput } from '../services/guidebook.service';
import { CreateLegalPageInput, LegalPageService, UpdateLegalPageInput } from '../services/legal-page.service';

/** Back-office editing of FAQ, blog posts and legal pages; every operation needs ManageContent. */
@Resolver()
export class ContentAdminResolver {
    constructor(
        private faqService: FaqService,
        private blogService: BlogService,
        private legalPageService: LegalPageService,
        private guidebookService: GuidebookService,
        private connection: TransactionalConnection,
        private eventBus: EventBus,
    ) {}

    // ----- FAQ -----

    @Query()
    @Allow(manageContentPermission.Permission)
    faqTopicRecords(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<FaqTopic> },
    ): Promise<PaginatedList<FaqTopic>> {
        return this.faqService.findTopics(ctx, args.options);
    }

    @Query()
    @Allow(manageContentPermission.Permission)
    faqTopicRecord(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<FaqTopic | null> {
        return this.faqService.findTopic(ctx, args.id);
    }

    @Query()
    @Allow(manageContentPermission.Permission)
    faqAnswerRecord(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<FaqAnswer | null> {
        return this.faqService.findAnswer(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    createFaqTopic(@Ctx() ctx: RequestContext, @Args() args: { input: CreateFaqTopicInput }): Promise<FaqTopic> {
        return this.changedTopic(ctx, undefined, () => this.faqService.createTopic(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateFaqTopic(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateFaqTopicInput }): Promise<FaqTopic> {
        return this.changedTopic(ctx, args.input.id, () => this.faqService.updateTopic(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    deleteFaqTopic(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.changedTopic(ctx, args.id, () => this.faqService.deleteTopic(ctx, args.id));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    createFaqAnswer(@Ctx() ctx: RequestContext, @Args() args: { input: CreateFaqAnswerInput }): Promise<FaqAnswer> {
        return this.changedAnswer(ctx, undefined, () => this.faqService.createAnswer(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateFaqAnswer(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateFaqAnswerInput }): Promise<FaqAnswer> {
        return this.changedAnswer(ctx, args.input.id, () => this.faqService.updateAnswer(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    deleteFaqAnswer(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.changedAnswer(ctx, args.id, () => this.faqService.deleteAnswer(ctx, args.id));
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
        return this.changedPost(ctx, undefined, () => this.blogService.create(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateBlogPost(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateBlogPostInput }): Promise<BlogPost> {
        return this.changedPost(ctx, args.input.id, () => this.blogService.update(ctx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    deleteBlogPost(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.changedPost(ctx, args.id, () => this.blogService.delete(ctx, args.id));
    }

    // ----- legal pages -----

    @Query()
    @Allow(manageContentPermission.Permission)
    legalPageRecords(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<LegalPage> },
    ): Promise<PaginatedList<LegalPage>> {
        return this.legalPageService.findAll(ctx, args.options);
    }

    @Query()
    @Allow(manageContentPermission.Permission)
    legalPageRecord(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<LegalPage | null> {
        return this.legalPageService.findOne(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    createLegalPage(@Ctx() ctx: RequestContext, @Args() args: { input: CreateLegalPageInput }): Promise<LegalPage> {
        return this.changed(ctx, this.legalPageService.create(ctx, args.input), r => ({ legalPages: [r.slug] }));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateLegalPage(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateLegalPageInput }): Promise<LegalPage> {
        return this.changed(ctx, this.legalPageService.update(ctx, args.input), r => ({ legalPages: [r.slug] }));
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    async deleteLegalPage(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        const page = await this.connection.getRepository(ctx, LegalPage).findOne({ where: { id: args.id } });
        return this.changed(ctx, this.legalPageService.delete(ctx, args.id), () => ({ legalPages: page ? [page.slug] : [] }));
    }

    // ----- guidebook (shown to signed-in product specialists, not on static pages: nothing to revalidate) -----

    @Query()
    @Allow(manageContentPermission.Permission)
    guidebookRecords(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<Guidebook> },
    ): Promise<PaginatedList<Guidebook>> {
        return this.guidebookService.findList(ctx, args.options);
    }

    @Query()
    @Allow(manageContentPermission.Permission)
    guidebookRecord(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<Guidebook | null> {
        return this.guidebookService.findOne(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    publishGuidebook(@Ctx() ctx: RequestContext, @Args() args: { input: CreateGuidebookInput }): Promise<Guidebook> {
        return this.guidebookService.create(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(manageContentPermission.Permission)
    updateGuidebook(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateGuidebookInput }): Promise<Guidebook> {
        return this.guidebookService.update(ctx, args.input);
    }

    // ----- on-demand revalidation of the site's pages (SiteRevalidationPlugin) -----

    private async changed<T>(ctx: RequestContext, result: Promise<T>, changes: (value: T) => SiteChanges): Promise<T> {
        const value = await result;
        await this.eventBus.publish(new SiteChangedEvent(ctx, changes(value)));
        return value;
    }

    /** A topic's pages before and after the change: its list, and every answer page (they show the topic title). */
    private async changedTopic<T extends object>(ctx: RequestContext, id: ID | undefined, run: () => Promise<T>): Promise<T> {
        const before = id != null ? await this.topicPages(ctx, id) : [];
        const value = await run();
        const after = await this.topicPages(ctx, idOf(value) ?? id);
        await this.eventBus.publish(new SiteChangedEvent(ctx, { faq: [...before, ...after] }));
        return value;
    }

    private async changedAnswer<T extends object>(ctx: RequestContext, id: ID | undefined, run: () => Promise<T>): Promise<T> {
        const before = id != null ? await this.answerPage(ctx, id) : [];
        const value = await run();
        const after = await this.answerPage(ctx, idOf(value) ?? id);
        await this.eventBus.publish(new SiteChangedEvent(ctx, { faq: [...before, ...after] }));
        return value;
    }

    private async changedPost<T extends object>(ctx: RequestContext, id: ID | undefined, run: () => Promise<T>): Promise<T> {
        const slugOf = async (postId: ID | undefined) =>
            postId == null ? [] : (await this.connection.getRepository(ctx, BlogPost).find({ where: { id: postId } })).map(p => p.slug);
        const before = await slugOf(id);
        const value = await run();
        const after = await slugOf(idOf(value) ?? id);
        await this.eventBus.publish(new SiteChangedEvent(ctx, { blogPosts: [...before, ...after] }));
        return value;
    }

    private async topicPages(ctx: RequestContext, id: ID | undefined): Promise<Array<{ topic: string; answer?: string }>> {
        if (id == null) return [];
        const topic = await this.connection.getRepository(ctx, FaqTopic).findOne({ where: { id }, relations: { answers: true } });
        if (!topic) return [];
        return [{ topic: topic.slug }, ...(topic.answers ?? []).map(a => ({ topic: topic.slug, answer: a.slug }))];
    }

    private async answerPage(ctx: RequestContext, id: ID | undefined): Promise<Array<{ topic: string; answer?: string }>> {
        if (id == null) return [];
        const answer = await this.connection.getRepository(ctx, FaqAnswer).findOne({ where: { id }, relations: { topic: true } });
        return answer ? [{ topic: answer.topic.slug, answer: answer.slug }] : [];
    }
}

function idOf(value: object): ID | undefined {
    return 'id' in value ? (value.id as ID) : undefined;
}
