import { AnyRoute, DetailPageButton, ListPage, PageBlock, z } from '@vendure/dashboard';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import {
    failsWith,
    languageBlocks,
    RecordFormPage,
    requiredText,
    StaffDate,
    TextField,
    translationsForForm,
    useRecordForm,
} from '../../../dashboard-kit';
import { legalPageDocument, legalPageListDocument, updateLegalPageDocument } from './graphql';
import { indonesianTitleColumn, titleIn } from './shared';

/** The four legal pages (privacy, refunds, orders outside Jabodetabek, warranty); the seed creates them. */
export function LegalPageListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    return (
        <ListPage
            pageId="legal-page-list"
            route={route}
            title={t`Legal pages`}
            listQuery={legalPageListDocument}
            defaultSort={[{ id: 'slug', desc: false }]}
            onSearchTermChange={term => ({ slug: { contains: term } })}
            defaultVisibility={{ translations: true, slug: true, lastUpdated: true }}
            defaultColumnOrder={['translations', 'titleId', 'lastUpdated', 'slug']}
            customizeColumns={{
                translations: {
                    header: t`Title (English)`,
                    cell: ({ row }) => (
                        <DetailPageButton
                            href={`/legal-pages/${row.original.id}`}
                            label={titleIn(row.original.translations, 'en') ?? row.original.slug}
                        />
                    ),
                },
                slug: {
                    header: t`Address`,
                    cell: ({ row }) => <span className="font-mono">/{row.original.slug}</span>,
                },
                lastUpdated: {
                    header: t`Last updated (shown on the page)`,
                    cell: ({ row }) => <StaffDate value={row.original.lastUpdated} />,
                },
            }}
            additionalColumns={{ titleId: indonesianTitleColumn(t`Title (Indonesian)`) }}
        />
    );
}

/** What the form refuses before the server does (LegalPageService checks the same on save). */
const legalRules = {
    lastUpdated: z.string(failsWith(() => t`Choose the date.`)).regex(/^\d{4}-\d{2}-\d{2}$/),
    translations: z.array(z.object({ languageCode: z.string(), title: requiredText, body: requiredText })),
};

/** One legal page on Vendure's detail-page form: English and Indonesian (Markdown) and its "last updated" date. */
export function LegalPageEditPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const detail = useRecordForm({
        pageId: 'legal-page-edit',
        route,
        queryDocument: legalPageDocument,
        updateDocument: updateLegalPageDocument,
        extendSchema: schema => schema.extend(legalRules),
        // The date input holds a calendar day; the server stores midnight UTC of it.
        setValuesForUpdate: p => ({
            id: p.id,
            lastUpdated: p.lastUpdated.slice(0, 10),
            translations: translationsForForm(p.translations, ['title', 'body']),
        }),
        transformUpdateInput: input => ({
            ...input,
            lastUpdated: new Date(`${input.lastUpdated}T00:00:00Z`).toISOString(),
        }),
        notSaved: t`The page was not saved`,
    });
    const { form, entity } = detail;
    const c = form.control;
    const title = titleIn(entity?.translations ?? [], 'en') ?? entity?.slug ?? '';
    return (
        <RecordFormPage detail={detail} title={t`Legal page: ${title}`} saveLabel={t`Save page`}>
            <PageBlock column="side" blockId="legal-page-date">
                <TextField control={c} name="lastUpdated" label={t`Last updated (shown on the page)`} type="date" />
            </PageBlock>
            {languageBlocks(i18n, 'legal-page', (i, language) => (
                <>
                    <TextField control={c} name={`translations.${i}.title`} label={t`Title (${language})`} />
                    <TextField
                        control={c}
                        name={`translations.${i}.body`}
                        label={t`Text (${language})`}
                        multiline
                        rows={16}
                        description={t`Markdown.`}
                    />
                </>
            ))}
        </RecordFormPage>
    );
}
