/**
 * The demo seed itself (what `npm run dev` writes): the full demo data set through the shop API, a second run
 * that creates nothing, and no site revalidation. The plugin specs use the e2e fixtures instead (src/e2e/fixtures).
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createAlvaTestEnvironment, initialData } from '../e2e/test-environment';
import { revalidationJobs } from '../plugins/site-revalidation/e2e/revalidation-jobs';
import { SiteRevalidationPlugin } from '../plugins/site-revalidation/site-revalidation.plugin';
import { MOTORCYCLES, SHOP_ITEMS } from './catalog-data';
import { seed } from './seed';

const PRODUCT = gql`
    query Product($slug: String!) {
        product(slug: $slug) {
            slug
            name
            featuredAsset {
                id
            }
            optionGroups {
                code
                options {
                    code
                }
            }
            variants {
                sku
                price
                priceWithTax
                currencyCode
                options {
                    code
                    group {
                        code
                    }
                }
            }
        }
    }
`;

const PRODUCT_NAMES = gql`
    query ProductNames($slug: String!) {
        product(slug: $slug) {
            name
            variants {
                name
            }
        }
    }
`;

const UPDATE_PRODUCT = gql`
    mutation UpdateProduct($input: UpdateProductInput!) {
        updateProduct(input: $input) { id }
    }
`;

describe('demo seed (Vendure shop API)', () => {
    const { server, shopClient, adminClient } = createAlvaTestEnvironment(3104, {
        // As on a fresh stack: revalidation is on, and no site instance listens (nothing answers on port 1).
        extraPlugins: [
            SiteRevalidationPlugin.init({ url: 'http://127.0.0.1:1/api/revalidate', secret: 's', debounceMs: 50 }),
        ],
    });

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        const first = await seed(server.app, { firebaseUsers: false });
        expect(first.created.length).toBeGreaterThan(0);
    }, 180_000);

    afterAll(async () => {
        await server.destroy();
    });

    it('switched the channel to IDR with en and id', async () => {
        const { activeChannel } = await shopClient.query(gql`
            {
                activeChannel {
                    defaultCurrencyCode
                    availableLanguageCodes
                }
            }
        `);
        expect(activeChannel.defaultCurrencyCode).toBe('IDR');
        expect(activeChannel.availableLanguageCodes).toEqual(expect.arrayContaining(['en', 'id']));
    });

    it.each(['alva-one-1-battery', 'alva-cervo', 'alva-n3'])(
        '%s has IDR prices and the battery options',
        async slug => {
            const { product } = await shopClient.query(PRODUCT, { slug });
            expect(product.slug).toBe(slug);
            expect(product.featuredAsset).not.toBeNull();
            expect(product.optionGroups.map((g: { code: string }) => g.code)).toEqual(['color', 'accent', 'battery']);
            const battery = product.optionGroups.find((g: { code: string }) => g.code === 'battery');
            expect(battery.options.map((o: { code: string }) => o.code)).toEqual([
                'single',
                'dual',
                'subscription-rental',
            ]);
            expect(product.variants).toHaveLength(12);
            const def = MOTORCYCLES.find(m => m.slug === slug)!;
            for (const v of product.variants) {
                expect(v.currencyCode).toBe('IDR');
                // Minor units: a motorcycle costs millions of rupiah, i.e. > 1e9 minor units.
                expect(v.priceWithTax).toBeGreaterThan(1_000_000_000);
            }
            const single = product.variants.find((v: { options: Array<{ code: string }> }) =>
                v.options.some(o => o.code === 'single'),
            );
            expect(single.priceWithTax).toBe(def.basePrice * 100);
        },
    );

    it('names products and variants in Indonesian for languageCode=id', async () => {
        const { products } = await shopClient.query(
            gql`
                {
                    products(options: { take: 100 }) {
                        items {
                            slug
                            name
                        }
                    }
                }
            `,
            {},
            { languageCode: 'id' },
        );
        const names = Object.fromEntries(products.items.map((p: { slug: string; name: string }) => [p.slug, p.name]));
        const expected = Object.fromEntries([...MOTORCYCLES, ...SHOP_ITEMS].map(p => [p.slug, p.name.id]));
        expect(names).toEqual(expected);
        expect(names['alva-battery-pack-long-range']).toBe('Paket Baterai Alva 2,5 kWh Jarak Jauh');
        expect(names['alva-riding-jacket']).toBe('Jaket Berkendara Alva');

        const en = await shopClient.query(PRODUCT_NAMES, { slug: 'alva-cervo' });
        const id = await shopClient.query(PRODUCT_NAMES, { slug: 'alva-cervo' }, { languageCode: 'id' });
        expect(id.product.variants.map((v: { name: string }) => v.name)).toContain(
            'Alva Cervo Hitam Midnight · Aksen putih · Baterai tunggal',
        );
        expect(en.product.variants.map((v: { name: string }) => v.name)).toContain(
            'Alva Cervo Midnight Black · White accent · Single battery',
        );
    });

    it('names collections in Indonesian for languageCode=id', async () => {
        const { collections } = await shopClient.query(
            gql`
                {
                    collections {
                        items {
                            slug
                            name
                        }
                    }
                }
            `,
            {},
            { languageCode: 'id' },
        );
        const names = Object.fromEntries(
            collections.items.map((c: { slug: string; name: string }) => [c.slug, c.name]),
        );
        expect(names).toMatchObject({
            motorcycles: 'Motor Listrik',
            battery: 'Baterai',
            accessories: 'Aksesori',
            'spare-parts': 'Suku Cadang',
            apparel: 'Pakaian',
        });
    });

    it('returns null for an unknown slug', async () => {
        const { product } = await shopClient.query(PRODUCT, { slug: 'alva-does-not-exist' });
        expect(product).toBeNull();
    });

    it('is idempotent: a second run creates nothing', async () => {
        const second = await seed(server.app, { firebaseUsers: false });
        expect(second.created).toEqual([]);
    }, 60_000);

    it("queues no site revalidation for the seed's edits; an admin edit still queues one", async () => {
        await adminClient.asSuperAdmin();
        // The seed's products, prices and stock (and its content) would each have asked the site to refresh.
        expect(await revalidationJobs(adminClient)).toEqual([]);
        const { product } = await adminClient.query(gql`{ product(slug: "alva-cervo") { id } }`);
        await adminClient.query(UPDATE_PRODUCT, { input: { id: product.id, enabled: true } });
        // Queued once the debounce has passed: one job, for this product only.
        const jobs = await vi.waitFor(async () => {
            const queued = await revalidationJobs(adminClient);
            expect(queued).not.toEqual([]);
            return queued;
        });
        expect(jobs.map(j => j.data)).toEqual([
            { url: 'http://127.0.0.1:1/api/revalidate', changes: expect.objectContaining({ products: ['alva-cervo'] }) },
        ]);
    });
});
