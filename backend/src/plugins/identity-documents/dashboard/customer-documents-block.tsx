import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { api, TableCell, TableRow, useQuery } from '@vendure/dashboard';

import { graphql } from '@/gql';

import { DOCUMENT_TYPE_LABELS, labelOf, type Labels, RecordTable, StaffDate, StaffFile } from '../../../dashboard-kit';

const documentsQuery = graphql(`
    query CustomerIdentityDocuments($customerId: ID!) {
        customerIdentityDocuments(customerId: $customerId) {
            id
            type
            kind
            number
            name
            address
            zipCode
            hasImage
            imagePath
        }
    }
`);

const accessLogQuery = graphql(`
    query CustomerDocumentAccessLog($customerId: ID!) {
        customerDocumentAccessLog(customerId: $customerId, take: 20) {
            items {
                id
                documentType
                viewerUserId
                viewerRole
                action
                ipAddress
                createdAt
            }
        }
    }
`);

/** The access log's action (VIEW, DOWNLOAD, DELETE), shown in lower case. */
const ACTION_LABELS: Labels = {
    VIEW: msg`view`,
    DOWNLOAD: msg`download`,
    DELETE: msg`delete`,
};

/** A customer's identity documents (full numbers, photo) and who viewed them (the customer's and an application's page). */
export function CustomerDocumentsBlock({ customerId }: Readonly<{ customerId?: string }>) {
    const { t, i18n } = useLingui();
    const docs = useQuery({
        queryKey: ['customerIdentityDocuments', customerId],
        queryFn: () => api.query(documentsQuery, { customerId: customerId! }),
        enabled: !!customerId,
        // Each fetch is a logged view: only when the page opens, not on every window focus.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
    });
    const log = useQuery({
        queryKey: ['customerDocumentAccessLog', customerId, docs.dataUpdatedAt],
        queryFn: () => api.query(accessLogQuery, { customerId: customerId! }),
        enabled: !!customerId && docs.isSuccess,
        refetchOnWindowFocus: false,
    });
    if (!customerId) return null;
    if (docs.isLoading)
        return (
            <p className="text-muted-foreground text-sm">
                <Trans>Loading documents…</Trans>
            </p>
        );
    if (docs.isError)
        return (
            <p className="text-destructive text-sm">
                <Trans>The documents could not be loaded.</Trans>
            </p>
        );
    const items = docs.data?.customerIdentityDocuments ?? [];
    return (
        <div className="space-y-4">
            <p className="text-muted-foreground text-sm">
                <Trans>
                    Opening this block is recorded in the customer&apos;s document access log, as is every photo view.
                </Trans>
            </p>
            {items.length === 0 && (
                <p className="text-sm">
                    <Trans>No identity documents.</Trans>
                </p>
            )}
            {items.map(doc => {
                // An identity card by its kind (KTP or KITAS).
                const label =
                    doc.type === 'IDENTITY_CARD' ? (doc.kind ?? t`KTP`) : labelOf(i18n, DOCUMENT_TYPE_LABELS, doc.type);
                return (
                    <div key={doc.id} className="border rounded p-3 space-y-2">
                        <div className="font-medium">
                            {label}: <span className="font-mono">{doc.number ?? '—'}</span>
                        </div>
                        {(doc.name || doc.address || doc.zipCode) && (
                            <div className="text-sm text-muted-foreground">
                                {[doc.name, doc.address, doc.zipCode].filter(Boolean).join(' · ')}
                            </div>
                        )}
                        {doc.hasImage && doc.imagePath ? (
                            <StaffFile
                                path={doc.imagePath}
                                small
                                showLabel={<Trans>Show photo (the view is logged)</Trans>}
                                failed={<Trans>The photo could not be loaded.</Trans>}
                                loading={<Trans>Loading photo…</Trans>}
                            >
                                {url => (
                                    <img
                                        src={url}
                                        alt={t`${label} photo`}
                                        className="max-w-full rounded border"
                                        style={{ maxHeight: 320 }}
                                    />
                                )}
                            </StaffFile>
                        ) : (
                            <p className="text-sm text-muted-foreground">
                                <Trans>No photo.</Trans>
                            </p>
                        )}
                    </div>
                );
            })}
            <div>
                <div className="font-medium mb-1">
                    <Trans>Access log (latest 20)</Trans>
                </div>
                {log.isLoading && (
                    <p className="text-muted-foreground text-sm">
                        <Trans>Loading…</Trans>
                    </p>
                )}
                <RecordTable
                    className="text-sm"
                    wrap
                    headings={[
                        t`When`,
                        t`Document`,
                        t`Who`,
                        t`Action`,
                        t({ message: 'Address', context: 'IP address' }),
                    ]}
                >
                    {(log.data?.customerDocumentAccessLog.items ?? []).map(entry => {
                        const viewerUserId = entry.viewerUserId;
                        return (
                            <TableRow key={entry.id}>
                                <TableCell>
                                    <StaffDate value={entry.createdAt} withTime />
                                </TableCell>
                                <TableCell>{labelOf(i18n, DOCUMENT_TYPE_LABELS, entry.documentType)}</TableCell>
                                <TableCell>
                                    {entry.viewerRole === 'OWNER' ? t`Customer` : t`Staff (user ${viewerUserId})`}
                                </TableCell>
                                <TableCell>{labelOf(i18n, ACTION_LABELS, entry.action)}</TableCell>
                                <TableCell>{entry.ipAddress ?? '—'}</TableCell>
                            </TableRow>
                        );
                    })}
                </RecordTable>
            </div>
        </div>
    );
}
