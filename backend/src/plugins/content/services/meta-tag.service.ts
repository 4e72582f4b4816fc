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

import { CONTENT_PLUGIN_OPTIONS, ContentPluginOptions, FALLBACK_LOCALE } from '../constants';
import { MetaTagTranslation, MetaTagOgItem } from '../entities/meta-tag-translation.entity';
import { MetaTag } from '../entities/meta-tag.entity';

export interface MetaTagTranslationInput {
    languageCode: string;
    title: string;
    description: string;
    og?: MetaTagOgItem[] | null;
}

export interface CreateMetaTagInput {
    pageName: string;
    translations: MetaTagTranslationInput[];
}

export interface UpdateMetaTagInput {
    id: ID;
    pageName?: string | null;
    translations?: MetaTagTranslationInput[] | null;
}

/** The shop API shape of a meta tag (snake_case as the front end expects it). */
export interface ShopMetaTag {
    id: ID;
    page_name: string;
    title: string;
    description: string;
    og: Array<{
        title: string | null;
        description: string | null;
        site_name: string | null;
        image: { url: string } | null;
    }>;
}

const PAGE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const LOCALE = /^[a-z]{2}(-[A-Za-z]{2})?$/;

@Injectable()
export class MetaTagService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        @Inject(CONTENT_PLUGIN_OPTIONS) private options: ContentPluginOptions,
    ) {}

    async findForPage(ctx: RequestContext, locale: string, pageName: string): Promise<ShopMetaTag[]> {
        const tag = await this.connection
            .getRepository(ctx, MetaTag)
            .findOne({ where: { pageName }, relations: { translations: true } });
        if (!tag) return [];
        const fallback = this.options.fallbackLocale ?? FALLBACK_LOCALE;
        const wanted = locale.toLowerCase().split('-')[0];
        const translation =
            tag.translations.find(t => t.languageCode === wanted) ??
            tag.translations.find(t => t.languageCode === fallback) ??
            tag.translations[0];
        if (!translation) return [];
        return [toShopMetaTag(tag, translation)];
    }

    findAll(ctx: RequestContext, options?: ListQueryOptions<MetaTag>): Promise<PaginatedList<MetaTag>> {
        return this.listQueryBuilder
            .build(MetaTag, options, { ctx, relations: ['translations'] })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    findOne(ctx: RequestContext, id: ID): Promise<MetaTag | null> {
        return this.connection.getRepository(ctx, MetaTag).findOne({ where: { id }, relations: { translations: true } });
    }

    findByPageName(ctx: RequestContext, pageName: string): Promise<MetaTag | null> {
        return this.connection
            .getRepository(ctx, MetaTag)
            .findOne({ where: { pageName }, relations: { translations: true } });
    }

    async create(ctx: RequestContext, input: CreateMetaTagInput): Promise<MetaTag> {
        this.validatePageName(input.pageName);
        if (await this.findByPageName(ctx, input.pageName)) {
            throw new UserInputError(`Meta tags for page "${input.pageName}" already exist`);
        }
        if (!input.translations.length) throw new UserInputError('At least one translation is required');
        const tag = await this.connection.getRepository(ctx, MetaTag).save(new MetaTag({ pageName: input.pageName }));
        await this.saveTranslations(ctx, tag, input.translations);
        return (await this.findOne(ctx, tag.id)) as MetaTag;
    }

    async update(ctx: RequestContext, input: UpdateMetaTagInput): Promise<MetaTag> {
        const tag = await this.connection.getEntityOrThrow(ctx, MetaTag, input.id, { relations: ['translations'] });
        if (input.pageName && input.pageName !== tag.pageName) {
            this.validatePageName(input.pageName);
            const clash = await this.findByPageName(ctx, input.pageName);
            if (clash) throw new UserInputError(`Meta tags for page "${input.pageName}" already exist`);
            tag.pageName = input.pageName;
            await this.connection.getRepository(ctx, MetaTag).save(tag, { reload: false });
        }
        if (input.translations?.length) await this.saveTranslations(ctx, tag, input.translations);
        return (await this.findOne(ctx, tag.id)) as MetaTag;
    }

    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const tag = await this.connection.getEntityOrThrow(ctx, MetaTag, id);
        await this.connection.getRepository(ctx, MetaTagTranslation).delete({ base: { id: tag.id } });
        await this.connection.getRepository(ctx, MetaTag).remove(tag);
        return { result: DeletionResult.DELETED };
    }

    private async saveTranslations(ctx: RequestContext, tag: MetaTag, inputs: MetaTagTranslationInput[]) {
        const repo = this.connection.getRepository(ctx, MetaTagTranslation);
        const existing = await repo.find({ where: { base: { id: tag.id } } });
        for (const input of inputs) {
            if (!LOCALE.test(input.languageCode)) throw new UserInputError(`Invalid locale "${input.languageCode}"`);
            if (!input.title.trim() || !input.description.trim()) {
                throw new UserInputError('Title and description are required');
            }
            const og = (input.og ?? []).map(item => ({
                title: item.title ?? null,
                description: item.description ?? null,
                site_name: item.site_name ?? null,
                imageUrl: item.imageUrl ?? null,
            }));
            const current = existing.find(t => t.languageCode === input.languageCode);
            if (current) {
                current.title = input.title;
                current.description = input.description;
                current.og = og;
                await repo.save(current, { reload: false });
            } else {
                await repo.save(
                    new MetaTagTranslation({
                        languageCode: input.languageCode,
                        title: input.title,
                        description: input.description,
                        og,
                        base: tag,
                    }),
                );
            }
        }
    }

    private validatePageName(pageName: string) {
        if (!PAGE_NAME.test(pageName)) {
            throw new UserInputError(`Invalid page name "${pageName}" (lower-case letters, digits and dashes)`);
        }
    }
}

export function toShopMetaTag(tag: MetaTag, translation: MetaTagTranslation): ShopMetaTag {
    return {
        id: tag.id,
        page_name: tag.pageName,
        title: translation.title,
        description: translation.description,
        og: (translation.og ?? []).map(item => ({
            title: item.title ?? null,
            description: item.description ?? null,
            site_name: item.site_name ?? null,
            image: item.imageUrl ? { url: item.imageUrl } : null,
        })),
    };
}
