import { Badge, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { rupiah } from '../../../dashboard-kit';
import { installmentApplicationListDocument } from './graphql';

export const STATUS_LABELS: Record<string, string> = {
    REQUESTED: 'Waiting for the provider',
    APPROVED: 'Approved: down payment and contract',
    REJECTED: 'Rejected',
    CONTRACT_SIGNED: 'Contract signed',
    CONTRACT_REJECTED: 'Contract rejected',
    WITHDRAWN: 'Withdrawn',
};

export function InstallmentStatusBadge({ status }: Readonly<{ status: string }>) {
    const variant =
        status === 'CONTRACT_SIGNED' || status === 'APPROVED'
            ? 'success'
            : status === 'REQUESTED'
              ? 'warning'
              : status === 'WITHDRAWN'
                ? 'secondary'
                : 'destructive';
    return <Badge variant={variant}>{STATUS_LABELS[status] ?? status}</Badge>;
}

/** The queue of applications, newest first; filter by status or provider, search by reference. */
export function InstallmentApplicationListPage({ route }: Readonly<{ route: AnyRoute }>) {
    return (
        <ListPage
            pageId="installment-application-list"
            route={route}
            title="Installment applications"
            listQuery={installmentApplicationListDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={term => ({ reference: { contains: term.toUpperCase() } })}
            facetedFilters={{
                status: {
                    title: 'Status',
                    options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
                },
                provider: {
                    title: 'Provider',
                    options: ['ADIRA', 'BFI', 'CASHBAC_EASYPAY', 'PAPITUPI', 'OTHER'].map(value => ({
                        value,
                        label: value,
                    })),
                },
            }}
            defaultVisibility={{
                reference: true,
                orderCode: true,
                customerName: true,
                provider: true,
                status: true,
                monthlyInstalment: true,
                createdAt: true,
            }}
            customizeColumns={{
                reference: {
                    header: 'Application',
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.reference} />,
                },
                orderCode: { header: 'Order' },
                customerName: { header: 'Customer' },
                status: { cell: ({ row }) => <InstallmentStatusBadge status={row.original.status} /> },
                monthlyInstalment: { header: 'Monthly', cell: ({ row }) => rupiah(row.original.monthlyInstalment) },
                otrPrice: { header: 'Price financed', cell: ({ row }) => rupiah(row.original.otrPrice) },
                tenorMonths: { header: 'Tenor (months)' },
            }}
        />
    );
}
