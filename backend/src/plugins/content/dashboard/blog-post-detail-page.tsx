import {
    AnyRoute,
    api,
    DetailFormGrid,
    FormFieldWrapper,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Switch,
    useDetailPage,
    useNavigate,
    z,
} from '@vendure/dashboard';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import {
    afterSave,
    DetailActionBar,
    failsWith,
    requiredText,
    showSaveError,
    SITE_LANGUAGES,
    slugRule,
    TextField,
    translationsForForm,
} from '../../../dashboard-kit';
import { PublishBadge } from './blog-post-list-page';
import { blogPostDocument, createBlogPostDocument, deleteBlogPostDocument, updateBlogPostDocument } from './graphql';
import { slugFieldOf } from './shared';

/** A datetime-local input's value (the browser's time zone) for an ISO date. */
function toLocalInput(iso: string): string {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const tagList = (tags: string) =>
    tags
        .split(',')
        .map(t => t.trim())
        .filter(Boolean);

/** The form edits tags as one comma-separated line per language. */
const rows = (
    translations?: ReadonlyArray<{
        languageCode: string;
        title: string;
        excerpt: string;
        body: string;
        tags: string[];
    }>,
) =>
    translationsForForm(translations, (t, languageCode) => ({
        languageCode,
        title: t?.title ?? '',
        excerpt: t?.excerpt ?? '',
        body: t?.body ?? '',
        tags: t?.tags.join(', ') ?? '',
    }));

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
            if (!values.draft && Number.isNaN(new Date(String(values.publishedAt ?? '')).getTime())) {
                ctx.addIssue({
                    code: 'custom',
                    path: ['publishedAt'],
                    message: t`Choose the publication date, or keep the post as a draft.`,
                });
            }
        });

/**
 * The form's draft switch and local date become the API's publishedAt (null for a draft), and its comma-separated
 * tags a list (typed as the API's list: the form holds the line, see `rows`).
 */
function toInput<T extends { publishedAt?: string | null; translations?: Array<{ tags?: string[] | null }> | null }>(
    input: T,
): T {
    const { draft, ...rest } = input as T & { draft?: boolean };
    return {
        ...rest,
        publishedAt: draft ? null : new Date(String(input.publishedAt)).toISOString(),
        translations: input.translations?.map(t => ({ ...t, tags: tagList(String(t.tags ?? '')) })),
    } as T;
}

/** One blog post on Vendure's detail-page form: English and Indonesian (Markdown), cover, author, date or draft. */
export function BlogPostDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const { t, i18n } = useLingui();
    const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
        pageId: 'blog-post-detail',
        queryDocument: blogPostDocument,
        createDocument: createBlogPostDocument,
        updateDocument: updateBlogPostDocument,
        params: { id },
        extendSchema,
        setValuesForUpdate: p => ({
            id: p.id,
            slug: p.slug,
            author: p.author,
            coverImageUrl: p.coverImageUrl ?? '',
            draft: !p.publishedAt,
            publishedAt: p.publishedAt ? toLocalInput(p.publishedAt) : '',
            // The form holds each language's tags as one line (`rows`); toInput makes the list again.
            translations: rows(p.translations) as unknown as never[],
        }),
        transformCreateInput: toInput,
        transformUpdateInput: toInput,
        onSuccess: saved =>
            afterSave(saved, {
                isNew,
                resetForm,
                openCreated: id => navigate({ to: '/blog-posts/$id', params: { id } }),
            }),
        onError: e => onSaveError(e),
    });
    // A declaration (hoisted, typed) so the options above can name the form it belongs to.
    function onSaveError(e: unknown): void {
        showSaveError(
            form,
            t`The post was not saved`,
            e,
            m => slugFieldOf(m) ?? (/cover/i.test(m) ? 'coverImageUrl' : null),
        );
    }
    useEffect(() => {
        if (isNew) {
            const blank = { ...form.getValues(), author: 'Alva', draft: true, publishedAt: '', translations: rows() };
            form.reset(blank as unknown as Parameters<typeof form.reset>[0]);
        }
    }, [isNew, form]);
    // The form also holds the draft switch (extendSchema), which the API input has not.
    const publication = form as unknown as UseFormReturn<{ draft: boolean }>;
    const draft = publication.watch('draft');
    const title = entity?.translations.find(tr => tr.languageCode === 'en')?.title ?? entity?.slug ?? '';

    return (
        <Page pageId="blog-post-detail" form={form} submitHandler={submitHandler} entity={entity}>
            <PageTitle>{isNew ? t`New blog post` : t`Blog post: ${title}`}</PageTitle>
            <DetailActionBar
                form={form}
                isPending={isPending}
                label={isNew ? t`Create post` : t`Save post`}
                deletion={
                    isNew
                        ? null
                        : {
                              what: t`post`,
                              description: t`It disappears from the blog in both languages. Making it a draft hides it and keeps the text.`,
                              remove: async () => (await api.mutate(deleteBlogPostDocument, { id })).deleteBlogPost,
                              onDeleted: () => void navigate({ to: '/blog-posts' }),
                          }
                }
            />
            <PageLayout>
                <PageBlock column="main" blockId="blog-post-form">
                    <DetailFormGrid>
                        <TextField control={form.control} name="slug" label={t`Address (slug)`} description="/blog/…" />
                        <TextField control={form.control} name="author" label={t`Author`} />
                        <TextField control={form.control} name="coverImageUrl" label={t`Cover image URL`} />
                    </DetailFormGrid>
                </PageBlock>
                <PageBlock column="side" blockId="blog-post-publication" title={t`Publication`}>
                    <div className="grid gap-4">
                        {isNew ? null : <PublishBadge publishedAt={entity?.publishedAt} />}
                        <FormFieldWrapper
                            control={publication.control}
                            name="draft"
                            label={t`Draft (not on the site)`}
                            render={({ field }) => (
                                <Switch checked={field.value === true} onCheckedChange={field.onChange} />
                            )}
                        />
                        {draft ? null : (
                            <TextField
                                control={form.control}
                                name="publishedAt"
                                label={t`Publication date`}
                                type="datetime-local"
                                description={t`A future date schedules the post.`}
                            />
                        )}
                    </div>
                </PageBlock>
                {SITE_LANGUAGES.map((l, i) => {
                    const language = i18n._(l.label);
                    return (
                        <PageBlock key={l.code} column="main" blockId={`blog-post-${l.code}`} title={language}>
                            <div className="grid gap-4">
                                <TextField
                                    control={form.control}
                                    name={`translations.${i}.title`}
                                    label={t`Title (${language})`}
                                />
                                <TextField
                                    control={form.control}
                                    name={`translations.${i}.excerpt`}
                                    label={t`Excerpt (${language})`}
                                    multiline
                                    rows={2}
                                />
                                <TextField
                                    control={form.control}
                                    name={`translations.${i}.body`}
                                    label={t`Text (${language})`}
                                    multiline
                                    rows={12}
                                    description={t`Markdown.`}
                                />
                                <TextField
                                    control={form.control}
                                    name={`translations.${i}.tags`}
                                    label={t`Tags (${language})`}
                                    description={t`Separated by commas.`}
                                />
                            </div>
                        </PageBlock>
                    );
                })}
            </PageLayout>
        </Page>
    );
}
