import http from 'http';
import { AddressInfo } from 'net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { HttpMessageAdapter } from './http-message-adapter';
import { OutboundMessage } from './outbound-message';

const MESSAGE: OutboundMessage = {
    channel: 'WHATSAPP',
    to: '+6281234567890',
    language: 'id',
    text: 'Test ride TR-ABC123 dikonfirmasi.',
    topic: 'test-ride.created',
    reference: 'TR-ABC123',
    createdAt: '2026-11-01T03:00:00.000Z',
    label: 'created',
};

interface Received {
    method?: string;
    url?: string;
    headers: http.IncomingHttpHeaders;
    body: string;
}

/** What the fake provider does with the next request. */
let answer: (res: http.ServerResponse) => void = res => res.writeHead(202).end('{"id":"m-1"}');
const received: Received[] = [];
const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', chunk => (body += chunk));
    req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        answer(res);
    });
});
let base = '';

beforeAll(async () => {
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
    received.length = 0;
    answer = res => res.writeHead(202).end('{"id":"m-1"}');
});

afterAll(async () => {
    server.closeAllConnections();
    await new Promise(resolve => server.close(resolve));
});

describe('HttpMessageAdapter', () => {
    it('POSTs the message as JSON with the bearer token and an idempotency key, and resolves on 2xx', async () => {
        const adapter = new HttpMessageAdapter({ url: `${base}/v1/messages`, token: 'secret-token' });
        await adapter.send(MESSAGE);
        expect(received).toHaveLength(1);
        const [request] = received;
        expect(request.method).toBe('POST');
        expect(request.url).toBe('/v1/messages');
        expect(request.headers.authorization).toBe('Bearer secret-token');
        expect(request.headers['content-type']).toBe('application/json');
        // The outbox-only label is not sent.
        expect(JSON.parse(request.body)).toEqual({
            channel: 'WHATSAPP',
            to: '+6281234567890',
            language: 'id',
            text: 'Test ride TR-ABC123 dikonfirmasi.',
            topic: 'test-ride.created',
            reference: 'TR-ABC123',
            createdAt: '2026-11-01T03:00:00.000Z',
        });
        // A retry of the same message carries the same key; another message another one.
        const key = request.headers['idempotency-key'];
        expect(key).toMatch(/^[0-9a-f]{32}$/);
        await adapter.send(MESSAGE);
        await adapter.send({ ...MESSAGE, topic: 'test-ride.cancelled' });
        expect(received[1].headers['idempotency-key']).toBe(key);
        expect(received[2].headers['idempotency-key']).not.toBe(key);
    });

    it('sends no authorization header without a token', async () => {
        await new HttpMessageAdapter({ url: base }).send(MESSAGE);
        expect(received[0].headers.authorization).toBeUndefined();
    });

    it('throws on an answer that is not 2xx, with the status and the start of the body', async () => {
        const adapter = new HttpMessageAdapter({ url: base, token: 't' });
        answer = res => res.writeHead(503, { 'content-type': 'text/plain' }).end('provider overloaded');
        await expect(adapter.send(MESSAGE)).rejects.toThrow(/answered 503: provider overloaded/);
        answer = res => res.writeHead(401).end();
        await expect(adapter.send(MESSAGE)).rejects.toThrow(/answered 401/);
        // A redirect is not followed (the token would go elsewhere): it fails too.
        answer = res => res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
        await expect(adapter.send(MESSAGE)).rejects.toThrow(/not reached/);
    });

    it('throws when the provider does not answer within the timeout', async () => {
        answer = () => {
            // Never answers.
        };
        const adapter = new HttpMessageAdapter({ url: base, timeoutMs: 300 });
        const started = Date.now();
        await expect(adapter.send(MESSAGE)).rejects.toThrow(/no answer within 300 ms/);
        expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('throws when the provider cannot be reached', async () => {
        const closed = http.createServer();
        await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve));
        const port = (closed.address() as AddressInfo).port;
        await new Promise(resolve => closed.close(resolve));
        await expect(new HttpMessageAdapter({ url: `http://127.0.0.1:${port}/` }).send(MESSAGE)).rejects.toThrow(
            /not reached: ECONNREFUSED/,
        );
    });
});
