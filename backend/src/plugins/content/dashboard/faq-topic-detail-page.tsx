import {
    AnyRoute,
    api,
    Button,
    Link,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    useMutation,
    useNavigate,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useEffect, useState } from 'react';

import { createFaqTopicDocument, deleteFaqTopicDocument, faqTopicsDocument, updateFaqTopicDocument } from './graphql';
import {
    ConfirmDelete,
    errorText,
    Field,
    isSlugError,
    LOCALES,
    SAVED,
    SLUG_HINT,
    SLUG_RE,
    StatusLine,
} from './shared';

interface TopicForm {
    slug: string;
    position: string;
    en: string;
    id: string;
}
type Errors = Partial<Record<keyof TopicForm, string>>;

function validate(f: TopicForm): Errors {
    const errors: Errors = {};
    if (!SLUG_RE.test(f.slug.trim())) errors.slug = SLUG_HINT;
    if (!/^-?\d+$/.test(f.position.trim())) errors.position = 'A whole number; lower numbers come first.';
    if (!f.en.trim()) errors.en = 'The English title is required.';
    if (!f.id.trim()) errors.id = 'The Indonesian title is required.';
    return errors;
}

/** One FAQ topic: its titles, address and order, and its answers. */
export function FaqTopicDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { topicId } = route.useParams() as { topicId: string };
    const isNew = topicId === 'new';
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [form, setForm] = useState<TopicForm>({ slug: '', position: '0', en: '', id: '' });
    const [errors, setErrors] = useState<Errors>({});
    const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const list = useQuery({ queryKey: ['faqTopicRecords'], queryFn: () => api.query(faqTopicsDocument, {}) });
    const topic = list.data?.faqTopicRecords.items.find(t => String(t.id) === topicId);
    useEffect(() => {
        if (!topic) return;
        setForm({
            slug: topic.slug,
            position: String(topic.position),
            en: topic.translations.find(t => t.languageCode === 'en')?.title ?? '',
            id: topic.translations.find(t => t.languageCode === 'id')?.title ?? '',
        });
    }, [topic?.id, topic?.updatedAt]);

    const onServerError = (e: unknown) => {
        const text = errorText(e);
        if (isSlugError(text)) setErrors({ slug: text });
        setStatus({ kind: 'error', text });
    };
    const save = useMutation({
        mutationFn: async () => {
            const input = {
                slug: form.slug.trim(),
                position: Number(form.position),
                translations: LOCALES.map(l => ({ languageCode: l.code, title: form[l.code].trim() })),
            };
            if (isNew) return (await api.mutate(createFaqTopicDocument, { input })).createFaqTopic.id;
            return (await api.mutate(updateFaqTopicDocument, { input: { ...input, id: topicId } })).updateFaqTopic.id;
        },
        onSuccess: newId => {
            setStatus({ kind: 'ok', text: SAVED });
            void queryClient.invalidateQueries({ queryKey: ['faqTopicRecords'] });
            if (isNew) void navigate({ to: '/faq/$topicId', params: { topicId: String(newId) } });
        },
        onError: onServerError,
    });
    const remove = useMutation({
        mutationFn: async () => (await api.mutate(deleteFaqTopicDocument, { id: topicId })).deleteFaqTopic,
        onSuccess: r => {
            if (r.result !== 'DELETED') {
                setStatus({ kind: 'error', text: r.message ?? 'The topic was not deleted.' });
                return;
            }
            void queryClient.invalidateQueries({ queryKey: ['faqTopicRecords'] });
            void navigate({ to: '/faq' });
        },
        onError: onServerError,
    });

    if (!isNew && list.isError) {
        return (
            <Page pageId="faq-topic-detail">
                <PageTitle>FAQ topic</PageTitle>
                <p role="alert">The topic could not be loaded: {errorText(list.error)}</p>
            </Page>
        );
    }
    if (!isNew && list.isSuccess && !topic) {
        return (
            <Page pageId="faq-topic-detail">
                <PageTitle>FAQ topic</PageTitle>
                <p role="alert">This topic does not exist (any more).</p>
            </Page>
        );
    }
    const answers = [...(topic?.answers ?? [])].sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
    const set = (key: keyof TopicForm) => (v: string) => setForm(f => ({ ...f, [key]: v }));
    return (
        <Page pageId="faq-topic-detail">
            <PageTitle>{isNew ? 'New FAQ topic' : `FAQ topic: ${form.en || form.slug}`}</PageTitle>
            {!isNew ? (
                <PageActionBar>
                    <PageActionBarRight>
                        <ConfirmDelete
                            label="Delete topic"
                            title="Delete this topic?"
                            description={
                                answers.length
                                    ? 'A topic with answers cannot be deleted: delete or move its answers first.'
                                    : 'Its page disappears from the site in both languages.'
                            }
                            disabled={remove.isPending}
                            onConfirm={() => remove.mutate()}
                        />
                    </PageActionBarRight>
                </PageActionBar>
            ) : null}
            <PageLayout>
                <PageBlock column="main" blockId="faq-topic-form">
                    {!isNew && list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : (
                        <form
                            className="grid gap-4"
                            aria-label="FAQ topic"
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
                                <Field id="faq-topic-slug" label="Address (slug)" value={form.slug} onChange={set('slug')} error={errors.slug} hint="/support/…" />
                                <Field id="faq-topic-position" label="Order" type="number" value={form.position} onChange={set('position')} error={errors.position} />
                                {LOCALES.map(l => (
                                    <Field key={l.code} id={`faq-topic-${l.code}`} label={`Title (${l.label})`} value={form[l.code]} onChange={set(l.code)} error={errors[l.code]} />
                                ))}
                            </div>
                            <div className="flex items-center gap-4">
                                <Button type="submit" disabled={save.isPending}>
                                    {isNew ? 'Create topic' : 'Save topic'}
                                </Button>
                                <StatusLine status={status} />
                            </div>
                        </form>
                    )}
                </PageBlock>
                {!isNew && topic ? (
                    <PageBlock column="full" blockId="faq-topic-answers" title="Answers">
                        <div className="flex justify-end mb-3">
                            <Button render={<Link to="/faq/$topicId/answers/$answerId" params={{ topicId, answerId: 'new' }} />}>
                                New answer
                            </Button>
                        </div>
                        {answers.length === 0 ? (
                            <p>This topic has no answers yet.</p>
                        ) : (
                            <Table aria-label="Answers">
                                <TableHeader>
                                    <TableRow>
                                        <TableHead>Order</TableHead>
                                        <TableHead>Question (English)</TableHead>
                                        <TableHead>Question (Indonesian)</TableHead>
                                        <TableHead>Address</TableHead>
                                    </TableRow>
                                </TableHeader>
                                <TableBody>
                                    {answers.map(a => (
                                        <TableRow key={a.id}>
                                            <TableCell>{a.position}</TableCell>
                                            <TableCell className="max-w-[18rem] truncate">
                                                <Link
                                                    to="/faq/$topicId/answers/$answerId"
                                                    params={{ topicId, answerId: String(a.id) }}
                                                    className="underline underline-offset-2"
                                                >
                                                    {a.translations.find(t => t.languageCode === 'en')?.question ?? a.slug}
                                                </Link>
                                            </TableCell>
                                            <TableCell className="max-w-[18rem] truncate">
                                                {a.translations.find(t => t.languageCode === 'id')?.question ?? '—'}
                                            </TableCell>
                                            <TableCell className="font-mono">{a.slug}</TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        )}
                    </PageBlock>
                ) : null}
            </PageLayout>
        </Page>
    );
}
