import { envBool, envInt, isProduction } from '../environment';
import { HttpMessageAdapter } from './http-message-adapter';
import { MessageAdapter } from './outbound-message';
import { OutboxFileAdapter, outboxDir } from './outbox-file-adapter';

export type MessageDelivery =
    | { mode: 'http'; url: string; token?: string; timeoutMs: number }
    | { mode: 'files'; dir: string; warning?: string };

/**
 * How SMS / WhatsApp messages leave, from the environment:
 * - MESSAGES_TO_FILES=true: JSON files in OUTBOX_DIR (like EMAIL_TO_FILES; a local production-mode run only);
 * - else MESSAGES_HTTP_URL (+ MESSAGES_HTTP_TOKEN, MESSAGES_HTTP_TIMEOUT_MS): POSTed to that provider;
 * - else the file outbox in development, and in production a refusal to start: customers would never get their
 *   messages, and the outbox shows phone numbers and booking codes.
 */
export function messageDelivery(): MessageDelivery {
    const production = isProduction();
    if (envBool('MESSAGES_TO_FILES', false)) {
        return {
            mode: 'files',
            dir: outboxDir(),
            warning: production
                ? `MESSAGES_TO_FILES=true: SMS/WhatsApp messages are written to ${outboxDir()}, NOT sent. Never do this in a real deployment.`
                : undefined,
        };
    }
    const url = process.env.MESSAGES_HTTP_URL?.trim();
    if (url) {
        let parsed: URL;
        try {
            parsed = new URL(url);
        } catch {
            throw new Error(`MESSAGES_HTTP_URL is not a URL: "${url}".`);
        }
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
            throw new Error(`MESSAGES_HTTP_URL must be an http(s) URL, got "${parsed.protocol}".`);
        }
        const token = process.env.MESSAGES_HTTP_TOKEN?.trim() || undefined;
        if (production && !token) {
            throw new Error(
                'MESSAGES_HTTP_URL is set but MESSAGES_HTTP_TOKEN is not, while NODE_ENV=production: set the ' +
                    "provider's bearer token.",
            );
        }
        const timeoutMs = envInt('MESSAGES_HTTP_TIMEOUT_MS', 10_000);
        if (timeoutMs <= 0) throw new Error('MESSAGES_HTTP_TIMEOUT_MS must be a positive number of milliseconds.');
        return { mode: 'http', url, token, timeoutMs };
    }
    if (production) {
        throw new Error(
            'NODE_ENV=production and no SMS/WhatsApp provider is configured: set MESSAGES_HTTP_URL and ' +
                'MESSAGES_HTTP_TOKEN, or MESSAGES_TO_FILES=true for a local run only (messages written to OUTBOX_DIR).',
        );
    }
    return { mode: 'files', dir: outboxDir() };
}

/** The adapter for `delivery` (default: from the environment; throws where messageDelivery() refuses). */
export function createMessageAdapter(delivery: MessageDelivery = messageDelivery()): MessageAdapter {
    if (delivery.mode === 'http') {
        return new HttpMessageAdapter({ url: delivery.url, token: delivery.token, timeoutMs: delivery.timeoutMs });
    }
    return new OutboxFileAdapter();
}
