import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { Allow, Ctx, RequestContext } from '@vendure/core';
import type { Response } from 'express';

import { sendPrivateFile } from '../../identity-documents/private-file-storage';
import { loggerCtx, reviewPaymentProofPermission } from '../constants';
import { MidtransNotification } from '../payment/midtrans-client';
import { PaymentProofService } from '../services/payment-proof.service';
import { PaymentSettlementService } from '../services/payment-settlement.service';

/**
 * POST /payments/midtrans/notification: the gateway's HTTP notification (signature checked, then the status call).
 * GET /payment-proofs/:id/file: a proof file, for staff with ReviewPaymentProof (admin bearer token); every view is
 * an order history entry.
 */
@Controller()
export class PurchaseController {
    constructor(
        private settlement: PaymentSettlementService,
        private proofs: PaymentProofService,
    ) {}

    @Post('payments/midtrans/notification')
    @HttpCode(200)
    async notification(@Body() body: Partial<MidtransNotification>, @Res() res: Response) {
        const outcome = await this.settlement.handleNotification(body ?? {});
        res.status(outcome.status).json({ message: outcome.message });
    }

    @Get('payment-proofs/:id/file')
    @Allow(reviewPaymentProofPermission.Permission)
    async file(@Ctx() ctx: RequestContext, @Param('id') id: string, @Res() res: Response) {
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        const proofId = this.proofs.decodeId(id);
        const opened = proofId == null ? null : await this.proofs.openFile(ctx, proofId);
        if (!opened) {
            res.status(404).json({ message: 'Not found' });
            return;
        }
        const pdf = opened.mimeType === 'application/pdf';
        res.setHeader('Content-Type', opened.mimeType);
        // A PDF is downloaded, never rendered in the back office's origin.
        res.setHeader(
            'Content-Disposition',
            `${pdf ? 'attachment' : 'inline'}; filename="proof-${opened.proof.id}.${pdf ? 'pdf' : 'jpg'}"`,
        );
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
        sendPrivateFile(opened.stream, res, `Payment proof ${opened.proof.id}`, loggerCtx);
    }
}
