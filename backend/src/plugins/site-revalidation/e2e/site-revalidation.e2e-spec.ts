import { BigIntMoneyStrategy, LanguageCode, mergeConfig } from '@vendure/core';
// The test server's default job queue (not exported from the package's index), here with a shorter backoff.
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import http from 'http';
import { AddressInfo } from 'net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { initialData } from '../../../e2e/test-environment';
import { SiteRevalidationPlugin } from '../site-revalidation.plugin';
import { revalidationSettled } from './revalidation-jobs';

const CREATE_PRODUCT = gql`
    mutation CreateProduct($input: CreateProductInput!) {
        createProduct(input: $input) { id }
    }
`;
const CREATE_VARIANTS = gql`
    mutation CreateVariants($input: [CreateProductVariantInput!]!) {
        createProductVariants(input: $input) { id }
    }
`;
const UPDATE_VARIANTS = gql`
    mutation UpdateVariants($input: [UpdateProductVariantInput!]!) {
        updateProductVariants(input: $input) { id price stockOnHand }
    }
`;

describe('site revalidation', () => {
    const received: Array<{ url?: string; secret: string | undefined; body: any }> = [];
    /** An instance restarting: it answers 503 this many more times (by path), then refreshes. */
    const unavailableFor = new Map<string, number>();
    const answered503: Array<string | undefined> = [];
    const site = http.createServer((req, res) => {
        let body = '';
        req.on('data', c => (body += c));
        req.on('end', () => {
            const unavailable = unavailableFor.get(req.url ?? '') ?? 0;
            if (unavailable > 0) {
                unavailableFor.set(req.url ?? '', unavailable - 1);
                answered503.push(req.url);
                res.writeHead(503).end();
                return;
            }
            received.push({ url: req.url, secret: req.headers['x-revalidate-secret'] as string | undefined, body: JSON.parse(body) });
            res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
    });
    let env: ReturnType<typeof createTestEnvironment>;
    let variantId: string;
    let siteUrl: string;

    beforeAll(async () => {
        await new Promise<void>(r => site.listen(0, '127.0.0.1', () => r()));
        const port = (site.address() as AddressInfo).port;
        siteUrl = `http://127.0.0.1:${port}`;
        process.env.VENDURE_DISABLE_TELEMETRY = 'true';
        env = createTestEnvironment(
            mergeConfig(testConfig, {
                apiOptions: { port: 3117 },
                entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
                // Retries after 100 ms, not the real 5 s, 10 s… (vendure-config.ts), so the specs stay quick.
                jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ backoffStrategy: () => 100 }) },
                plugins: [
                    // Two site instances, and a third that is down (a cluster with one Next.js instance stopped).
                    SiteRevalidationPlugin.init({
                        url: `http://127.0.0.1:${port}/one/api/revalidate, http://127.0.0.1:1/api/revalidate,http://127.0.0.1:${port}/two/api/revalidate`,
                        secret: 'test-secret',
                        debounceMs: 50,
                    }),
                ],
            }),
        );
        await env.server.init({ initialData, customerCount: 0 });
        await env.adminClient.asSuperAdmin();
        const { createProduct } = await env.adminClient.query(CREATE_PRODUCT, {
            input: {
                translations: [
                    { languageCode: LanguageCode.en, name: 'Test Scooter', slug: 'test-scooter', description: '' },
                ],
            },
        });
        const { createProductVariants } = await env.adminClient.query(CREATE_VARIANTS, {
            input: [
                {
                    productId: createProduct.id,
                    sku: 'TS-1',
                    price: 100_000_00,
                    stockOnHand: 5,
                    translations: [{ languageCode: LanguageCode.en, name: 'Test Scooter' }],
                },
            ],
        });
        variantId = createProductVariants[0].id;
        await revalidationSettled(env.adminClient);
    });

    afterAll(async () => {
        await env.server.destroy();
        site.close();
    });

    it('asks every site instance to refresh a product after its price and stock change, with the shared secret', async () => {
        received.length = 0;
        const { updateProductVariants } = await env.adminClient.query(UPDATE_VARIANTS, {
            input: [{ id: variantId, price: 95_000_00, stockOnHand: 3 }],
        });
        expect(updateProductVariants[0]).toMatchObject({ price: 95_000_00, stockOnHand: 3 });
        await revalidationSettled(env.adminClient);
        // Changes close together are sent as one request per instance; the instance that is down stops neither.
        for (const instance of ['/one/api/revalidate', '/two/api/revalidate']) {
            const calls = received.filter(r => r.url === instance);
            expect(calls.length).toBeGreaterThanOrEqual(1);
            expect(calls.length).toBeLessThanOrEqual(2);
            expect(calls[0]).toEqual({ url: instance, secret: 'test-secret', body: { products: ['test-scooter'] } });
        }
    });

    it('asks an instance again when it answers 503 at first (a restart or a deploy): the job is retried', async () => {
        received.length = 0;
        answered503.length = 0;
        unavailableFor.set('/two/api/revalidate', 2);
        await env.adminClient.query(UPDATE_VARIANTS, { input: [{ id: variantId, price: 90_000_00 }] });
        const jobs = await revalidationSettled(env.adminClient);
        expect(answered503).toEqual(['/two/api/revalidate', '/two/api/revalidate']);
        for (const instance of ['/one/api/revalidate', '/two/api/revalidate']) {
            expect(received.filter(r => r.url === instance)[0]).toEqual({
                url: instance,
                secret: 'test-secret',
                body: { products: ['test-scooter'] },
            });
        }
        // One job per instance and batch: the restarting one succeeded on its third attempt; the one that stays down
        // gave up after its retries. The secret is not stored in the jobs.
        const jobsOf = (url: string) =>
            jobs.filter(j => j.data.url === url).map(({ state, attempts, retries }) => ({ state, attempts, retries }));
        expect(jobsOf(`${siteUrl}/two/api/revalidate`)).toContainEqual({ state: 'COMPLETED', attempts: 3, retries: 4 });
        expect(new Set(jobsOf(`${siteUrl}/one/api/revalidate`).map(j => j.state))).toEqual(new Set(['COMPLETED']));
        const down = jobsOf('http://127.0.0.1:1/api/revalidate');
        expect(down).toContainEqual({ state: 'FAILED', attempts: 5, retries: 4 });
        expect(new Set(down.map(j => j.state))).toEqual(new Set(['FAILED']));
        expect(JSON.stringify(jobs)).not.toContain('test-secret');
    });
});
