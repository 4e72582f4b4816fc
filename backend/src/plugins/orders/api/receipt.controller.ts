import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { Allow, Ctx, Logger, Permission, RequestContext } from '@vendure/core';
import type { Response } from 'express';

import { loggerCtx } from '../constants';
import { OrderReceiptService } from '../services/order-receipt.service';

/**
 * GET /orders/:code/receipt?lang=en|id: the receipt PDF for the order's customer (shop bearer token) or staff with
 * ReadOrder. Anyone else, and unknown codes, get the same 404. The site proxies it at /api/orders/[code]/receipt.
 */
@Controller('orders')
export class OrderReceiptController {
    constructor(private receipts: OrderReceiptService) {}

    @Get(':code/receipt')
    // Public so that a caller without a session gets the same 404 as anyone else (the service checks the caller).
    @Allow(Permission.Public)
    async receipt(
        @Ctx() ctx: RequestContext,
        @Param('code') code: string,
        @Query('lang') lang: string | undefined,
        @Res() res: Response,
    ) {
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        const order = await this.receipts.orderForReceipt(ctx, code);
        if (!order) {
            res.status(404).json({ message: 'Not found' });
            return;
        }
        let pdf: Buffer;
        try {
            pdf = await this.receipts.render(ctx, order, lang === 'id' ? 'id' : 'en');
        } catch (e) {
            Logger.error(`Receipt of ${order.code}: ${(e as Error).stack ?? String(e)}`, loggerCtx);
            res.status(500).json({ message: 'The receipt could not be made' });
            return;
        }
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Length', String(pdf.length));
        res.setHeader('Content-Disposition', `inline; filename="receipt-${order.code}.pdf"`);
        res.end(pdf);
    }
}
