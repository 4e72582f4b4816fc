import { Injectable } from '@nestjs/common';
import {
    EntityNotFoundError,
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';

import { Guidebook } from '../entities/guidebook.entity';
import { assertSafeUrl, requiredText } from '../translations';

export interface CreateGuidebookInput {
    version: string;
    title: string;
    pdfUrl: string;
}

export interface UpdateGuidebookInput {
    id: ID;
    version?: string | null;
    title?: string | null;
    pdfUrl?: string | null;
}

@Injectable()
export class GuidebookService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
    ) {}

    /** The current guidebook: the newest row. */
    latest(ctx: RequestContext): Promise<Guidebook | null> {
        return this.connection
            .getRepository(ctx, Guidebook)
            .findOne({ where: {}, order: { createdAt: 'DESC', id: 'DESC' } });
    }

    findByVersion(ctx: RequestContext, version: string): Promise<Guidebook | null> {
        return this.connection.getRepository(ctx, Guidebook).findOne({ where: { version } });
    }

    async create(ctx: RequestContext, input: CreateGuidebookInput): Promise<Guidebook> {
        const version = requiredText(input.version, 'Version', 40);
        if (await this.findByVersion(ctx, version)) throw new UserInputError(`Guidebook ${version} already exists`);
        assertSafeUrl(input.pdfUrl, 'PDF URL');
        return this.connection.getRepository(ctx, Guidebook).save(
            new Guidebook({ version, title: requiredText(input.title, 'Title', 200), pdfUrl: input.pdfUrl }),
        );
    }

    /** The back office's list: every version, newest (current) first unless sorted otherwise. */
    async findList(ctx: RequestContext, options?: ListQueryOptions<Guidebook>): Promise<PaginatedList<Guidebook>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(Guidebook, options, { ctx, orderBy: { createdAt: 'DESC', id: 'DESC' } })
            .getManyAndCount();
        return { items, totalItems };
    }

    findOne(ctx: RequestContext, id: ID): Promise<Guidebook | null> {
        return this.connection.getRepository(ctx, Guidebook).findOne({ where: { id } });
    }

    async update(ctx: RequestContext, input: UpdateGuidebookInput): Promise<Guidebook> {
        const book = await this.connection.getRepository(ctx, Guidebook).findOne({ where: { id: input.id } });
        if (!book) throw new EntityNotFoundError('Guidebook' as never, input.id);
        if (input.version != null) {
            const version = requiredText(input.version, 'Version', 40);
            const other = await this.findByVersion(ctx, version);
            if (other && other.id !== book.id) throw new UserInputError(`Guidebook ${version} already exists`);
            book.version = version;
        }
        if (input.title != null) book.title = requiredText(input.title, 'Title', 200);
        if (input.pdfUrl != null) {
            assertSafeUrl(input.pdfUrl, 'PDF URL');
            book.pdfUrl = input.pdfUrl;
        }
        return this.connection.getRepository(ctx, Guidebook).save(book);
    }
}
