import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';
import type { Response } from 'express';

import { documentsLoggerCtx } from './constants';
import { CustomerDocumentService } from './customer-document.service';
import { sendPrivateFile } from './private-file-storage';

const FILE_NAMES: Partial<Record<string, string>> = {
    TAX_CARD: 'npwp',
    FAMILY_CARD: 'family-card',
    PROOF_OF_INCOME: 'proof-of-income',
};

/**
 * GET /customer-documents/:id/file streams a document photo to its owner or to staff with ReadCustomerDocument
 * (session bearer token). Unknown ids and other people's documents answer the same 404. The site reaches it through
 * /api/documents/[id], which turns the session cookie into the bearer header an <img> cannot send.
 */
@Controller('customer-documents')
export class CustomerDocumentController {
    constructor(private documents: CustomerDocumentService) {}

    @Get(':id/file')
    @Allow(Permission.Authenticated)
    async file(
        @Ctx() ctx: RequestContext,
        @Param('id') id: string,
        @Query('download') download: string | undefined,
        @Res() res: Response,
    ) {
        const asDownload = download === '1';
        const opened = await this.documents.openImage(ctx, String(id), asDownload ? 'DOWNLOAD' : 'VIEW');
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
        if (!opened) {
            res.status(404).json({ message: 'Not found' });
            return;
        }
        const { doc, stream } = opened;
        const name = `${FILE_NAMES[doc.type] ?? (doc.kind ?? 'ktp').toLowerCase()}-${doc.id}.jpg`;
        res.setHeader('Content-Type', doc.mimeType ?? 'image/jpeg');
        if (doc.byteSize) res.setHeader('Content-Length', String(doc.byteSize));
        res.setHeader('Content-Disposition', `${asDownload ? 'attachment' : 'inline'}; filename="${name}"`);
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
        sendPrivateFile(stream, res, `Document ${id}`, documentsLoggerCtx);
    }
}
