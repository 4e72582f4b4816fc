import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { populateFixtures, testContent } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { siteOrigins } from '../../../environment';

const META_TAGS = gql`
    query MetaTags($locale: String!, $page: String!) {
        metaTags(locale: $locale, where: { page_name: $page }) {
            id
            page_name
            title
            description
            og {
                title
                description
                site_name
                image {
                    url
                }
            }
        }
    }
`;

const CREATE = gql`
    mutation Create($input: CreateMetaTagInput!) {
        createMetaTag(input: $input) {
            id
            pageName
            translations {
                languageCode
                title
            }
        }
    }
`;

/** The seed builds og:image from SITE_URL (default http://localhost:3000). */
const OG_IMAGE_URL = `${siteOrigins()[0]}/og-default.jpg`;

describe('content plugin: metaTags', () => {
    const { server, shopClient, adminClient } = createAlvaTestEnvironment(3102);

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['content'], firebaseUsers: false });
    });

    afterAll(async () => {
        await server.destroy();
    });

    it('returns the English tags of the home page', async () => {
        const { metaTags } = await shopClient.query(META_TAGS, { locale: 'en', page: 'home' });
        expect(metaTags).toHaveLength(1);
        expect(metaTags[0].page_name).toBe('home');
        expect(metaTags[0].title).toMatch(/Electric motorcycles made for Indonesia/);
        expect(metaTags[0].og).toHaveLength(1);
        expect(metaTags[0].og[0]).toMatchObject({
            site_name: 'Alva',
            image: { url: OG_IMAGE_URL },
        });
    });

    it('gives every seeded page one og item with the absolute URL of the default image', async () => {
        for (const page of ['home', 'product', 'product-detail', 'login', 'profile']) {
            for (const locale of ['en', 'id']) {
                const { metaTags } = await shopClient.query(META_TAGS, { locale, page });
                expect(metaTags[0].og).toEqual([
                    expect.objectContaining({ image: { url: OG_IMAGE_URL } }),
                ]);
            }
        }
    });

    it('returns Indonesian tags for locale id', async () => {
        const { metaTags } = await shopClient.query(META_TAGS, { locale: 'id', page: 'login' });
        expect(metaTags[0].title).toBe('Masuk | Alva');
    });

    it('has both locales for every seeded page', async () => {
        for (const page of testContent().metaTags.map(tag => tag.pageName)) {
            const en = await shopClient.query(META_TAGS, { locale: 'en', page });
            const id = await shopClient.query(META_TAGS, { locale: 'id', page });
            expect(en.metaTags[0].title).toBeTruthy();
            expect(id.metaTags[0].title).toBeTruthy();
            expect(id.metaTags[0].title).not.toBe(en.metaTags[0].title);
        }
    });

    it('falls back to English for a locale without a translation', async () => {
        const { metaTags } = await shopClient.query(META_TAGS, { locale: 'fr', page: 'profile' });
        expect(metaTags[0].title).toBe('My profile | Alva');
    });

    it('returns an empty list for an unknown page', async () => {
        const { metaTags } = await shopClient.query(META_TAGS, { locale: 'en', page: 'does-not-exist' });
        expect(metaTags).toEqual([]);
    });

    it('lets an administrator create tags, and refuses anonymous callers', async () => {
        const input = {
            pageName: 'press',
            translations: [{ languageCode: 'en', title: 'Press | Alva', description: 'Press releases.', og: [] }],
        };
        await adminClient.asAnonymousUser();
        await expect(adminClient.query(CREATE, { input })).rejects.toThrow(/not currently authorized/);
        await adminClient.asSuperAdmin();
        const { createMetaTag } = await adminClient.query(CREATE, { input });
        expect(createMetaTag.pageName).toBe('press');
        // No Indonesian translation: the id locale falls back to English.
        const { metaTags: tags } = await shopClient.query(META_TAGS, { locale: 'id', page: 'press' });
        expect(tags[0].title).toBe('Press | Alva');
    });
});
