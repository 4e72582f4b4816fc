import { createHash } from 'crypto';

import { MessageAdapter, messagePayload, OutboundMessage } from './outbound-message';

export interface HttpMessageAdapterOptions {
    /** The provider's (or our SMS/WhatsApp gateway's) endpoint; each message is one POST of JSON. */
    url: string;
    /** Sent as `Authorization: Bearer <token>`. */
    token?: string;
    /** A request without an answer by then fails (and the job is retried). Default 10 000 ms. */
    timeoutMs?: number;
}

/**
 * Posts each message as JSON (`channel`, `to`, `language`, `text`, `topic`, `reference`, `createdAt`) to an HTTP
 * provider. Any answer but 2xx, a network error or a timeout throws, so the job queue retries the message; the
 * `Idempotency-Key` header is the same on every retry of one message, so a provider that honours it sends it once.
 */
export class HttpMessageAdapter implements MessageAdapter {
    readonly url: string;
    readonly timeoutMs: number;
    private readonly token?: string;

    constructor(options: HttpMessageAdapterOptions) {
        this.url = new URL(options.url).toString();
        this.token = options.token;
        this.timeoutMs = options.timeoutMs ?? 10_000;
    }

    async send(message: OutboundMessage): Promise<void> {
        const body = JSON.stringify(messagePayload(message));
        const headers: Record<string, string> = {
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': createHash('sha256').update(body).digest('hex').slice(0, 32),
        };
        if (this.token) headers.authorization = `Bearer ${this.token}`;
        const where = new URL(this.url).host;
        let response: Response;
        try {
            response = await fetch(this.url, {
                method: 'POST',
                headers,
                body,
                redirect: 'error',
                signal: AbortSignal.timeout(this.timeoutMs),
            });
        } catch (err) {
            throw new Error(`Message provider ${where} not reached: ${reason(err, this.timeoutMs)}`);
        }
        let answer = '';
        try {
            answer = await response.text();
        } catch (err) {
            if (response.ok)
                throw new Error(`Message provider ${where} did not finish its answer: ${reason(err, this.timeoutMs)}`);
        }
        if (!response.ok) {
            throw new Error(`Message provider ${where} answered ${response.status}: ${answer.slice(0, 200)}`);
        }
    }
}

function reason(err: unknown, timeoutMs: number): string {
    const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
    return e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err);
}
