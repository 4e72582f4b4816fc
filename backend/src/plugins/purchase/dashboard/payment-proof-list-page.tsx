import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { rupiah } from '../../../dashboard-kit';
import { paymentProofListDocument } from './graphql';

const STATUS_OPTIONS = [
    { label: msg`Waiting for review`, value: 'PENDING' },
    { label: msg`Accepted`, value: 'ACCEPTED' },
    { label: msg`Rejected`, value: 'REJECTED' },
];

export function ProofStatusBadge({ status }: Readonly<{ status: string }>) {
    if (status === 'ACCEPTED')
        return (
            <Badge variant="success">
                <Trans>Accepted</Trans>
            </Badge>
        );
    if (status === 'REJECTED')
        return (
            <Badge variant="destructive">
                <Trans>Rejected</Trans>
            </Badge>
        );
    return (
        <Badge variant="warning">
            <Trans>Waiting for review</Trans>
        </Badge>
    );
}

/** Bank-transfer proofs, newest first; staff open one to accept or reject it. */
export function PaymentProofListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    return (
        <ListPage
            pageId="payment-proof-list"
            route={route}
            title={t`Payment proofs`}
            listQuery={paymentProofListDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={term => ({ bankName: { contains: term } })}
            facetedFilters={{
                status: {
                    title: t`Status`,
                    options: STATUS_OPTIONS.map(o => ({ value: o.value, label: i18n._(o.label) })),
                },
            }}
            defaultVisibility={{ orderCode: true, customerName: true, status: true, nominal: true, paymentDate: true }}
            customizeColumns={{
                orderCode: {
                    header: t`Order`,
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.orderCode} />,
                },
                customerName: { header: t`Customer` },
                status: { header: t`Status`, cell: ({ row }) => <ProofStatusBadge status={row.original.status} /> },
                nominal: { header: t`Transferred`, cell: ({ row }) => rupiah(row.original.nominal) },
                amountDue: { header: t`Due`, cell: ({ row }) => rupiah(row.original.amountDue) },
                paymentDate: { header: t`Payment Date` },
                bankName: { header: t`Bank Name` },
            }}
        />
    );
}
