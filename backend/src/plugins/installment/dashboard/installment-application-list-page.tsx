import { useLingui } from '@lingui/react/macro';
import { DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { optionsOf, rupiah, useFinancingNames } from '../../../dashboard-kit';
import { installmentApplicationListDocument } from './graphql';
import { InstallmentStatusBadge, STATUS_LABELS } from './labels';

/** The queue of applications, newest first; filter by status or provider, search by reference. */
export function InstallmentApplicationListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const { providerName, providerOptions } = useFinancingNames();
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
                    options: Object.entries(providerOptions).map(([value, label]) => ({ value, label })),
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
                    cell: ({ row }) => <InstallmentStatusBadge status={row.original.status} />,
                },
                provider: { cell: ({ row }) => providerName(row.original.provider) },
                monthlyInstalment: { header: t`Monthly`, cell: ({ row }) => rupiah(row.original.monthlyInstalment) },
                otrPrice: { cell: ({ row }) => rupiah(row.original.otrPrice) },
            }}
        />
    );
}
