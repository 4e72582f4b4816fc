import { BigIntMoneyStrategy, mergeConfig } from '@vendure/core';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import http from 'http';
import { AddressInfo } from 'net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { initialData } from '../../../e2e/test-environment';
import { ContentPlugin } from '../../content/content.plugin';
import { FinancingPlugin } from '../../financing/financing.plugin';
import { SiteRevalidationPlugin } from '../site-revalidation.plugin';
import { revalidationSettled } from './revalidation-jobs';

const CREATE_TOPIC = gql`
    mutation ($input: CreateFaqTopicInput!) { createFaqTopic(input: $input) { id slug } }
`;
const UPDATE_TOPIC = gql`
    mutation ($input: UpdateFaqTopicInput!) { updateFaqTopic(input: $input) { id slug } }
`;
const CREATE_ANSWER = gql`
    mutation ($input: CreateFaqAnswerInput!) { createFaqAnswer(input: $input) { id slug } }
`;
const UPDATE_ANSWER = gql`
    mutation ($input: UpdateFaqAnswerInput!) { updateFaqAnswer(input: $input) { id slug } }
`;
const DELETE_ANSWER = gql`
    mutation ($id: ID!) { deleteFaqAnswer(id: $id) { result } }
`;
const CREATE_POST = gql`
    mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id slug } }
`;
const UPDATE_POST = gql`
    mutation ($input: UpdateBlogPostInput!) { updateBlogPost(input: $input) { id slug } }
`;
const CREATE_LEGAL = gql`
    mutation ($input: CreateLegalPageInput!) { createLegalPage(input: $input) { id slug } }
`;
const CREATE_META = gql`
    mutation ($input: CreateMetaTagInput!) { createMetaTag(input: $input) { id } }
`;
const UPDATE_FINANCING = gql`
    mutation ($input: UpdateFinancingSettingsInput!) { updateFinancingSettings(input: $input) { __typename } }
`;

/** Which site changes (and so, through src/lib/revalidation.ts, which pages) each back-office edit asks for. */
describe('site revalidation of content and financing edits', () => {
    const received: any[] = [];
    const site = http.createServer((req, res) => {
        let body = '';
        req.on('data', c => (body += c));
        req.on('end', () => {
            received.push(JSON.parse(body));
            res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
    });
    let env: ReturnType<typeof createTestEnvironment>;
    const settled = () => revalidationSettled(env.adminClient);
    async function changesOf(run: () => Promise<unknown>) {
        await settled();
        received.length = 0;
        await run();
        await settled();
        return received;
    }

    beforeAll(async () => {
        await new Promise<void>(r => site.listen(0, '127.0.0.1', () => r()));
        const port = (site.address() as AddressInfo).port;
        process.env.VENDURE_DISABLE_TELEMETRY = 'true';
        env = createTestEnvironment(
            mergeConfig(testConfig, {
                apiOptions: { port: 3118 },
                entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
                plugins: [
                    ContentPlugin.init({}),
                    FinancingPlugin.init(),
                    SiteRevalidationPlugin.init({ url: `http://127.0.0.1:${port}/api/revalidate`, secret: 's', debounceMs: 50 }),
                ],
            }),
        );
        await env.server.init({ initialData, customerCount: 0 });
        await env.adminClient.asSuperAdmin();
    });

    afterAll(async () => {
        await env.server.destroy();
        site.close();
    });

    it('FAQ: a new answer, a renamed answer (old and new page), a renamed topic (all its pages), a deletion', async () => {
        let topicId = '';
        expect(
            await changesOf(async () => {
                const { createFaqTopic } = await env.adminClient.query(CREATE_TOPIC, {
                    input: { slug: 'battery', translations: [{ languageCode: 'en', title: 'Battery' }] },
                });
                topicId = createFaqTopic.id;
            }),
        ).toEqual([{ faq: [{ topic: 'battery' }] }]);

        let answerId = '';
        expect(
            await changesOf(async () => {
                const { createFaqAnswer } = await env.adminClient.query(CREATE_ANSWER, {
                    input: {
                        topicId,
                        slug: 'range',
                        translations: [{ languageCode: 'en', question: 'How far?', answer: 'Far.' }],
                    },
                });
                answerId = createFaqAnswer.id;
            }),
        ).toEqual([{ faq: [{ topic: 'battery', answer: 'range' }] }]);

        expect(
            await changesOf(() =>
                env.adminClient.query(UPDATE_ANSWER, {
                    input: { id: answerId, slug: 'how-far', translations: [{ languageCode: 'id', question: 'Seberapa jauh?', answer: 'Jauh.' }] },
                }),
            ),
        ).toEqual([{ faq: [{ topic: 'battery', answer: 'how-far' }, { topic: 'battery', answer: 'range' }] }]);

        expect(
            await changesOf(() => env.adminClient.query(UPDATE_TOPIC, { input: { id: topicId, slug: 'batteries' } })),
        ).toEqual([
            {
                faq: [
                    { topic: 'batteries', answer: 'how-far' },
                    { topic: 'batteries' },
                    { topic: 'battery', answer: 'how-far' },
                    { topic: 'battery' },
                ],
            },
        ]);

        expect(await changesOf(() => env.adminClient.query(DELETE_ANSWER, { id: answerId }))).toEqual([
            { faq: [{ topic: 'batteries', answer: 'how-far' }] },
        ]);
    });

    it('blog: the post under its old and new slug', async () => {
        let postId = '';
        const translations = [{ languageCode: 'en', title: 'Hello', excerpt: 'Hi', body: 'Hello there' }];
        expect(
            await changesOf(async () => {
                const { createBlogPost } = await env.adminClient.query(CREATE_POST, {
                    input: { slug: 'hello', author: 'Alva', publishedAt: '2026-01-01T00:00:00.000Z', translations },
                });
                postId = createBlogPost.id;
            }),
        ).toEqual([{ blogPosts: ['hello'] }]);
        expect(
            await changesOf(() => env.adminClient.query(UPDATE_POST, { input: { id: postId, slug: 'hello-world' } })),
        ).toEqual([{ blogPosts: ['hello', 'hello-world'] }]);
    });

    it('legal pages, meta tags (every fixed page) and financing (the calculators)', async () => {
        expect(
            await changesOf(() =>
                env.adminClient.query(CREATE_LEGAL, {
                    input: {
                        slug: 'warranty',
                        lastUpdated: '2026-01-01T00:00:00.000Z',
                        translations: [{ languageCode: 'en', title: 'Warranty', body: 'Two years.' }],
                    },
                }),
            ),
        ).toEqual([{ legalPages: ['warranty'] }]);
        expect(
            await changesOf(() =>
                env.adminClient.query(CREATE_META, {
                    input: { pageName: 'about', translations: [{ languageCode: 'en', title: 'About', description: 'Us', og: [] }] },
                }),
            ),
        ).toEqual([{ pages: ['all'] }]);
        expect(
            await changesOf(() => env.adminClient.query(UPDATE_FINANCING, { input: { petrolKmPerLitre: 40 } })),
        ).toEqual([{ pages: ['calculators'] }]);
    });

    it('a refused edit asks for nothing', async () => {
        await expect(
            changesOf(() => env.adminClient.query(UPDATE_ANSWER, { input: { id: '999', slug: 'x' } })),
        ).rejects.toThrow();
        await settled();
        expect(received).toEqual([]);
    });
});
