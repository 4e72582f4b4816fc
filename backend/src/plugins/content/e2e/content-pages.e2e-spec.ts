import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ACCOUNTS, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { LEGAL_PAGE_SLUGS } from '../constants';

const FAQ_TOPICS = gql`
    query FaqTopics($locale: String!) {
        faqTopics(locale: $locale) {
            slug
            title
            answers {
                slug
                topicSlug
                question
                answer
            }
        }
    }
`;
const FAQ_TOPIC = gql`
    query FaqTopic($locale: String!, $slug: String!) {
        faqTopic(locale: $locale, slug: $slug) {
            slug
            title
            answers {
                slug
                question
            }
        }
    }
`;
const BLOG_POSTS = gql`
    query BlogPosts($locale: String!, $take: Int) {
        blogPosts(locale: $locale, take: $take) {
            totalItems
            items {
                slug
                title
                excerpt
                author
                publishedAt
                tags
                coverImageUrl
            }
        }
    }
`;
const BLOG_POST = gql`
    query BlogPost($locale: String!, $slug: String!) {
        blogPost(locale: $locale, slug: $slug) {
            slug
            title
            body
        }
    }
`;
const LEGAL_PAGE = gql`
    query LegalPage($locale: String!, $slug: String!) {
        legalPage(locale: $locale, slug: $slug) {
            slug
            title
            body
            lastUpdated
        }
    }
`;
const GUIDEBOOK = gql`
    query Guidebook {
        guidebook {
            version
            title
            pdfUrl
        }
    }
`;
const GUIDEBOOK_RECORDS = gql`
    query GuidebookRecords {
        guidebookRecords { totalItems items { id version title pdfUrl } }
    }
`;
const PUBLISH_GUIDEBOOK = gql`
    mutation PublishGuidebook($input: PublishGuidebookInput!) {
        publishGuidebook(input: $input) { id version title pdfUrl }
    }
`;
const UPDATE_GUIDEBOOK = gql`
    mutation UpdateGuidebook($input: UpdateGuidebookInput!) {
        updateGuidebook(input: $input) { id version title pdfUrl }
    }
`;
const CREATE_POST = gql`
    mutation CreatePost($input: CreateBlogPostInput!) {
        createBlogPost(input: $input) {
            id
            slug
            publishedAt
        }
    }
`;
const UPDATE_POST = gql`
    mutation UpdatePost($input: UpdateBlogPostInput!) {
        updateBlogPost(input: $input) {
            id
            publishedAt
        }
    }
`;
const CREATE_TOPIC = gql`
    mutation CreateTopic($input: CreateFaqTopicInput!) {
        createFaqTopic(input: $input) {
            id
            slug
            translations {
                languageCode
                title
            }
        }
    }
`;
const CREATE_ANSWER = gql`
    mutation CreateAnswer($input: CreateFaqAnswerInput!) {
        createFaqAnswer(input: $input) {
            id
            slug
            topicId
        }
    }
`;
const DELETE_TOPIC = gql`
    mutation DeleteTopic($id: ID!) {
        deleteFaqTopic(id: $id) {
            result
            message
        }
    }
`;
const CREATE_LEGAL = gql`
    mutation CreateLegal($input: CreateLegalPageInput!) {
        createLegalPage(input: $input) {
            id
        }
    }
`;
const FAQ_RECORDS = gql`
    query FaqRecords {
        faqTopicRecords {
            items {
                slug
            }
        }
    }
`;
const FAQ_TOPIC_LIST = gql`
    query FaqTopicList($options: FaqTopicRecordListOptions) {
        faqTopicRecords(options: $options) {
            totalItems
            items {
                slug
                position
                answers {
                    position
                }
            }
        }
    }
`;
const LEGAL_PAGE_LIST = gql`
    query LegalPageList($options: LegalPageRecordListOptions) {
        legalPageRecords(options: $options) {
            totalItems
            items {
                slug
            }
        }
    }
`;
const DETAIL_RECORDS = gql`
    query DetailRecords($topicId: ID!, $answerId: ID!, $legalId: ID!) {
        faqTopicRecord(id: $topicId) {
            slug
            translations {
                languageCode
            }
            answers {
                id
                position
            }
        }
        faqAnswerRecord(id: $answerId) {
            id
            topicId
            translations {
                languageCode
                question
            }
        }
        legalPageRecord(id: $legalId) {
            slug
            translations {
                languageCode
            }
        }
    }
`;
const CREATE_ROLE = gql`
    mutation CreateRole($input: CreateRoleInput!) {
        createRole(input: $input) {
            id
        }
    }
`;
const CREATE_ADMIN = gql`
    mutation CreateAdministrator($input: CreateAdministratorInput!) {
        createAdministrator(input: $input) {
            id
        }
    }
`;

