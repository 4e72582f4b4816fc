import { AnyRoute, DetailFormGrid, DetailPageButton, ListPage, PageBlock, z } from '@vendure/dashboard';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import {
    failsWith,
    NewButton,
    RecordFormPage,
    requiredText,
    searchIn,
    StaffDate,
    TextField,
    useRecordForm,
    useStaffDates,
} from '../../../dashboard-kit';
import { guidebookDocument, guidebookListDocument, publishGuidebookDocument, updateGuidebookDocument } from './graphql';

/**
 * What the form refuses before the server does (GuidebookService checks the same on save). The messages are given as
 * functions: translated when a rule fails, in the language staff have chosen then.
 */
const guidebookRules = {
    version: requiredText.refine(
        version => version.length <= 40,
        () => ({ message: t`At most 40 characters, e.g. 2026.2.` }),
    ),
    title: requiredText.refine(
        title => title.length <= 200,
        () => ({ message: t`At most 200 characters.` }),
    ),
    pdfUrl: z
        .string(failsWith(() => t`An http(s) address or a path on the site starting with /.`))
        .trim()
        .regex(/^(https?:\/\/|\/(?!\/))/i),
};
const fieldOfRefusal = (message: string) =>
    /already exists|^Version/i.test(message)
        ? 'version'
        : /PDF URL/i.test(message)
          ? 'pdfUrl'
          : /^Title/i.test(message)
            ? 'title'
            : null;

/** The product specialists' guidebook (a PDF), one row per version; the newest is the one /pstools shows. */
export function GuidebookListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    return (
        <ListPage
            pageId="guidebook-list"
            route={route}
            title={t`Guidebook versions`}
            listQuery={guidebookListDocument}
            onSearchTermChange={searchIn('version', 'title')}
            defaultVisibility={{ version: true, title: true, pdfUrl: true, createdAt: true }}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            customizeColumns={{
                version: {
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.version} />,
                },
                pdfUrl: {
                    cell: ({ row }) => (
                        <a
                            className="underline underline-offset-2 max-w-[16rem] truncate inline-block"
                            href={row.original.pdfUrl}
                            target="_blank"
                            rel="noreferrer"
                        >
                            {row.original.pdfUrl}
                        </a>
                    ),
                },
                createdAt: { header: t`Published`, cell: ({ row }) => <StaffDate value={row.original.createdAt} /> },
            }}
        >
            <NewButton to="./new">{t`Publish a new version`}</NewButton>
        </ListPage>
    );
}

/** One guidebook version: publishing a new one makes it the current guidebook; an existing one can be corrected. */
export function GuidebookDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const staffDates = useStaffDates();
    const { t } = useLingui();
    const detail = useRecordForm({
        pageId: 'guidebook-detail',
        route,
        listPath: '/guidebook',
        queryDocument: guidebookDocument,
        createDocument: publishGuidebookDocument,
        updateDocument: updateGuidebookDocument,
        extendSchema: schema => schema.extend(guidebookRules),
        setValuesForUpdate: b => ({ id: b.id, version: b.version, title: b.title, pdfUrl: b.pdfUrl }),
        notSaved: t`The guidebook was not saved`,
        fieldOf: fieldOfRefusal,
    });
    const { form, entity, isNew } = detail;
    const c = form.control;
    const version = entity?.version ?? '';
    const date = entity ? staffDates.date(entity.createdAt) : '';
    return (
        <RecordFormPage
            detail={detail}
            title={isNew ? t`Publish a new guidebook version` : t`Guidebook ${version}`}
            saveLabel={isNew ? t`Publish version` : t`Save correction`}
        >
            <PageBlock column="main" blockId="guidebook-form">
                <DetailFormGrid>
                    <TextField control={c} name="version" label={t`Version`} description={t`Unique, e.g. 2026.2.`} />
                    <TextField control={c} name="title" label={t`Title`} />
                    <TextField
                        control={c}
                        name="pdfUrl"
                        label={t`PDF address`}
                        description={t`An http(s) address or a path on the site starting with /.`}
                    />
                </DetailFormGrid>
            </PageBlock>
            {entity ? (
                <PageBlock column="side" blockId="guidebook-published">
                    <p className="text-sm">
                        <Trans>Published {date}</Trans>
                    </p>
                    <a
                        className="underline underline-offset-2 text-sm"
                        href={entity.pdfUrl}
                        target="_blank"
                        rel="noreferrer"
                    >
                        <Trans>Open the PDF</Trans>
                    </a>
                </PageBlock>
            ) : null}
        </RecordFormPage>
    );
}
