import {
    AnyRoute,
    api,
    Button,
    Checkbox,
    Label,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    useMutation,
    useNavigate,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useEffect, useState } from 'react';

import { PublishBadge } from './blog-post-list-page';
import { blogPostDocument, createBlogPostDocument, deleteBlogPostDocument, updateBlogPostDocument } from './graphql';
import {
    ConfirmDelete,
    errorText,
    Field,
    isSlugError,
    LOCALES,
    LocaleCode,
    SAVED,
    SLUG_HINT,
    SLUG_RE,
    StatusLine,
} from './shared';

interface LocalePost {
    title: string;
    excerpt: string;
    body: string;
    tags: string;
}
interface PostForm {
    slug: string;
    author: string;
    coverImageUrl: string;
    draft: boolean;
    /** datetime-local value (the browser's time zone). */
    publishedAt: string;
    locales: Record<LocaleCode, LocalePost>;
}
const EMPTY_LOCALE: LocalePost = { title: '', excerpt: '', body: '', tags: '' };
type Errors = Partial<Record<string, string>>;

function toLocalInput(iso: string): string {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function validate(f: PostForm): Errors {
    const errors: Errors = {};
    if (!SLUG_RE.test(f.slug.trim())) errors.slug = SLUG_HINT;
    if (!f.author.trim()) errors.author = 'The author is required.';
    if (f.coverImageUrl.trim() && !/^(https:\/\/|\/)/.test(f.coverImageUrl.trim())) {
        errors.coverImageUrl = 'An https:// address or a path on the site (/images/…).';
    }
    if (!f.draft && (!f.publishedAt || Number.isNaN(new Date(f.publishedAt).getTime()))) {
        errors.publishedAt = 'Choose the publication date, or keep the post as a draft.';
    }
    for (const l of LOCALES) {
        const p = f.locales[l.code];
        if (!p.title.trim()) errors[`title-${l.code}`] = `The ${l.label} title is required.`;
        if (!p.excerpt.trim()) errors[`excerpt-${l.code}`] = `The ${l.label} excerpt is required.`;
        if (!p.body.trim()) errors[`body-${l.code}`] = `The ${l.label} text is required.`;
        if (p.tags.split(',').filter(t => t.trim()).length > 10) errors[`tags-${l.code}`] = 'At most 10 tags.';
    }
    return errors;
}

/** One blog post in English and Indonesian: text (Markdown), cover, author, publication date or draft. */
export function BlogPostDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [form, setForm] = useState<PostForm>({
        slug: '',
        author: 'Alva',
        coverImageUrl: '',
        draft: true,
        publishedAt: '',
        locales: { en: EMPTY_LOCALE, id: EMPTY_LOCALE },
    });
    const [errors, setErrors] = useState<Errors>({});
    const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const detail = useQuery({
        queryKey: ['blogPostRecord', id],
        queryFn: () => api.query(blogPostDocument, { id }),
        enabled: !isNew,
    });
    const post = detail.data?.blogPostRecord;
    useEffect(() => {
        if (!post) return;
        const locales = { en: EMPTY_LOCALE, id: EMPTY_LOCALE };
        for (const t of post.translations) {
            if (t.languageCode === 'en' || t.languageCode === 'id') {
                locales[t.languageCode] = { title: t.title, excerpt: t.excerpt, body: t.body, tags: t.tags.join(', ') };
            }
        }
        setForm({
            slug: post.slug,
            author: post.author,
            coverImageUrl: post.coverImageUrl ?? '',
            draft: !post.publishedAt,
            publishedAt: post.publishedAt ? toLocalInput(post.publishedAt) : '',
            locales,
        });
    }, [post?.id, post?.updatedAt]);

    const onServerError = (e: unknown) => {
        const text = errorText(e);
        if (isSlugError(text)) setErrors({ slug: text });
        else if (/cover/i.test(text)) setErrors({ coverImageUrl: text });
        setStatus({ kind: 'error', text });
    };
    const save = useMutation({
        mutationFn: async () => {
            const input = {
                slug: form.slug.trim(),
                author: form.author.trim(),
                coverImageUrl: form.coverImageUrl.trim() || null,
                publishedAt: form.draft ? null : new Date(form.publishedAt).toISOString(),
                translations: LOCALES.map(l => {
                    const p = form.locales[l.code];
                    return {
                        languageCode: l.code,
                        title: p.title.trim(),
                        excerpt: p.excerpt.trim(),
                        body: p.body.trim(),
                        tags: p.tags.split(',').map(t => t.trim()).filter(Boolean),
                    };
                }),
            };
            if (isNew) {
                const created = (await api.mutate(createBlogPostDocument, { input })) as { createBlogPost: { id: string } };
                return created.createBlogPost.id;
            }
            const updated = (await api.mutate(updateBlogPostDocument, { input: { ...input, id } })) as { updateBlogPost: { id: string } };
            return updated.updateBlogPost.id;
        },
        onSuccess: newId => {
            setStatus({ kind: 'ok', text: SAVED });
            void queryClient.invalidateQueries({ queryKey: ['blogPostRecords'] });
            void queryClient.invalidateQueries({ queryKey: ['blogPostRecord', id] });
            if (isNew) void navigate({ to: '/blog-posts/$id', params: { id: String(newId) } });
        },
        onError: onServerError,
    });
    const remove = useMutation({
        mutationFn: async () => ((await api.mutate(deleteBlogPostDocument, { id })) as { deleteBlogPost: { result: string; message?: string | null } }).deleteBlogPost,
        onSuccess: r => {
            if (r.result !== 'DELETED') {
                setStatus({ kind: 'error', text: r.message ?? 'The post was not deleted.' });
                return;
            }
            void queryClient.invalidateQueries({ queryKey: ['blogPostRecords'] });
            void navigate({ to: '/blog-posts' });
        },
        onError: onServerError,
    });

    if (!isNew && (detail.isError || (detail.isSuccess && !post))) {
        return (
            <Page pageId="blog-post-detail">
                <PageTitle>Blog post</PageTitle>
                <p role="alert">
                    {detail.isError ? `The post could not be loaded: ${errorText(detail.error)}` : 'This post does not exist (any more).'}
                </p>
            </Page>
        );
    }
    const setTop = (key: 'slug' | 'author' | 'coverImageUrl' | 'publishedAt') => (v: string) => setForm(f => ({ ...f, [key]: v }));
    const setLocale = (code: LocaleCode, key: keyof LocalePost) => (v: string) =>
        setForm(f => ({ ...f, locales: { ...f.locales, [code]: { ...f.locales[code], [key]: v } } }));
    return (
        <Page pageId="blog-post-detail">
            <PageTitle>{isNew ? 'New blog post' : `Blog post: ${form.locales.en.title || form.slug}`}</PageTitle>
            {!isNew ? (
                <PageActionBar>
                    <PageActionBarRight>
                        <ConfirmDelete
                            label="Delete post"
                            title="Delete this post?"
                            description="It disappears from the blog in both languages. Making it a draft hides it and keeps the text."
                            disabled={remove.isPending}
                            onConfirm={() => remove.mutate()}
                        />
                    </PageActionBarRight>
                </PageActionBar>
            ) : null}
            <PageLayout>
                <PageBlock column="main" blockId="blog-post-form">
                    {!isNew && detail.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : (
                        <form
                            className="grid gap-4"
                            aria-label="Blog post"
                            noValidate
                            onSubmit={e => {
                                e.preventDefault();
                                const found = validate(form);
                                setErrors(found);
                                setStatus(null);
                                if (Object.keys(found).length) {
                                    setStatus({ kind: 'error', text: 'Please correct the marked fields.' });
                                    return;
                                }
                                save.mutate();
                            }}
                        >
                            <div className="grid gap-4 sm:grid-cols-2 items-start">
                                <Field id="blog-slug" label="Address (slug)" hint="/blog/…" value={form.slug} onChange={setTop('slug')} error={errors.slug} />
                                <Field id="blog-author" label="Author" value={form.author} onChange={setTop('author')} error={errors.author} />
                                <Field
                                    id="blog-cover"
                                    label="Cover image URL"
                                    value={form.coverImageUrl}
                                    onChange={setTop('coverImageUrl')}
                                    error={errors.coverImageUrl}
                                />
                                <div className="grid gap-2">
                                    <div className="flex items-center gap-2">
                                        <Checkbox
                                            id="blog-draft"
                                            checked={form.draft}
                                            onCheckedChange={(v: boolean) => setForm(f => ({ ...f, draft: v === true }))}
                                        />
                                        <Label htmlFor="blog-draft">Draft (not on the site)</Label>
                                        {!isNew ? <PublishBadge publishedAt={post?.publishedAt} /> : null}
                                    </div>
                                    {!form.draft ? (
                                        <Field
                                            id="blog-published"
                                            label="Publication date"
                                            type="datetime-local"
                                            hint="A future date schedules the post."
                                            value={form.publishedAt}
                                            onChange={setTop('publishedAt')}
                                            error={errors.publishedAt}
                                        />
                                    ) : null}
                                </div>
                            </div>
                            {LOCALES.map(l => (
                                <fieldset key={l.code} className="grid gap-3 border rounded-md p-4">
                                    <legend className="px-1 font-medium">{l.label}</legend>
                                    <Field id={`blog-title-${l.code}`} label={`Title (${l.label})`} value={form.locales[l.code].title} onChange={setLocale(l.code, 'title')} error={errors[`title-${l.code}`]} />
                                    <Field id={`blog-excerpt-${l.code}`} label={`Excerpt (${l.label})`} multiline rows={2} value={form.locales[l.code].excerpt} onChange={setLocale(l.code, 'excerpt')} error={errors[`excerpt-${l.code}`]} />
                                    <Field id={`blog-body-${l.code}`} label={`Text (${l.label})`} multiline rows={12} hint="Markdown." value={form.locales[l.code].body} onChange={setLocale(l.code, 'body')} error={errors[`body-${l.code}`]} />
                                    <Field id={`blog-tags-${l.code}`} label={`Tags (${l.label})`} hint="Separated by commas." value={form.locales[l.code].tags} onChange={setLocale(l.code, 'tags')} error={errors[`tags-${l.code}`]} />
                                </fieldset>
                            ))}
                            <div className="flex items-center gap-4">
                                <Button type="submit" disabled={save.isPending}>
                                    {isNew ? 'Create post' : 'Save post'}
                                </Button>
                                <StatusLine status={status} />
                            </div>
                        </form>
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
