import { DeletionResponse, DeletionResult, SortOrder } from '@vendure/common/lib/generated-types';
import { Inject, Injectable } from '@nestjs/common';
import {
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';

import { CONTENT_PLUGIN_OPTIONS, ContentPluginOptions } from '../constants';
import { FaqAnswer, FaqAnswerTranslation } from '../entities/faq-answer.entity';
import { FaqTopic, FaqTopicTranslation } from '../entities/faq-topic.entity';
import { assertLocales, assertSlug, pickTranslation, requiredText } from '../translations';

export interface FaqTopicTranslationInput {
    languageCode: string;
    title: string;
}
export interface CreateFaqTopicInput {
    slug: string;
    position?: number | null;
    translations: FaqTopicTranslationInput[];
}
export interface UpdateFaqTopicInput {
    id: ID;
    slug?: string | null;
    position?: number | null;
    translations?: FaqTopicTranslationInput[] | null;
}
export interface FaqAnswerTranslationInput {
    languageCode: string;
    question: string;
    answer: string;
}
export interface CreateFaqAnswerInput {
    topicId: ID;
    slug: string;
    position?: number | null;
    translations: FaqAnswerTranslationInput[];
}
export interface UpdateFaqAnswerInput {
    id: ID;
    topicId?: ID | null;
    slug?: string | null;
    position?: number | null;
    translations?: FaqAnswerTranslationInput[] | null;
}

export interface ShopFaqAnswer {
    id: ID;
    slug: string;
    topicSlug: string;
    position: number;
    question: string;
    answer: string;
}
export interface ShopFaqTopic {
    id: ID;
    slug: string;
    position: number;
    title: string;
    answers: ShopFaqAnswer[];
}

const TITLE_MAX = 200;
const BODY_MAX = 20_000;
const byPosition = (a: { position: number; id: ID }, b: { position: number; id: ID }) =>
    a.position - b.position || Number(a.id) - Number(b.id);

@Injectable()
export class FaqService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        @Inject(CONTENT_PLUGIN_OPTIONS) private options: ContentPluginOptions,
    ) {}

    // ----- shop -----

    async topicsForLocale(ctx: RequestContext, locale: string): Promise<ShopFaqTopic[]> {
        const topics = await this.allTopics(ctx);
        return topics.map(topic => this.toShopTopic(topic, locale));
    }

    async topicForLocale(ctx: RequestContext, locale: string, slug: string): Promise<ShopFaqTopic | null> {
        const topic = await this.connection.getRepository(ctx, FaqTopic).findOne({
            where: { slug },
            relations: { translations: true, answers: { translations: true } },
        });
        return topic ? this.toShopTopic(topic, locale) : null;
    }

    // ----- admin -----

    /** The back office's topic list: the standard list options, in site order unless sorted otherwise. */
    async findTopics(ctx: RequestContext, options?: ListQueryOptions<FaqTopic>): Promise<PaginatedList<FaqTopic>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(FaqTopic, options?.sort ? options : { ...options, sort: { position: SortOrder.ASC } }, {
                ctx,
                relations: ['translations', 'answers', 'answers.translations'],
            })
            .getManyAndCount();
        for (const topic of items) topic.answers.sort(byPosition);
        return { items, totalItems };
    }

    allTopics(ctx: RequestContext): Promise<FaqTopic[]> {
        return this.connection
            .getRepository(ctx, FaqTopic)
            .find({ relations: { translations: true, answers: { translations: true } } })
            .then(topics => {
                topics.sort(byPosition);
                for (const topic of topics) topic.answers.sort(byPosition);
                return topics;
            });
    }

    async findTopic(ctx: RequestContext, id: ID): Promise<FaqTopic | null> {
        const topic = await this.connection.getRepository(ctx, FaqTopic).findOne({
            where: { id },
            relations: { translations: true, answers: { translations: true } },
        });
        topic?.answers.sort(byPosition);
        return topic;
    }

    findTopicBySlug(ctx: RequestContext, slug: string): Promise<FaqTopic | null> {
        return this.connection.getRepository(ctx, FaqTopic).findOne({ where: { slug } });
    }

    findAnswer(ctx: RequestContext, id: ID): Promise<FaqAnswer | null> {
        return this.connection.getRepository(ctx, FaqAnswer).findOne({ where: { id }, relations: { translations: true } });
    }

    async createTopic(ctx: RequestContext, input: CreateFaqTopicInput): Promise<FaqTopic> {
        assertSlug(input.slug);
        if (await this.findTopicBySlug(ctx, input.slug)) throw new UserInputError(`FAQ topic "${input.slug}" already exists`);
        if (!input.translations.length) throw new UserInputError('At least one translation is required');
        const translations = this.topicTranslations(input.translations);
        const topic = await this.connection
            .getRepository(ctx, FaqTopic)
            .save(new FaqTopic({ slug: input.slug, position: input.position ?? 0 }));
        await this.upsertTopicTranslations(ctx, topic, translations);
        return (await this.findTopic(ctx, topic.id)) as FaqTopic;
    }

    async updateTopic(ctx: RequestContext, input: UpdateFaqTopicInput): Promise<FaqTopic> {
        const topic = await this.connection.getEntityOrThrow(ctx, FaqTopic, input.id);
        if (input.slug && input.slug !== topic.slug) {
            assertSlug(input.slug);
            if (await this.findTopicBySlug(ctx, input.slug)) {
                throw new UserInputError(`FAQ topic "${input.slug}" already exists`);
            }
            topic.slug = input.slug;
        }
        if (input.position != null) topic.position = input.position;
        const translations = input.translations?.length ? this.topicTranslations(input.translations) : [];
        await this.connection.getRepository(ctx, FaqTopic).save(topic, { reload: false });
        await this.upsertTopicTranslations(ctx, topic, translations);
        return (await this.findTopic(ctx, topic.id)) as FaqTopic;
    }

    async deleteTopic(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const topic = await this.connection.getEntityOrThrow(ctx, FaqTopic, id, { relations: ['answers'] });
        if (topic.answers.length) {
            return {
                result: DeletionResult.NOT_DELETED,
                message: `The topic still has ${topic.answers.length} answer(s): delete or move them first`,
            };
        }
        await this.connection.getRepository(ctx, FaqTopicTranslation).delete({ base: { id: topic.id } });
        await this.connection.getRepository(ctx, FaqTopic).remove(topic);
        return { result: DeletionResult.DELETED };
    }

    async createAnswer(ctx: RequestContext, input: CreateFaqAnswerInput): Promise<FaqAnswer> {
        const topic = await this.connection.getEntityOrThrow(ctx, FaqTopic, input.topicId);
        assertSlug(input.slug);
        await this.assertAnswerSlugFree(ctx, topic.id, input.slug);
        if (!input.translations.length) throw new UserInputError('At least one translation is required');
        const translations = this.answerTranslations(input.translations);
        const answer = await this.connection
            .getRepository(ctx, FaqAnswer)
            .save(new FaqAnswer({ slug: input.slug, position: input.position ?? 0, topic }));
        await this.upsertAnswerTranslations(ctx, answer, translations);
        return (await this.findAnswer(ctx, answer.id)) as FaqAnswer;
    }

    async updateAnswer(ctx: RequestContext, input: UpdateFaqAnswerInput): Promise<FaqAnswer> {
        const answer = await this.connection.getEntityOrThrow(ctx, FaqAnswer, input.id, { relations: ['topic'] });
        const topic = input.topicId ? await this.connection.getEntityOrThrow(ctx, FaqTopic, input.topicId) : answer.topic;
        const slug = input.slug ?? answer.slug;
        if (slug !== answer.slug || String(topic.id) !== String(answer.topic.id)) {
            assertSlug(slug);
            await this.assertAnswerSlugFree(ctx, topic.id, slug);
        }
        answer.slug = slug;
        answer.topic = topic;
        if (input.position != null) answer.position = input.position;
        const translations = input.translations?.length ? this.answerTranslations(input.translations) : [];
        await this.connection.getRepository(ctx, FaqAnswer).save(answer, { reload: false });
        await this.upsertAnswerTranslations(ctx, answer, translations);
        return (await this.findAnswer(ctx, answer.id)) as FaqAnswer;
    }

    async deleteAnswer(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const answer = await this.connection.getEntityOrThrow(ctx, FaqAnswer, id);
        await this.connection.getRepository(ctx, FaqAnswerTranslation).delete({ base: { id: answer.id } });
        await this.connection.getRepository(ctx, FaqAnswer).remove(answer);
        return { result: DeletionResult.DELETED };
    }

    // ----- helpers -----

    private toShopTopic(topic: FaqTopic, locale: string): ShopFaqTopic {
        const fallback = this.options.fallbackLocale;
        const answers = [...(topic.answers ?? [])].sort(byPosition).map(answer => {
            const t = pickTranslation(answer.translations, locale, fallback);
            return {
                id: answer.id,
                slug: answer.slug,
                topicSlug: topic.slug,
                position: answer.position,
                question: t?.question ?? '',
                answer: t?.answer ?? '',
            };
        });
        return {
            id: topic.id,
            slug: topic.slug,
            position: topic.position,
            title: pickTranslation(topic.translations, locale, fallback)?.title ?? topic.slug,
            answers,
        };
    }

    private async assertAnswerSlugFree(ctx: RequestContext, topicId: ID, slug: string) {
        const clash = await this.connection
            .getRepository(ctx, FaqAnswer)
            .findOne({ where: { slug, topic: { id: topicId } } });
        if (clash) throw new UserInputError(`The topic already has an answer "${slug}"`);
    }

    private topicTranslations(inputs: FaqTopicTranslationInput[]): FaqTopicTranslationInput[] {
        assertLocales(inputs);
        return inputs.map(i => ({ languageCode: i.languageCode, title: requiredText(i.title, 'Title', TITLE_MAX) }));
    }

    private answerTranslations(inputs: FaqAnswerTranslationInput[]): FaqAnswerTranslationInput[] {
        assertLocales(inputs);
        return inputs.map(i => ({
            languageCode: i.languageCode,
            question: requiredText(i.question, 'Question', TITLE_MAX),
            answer: requiredText(i.answer, 'Answer', BODY_MAX),
        }));
    }

    private async upsertTopicTranslations(ctx: RequestContext, topic: FaqTopic, inputs: FaqTopicTranslationInput[]) {
        const repo = this.connection.getRepository(ctx, FaqTopicTranslation);
        const existing = await repo.find({ where: { base: { id: topic.id } } });
        for (const input of inputs) {
            const current = existing.find(t => t.languageCode === input.languageCode);
            if (current) await repo.save(Object.assign(current, input), { reload: false });
            else await repo.save(new FaqTopicTranslation({ ...input, base: topic }));
        }
    }

    private async upsertAnswerTranslations(ctx: RequestContext, answer: FaqAnswer, inputs: FaqAnswerTranslationInput[]) {
        const repo = this.connection.getRepository(ctx, FaqAnswerTranslation);
        const existing = await repo.find({ where: { base: { id: answer.id } } });
        for (const input of inputs) {
            const current = existing.find(t => t.languageCode === input.languageCode);
            if (current) await repo.save(Object.assign(current, input), { reload: false });
            else await repo.save(new FaqAnswerTranslation({ ...input, base: answer }));
        }
    }
}
