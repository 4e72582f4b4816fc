import { useLingui } from '@lingui/react/macro';
import { api, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { labelOf, modelName, optionsOf } from '../../../dashboard-kit';
import { bookingListDocument, schedulePlaceListDocument } from './graphql';
import { LOCATION_LABELS, STATUS_LABELS, StatusBadge } from './shared';

/** Test-ride bookings for showroom staff: latest slot first; filter by status and place, search by code. */
export function BookingListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    return (
        <ListPage
            pageId="test-ride-booking-list"
            route={route}
            title={t`Test-ride bookings`}
            listQuery={bookingListDocument}
            defaultSort={[{ id: 'slotStart', desc: true }]}
            // Codes are issued in capitals; staff type them as they hear them.
            onSearchTermChange={term => ({ code: { contains: term.trim().toUpperCase() } })}
            facetedFilters={{
                status: {
                    title: t`Status`,
                    options: optionsOf(i18n, STATUS_LABELS),
                },
                placeId: {
                    title: t`Place`,
                    optionsFn: async () =>
                        (
                            await api.query(schedulePlaceListDocument, { options: { take: 100 } })
                        ).testRideSchedulePlaces.items.map(p => ({ value: String(p.id), label: p.location })),
                },
            }}
            defaultVisibility={{
                code: true,
                slotStart: true,
                place: true,
                locationType: true,
                productSlug: true,
                name: true,
                phone: true,
                status: true,
            }}
            customizeColumns={{
                code: {
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.code} />,
                },
                slotStart: {
                    header: t`When (Jakarta)`,
                    meta: { dependencies: ['localDate', 'localTime'] },
                    cell: ({ row }) => `${row.original.localDate} ${row.original.localTime}`,
                },
                place: { header: t`Place`, enableSorting: false, cell: ({ row }) => row.original.place.location },
                locationType: {
                    cell: ({ row }) => labelOf(i18n, LOCATION_LABELS, row.original.locationType),
                },
                productSlug: { header: t`Motorcycle`, cell: ({ row }) => modelName(row.original.productSlug) },
                status: { cell: ({ row }) => <StatusBadge status={row.original.status} /> },
                // Worked out from slotStart, not stored: shown through "When", never sorted or filtered on.
                localDate: { enableSorting: false, enableColumnFilter: false },
                localTime: { enableSorting: false, enableColumnFilter: false },
            }}
        />
    );
}
