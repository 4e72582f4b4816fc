import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { optionsOf, rupiah, StatusBadge } from '../../../dashboard-kit';
import { installmentApplicationListDocument } from './graphql';

const STATUS_LABELS: Record<string, MessageDescriptor> = {
    REQUESTED: msg`Waiting for the provider`,
    APPROVED: msg`Approved: down payment and contract`,
    REJECTED: msg`Rejected`,
    CONTRACT_SIGNED: msg`Contract signed`,
    CONTRACT_REJECTED: msg`Contract rejected`,
    WITHDRAWN: msg`Withdrawn`,
};

const STATUS_VARIANTS = {
    REQUESTED: 'warning',
    APPROVED: 'success',
    REJECTED: 'destructive',
    CONTRACT_SIGNED: 'success',
    CONTRACT_REJECTED: 'destructive',
    WITHDRAWN: 'secondary',
} as const;

export function InstallmentStatusBadge({ status }: Readonly<{ status: string }>) {
    return <StatusBadge status={status} labels={STATUS_LABELS} variants={STATUS_VARIANTS} />;
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
                    options: optionsOf(i18n, STATUS_LABELS),
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
                status: {
                    header: t`Status`,
                    cell: ({ row }) => <InstallmentStatusBadge status={row.original.status} />,
                },
                monthlyInstalment: { header: t`Monthly`, cell: ({ row }) => rupiah(row.original.monthlyInstalment) },
                otrPrice: { header: t`Price financed`, cell: ({ row }) => rupiah(row.original.otrPrice) },
            }}
        />
    );
}
