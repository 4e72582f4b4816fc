import { AnyRoute, Button, DetailFormGrid, Link, PageBlock, TableCell, TableRow, z } from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';

import {
    NumberField,
    positionRule,
    RecordFormPage,
    RecordTable,
    requiredText,
    SITE_LANGUAGES,
    slugRule,
    TextField,
    type TranslationOf,
    translationsForForm,
    useRecordForm,
} from '../../../dashboard-kit';
import { createFaqTopicDocument, deleteFaqTopicDocument, faqTopicDocument, updateFaqTopicDocument } from './graphql';
import { slugFieldOf } from './shared';

/** What the form refuses before the server does (FaqService checks the same on save). */
const topicRules = {
    slug: slugRule,
    position: positionRule,
    translations: z.array(z.object({ languageCode: z.string(), title: requiredText })),
};
const rows = (translations?: ReadonlyArray<TranslationOf<typeof faqTopicDocument>>) =>
    translationsForForm(translations, ['title']);

/** One FAQ topic on Vendure's detail-page form: its titles, address and order, and its answers. */
export function FaqTopicDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const detail = useRecordForm({
        pageId: 'faq-topic-detail',
        route,
        listPath: '/faq',
        queryDocument: faqTopicDocument,
        createDocument: createFaqTopicDocument,
        updateDocument: updateFaqTopicDocument,
        extendSchema: schema => schema.extend(topicRules),
        setValuesForUpdate: t => ({ id: t.id, slug: t.slug, position: t.position, translations: rows(t.translations) }),
        newRecord: { position: 0, translations: rows() },
        notSaved: t`The topic was not saved`,
        fieldOf: slugFieldOf,
    });
    const { form, entity, isNew, recordId: topicId } = detail;
    const c = form.control;
    const answers = entity?.answers ?? [];
    const question = (a: (typeof answers)[number], code: string) =>
        a.translations.find(tr => tr.languageCode === code)?.question;
    const title = entity?.translations.find(tr => tr.languageCode === 'en')?.title ?? entity?.slug ?? '';
    return (
        <RecordFormPage
            detail={detail}
            title={isNew ? t`New FAQ topic` : t`FAQ topic: ${title}`}
            saveLabel={isNew ? t`Create topic` : t`Save topic`}
            deletion={{
                what: t`topic`,
                description: answers.length
                    ? t`A topic with answers cannot be deleted: delete or move its answers first.`
                    : t`Its page disappears from the site in both languages.`,
                document: deleteFaqTopicDocument,
            }}
        >
            <PageBlock column="main" blockId="faq-topic-form">
                <DetailFormGrid>
                    <TextField control={c} name="slug" label={t`Address (slug)`} description="/support/…" />
                    <NumberField
                        control={c}
                        name="position"
                        label={t({ message: 'Order', context: 'sort position' })}
                    />
                    {SITE_LANGUAGES.map((l, i) => {
                        const language = i18n._(l.label);
                        return (
                            <TextField
                                key={l.code}
                                control={c}
                                name={`translations.${i}.title`}
                                label={t`Title (${language})`}
                            />
                        );
                    })}
                </DetailFormGrid>
            </PageBlock>
            {isNew ? null : (
                <PageBlock column="full" blockId="faq-topic-answers" title={t`Answers`}>
                    <div className="flex justify-end mb-3">
                        <Button render={<Link to="/faq/$topicId/answers/$id" params={{ topicId, id: 'new' }} />}>
                            <Trans>New answer</Trans>
                        </Button>
                    </div>
                    {answers.length === 0 ? (
                        <p>
                            <Trans>This topic has no answers yet.</Trans>
                        </p>
                    ) : (
                        <RecordTable
                            aria-label={t`Answers`}
                            wrap
                            headings={[
                                t({ message: 'Order', context: 'sort position' }),
                                t`Question (English)`,
                                t`Question (Indonesian)`,
                                t`Address`,
                            ]}
                        >
                            {answers.map(a => (
                                <TableRow key={a.id}>
                                    <TableCell>{a.position}</TableCell>
                                    <TableCell className="max-w-[18rem] truncate">
                                        <Link
                                            to="/faq/$topicId/answers/$id"
                                            params={{ topicId, id: String(a.id) }}
                                            className="underline underline-offset-2"
                                        >
                                            {question(a, 'en') ?? a.slug}
                                        </Link>
                                    </TableCell>
                                    <TableCell className="max-w-[18rem] truncate">{question(a, 'id') ?? '—'}</TableCell>
                                    <TableCell className="font-mono">{a.slug}</TableCell>
                                </TableRow>
                            ))}
                        </RecordTable>
                    )}
                </PageBlock>
            )}
        </RecordFormPage>
    );
}
