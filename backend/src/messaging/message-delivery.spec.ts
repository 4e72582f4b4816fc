import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HttpMessageAdapter } from './http-message-adapter';
import { createMessageAdapter, messageDelivery } from './message-delivery';
import { OutboxFileAdapter } from './outbox-file-adapter';
import { outboundMessageBackoffMs } from './outbound-message.service';

const VARS = [
    'NODE_ENV',
    'MESSAGES_HTTP_URL',
    'MESSAGES_HTTP_TOKEN',
    'MESSAGES_HTTP_TIMEOUT_MS',
    'MESSAGES_TO_FILES',
    'OUTBOX_DIR',
];

// Each test starts in development with none of these set; unstubAllEnvs puts back what the run had.
beforeEach(() => {
    for (const name of VARS) vi.stubEnv(name, undefined);
    vi.stubEnv('NODE_ENV', 'development');
});

afterEach(() => {
    vi.unstubAllEnvs();
});

describe('messageDelivery / createMessageAdapter', () => {
    it('writes to the outbox in development when no provider is set', () => {
        vi.stubEnv('OUTBOX_DIR', '/tmp/alva-outbox-test');
        expect(messageDelivery()).toEqual({ mode: 'files', dir: '/tmp/alva-outbox-test' });
        expect(createMessageAdapter()).toBeInstanceOf(OutboxFileAdapter);
    });

    it('posts to MESSAGES_HTTP_URL with its token and timeout', () => {
        vi.stubEnv('MESSAGES_HTTP_URL', 'https://sms.example/v1/messages');
        vi.stubEnv('MESSAGES_HTTP_TOKEN', 'tok');
        vi.stubEnv('MESSAGES_HTTP_TIMEOUT_MS', '2500');
        expect(messageDelivery()).toEqual({
            mode: 'http',
            url: 'https://sms.example/v1/messages',
            token: 'tok',
            timeoutMs: 2500,
        });
        const adapter = createMessageAdapter();
        expect(adapter).toBeInstanceOf(HttpMessageAdapter);
        expect((adapter as HttpMessageAdapter).timeoutMs).toBe(2500);
    });

    it('refuses a URL that is not http(s) and a timeout that is not positive', () => {
        vi.stubEnv('MESSAGES_HTTP_URL', 'not a url');
        expect(() => messageDelivery()).toThrow(/MESSAGES_HTTP_URL is not a URL/);
        vi.stubEnv('MESSAGES_HTTP_URL', 'ftp://sms.example/');
        expect(() => messageDelivery()).toThrow(/http\(s\) URL/);
        vi.stubEnv('MESSAGES_HTTP_URL', 'https://sms.example/');
        vi.stubEnv('MESSAGES_HTTP_TIMEOUT_MS', '0');
        expect(() => messageDelivery()).toThrow(/MESSAGES_HTTP_TIMEOUT_MS/);
    });

    describe('NODE_ENV=production', () => {
        beforeEach(() => {
            vi.stubEnv('NODE_ENV', 'production');
        });

        it('refuses to start without a provider', () => {
            expect(() => messageDelivery()).toThrow(
                /no SMS\/WhatsApp provider is configured: set MESSAGES_HTTP_URL and MESSAGES_HTTP_TOKEN, or MESSAGES_TO_FILES=true/,
            );
            expect(() => createMessageAdapter()).toThrow(/MESSAGES_HTTP_URL/);
        });

        it('refuses a provider URL without a token', () => {
            vi.stubEnv('MESSAGES_HTTP_URL', 'https://sms.example/v1/messages');
            expect(() => messageDelivery()).toThrow(/MESSAGES_HTTP_TOKEN is not/);
            vi.stubEnv('MESSAGES_HTTP_TOKEN', 'tok');
            expect(messageDelivery()).toMatchObject({ mode: 'http', token: 'tok', timeoutMs: 10_000 });
        });

        it('uses the outbox with MESSAGES_TO_FILES=true (local runs), with a warning, even when a URL is set', () => {
            vi.stubEnv('MESSAGES_TO_FILES', 'true');
            vi.stubEnv('MESSAGES_HTTP_URL', 'https://sms.example/v1/messages');
            const delivery = messageDelivery();
            expect(delivery).toMatchObject({ mode: 'files', warning: expect.stringContaining('NOT sent') });
            expect(createMessageAdapter(delivery)).toBeInstanceOf(OutboxFileAdapter);
        });
    });
});

describe('OutboxFileAdapter', () => {
    it('writes one JSON file per message, named <createdAt>-<channel>-<reference>-<label>-<random>.json', async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-outbox-spec-'));
        try {
            const adapter = new OutboxFileAdapter(() => dir);
            const message = {
                channel: 'SMS' as const,
                to: '+628111',
                language: 'en' as const,
                text: 'Hello',
                topic: 'test-ride.created',
                reference: 'TR-ABC123',
                createdAt: '2026-11-01T03:00:00.000Z',
            };
            await adapter.send(message);
            await adapter.send({ ...message, topic: 'order.installment', reference: 'AB12', label: 'order-approved' });
            const names = fs.readdirSync(dir).sort();
            expect(names[0]).toMatch(/^2026-11-01T03-00-00-000Z-sms-AB12-order-approved-[a-z0-9]+\.json$/);
            expect(names[1]).toMatch(/^2026-11-01T03-00-00-000Z-sms-TR-ABC123-created-[a-z0-9]+\.json$/);
            // The label names the file only: the JSON is the message as before.
            expect(JSON.parse(fs.readFileSync(path.join(dir, names[0]), 'utf8'))).toEqual({
                ...message,
                topic: 'order.installment',
                reference: 'AB12',
            });
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });
});

describe('retry backoff', () => {
    it('doubles from 5 s', () => {
        expect([1, 2, 3, 4, 5].map(outboundMessageBackoffMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
    });
});
