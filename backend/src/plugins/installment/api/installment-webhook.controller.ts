import { Body, Controller, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { Logger, TransactionalConnection } from '@vendure/core';
import type { Response } from 'express';

import { INSTALLMENT_WEBHOOK_WINDOW_MS, installmentWebhookSchema, InstallmentWebhookBody } from '@alva/rules';
import { isProvider, loggerCtx, verifyWebhookSignature } from '../constants';
import { InstallmentService } from '../services/installment.service';
import { PaymentSettlementService } from '../../purchase/services/payment-settlement.service';
import { ModuleRef } from '@nestjs/core';

/**
 * POST /installment-webhooks/:provider — a financing provider posts its decision itself (docs/installment-api.md).
 * Signed with the provider's shared secret (header x-alva-signature), sent within ten minutes (sentAt), naming one of
 * that provider's applications; an event id seen before answers 200 and changes nothing. Refusals say why in the
 * status code only (401 signature or time, 400 body, 404 application, 409 decision not possible now).
 */
@Controller('installment-webhooks')
export class InstallmentWebhookController {
    constructor(
        private installments: InstallmentService,
        private connection: TransactionalConnection,
        private moduleRef: ModuleRef,
    ) {}

    @Post(':provider')
    @HttpCode(200)
    async receive(
        @Param('provider') providerParam: string,
        @Headers('x-alva-signature') signature: string | undefined,
        @Body() body: Record<string, unknown>,
        @Res() res: Response,
    ) {
        const provider = String(providerParam ?? '').toUpperCase();
        const answer = (status: number, message: string) => res.status(status).json({ message });
        if (!isProvider(provider)) return answer(404, 'Unknown provider');
        if (!body || typeof body !== 'object' || !verifyWebhookSignature(provider, body, signature)) {
            Logger.warn(`Refused an installment webhook of ${provider}: bad signature`, loggerCtx);
            return answer(401, 'Invalid signature');
        }
        let parsed: InstallmentWebhookBody;
        try {
            parsed = await installmentWebhookSchema.validate(body, { abortEarly: true, stripUnknown: true });
        } catch {
            return answer(400, 'Invalid body');
        }
        const sentAt = Date.parse(parsed.sentAt);
        if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > INSTALLMENT_WEBHOOK_WINDOW_MS) {
            return answer(401, 'Stale or future sentAt');
        }
        const ctx = await this.moduleRef.get(PaymentSettlementService, { strict: false }).systemContext();
        const outcome = await this.connection.withTransaction(ctx, async tx => {
            if (await this.installments.webhookEventSeen(tx, provider, parsed.eventId))
                return { status: 200, message: 'Already processed' };
            const application = await this.installments.findByReference(tx, parsed.applicationReference);
            if (!application || application.provider !== provider)
                return { status: 404, message: 'Unknown application' };
            const result = await this.installments.decide(
                tx,
                application.id,
                parsed.decision as any,
                parsed.reason,
                'PROVIDER',
                parsed.eventId,
            );
            return result.ok ? { status: 200, message: 'OK' } : { status: 409, message: result.message };
        });
        return answer(outcome.status, outcome.message);
    }
}
