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

import { CONTENT_PLUGIN_OPTIONS, ContentPluginOptions, LEGAL_PAGE_SLUGS } from '../constants';
import { LegalPage, LegalPageTranslation } from '../entities/legal-page.entity';
import { assertLocales, pickTranslation, requiredText } from '../translations';

export interface LegalPageTranslationInput {
    languageCode: string;
    title: string;
    body: string;
}
export interface CreateLegalPageInput {
    slug: string;
    lastUpdated: Date;
    translations: LegalPageTranslationInput[];
}
export interface UpdateLegalPageInput {
    id: ID;
    lastUpdated?: Date | null;
    translations?: LegalPageTranslationInput[] | null;
}
export interface ShopLegalPage {
    id: ID;
    slug: string;
    title: string;
    body: string;
    lastUpdated: Date;
}

@Injectable()
export class LegalPageService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        @Inject(CONTENT_PLUGIN_OPTIONS) private options: ContentPluginOptions,
    ) {}

    async forLocale(ctx: RequestContext, locale: string, slug: string): Promise<ShopLegalPage | null> {
        const page = await this.findBySlug(ctx, slug);
        if (!page) return null;
        const t = pickTranslation(page.translations, locale, this.options.fallbackLocale);
        return { id: page.id, slug: page.slug, title: t?.title ?? slug, body: t?.body ?? '', lastUpdated: page.lastUpdated };
    }

    findAll(ctx: RequestContext, options?: ListQueryOptions<LegalPage>): Promise<PaginatedList<LegalPage>> {
        return this.listQueryBuilder
            .build(LegalPage, options, { ctx, relations: ['translations'] })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    findOne(ctx: RequestContext, id: ID): Promise<LegalPage | null> {
        return this.connection.getRepository(ctx, LegalPage).findOne({ where: { id }, relations: { translations: true } });
    }

    findBySlug(ctx: RequestContext, slug: string): Promise<LegalPage | null> {
        return this.connection.getRepository(ctx, LegalPage).findOne({ where: { slug }, relations: { translations: true } });
    }

    async create(ctx: RequestContext, input: CreateLegalPageInput): Promise<LegalPage> {
        // The site has a route for exactly these pages; any other slug would never be shown.
        if (!(LEGAL_PAGE_SLUGS as readonly string[]).includes(input.slug)) {
            throw new UserInputError(`Legal page slug must be one of: ${LEGAL_PAGE_SLUGS.join(', ')}`);
        }
        if (await this.findBySlug(ctx, input.slug)) throw new UserInputError(`Legal page "${input.slug}" already exists`);
        if (!input.translations.length) throw new UserInputError('At least one translation is required');
        const translations = this.validTranslations(input.translations);
        const page = await this.connection
            .getRepository(ctx, LegalPage)
            .save(new LegalPage({ slug: input.slug, lastUpdated: input.lastUpdated }));
        await this.upsertTranslations(ctx, page, translations);
        return (await this.findBySlug(ctx, page.slug)) as LegalPage;
    }

    async update(ctx: RequestContext, input: UpdateLegalPageInput): Promise<LegalPage> {
        const page = await this.connection.getEntityOrThrow(ctx, LegalPage, input.id);
        const translations = input.translations?.length ? this.validTranslations(input.translations) : [];
        if (input.lastUpdated) page.lastUpdated = input.lastUpdated;
        await this.connection.getRepository(ctx, LegalPage).save(page, { reload: false });
        await this.upsertTranslations(ctx, page, translations);
        return (await this.findBySlug(ctx, page.slug)) as LegalPage;
    }

    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const page = await this.connection.getEntityOrThrow(ctx, LegalPage, id);
        await this.connection.getRepository(ctx, LegalPageTranslation).delete({ base: { id: page.id } });
        await this.connection.getRepository(ctx, LegalPage).remove(page);
        return { result: DeletionResult.DELETED };
    }

    private validTranslations(inputs: LegalPageTranslationInput[]): LegalPageTranslationInput[] {
        assertLocales(inputs);
        return inputs.map(i => ({
            languageCode: i.languageCode,
            title: requiredText(i.title, 'Title', 200),
            body: requiredText(i.body, 'Body', 100_000),
        }));
    }

    private async upsertTranslations(ctx: RequestContext, page: LegalPage, inputs: LegalPageTranslationInput[]) {
        const repo = this.connection.getRepository(ctx, LegalPageTranslation);
        const existing = await repo.find({ where: { base: { id: page.id } } });
        for (const input of inputs) {
            const current = existing.find(t => t.languageCode === input.languageCode);
            if (current) await repo.save(Object.assign(current, input), { reload: false });
            else await repo.save(new LegalPageTranslation({ ...input, base: page }));
        }
    }
}
