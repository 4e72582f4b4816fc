import { PermissionDefinition } from '@vendure/core';
import crypto from 'crypto';

import { envSecret } from '../../environment';
import { INSTALLMENT_PROVIDERS, InstallmentProvider } from '@alva/rules';

export const loggerCtx = 'InstallmentPlugin';

/** Staff who record a financing provider's decision and the signed contract in the back office. */
export const decideInstallmentPermission = new PermissionDefinition({
    name: 'DecideInstallment',
    description: "Allows recording financing providers' decisions on installment applications and the signed contract",
});

/** The Payment method code of the provider's disbursement (the financed amount), recorded when the contract is signed. */
export const DISBURSEMENT_METHOD = 'financing-disbursement';

/**
 * The shared secret of each provider's webhook: env INSTALLMENT_WEBHOOK_SECRET_<PROVIDER> (required in production),
 * a marked local default otherwise.
 */
export function providerWebhookSecret(provider: InstallmentProvider): string {
    return envSecret(`INSTALLMENT_WEBHOOK_SECRET_${provider}`, `alva-local-${provider.toLowerCase()}-webhook-secret`);
}

/**
 * What a provider signs: the body's fields in a fixed order, so the signature does not depend on how the JSON was
 * spaced. Header `x-alva-signature: sha256=<hex HMAC-SHA256 of this string with the provider's secret>`.
 */
export function webhookSigningString(body: {
    sentAt?: unknown;
    eventId?: unknown;
    applicationReference?: unknown;
    decision?: unknown;
    reason?: unknown;
}): string {
    return [body.sentAt, body.eventId, body.applicationReference, body.decision, body.reason ?? '']
        .map(v => String(v ?? ''))
        .join('.');
}

export function signWebhook(provider: InstallmentProvider, body: Parameters<typeof webhookSigningString>[0]): string {
    return `sha256=${crypto.createHmac('sha256', providerWebhookSecret(provider)).update(webhookSigningString(body)).digest('hex')}`;
}

/** Constant-time comparison of the header with the expected signature. */
export function verifyWebhookSignature(provider: InstallmentProvider, body: object, header: unknown): boolean {
    if (typeof header !== 'string') return false;
    const expected = Buffer.from(signWebhook(provider, body));
    const given = Buffer.from(header);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export const isProvider = (v: unknown): v is InstallmentProvider =>
    (INSTALLMENT_PROVIDERS as readonly unknown[]).includes(v);
