import { AnyRoute, DetailFormGrid, PageBlock, z } from '@vendure/dashboard';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';

import {
    failsWith,
    fromJakartaInput,
    languageBlocks,
    RecordFormPage,
    requiredText,
    slugRule,
    SwitchField,
    TextField,
    toJakartaInput,
    type TranslationOf,
    translationsForForm,
    useRecordForm,
} from '../../../dashboard-kit';
import { PublishBadge } from './blog-post-list-page';
import { blogPostDocument, createBlogPostDocument, deleteBlogPostDocument, updateBlogPostDocument } from './graphql';
import { slugFieldOf } from './shared';

const tagList = (tags: string) =>
    tags
        .split(',')
        .map(t => t.trim())
        .filter(Boolean);

/** The form edits tags as one comma-separated line per language. */
const rows = (translations?: ReadonlyArray<TranslationOf<typeof blogPostDocument>>) =>
    translationsForForm(translations, ['title', 'excerpt', 'body'], t => ({ tags: t?.tags.join(', ') ?? '' }));

/** What the form refuses before the server does (BlogService checks the same on save). */
const extendSchema = (schema: z.AnyZodObject) =>
    schema
        .extend({
            slug: slugRule,
            author: requiredText,
            coverImageUrl: z
                .string(failsWith(() => t`An https:// address or a path on the site (/images/…).`))
                .trim()
                .regex(/^((https:\/\/|\/).*)?$/)
                .nullish(),
            draft: z.boolean(),
            publishedAt: z.string().nullish(),
            translations: z.array(
                z.object({
                    languageCode: z.string(),
                    title: requiredText,
                    excerpt: requiredText,
                    body: requiredText,
                    tags: z.string().refine(
                        tags => tagList(tags).length <= 10,
                        () => ({ message: t`At most 10 tags.` }),
                    ),
                }),
            ),
        })
        .superRefine((values, ctx) => {
            if (!values.draft && !fromJakartaInput(String(values.publishedAt ?? ''))) {
                ctx.addIssue({
                    code: 'custom',
                    path: ['publishedAt'],
                    message: t`Choose the publication date, or keep the post as a draft.`,
                });
            }
        });

/**
 * The form's draft switch and Jakarta date and time become the API's publishedAt (null for a draft), and its comma-separated
 * tags a list (typed as the API's list: the form holds the line, see `rows`).
 */
function toInput<T extends { publishedAt?: string | null; translations?: Array<{ tags?: string[] | null }> | null }>(
    input: T,
): T {
    const { draft, ...rest } = input as T & { draft?: boolean };
    return {
        ...rest,
        publishedAt: draft ? null : fromJakartaInput(String(input.publishedAt)),
        translations: input.translations?.map(t => ({ ...t, tags: tagList(String(t.tags ?? '')) })),
    } as T;
}

/** One blog post on Vendure's detail-page form: English and Indonesian (Markdown), cover, author, date or draft. */
export function BlogPostDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const detail = useRecordForm({
        pageId: 'blog-post-detail',
        route,
        listPath: '/blog-posts',
        queryDocument: blogPostDocument,
        createDocument: createBlogPostDocument,
        updateDocument: updateBlogPostDocument,
        extendSchema,
        setValuesForUpdate: p => ({
            id: p.id,
            slug: p.slug,
            author: p.author,
            coverImageUrl: p.coverImageUrl ?? '',
            draft: !p.publishedAt,
            // Staff work in Jakarta time, whatever the browser's time zone.
            publishedAt: p.publishedAt ? toJakartaInput(p.publishedAt) : '',
            // The form holds each language's tags as one line (`rows`); toInput makes the list again.
            translations: rows(p.translations) as unknown as never[],
        }),
        transformCreateInput: toInput,
        transformUpdateInput: toInput,
        // With the draft switch and the tags' lines, which the API input has not (see setValuesForUpdate).
        newRecord: { author: 'Alva', draft: true, publishedAt: '', translations: rows() } as never,
        notSaved: t`The post was not saved`,
        fieldOf: m => slugFieldOf(m) ?? (/cover/i.test(m) ? 'coverImageUrl' : null),
    });
    const { form, entity, isNew } = detail;
    const c = form.control;
    // The form also holds the draft switch (extendSchema), which the API input has not.
    const publication = form as unknown as UseFormReturn<{ draft: boolean }>;
    const draft = publication.watch('draft');
    const title = entity?.translations.find(tr => tr.languageCode === 'en')?.title ?? entity?.slug ?? '';

    return (
        <RecordFormPage
            detail={detail}
            title={isNew ? t`New blog post` : t`Blog post: ${title}`}
            saveLabel={isNew ? t`Create post` : t`Save post`}
            deletion={{
                what: t`post`,
                description: t`It disappears from the blog in both languages. Making it a draft hides it and keeps the text.`,
                document: deleteBlogPostDocument,
            }}
        >
            <PageBlock column="main" blockId="blog-post-form">
                <DetailFormGrid>
                    <TextField control={c} name="slug" label={t`Address (slug)`} description="/blog/…" />
                    <TextField control={c} name="author" label={t`Author`} />
                    <TextField control={c} name="coverImageUrl" label={t`Cover image URL`} />
                </DetailFormGrid>
            </PageBlock>
            <PageBlock column="side" blockId="blog-post-publication" title={t`Publication`}>
                <div className="grid gap-4">
                    {isNew ? null : <PublishBadge publishedAt={entity?.publishedAt} />}
                    <SwitchField control={publication.control} name="draft" label={t`Draft (not on the site)`} />
                    {draft ? null : (
                        <TextField
                            control={c}
                            name="publishedAt"
                            label={t`Publication date and time (Jakarta)`}
                            type="datetime-local"
                            description={t`A future date schedules the post.`}
                        />
                    )}
                </div>
            </PageBlock>
            {languageBlocks(i18n, 'blog-post', (i, language) => (
                <>
                    <TextField control={c} name={`translations.${i}.title`} label={t`Title (${language})`} />
                    <TextField
                        control={c}
                        name={`translations.${i}.excerpt`}
                        label={t`Excerpt (${language})`}
                        multiline
                        rows={2}
                    />
                    <TextField
                        control={c}
                        name={`translations.${i}.body`}
                        label={t`Text (${language})`}
                        multiline
                        rows={12}
                        description={t`Markdown.`}
                    />
                    <TextField
                        control={c}
                        name={`translations.${i}.tags`}
                        label={t`Tags (${language})`}
                        description={t`Separated by commas.`}
                    />
                </>
            ))}
        </RecordFormPage>
    );
}
