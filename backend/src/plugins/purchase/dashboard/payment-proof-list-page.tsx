import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { optionsOf, rupiah, StatusBadge } from '../../../dashboard-kit';
import { paymentProofListDocument } from './graphql';

const STATUS_LABELS = { PENDING: msg`Waiting for review`, ACCEPTED: msg`Accepted`, REJECTED: msg`Rejected` };
const STATUS_VARIANTS = { PENDING: 'warning', ACCEPTED: 'success', REJECTED: 'destructive' } as const;

export function ProofStatusBadge({ status }: Readonly<{ status: string }>) {
    return <StatusBadge status={status} labels={STATUS_LABELS} variants={STATUS_VARIANTS} />;
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
                    options: optionsOf(i18n, STATUS_LABELS),
                },
            }}
            defaultVisibility={{ orderCode: true, customerName: true, status: true, nominal: true, paymentDate: true }}
            customizeColumns={{
                orderCode: {
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.orderCode} />,
                },
                status: { cell: ({ row }) => <ProofStatusBadge status={row.original.status} /> },
                nominal: { header: t`Transferred`, cell: ({ row }) => rupiah(row.original.nominal) },
                amountDue: { header: t`Due`, cell: ({ row }) => rupiah(row.original.amountDue) },
            }}
        />
    );
}
