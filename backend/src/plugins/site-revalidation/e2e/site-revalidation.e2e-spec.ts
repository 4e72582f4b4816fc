import { BigIntMoneyStrategy, LanguageCode, mergeConfig } from '@vendure/core';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import http from 'http';
import { AddressInfo } from 'net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { initialData } from '../../../e2e/test-environment';
import { SiteRevalidationPlugin } from '../site-revalidation.plugin';
import { SiteRevalidationService } from '../site-revalidation.service';

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
    const site = http.createServer((req, res) => {
        let body = '';
        req.on('data', c => (body += c));
        req.on('end', () => {
            received.push({ url: req.url, secret: req.headers['x-revalidate-secret'] as string | undefined, body: JSON.parse(body) });
            res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
    });
    let env: ReturnType<typeof createTestEnvironment>;
    let variantId: string;

    beforeAll(async () => {
        await new Promise<void>(r => site.listen(0, '127.0.0.1', () => r()));
        const port = (site.address() as AddressInfo).port;
        process.env.VENDURE_DISABLE_TELEMETRY = 'true';
        env = createTestEnvironment(
            mergeConfig(testConfig, {
                apiOptions: { port: 3117 },
                entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
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
        await env.server.app.get(SiteRevalidationService).settled();
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
        await env.server.app.get(SiteRevalidationService).settled();
        // Changes close together are sent as one request per instance; the instance that is down stops neither.
        for (const instance of ['/one/api/revalidate', '/two/api/revalidate']) {
            const calls = received.filter(r => r.url === instance);
            expect(calls.length).toBeGreaterThanOrEqual(1);
            expect(calls.length).toBeLessThanOrEqual(2);
            expect(calls[0]).toEqual({ url: instance, secret: 'test-secret', body: { products: ['test-scooter'] } });
        }
    });
});
