import {
    AnyRoute,
    DetailPageButton,
    ListPage,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    useDetailPage,
    z,
} from '@vendure/dashboard';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import {
    afterSave,
    DetailActionBar,
    failsWith,
    requiredText,
    showSaveError,
    SITE_LANGUAGES,
    StaffDate,
    TextField,
    translationsForForm,
} from '../../../dashboard-kit';
import { legalPageDocument, legalPageListDocument, updateLegalPageDocument } from './graphql';
import { titleIn } from './shared';

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
            additionalColumns={{
                titleId: {
                    header: t`Title (Indonesian)`,
                    meta: { dependencies: ['translations'] },
                    cell: ({ row }) => titleIn(row.original.translations, 'id') ?? '—',
                },
            }}
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
    const { id } = route.useParams() as { id: string };
    const { t, i18n } = useLingui();
    const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
        pageId: 'legal-page-edit',
        queryDocument: legalPageDocument,
        updateDocument: updateLegalPageDocument,
        params: { id },
        extendSchema: schema => schema.extend(legalRules),
        // The date input holds a calendar day; the server stores midnight UTC of it.
        setValuesForUpdate: p => ({
            id: p.id,
            lastUpdated: p.lastUpdated.slice(0, 10),
            translations: translationsForForm(p.translations, (t, languageCode) => ({
                languageCode,
                title: t?.title ?? '',
                body: t?.body ?? '',
            })),
        }),
        transformUpdateInput: input => ({
            ...input,
            lastUpdated: new Date(`${input.lastUpdated}T00:00:00Z`).toISOString(),
        }),
        onSuccess: saved => afterSave(saved, { resetForm }),
        onError: e => onSaveError(e),
    });
    // A declaration (hoisted, typed) so the options above can name the form it belongs to.
    function onSaveError(e: unknown): void {
        showSaveError(form, t`The page was not saved`, e);
    }
    const title = titleIn(entity?.translations ?? [], 'en') ?? entity?.slug ?? '';
    return (
        <Page pageId="legal-page-edit" form={form} submitHandler={submitHandler} entity={entity}>
            <PageTitle>{t`Legal page: ${title}`}</PageTitle>
            <DetailActionBar form={form} isPending={isPending} label={t`Save page`} />
            <PageLayout>
                <PageBlock column="side" blockId="legal-page-date">
                    <TextField
                        control={form.control}
                        name="lastUpdated"
                        label={t`Last updated (shown on the page)`}
                        type="date"
                    />
                </PageBlock>
                {SITE_LANGUAGES.map((l, i) => {
                    const language = i18n._(l.label);
                    return (
                        <PageBlock key={l.code} column="main" blockId={`legal-page-${l.code}`} title={language}>
                            <div className="grid gap-4">
                                <TextField
                                    control={form.control}
                                    name={`translations.${i}.title`}
                                    label={t`Title (${language})`}
                                />
                                <TextField
                                    control={form.control}
                                    name={`translations.${i}.body`}
                                    label={t`Text (${language})`}
                                    multiline
                                    rows={16}
                                    description={t`Markdown.`}
                                />
                            </div>
                        </PageBlock>
                    );
                })}
            </PageLayout>
        </Page>
    );
}
