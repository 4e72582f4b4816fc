import { Badge, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { rupiah } from '../../../dashboard-kit';
import { paymentProofListDocument } from './graphql';

export const STATUS_OPTIONS = [
    { label: 'Waiting for review', value: 'PENDING' },
    { label: 'Accepted', value: 'ACCEPTED' },
    { label: 'Rejected', value: 'REJECTED' },
];

export function ProofStatusBadge({ status }: Readonly<{ status: string }>) {
    if (status === 'ACCEPTED') return <Badge variant="success">Accepted</Badge>;
    if (status === 'REJECTED') return <Badge variant="destructive">Rejected</Badge>;
    return <Badge variant="warning">Waiting for review</Badge>;
}


/** Bank-transfer proofs, newest first; staff open one to accept or reject it. */
export function PaymentProofListPage({ route }: Readonly<{ route: AnyRoute }>) {
    return (
        <ListPage
            pageId="payment-proof-list"
            route={route}
            title="Payment proofs"
            listQuery={paymentProofListDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={term => ({ bankName: { contains: term } })}
            facetedFilters={{ status: { title: 'Status', options: STATUS_OPTIONS } }}
            defaultVisibility={{ orderCode: true, customerName: true, status: true, nominal: true, paymentDate: true }}
            customizeColumns={{
                orderCode: {
                    header: 'Order',
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.orderCode} />,
                },
                customerName: { header: 'Customer' },
                status: { cell: ({ row }) => <ProofStatusBadge status={row.original.status} /> },
                nominal: { header: 'Transferred', cell: ({ row }) => rupiah(row.original.nominal) },
                amountDue: { header: 'Due', cell: ({ row }) => rupiah(row.original.amountDue) },
            }}
        />
    );
}
