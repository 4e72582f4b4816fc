import { DeletionResponse, DeletionResult } from '@vendure/common/lib/generated-types';
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
import { LessThanOrEqual } from 'typeorm';

import { CONTENT_PLUGIN_OPTIONS, ContentPluginOptions } from '../constants';
import { BlogPost, BlogPostTranslation } from '../entities/blog-post.entity';
import { assertLocales, assertSafeUrl, assertSlug, pickTranslation, requiredText } from '../translations';

export interface BlogPostTranslationInput {
    languageCode: string;
    title: string;
    excerpt: string;
    body: string;
    tags?: string[] | null;
}
export interface CreateBlogPostInput {
    slug: string;
    author: string;
    coverImageUrl?: string | null;
    publishedAt?: Date | null;
    translations: BlogPostTranslationInput[];
}
export interface UpdateBlogPostInput {
    id: ID;
    slug?: string | null;
    author?: string | null;
    coverImageUrl?: string | null;
    /** `null` turns the post back into a draft; leaving it out keeps the date. */
    publishedAt?: Date | null;
    translations?: BlogPostTranslationInput[] | null;
}

export interface ShopBlogPost {
    id: ID;
    slug: string;
    title: string;
    excerpt: string;
    body: string;
    coverImageUrl: string | null;
    author: string;
    publishedAt: Date;
    tags: string[];
}

const MAX_TAKE = 50;

@Injectable()
export class BlogService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        @Inject(CONTENT_PLUGIN_OPTIONS) private options: ContentPluginOptions,
    ) {}

    // ----- shop: only posts whose publication date has come -----

    async publishedPosts(
        ctx: RequestContext,
        locale: string,
        skip = 0,
        take = 20,
    ): Promise<{ items: ShopBlogPost[]; totalItems: number }> {
        if (skip < 0 || take < 1 || take > MAX_TAKE) {
            throw new UserInputError(`skip must be ≥ 0 and take between 1 and ${MAX_TAKE}`);
        }
        const [posts, totalItems] = await this.connection.getRepository(ctx, BlogPost).findAndCount({
            where: { publishedAt: LessThanOrEqual(new Date()) },
            relations: { translations: true },
            order: { publishedAt: 'DESC', id: 'DESC' },
            skip,
            take,
        });
        return { items: posts.map(post => this.toShop(post, locale)), totalItems };
    }

    async publishedPost(ctx: RequestContext, locale: string, slug: string): Promise<ShopBlogPost | null> {
        const post = await this.connection.getRepository(ctx, BlogPost).findOne({
            where: { slug, publishedAt: LessThanOrEqual(new Date()) },
            relations: { translations: true },
        });
        return post ? this.toShop(post, locale) : null;
    }

    // ----- admin -----

    findAll(ctx: RequestContext, options?: ListQueryOptions<BlogPost>): Promise<PaginatedList<BlogPost>> {
        return this.listQueryBuilder
            .build(BlogPost, options, { ctx, relations: ['translations'] })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    findOne(ctx: RequestContext, id: ID): Promise<BlogPost | null> {
        return this.connection.getRepository(ctx, BlogPost).findOne({ where: { id }, relations: { translations: true } });
    }

    findBySlug(ctx: RequestContext, slug: string): Promise<BlogPost | null> {
        return this.connection.getRepository(ctx, BlogPost).findOne({ where: { slug } });
    }

    async create(ctx: RequestContext, input: CreateBlogPostInput): Promise<BlogPost> {
        assertSlug(input.slug);
        if (await this.findBySlug(ctx, input.slug)) throw new UserInputError(`Blog post "${input.slug}" already exists`);
        if (!input.translations.length) throw new UserInputError('At least one translation is required');
        const translations = this.validTranslations(input.translations);
        if (input.coverImageUrl) assertSafeUrl(input.coverImageUrl, 'Cover image URL');
        const post = await this.connection.getRepository(ctx, BlogPost).save(
            new BlogPost({
                slug: input.slug,
                author: requiredText(input.author, 'Author', 120),
                coverImageUrl: input.coverImageUrl || null,
                publishedAt: input.publishedAt ?? null,
            }),
        );
        await this.upsertTranslations(ctx, post, translations);
        return (await this.findOne(ctx, post.id)) as BlogPost;
    }

    async update(ctx: RequestContext, input: UpdateBlogPostInput): Promise<BlogPost> {
        const post = await this.connection.getEntityOrThrow(ctx, BlogPost, input.id);
        if (input.slug && input.slug !== post.slug) {
            assertSlug(input.slug);
            if (await this.findBySlug(ctx, input.slug)) throw new UserInputError(`Blog post "${input.slug}" already exists`);
            post.slug = input.slug;
        }
        if (input.author != null) post.author = requiredText(input.author, 'Author', 120);
        if (input.coverImageUrl !== undefined) {
            if (input.coverImageUrl) assertSafeUrl(input.coverImageUrl, 'Cover image URL');
            post.coverImageUrl = input.coverImageUrl || null;
        }
        if (input.publishedAt !== undefined) post.publishedAt = input.publishedAt;
        const translations = input.translations?.length ? this.validTranslations(input.translations) : [];
        await this.connection.getRepository(ctx, BlogPost).save(post, { reload: false });
        await this.upsertTranslations(ctx, post, translations);
        return (await this.findOne(ctx, post.id)) as BlogPost;
    }

    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const post = await this.connection.getEntityOrThrow(ctx, BlogPost, id);
        await this.connection.getRepository(ctx, BlogPostTranslation).delete({ base: { id: post.id } });
        await this.connection.getRepository(ctx, BlogPost).remove(post);
        return { result: DeletionResult.DELETED };
    }

    private validTranslations(inputs: BlogPostTranslationInput[]): Required<BlogPostTranslationInput>[] {
        assertLocales(inputs);
        return inputs.map(i => {
            const tags = (i.tags ?? []).map(tag => requiredText(tag, 'Tag', 40));
            if (tags.length > 10) throw new UserInputError('At most 10 tags');
            return {
                languageCode: i.languageCode,
                title: requiredText(i.title, 'Title', 200),
                excerpt: requiredText(i.excerpt, 'Excerpt', 500),
                body: requiredText(i.body, 'Body', 50_000),
                tags,
            };
        });
    }

    private async upsertTranslations(ctx: RequestContext, post: BlogPost, inputs: Required<BlogPostTranslationInput>[]) {
        const repo = this.connection.getRepository(ctx, BlogPostTranslation);
        const existing = await repo.find({ where: { base: { id: post.id } } });
        for (const input of inputs) {
            const current = existing.find(t => t.languageCode === input.languageCode);
            if (current) await repo.save(Object.assign(current, input), { reload: false });
            else await repo.save(new BlogPostTranslation({ ...input, base: post }));
        }
    }

    private toShop(post: BlogPost, locale: string): ShopBlogPost {
        const t = pickTranslation(post.translations, locale, this.options.fallbackLocale);
        return {
            id: post.id,
            slug: post.slug,
            title: t?.title ?? post.slug,
            excerpt: t?.excerpt ?? '',
            body: t?.body ?? '',
            coverImageUrl: post.coverImageUrl,
            author: post.author,
            publishedAt: post.publishedAt as Date,
            tags: t?.tags ?? [],
        };
    }
}
