import { AnyRoute, DetailFormGrid, PageBlock, z } from '@vendure/dashboard';
import { useLingui } from '@lingui/react/macro';

import {
    languageBlocks,
    NumberField,
    positionRule,
    RecordFormPage,
    requiredText,
    slugRule,
    TextField,
    type TranslationOf,
    translationsForForm,
    useRecordForm,
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
const rows = (translations?: ReadonlyArray<TranslationOf<typeof faqAnswerDocument>>) =>
    translationsForForm(translations, ['question', 'answer']);

/** One FAQ answer on Vendure's detail-page form: English and Indonesian (Markdown), its address and order. */
export function FaqAnswerDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { topicId } = route.useParams() as { topicId: string };
    const { t, i18n } = useLingui();
    const detail = useRecordForm({
        pageId: 'faq-answer-detail',
        route,
        listPath: `/faq/${topicId}/answers`,
        queryDocument: faqAnswerDocument,
        createDocument: createFaqAnswerDocument,
        updateDocument: updateFaqAnswerDocument,
        extendSchema: schema => schema.extend(answerRules),
        setValuesForUpdate: a => ({
            id: a.id,
            topicId: a.topicId,
            slug: a.slug,
            position: a.position,
            translations: rows(a.translations),
        }),
        newRecord: { topicId, position: 0, translations: rows() },
        notSaved: t`The answer was not saved`,
        fieldOf: slugFieldOf,
    });
    const { form, entity, isNew } = detail;
    const c = form.control;
    const question = entity?.translations.find(tr => tr.languageCode === 'en')?.question ?? entity?.slug ?? '';
    return (
        <RecordFormPage
            detail={detail}
            title={isNew ? t`New FAQ answer` : t`Answer: ${question}`}
            saveLabel={isNew ? t`Create answer` : t`Save answer`}
            deletion={{
                what: t`answer`,
                description: t`Its page disappears from the site in both languages.`,
                document: deleteFaqAnswerDocument,
                // Answers are listed on their topic's page.
                backTo: `/faq/${topicId}`,
            }}
        >
            <PageBlock column="main" blockId="faq-answer-form">
                <DetailFormGrid>
                    <TextField control={c} name="slug" label={t`Address (slug)`} description={t`/support/<topic>/…`} />
                    <NumberField
                        control={c}
                        name="position"
                        label={t({ message: 'Order', context: 'sort position' })}
                    />
                </DetailFormGrid>
            </PageBlock>
            {languageBlocks(i18n, 'faq-answer', (i, language) => (
                <>
                    <TextField control={c} name={`translations.${i}.question`} label={t`Question (${language})`} />
                    <TextField
                        control={c}
                        name={`translations.${i}.answer`}
                        label={t`Answer (${language})`}
                        multiline
                        rows={8}
                        description={t`Markdown: **bold**, lists, [links](https://…).`}
                    />
                </>
            ))}
        </RecordFormPage>
    );
}
