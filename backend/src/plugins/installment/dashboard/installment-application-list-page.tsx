import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Badge, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { rupiah } from '../../../dashboard-kit';
import { installmentApplicationListDocument } from './graphql';

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
    REQUESTED: msg`Waiting for the provider`,
    APPROVED: msg`Approved: down payment and contract`,
    REJECTED: msg`Rejected`,
    CONTRACT_SIGNED: msg`Contract signed`,
    CONTRACT_REJECTED: msg`Contract rejected`,
    WITHDRAWN: msg`Withdrawn`,
};

export function InstallmentStatusBadge({ status }: Readonly<{ status: string }>) {
    const { i18n } = useLingui();
    const label = STATUS_LABELS[status];
    const variant =
        status === 'CONTRACT_SIGNED' || status === 'APPROVED'
            ? 'success'
            : status === 'REQUESTED'
              ? 'warning'
              : status === 'WITHDRAWN'
                ? 'secondary'
                : 'destructive';
    return <Badge variant={variant}>{label ? i18n._(label) : status}</Badge>;
}

/** The queue of applications, newest first; filter by status or provider, search by reference. */
export function InstallmentApplicationListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    return (
        <ListPage
            pageId="installment-application-list"
            route={route}
            title={t`Installment applications`}
            listQuery={installmentApplicationListDocument}
            defaultSort={[{ id: 'createdAt', desc: true }]}
            onSearchTermChange={term => ({ reference: { contains: term.toUpperCase() } })}
            facetedFilters={{
                status: {
                    title: t`Status`,
                    options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label: i18n._(label) })),
                },
                provider: {
                    title: t`Provider`,
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
                    header: t`Application`,
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.reference} />,
                },
                orderCode: { header: t`Order` },
                customerName: { header: t`Customer` },
                provider: { header: t`Provider` },
                status: {
                    header: t`Status`,
                    cell: ({ row }) => <InstallmentStatusBadge status={row.original.status} />,
                },
                monthlyInstalment: { header: t`Monthly`, cell: ({ row }) => rupiah(row.original.monthlyInstalment) },
                otrPrice: { header: t`Price financed`, cell: ({ row }) => rupiah(row.original.otrPrice) },
                tenorMonths: { header: t`Tenor (months)` },
            }}
        />
    );
}
