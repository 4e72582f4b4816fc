import {
    AnyRoute,
    api,
    DetailFormGrid,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    useDetailPage,
    useNavigate,
    z,
} from '@vendure/dashboard';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

import {
    DetailActionBar,
    NumberField,
    positionRule,
    requiredText,
    afterSave,
    showSaveError,
    SITE_LANGUAGES,
    slugRule,
    TextField,
    translationsForForm,
} from '../../../dashboard-kit';
import {
    createFaqAnswerDocument,
    deleteFaqAnswerDocument,
    faqAnswerDocument,
    updateFaqAnswerDocument,
} from './graphql';
import { slugFieldOf } from './shared';

/** What the form refuses before the server does (FaqService checks the same on save). */
const answerRules = {
    slug: slugRule,
    position: positionRule,
    translations: z.array(z.object({ languageCode: z.string(), question: requiredText, answer: requiredText })),
};
const rows = (translations?: ReadonlyArray<{ languageCode: string; question: string; answer: string }>) =>
    translationsForForm(translations, (t, languageCode) => ({
        languageCode,
        question: t?.question ?? '',
        answer: t?.answer ?? '',
    }));

/** One FAQ answer on Vendure's detail-page form: English and Indonesian (Markdown), its address and order. */
export function FaqAnswerDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    // `$id`, as Vendure's own detail routes: its leave-unsaved-changes guard lets `new` go to the created record.
    const { topicId, id: answerId } = route.useParams() as { topicId: string; id: string };
    const isNew = answerId === 'new';
    const navigate = useNavigate();
    const { t, i18n } = useLingui();
    const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
        pageId: 'faq-answer-detail',
        queryDocument: faqAnswerDocument,
        createDocument: createFaqAnswerDocument,
        updateDocument: updateFaqAnswerDocument,
        params: { id: answerId },
        extendSchema: schema => schema.extend(answerRules),
        setValuesForUpdate: a => ({
            id: a.id,
            topicId: a.topicId,
            slug: a.slug,
            position: a.position,
            translations: rows(a.translations),
        }),
        onSuccess: saved =>
            afterSave(saved, {
                isNew,
                resetForm,
                openCreated: id => navigate({ to: '/faq/$topicId/answers/$id', params: { topicId, id } }),
            }),
        onError: e => onSaveError(e),
    });
    // A declaration (hoisted, typed) so the options above can name the form it belongs to.
    function onSaveError(e: unknown): void {
        showSaveError(form, t`The answer was not saved`, e, slugFieldOf);
    }
    useEffect(() => {
        if (isNew) form.reset({ ...form.getValues(), topicId, position: 0, translations: rows() });
    }, [isNew, topicId, form]);

    const question = entity?.translations.find(tr => tr.languageCode === 'en')?.question ?? entity?.slug ?? '';
    return (
        <Page pageId="faq-answer-detail" form={form} submitHandler={submitHandler} entity={entity}>
            <PageTitle>{isNew ? t`New FAQ answer` : t`Answer: ${question}`}</PageTitle>
            <DetailActionBar
                form={form}
                isPending={isPending}
                label={isNew ? t`Create answer` : t`Save answer`}
                deletion={
                    isNew
                        ? null
                        : {
                              what: t`answer`,
                              description: t`Its page disappears from the site in both languages.`,
                              remove: async () =>
                                  (await api.mutate(deleteFaqAnswerDocument, { id: answerId })).deleteFaqAnswer,
                              onDeleted: () => void navigate({ to: '/faq/$id', params: { id: topicId } }),
                          }
                }
            />
            <PageLayout>
                <PageBlock column="main" blockId="faq-answer-form">
                    <DetailFormGrid>
                        <TextField
                            control={form.control}
                            name="slug"
                            label={t`Address (slug)`}
                            description={t`/support/<topic>/…`}
                        />
                        <NumberField
                            control={form.control}
                            name="position"
                            label={t({ message: 'Order', context: 'sort position' })}
                        />
                    </DetailFormGrid>
                </PageBlock>
                {SITE_LANGUAGES.map((l, i) => {
                    const language = i18n._(l.label);
                    return (
                        <PageBlock key={l.code} column="main" blockId={`faq-answer-${l.code}`} title={language}>
                            <div className="grid gap-4">
                                <TextField
                                    control={form.control}
                                    name={`translations.${i}.question`}
                                    label={t`Question (${language})`}
                                />
                                <TextField
                                    control={form.control}
                                    name={`translations.${i}.answer`}
                                    label={t`Answer (${language})`}
                                    multiline
                                    rows={8}
                                    description={t`Markdown: **bold**, lists, [links](https://…).`}
                                />
                            </div>
                        </PageBlock>
                    );
                })}
            </PageLayout>
        </Page>
    );
}