const draftInput = (slug: string, publishedAt: string | null) => ({
    slug,
    author: 'Test Author',
    publishedAt,
    translations: [
        { languageCode: 'en', title: `Post ${slug}`, excerpt: 'Excerpt', body: 'Body text', tags: ['Test'] },
        { languageCode: 'id', title: `Artikel ${slug}`, excerpt: 'Ringkasan', body: 'Isi artikel', tags: ['Uji'] },
    ],
});

describe('content plugin: FAQ, blog, legal pages, guidebook', () => {
    const { server, shopClient, adminClient } = createAlvaTestEnvironment(3142);
    const ecommerceAdmin = TEST_ACCOUNTS.find(a => a.kind === 'ecommerce-admin')!;
    const customer = TEST_ACCOUNTS.find(a => !a.isPS && !a.administratorRole)!;

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['content', 'accounts'], firebaseUsers: false });
        // Seeding again creates nothing: every step checks first.
        const again = await populateFixtures(server.app, { steps: ['content'], firebaseUsers: false });
        expect(again.created).toEqual([]);
    });

    afterAll(async () => {
        await server.destroy();
    });

    describe('FAQ', () => {
        it('has at least 5 topics with at least 3 answers each, in display order', async () => {
            const { faqTopics } = await shopClient.query(FAQ_TOPICS, { locale: 'en' });
            expect(faqTopics.length).toBeGreaterThanOrEqual(5);
            for (const topic of faqTopics) {
                expect(topic.answers.length).toBeGreaterThanOrEqual(3);
                for (const answer of topic.answers) expect(answer.topicSlug).toBe(topic.slug);
            }
            expect(faqTopics[0]).toMatchObject({ slug: 'charging', title: 'Charging' });
            expect(faqTopics[0].answers[0].slug).toBe('charge-at-home');
        });

        it('answers in Indonesian for locale id, and in English for a locale without translation', async () => {
            const id = await shopClient.query(FAQ_TOPIC, { locale: 'id', slug: 'charging' });
            expect(id.faqTopic.title).toBe('Pengisian daya');
            expect(id.faqTopic.answers[0].question).toBe('Apakah Alva bisa dicas di rumah?');
            const fr = await shopClient.query(FAQ_TOPIC, { locale: 'fr', slug: 'charging' });
            expect(fr.faqTopic.title).toBe('Charging');
        });

        it('returns null for an unknown topic', async () => {
            const { faqTopic } = await shopClient.query(FAQ_TOPIC, { locale: 'en', slug: 'no-such-topic' });
            expect(faqTopic).toBeNull();
        });
    });

    describe('blog', () => {
        it('lists the published posts newest first, translated', async () => {
            const en = await shopClient.query(BLOG_POSTS, { locale: 'en' });
            expect(en.blogPosts.totalItems).toBeGreaterThanOrEqual(3);
            const dates = en.blogPosts.items.map((p: { publishedAt: string }) => Date.parse(p.publishedAt));
            expect(dates).toEqual([...dates].sort((a, b) => b - a));
            const id = await shopClient.query(BLOG_POSTS, { locale: 'id' });
            expect(id.blogPosts.items[0].slug).toBe(en.blogPosts.items[0].slug);
            expect(id.blogPosts.items[0].title).not.toBe(en.blogPosts.items[0].title);
            expect(id.blogPosts.items[0].tags.length).toBeGreaterThan(0);
        });

        it('hides drafts and scheduled posts until their publication date', async () => {
            await adminClient.asSuperAdmin();
            const future = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
            const { createBlogPost: draft } = await adminClient.query(CREATE_POST, { input: draftInput('a-draft', null) });
            await adminClient.query(CREATE_POST, { input: draftInput('a-scheduled-post', future) });

            for (const slug of ['a-draft', 'a-scheduled-post']) {
                const { blogPost } = await shopClient.query(BLOG_POST, { locale: 'en', slug });
                expect(blogPost).toBeNull();
            }
            const list = await shopClient.query(BLOG_POSTS, { locale: 'en', take: 50 });
            const slugs = list.blogPosts.items.map((p: { slug: string }) => p.slug);
            expect(slugs).not.toContain('a-draft');
            expect(slugs).not.toContain('a-scheduled-post');

            await adminClient.query(UPDATE_POST, { input: { id: draft.id, publishedAt: new Date().toISOString() } });
            const { blogPost } = await shopClient.query(BLOG_POST, { locale: 'id', slug: 'a-draft' });
            expect(blogPost).toMatchObject({ slug: 'a-draft', title: 'Artikel a-draft', body: 'Isi artikel' });
        });

        it('returns null for an unknown slug', async () => {
            const { blogPost } = await shopClient.query(BLOG_POST, { locale: 'en', slug: 'no-such-post' });
            expect(blogPost).toBeNull();
        });

        it('refuses a page size above 50', async () => {
            await expect(shopClient.query(BLOG_POSTS, { locale: 'en', take: 500 })).rejects.toThrow(/take/);
        });
    });

    describe('legal pages', () => {
        it('has the four pages in both languages', async () => {
            for (const slug of LEGAL_PAGE_SLUGS) {
                const en = await shopClient.query(LEGAL_PAGE, { locale: 'en', slug });
                const id = await shopClient.query(LEGAL_PAGE, { locale: 'id', slug });
                expect(en.legalPage.slug).toBe(slug);
                // Customer-facing copy: it starts with its first section and says nothing of a demo.
                expect(en.legalPage.body).toMatch(/^## /);
                expect(`${en.legalPage.body} ${id.legalPage.body}`).not.toMatch(/demo|fictional|fiktif/i);
                expect(id.legalPage.title).not.toBe(en.legalPage.title);
                expect(Date.parse(en.legalPage.lastUpdated)).not.toBeNaN();
            }
        });

        it('says that orders outside JABODETABEK pay extra delivery', async () => {
            const { legalPage } = await shopClient.query(LEGAL_PAGE, {
                locale: 'en',
                slug: 'conditions-for-orders-outside-jabodetabek-area',
            });
            expect(legalPage.body).toMatch(/extra delivery cost/);
        });

        it('returns null for an unknown slug and refuses to create a page the site has no route for', async () => {
            const { legalPage } = await shopClient.query(LEGAL_PAGE, { locale: 'en', slug: 'cookies' });
            expect(legalPage).toBeNull();
            await adminClient.asSuperAdmin();
            await expect(
                adminClient.query(CREATE_LEGAL, {
                    input: {
                        slug: 'cookies',
                        lastUpdated: new Date().toISOString(),
                        translations: [{ languageCode: 'en', title: 'Cookies', body: 'Text' }],
                    },
                }),
            ).rejects.toThrow(/must be one of/);
        });
    });

    describe('back-office lists (standard list options, as Vendure\'s ListPage sends them)', () => {
        it('lists FAQ topics in site order by default, and filters, sorts and pages them', async () => {
            await adminClient.asSuperAdmin();
            const all = await adminClient.query(FAQ_TOPIC_LIST);
            const positions = all.faqTopicRecords.items.map((t: { position: number }) => t.position);
            expect(positions).toEqual([...positions].sort((a, b) => a - b));
            expect(all.faqTopicRecords.totalItems).toBe(all.faqTopicRecords.items.length);
            for (const topic of all.faqTopicRecords.items) {
                const answerPositions = topic.answers.map((a: { position: number }) => a.position);
                expect(answerPositions).toEqual([...answerPositions].sort((a, b) => a - b));
            }

            const charging = await adminClient.query(FAQ_TOPIC_LIST, { options: { filter: { slug: { contains: 'charg' } } } });
            expect(charging.faqTopicRecords.items.map((t: { slug: string }) => t.slug)).toEqual(['charging']);

            const page = await adminClient.query(FAQ_TOPIC_LIST, {
                options: { sort: { slug: 'DESC' }, skip: 1, take: 2 },
            });
            const bySlugDesc = all.faqTopicRecords.items.map((t: { slug: string }) => t.slug).sort().reverse();
            expect(page.faqTopicRecords.items.map((t: { slug: string }) => t.slug)).toEqual(bySlugDesc.slice(1, 3));
            expect(page.faqTopicRecords.totalItems).toBe(all.faqTopicRecords.totalItems);
        });

        it('gives the detail pages one topic (answers in order), one answer and one legal page by id; null for an unknown id', async () => {
            await adminClient.asSuperAdmin();
            const listed = await adminClient.query(gql`
                {
                    faqTopicRecords(options: { filter: { slug: { eq: "charging" } } }) {
                        items {
                            id
                            answers {
                                id
                            }
                        }
                    }
                    legalPageRecords(options: { filter: { slug: { eq: "warranty" } } }) {
                        items {
                            id
                        }
                    }
                }
            `);
            const topic = listed.faqTopicRecords.items[0];
            const ids = { topicId: topic.id, answerId: topic.answers[1].id, legalId: listed.legalPageRecords.items[0].id };
            const found = await adminClient.query(DETAIL_RECORDS, ids);
            expect(found.faqTopicRecord.slug).toBe('charging');
            expect(found.faqTopicRecord.translations.map((t: { languageCode: string }) => t.languageCode).sort()).toEqual(['en', 'id']);
            const positions = found.faqTopicRecord.answers.map((a: { position: number }) => a.position);
            expect(positions).toEqual([...positions].sort((a, b) => a - b));
            expect(found.faqAnswerRecord).toMatchObject({ id: topic.answers[1].id, topicId: topic.id });
            expect(found.faqAnswerRecord.translations).toHaveLength(2);
            expect(found.legalPageRecord.slug).toBe('warranty');
            const unknown = await adminClient.query(DETAIL_RECORDS, { topicId: '9999', answerId: '9999', legalId: '9999' });
            expect(unknown).toEqual({ faqTopicRecord: null, faqAnswerRecord: null, legalPageRecord: null });
            await adminClient.asAnonymousUser();
            await expect(adminClient.query(DETAIL_RECORDS, ids)).rejects.toThrow(/not currently authorized/);
        });

        it('lists the legal pages with a filter on the slug', async () => {
            await adminClient.asSuperAdmin();
            const all = await adminClient.query(LEGAL_PAGE_LIST);
            expect(all.legalPageRecords.items.map((p: { slug: string }) => p.slug).sort()).toEqual([...LEGAL_PAGE_SLUGS].sort());
            const warranty = await adminClient.query(LEGAL_PAGE_LIST, { options: { filter: { slug: { eq: 'warranty' } } } });
            expect(warranty.legalPageRecords).toEqual({ totalItems: 1, items: [{ slug: 'warranty' }] });
        });
    });

    describe('guidebook', () => {
        it('is refused to anonymous callers and given to signed-in ones', async () => {
            await shopClient.asAnonymousUser();
            await expect(shopClient.query(GUIDEBOOK)).rejects.toThrow(/not currently authorized/);
            await shopClient.asUserWithCredentials(customer.email, customer.password);
            const { guidebook } = await shopClient.query(GUIDEBOOK);
            expect(guidebook).toMatchObject({ version: '2026.1' });
            expect(guidebook.pdfUrl).toMatch(/\.pdf$/);
            await shopClient.asAnonymousUser();
        });
    });

    describe('admin permission', () => {
        const topicInput = (slug: string) => ({
            slug,
            position: 99,
            translations: [
                { languageCode: 'en', title: 'Accessories' },
                { languageCode: 'id', title: 'Aksesori' },
            ],
        });

        it('refuses anonymous callers and administrators without ManageContent', async () => {
            await adminClient.asAnonymousUser();
            await expect(adminClient.query(CREATE_TOPIC, { input: topicInput('nope') })).rejects.toThrow(
                /not currently authorized/,
            );
            await expect(adminClient.query(FAQ_RECORDS)).rejects.toThrow(/not currently authorized/);

            await adminClient.asSuperAdmin();
            const { createRole } = await adminClient.query(CREATE_ROLE, {
                input: { code: 'catalogue-reader', description: 'Reads the catalogue', permissions: ['ReadCatalog'] },
            });
            await adminClient.query(CREATE_ADMIN, {
                input: {
                    emailAddress: 'reader@alva.example',
                    firstName: 'Cat',
                    lastName: 'Reader',
                    password: 'Reader#2026',
                    roleIds: [createRole.id],
                },
            });
            await adminClient.asUserWithCredentials('reader@alva.example', 'Reader#2026');
            await expect(adminClient.query(CREATE_TOPIC, { input: topicInput('nope') })).rejects.toThrow(
                /not currently authorized/,
            );
            await expect(adminClient.query(CREATE_POST, { input: draftInput('nope', null) })).rejects.toThrow(
                /not currently authorized/,
            );
        });

        it('lets the e-commerce admin publish a new guidebook version and correct it; a reader may not', async () => {
            await adminClient.asUserWithCredentials('reader@alva.example', 'Reader#2026');
            await expect(adminClient.query(GUIDEBOOK_RECORDS)).rejects.toThrow(/not currently authorized/);
            await expect(
                adminClient.query(PUBLISH_GUIDEBOOK, { input: { version: '9.9', title: 'x', pdfUrl: '/x.pdf' } }),
            ).rejects.toThrow(/not currently authorized/);

            await adminClient.asUserWithCredentials(ecommerceAdmin.email, ecommerceAdmin.password);
            const before = (await adminClient.query(GUIDEBOOK_RECORDS)).guidebookRecords.items;
            expect(before[0].version).toBe('2026.1');
            await expect(
                adminClient.query(PUBLISH_GUIDEBOOK, { input: { version: '2026.1', title: 'Again', pdfUrl: '/g.pdf' } }),
            ).rejects.toThrow(/already exists/);
            await expect(
                adminClient.query(PUBLISH_GUIDEBOOK, { input: { version: '2026.2', title: 'New', pdfUrl: 'javascript:alert(1)' } }),
            ).rejects.toThrow(/PDF URL must be/);
            const { publishGuidebook } = await adminClient.query(PUBLISH_GUIDEBOOK, {
                input: { version: '2026.2', title: 'Guidebook 2026.2', pdfUrl: '/guidebook/2026.2.pdf' },
            });
            const { updateGuidebook } = await adminClient.query(UPDATE_GUIDEBOOK, {
                input: { id: publishGuidebook.id, title: 'Product guidebook 2026.2' },
            });
            expect(updateGuidebook).toMatchObject({ version: '2026.2', title: 'Product guidebook 2026.2', pdfUrl: '/guidebook/2026.2.pdf' });
            await expect(
                adminClient.query(UPDATE_GUIDEBOOK, { input: { id: publishGuidebook.id, title: '  ' } }),
            ).rejects.toThrow(/Title is required/);
            // A version number can be corrected, but not to one that exists.
            await expect(
                adminClient.query(UPDATE_GUIDEBOOK, { input: { id: publishGuidebook.id, version: '2026.1' } }),
            ).rejects.toThrow(/Guidebook 2026.1 already exists/);
            const fixed = await adminClient.query(UPDATE_GUIDEBOOK, { input: { id: publishGuidebook.id, version: '2026.2 ' } });
            expect(fixed.updateGuidebook.version).toBe('2026.2');
            const after = (await adminClient.query(GUIDEBOOK_RECORDS)).guidebookRecords.items;
            expect(after.map((g: { version: string }) => g.version)).toEqual(['2026.2', ...before.map((g: { version: string }) => g.version)]);

            // The new version is the current one for signed-in callers of the shop API.
            await shopClient.asUserWithCredentials(customer.email, customer.password);
            expect((await shopClient.query(GUIDEBOOK)).guidebook).toMatchObject({ version: '2026.2', title: 'Product guidebook 2026.2' });
            await shopClient.asAnonymousUser();
        });

        it('lets the e-commerce admin (ManageContent) edit the FAQ, with the rules enforced', async () => {
            await adminClient.asUserWithCredentials(ecommerceAdmin.email, ecommerceAdmin.password);
            const { createFaqTopic } = await adminClient.query(CREATE_TOPIC, { input: topicInput('accessories') });
            expect(createFaqTopic.translations).toHaveLength(2);
            await expect(adminClient.query(CREATE_TOPIC, { input: topicInput('accessories') })).rejects.toThrow(
                /already exists/,
            );
            await expect(adminClient.query(CREATE_TOPIC, { input: topicInput('Bad Slug!') })).rejects.toThrow(
                /Invalid slug/,
            );
            const answerInput = {
                topicId: createFaqTopic.id,
                slug: 'helmet-sizes',
                translations: [
                    { languageCode: 'en', question: 'Which helmet size fits me?', answer: 'Measure your head.' },
                    { languageCode: 'id', question: 'Ukuran helm mana yang pas?', answer: 'Ukur kepala Anda.' },
                ],
            };
            const { createFaqAnswer } = await adminClient.query(CREATE_ANSWER, { input: answerInput });
            expect(String(createFaqAnswer.topicId)).toBe(String(createFaqTopic.id));
            await expect(
                adminClient.query(CREATE_ANSWER, {
                    input: { ...answerInput, slug: 'other', translations: [{ languageCode: 'en', question: ' ', answer: 'x' }] },
                }),
            ).rejects.toThrow(/Question is required/);
            await expect(adminClient.query(CREATE_ANSWER, { input: answerInput })).rejects.toThrow(/already has an answer/);

            const { faqTopic } = await shopClient.query(FAQ_TOPIC, { locale: 'id', slug: 'accessories' });
            expect(faqTopic.answers).toEqual([{ slug: 'helmet-sizes', question: 'Ukuran helm mana yang pas?' }]);

            const { deleteFaqTopic } = await adminClient.query(DELETE_TOPIC, { id: createFaqTopic.id });
            expect(deleteFaqTopic.result).toBe('NOT_DELETED');
        });
    });
});
