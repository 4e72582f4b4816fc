import { Injectable } from '@nestjs/common';
import { EntityNotFoundError, ID, RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';

import { Guidebook } from '../entities/guidebook.entity';
import { assertSafeUrl, requiredText } from '../translations';

export interface CreateGuidebookInput {
    version: string;
    title: string;
    pdfUrl: string;
}

export interface UpdateGuidebookInput {
    id: ID;
    title?: string | null;
    pdfUrl?: string | null;
}

@Injectable()
export class GuidebookService {
    constructor(private connection: TransactionalConnection) {}

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

    /** Every version, newest (current) first. */
    all(ctx: RequestContext): Promise<Guidebook[]> {
        return this.connection.getRepository(ctx, Guidebook).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    }

    async update(ctx: RequestContext, input: UpdateGuidebookInput): Promise<Guidebook> {
        const book = await this.connection.getRepository(ctx, Guidebook).findOne({ where: { id: input.id } });
        if (!book) throw new EntityNotFoundError('Guidebook' as never, input.id);
        if (input.title != null) book.title = requiredText(input.title, 'Title', 200);
        if (input.pdfUrl != null) {
            assertSafeUrl(input.pdfUrl, 'PDF URL');
            book.pdfUrl = input.pdfUrl;
        }
        return this.connection.getRepository(ctx, Guidebook).save(book);
    }
}
