import { api, Button, useQuery } from '@vendure/dashboard';
import { useEffect, useState } from 'react';

import { graphql } from '@/gql';

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
            imageWidth
            imageHeight
            imageUploadedAt
            updatedAt
        }
    }
`);

const accessLogQuery = graphql(`
    query CustomerDocumentAccessLog($customerId: ID!) {
        customerDocumentAccessLog(customerId: $customerId, take: 20) {
            totalItems
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

/** How staff call each document type (an identity card by its kind: KTP or KITAS). */
const TYPE_LABELS: Record<string, string> = {
    TAX_CARD: 'NPWP',
    FAMILY_CARD: 'Family card (KK)',
    PROOF_OF_INCOME: 'Proof of income',
};

/** The dashboard keeps its bearer token here (tokenMethod 'bearer'); an <img> cannot send it, so fetch the bytes. */
const SESSION_TOKEN_KEY = 'vendure-session-token';

function DocumentPhoto({ path, label }: Readonly<{ path: string; label: string }>) {
    const [url, setUrl] = useState<string | null>(null);
    const [failed, setFailed] = useState(false);
    const [open, setOpen] = useState(false);
    useEffect(() => {
        if (!open) return;
        let objectUrl: string | null = null;
        const token = localStorage.getItem(SESSION_TOKEN_KEY);
        fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' })
            .then(res => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
            .then(blob => {
                objectUrl = URL.createObjectURL(blob);
                setUrl(objectUrl);
            })
            .catch(() => setFailed(true));
        return () => {
            if (objectUrl) URL.revokeObjectURL(objectUrl);
        };
    }, [open, path]);
    if (!open) {
        return (
            <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
                Show photo (the view is logged)
            </Button>
        );
    }
    if (failed) return <p className="text-destructive text-sm">The photo could not be loaded.</p>;
    if (!url) return <p className="text-muted-foreground text-sm">Loading photo…</p>;
    return <img src={url} alt={label} className="max-w-full rounded border" style={{ maxHeight: 320 }} />;
}

/** Customer detail page: the customer's identity documents (full numbers, photo) and who viewed them. */
export function CustomerDocumentsBlock({ customerId }: Readonly<{ customerId?: string }>) {
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
    if (docs.isLoading) return <p className="text-muted-foreground text-sm">Loading documents…</p>;
    if (docs.isError) return <p className="text-destructive text-sm">The documents could not be loaded.</p>;
    const items = docs.data?.customerIdentityDocuments ?? [];
    return (
        <div className="space-y-4">
            <p className="text-muted-foreground text-sm">
                Opening this block is recorded in the customer&apos;s document access log, as is every photo view.
            </p>
            {items.length === 0 && <p className="text-sm">No identity documents.</p>}
            {items.map(doc => {
                const label = TYPE_LABELS[doc.type] ?? doc.kind ?? 'KTP';
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
                            <DocumentPhoto path={doc.imagePath} label={`${label} photo`} />
                        ) : (
                            <p className="text-sm text-muted-foreground">No photo.</p>
                        )}
                    </div>
                );
            })}
            <div>
                <div className="font-medium mb-1">Access log (latest 20)</div>
                {log.isLoading && <p className="text-muted-foreground text-sm">Loading…</p>}
                <table className="text-sm w-full">
                    <thead>
                        <tr className="text-left text-muted-foreground">
                            <th className="pr-2">When</th>
                            <th className="pr-2">Document</th>
                            <th className="pr-2">Who</th>
                            <th className="pr-2">Action</th>
                            <th>Address</th>
                        </tr>
                    </thead>
                    <tbody>
                        {(log.data?.customerDocumentAccessLog.items ?? []).map(entry => (
                            <tr key={entry.id} className="border-t">
                                <td className="pr-2">{new Date(entry.createdAt).toLocaleString()}</td>
                                <td className="pr-2">{TYPE_LABELS[entry.documentType] ?? 'Identity card'}</td>
                                <td className="pr-2">
                                    {entry.viewerRole === 'OWNER' ? 'Customer' : `Staff (user ${entry.viewerUserId})`}
                                </td>
                                <td className="pr-2">{entry.action.toLowerCase()}</td>
                                <td>{entry.ipAddress ?? '—'}</td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            </div>
        </div>
    );
}
