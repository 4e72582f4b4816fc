import {
    AnyRoute,
    api,
    Button,
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

import { createFaqAnswerDocument, deleteFaqAnswerDocument, faqTopicsDocument, updateFaqAnswerDocument } from './graphql';
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

interface AnswerForm {
    slug: string;
    position: string;
    question: Record<LocaleCode, string>;
    answer: Record<LocaleCode, string>;
}
type Errors = Partial<Record<'slug' | 'position' | `question-${LocaleCode}` | `answer-${LocaleCode}`, string>>;

function validate(f: AnswerForm): Errors {
    const errors: Errors = {};
    if (!SLUG_RE.test(f.slug.trim())) errors.slug = SLUG_HINT;
    if (!/^-?\d+$/.test(f.position.trim())) errors.position = 'A whole number; lower numbers come first.';
    for (const l of LOCALES) {
        if (!f.question[l.code].trim()) errors[`question-${l.code}`] = `The ${l.label} question is required.`;
        if (!f.answer[l.code].trim()) errors[`answer-${l.code}`] = `The ${l.label} answer is required.`;
    }
    return errors;
}

/** One FAQ answer in English and Indonesian (Markdown), its address and order within the topic. */
export function FaqAnswerDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { topicId, answerId } = route.useParams() as { topicId: string; answerId: string };
    const isNew = answerId === 'new';
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [form, setForm] = useState<AnswerForm>({
        slug: '',
        position: '0',
        question: { en: '', id: '' },
        answer: { en: '', id: '' },
    });
    const [errors, setErrors] = useState<Errors>({});
    const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const list = useQuery({ queryKey: ['faqTopicRecords'], queryFn: () => api.query(faqTopicsDocument, {}) });
    const topic = list.data?.faqTopicRecords.items.find(t => String(t.id) === topicId);
    const answer = topic?.answers.find(a => String(a.id) === answerId);
    useEffect(() => {
        if (!answer) return;
        const tr = (code: string) => answer.translations.find(t => t.languageCode === code);
        setForm({
            slug: answer.slug,
            position: String(answer.position),
            question: { en: tr('en')?.question ?? '', id: tr('id')?.question ?? '' },
            answer: { en: tr('en')?.answer ?? '', id: tr('id')?.answer ?? '' },
        });
    }, [answer?.id, answer?.updatedAt]);

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
                translations: LOCALES.map(l => ({
                    languageCode: l.code,
                    question: form.question[l.code].trim(),
                    answer: form.answer[l.code].trim(),
                })),
            };
            if (isNew) {
                const created = (await api.mutate(createFaqAnswerDocument, { input: { ...input, topicId } })) as {
                    createFaqAnswer: { id: string };
                };
                return created.createFaqAnswer.id;
            }
            const updated = (await api.mutate(updateFaqAnswerDocument, { input: { ...input, id: answerId } })) as {
                updateFaqAnswer: { id: string };
            };
            return updated.updateFaqAnswer.id;
        },
        onSuccess: newId => {
            setStatus({ kind: 'ok', text: SAVED });
            void queryClient.invalidateQueries({ queryKey: ['faqTopicRecords'] });
            if (isNew) void navigate({ to: '/faq/$topicId/answers/$answerId', params: { topicId, answerId: String(newId) } });
        },
        onError: onServerError,
    });
    const remove = useMutation({
        mutationFn: async () => (await api.mutate(deleteFaqAnswerDocument, { id: answerId })).deleteFaqAnswer,
        onSuccess: r => {
            if (r.result !== 'DELETED') {
                setStatus({ kind: 'error', text: r.message ?? 'The answer was not deleted.' });
                return;
            }
            void queryClient.invalidateQueries({ queryKey: ['faqTopicRecords'] });
            void navigate({ to: '/faq/$topicId', params: { topicId } });
        },
        onError: onServerError,
    });

    const topicTitle = topic?.translations.find(t => t.languageCode === 'en')?.title ?? topic?.slug ?? '';
    if (list.isError || (list.isSuccess && (!topic || (!isNew && !answer)))) {
        return (
            <Page pageId="faq-answer-detail">
                <PageTitle>FAQ answer</PageTitle>
                <p role="alert">
                    {list.isError ? `The answer could not be loaded: ${errorText(list.error)}` : 'This answer does not exist (any more).'}
                </p>
            </Page>
        );
    }
    const setText = (kind: 'question' | 'answer', code: LocaleCode) => (v: string) =>
        setForm(f => ({ ...f, [kind]: { ...f[kind], [code]: v } }));
    return (
        <Page pageId="faq-answer-detail">
            <PageTitle>{isNew ? `New answer in ${topicTitle}` : `Answer: ${form.question.en || form.slug}`}</PageTitle>
            {!isNew ? (
                <PageActionBar>
                    <PageActionBarRight>
                        <ConfirmDelete
                            label="Delete answer"
                            title="Delete this answer?"
                            description="Its page disappears from the site in both languages."
                            disabled={remove.isPending}
                            onConfirm={() => remove.mutate()}
                        />
                    </PageActionBarRight>
                </PageActionBar>
            ) : null}
            <PageLayout>
                <PageBlock column="main" blockId="faq-answer-form">
                    {list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : (
                        <form
                            className="grid gap-4"
                            aria-label="FAQ answer"
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
                                <Field
                                    id="faq-answer-slug"
                                    label="Address (slug)"
                                    value={form.slug}
                                    onChange={v => setForm(f => ({ ...f, slug: v }))}
                                    error={errors.slug}
                                    hint={`/support/${topic?.slug ?? ''}/…`}
                                />
                                <Field
                                    id="faq-answer-position"
                                    label="Order"
                                    type="number"
                                    value={form.position}
                                    onChange={v => setForm(f => ({ ...f, position: v }))}
                                    error={errors.position}
                                />
                            </div>
                            {LOCALES.map(l => (
                                <fieldset key={l.code} className="grid gap-3 border rounded-md p-4">
                                    <legend className="px-1 font-medium">{l.label}</legend>
                                    <Field
                                        id={`faq-answer-question-${l.code}`}
                                        label={`Question (${l.label})`}
                                        value={form.question[l.code]}
                                        onChange={setText('question', l.code)}
                                        error={errors[`question-${l.code}`]}
                                    />
                                    <Field
                                        id={`faq-answer-answer-${l.code}`}
                                        label={`Answer (${l.label})`}
                                        multiline
                                        rows={8}
                                        hint="Markdown: **bold**, lists, [links](https://…)."
                                        value={form.answer[l.code]}
                                        onChange={setText('answer', l.code)}
                                        error={errors[`answer-${l.code}`]}
                                    />
                                </fieldset>
                            ))}
                            <div className="flex items-center gap-4">
                                <Button type="submit" disabled={save.isPending}>
                                    {isNew ? 'Create answer' : 'Save answer'}
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
