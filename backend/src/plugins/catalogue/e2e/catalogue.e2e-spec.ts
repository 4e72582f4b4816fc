import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_MOTORCYCLES, TEST_SHOP_ITEMS, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';

const CONTENT = gql`
    query Content($slug: String!) {
        product(slug: $slug) {
            id
            content {
                tagline
                columnSlider {
                    title
                    body
                }
                specification {
                    label
                    value
                }
                colors {
                    title
                }
                mainBody {
                    title
                    highlights {
                        title
                    }
                }
                battery {
                    title
                    options {
                        code
                        title
                        range
                        charging
                    }
                }
            }
        }
    }
`;

const UPDATE = gql`
    mutation ($id: ID!, $content: String) {
        updateProduct(input: { id: $id, translations: [{ languageCode: en, customFields: { pageContent: $content } }] }) {
            id
        }
    }
`;

describe('catalogue plugin: Product.content', () => {
    const { server, shopClient, adminClient } = createAlvaTestEnvironment(3107);

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['catalog'], firebaseUsers: false });
        await adminClient.asSuperAdmin();
    }, 120_000);

    afterAll(async () => {
        await server.destroy();
    });

    it('gives every motorcycle the five content blocks and the three battery options', async () => {
        for (const bike of TEST_MOTORCYCLES) {
            const { product } = await shopClient.query(CONTENT, { slug: bike.slug });
            const content = product.content;
            expect(content.tagline).toBeTruthy();
            expect(content.columnSlider.length).toBeGreaterThan(1);
            expect(content.specification.length).toBeGreaterThan(5);
            expect(content.colors.title).toBeTruthy();
            expect(content.mainBody.highlights.length).toBeGreaterThan(0);
            expect(content.battery.options.map((o: { code: string }) => o.code)).toEqual([
                'single',
                'dual',
                'subscription-rental',
            ]);
        }
    });

    it('answers in the request language', async () => {
        const en = await shopClient.query(CONTENT, { slug: 'alva-cervo' });
        const id = await shopClient.query(CONTENT, { slug: 'alva-cervo' }, { languageCode: 'id' });
        expect(en.product.content.specification[0].label).toBe('Top speed');
        expect(id.product.content.specification[0].label).toBe('Kecepatan maksimum');
        expect(id.product.content.battery.options[2].title).toBe('Sewa berlangganan');
    });

    it('has no content for shop items', async () => {
        const { product } = await shopClient.query(CONTENT, { slug: TEST_SHOP_ITEMS[0].slug });
        expect(product.content).toBeNull();
    });

    it('refuses content that is not valid JSON or misses a block', async () => {
        const { product } = await shopClient.query(CONTENT, { slug: 'alva-n3' });
        await expect(adminClient.query(UPDATE, { id: product.id, content: '{not json' })).rejects.toThrow(/valid JSON/);
        await expect(
            adminClient.query(UPDATE, { id: product.id, content: JSON.stringify({ tagline: 'x' }) }),
        ).rejects.toThrow(/columnSlider/);
        const after = await shopClient.query(CONTENT, { slug: 'alva-n3' });
        expect(after.product.content.tagline).toBe('Easy to ride, easy to own.');
    });

    it('does not expose the raw JSON field in the shop API', async () => {
        await expect(
            shopClient.query(gql`
                query {
                    product(slug: "alva-n3") {
                        customFields {
                            pageContent
                        }
                    }
                }
            `),
        ).rejects.toThrow();
    });
});
