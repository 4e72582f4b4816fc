import { api, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { bookingListDocument, schedulePlaceListDocument } from './graphql';
import { LOCATION_LABELS, PRODUCT_LABELS, STATUS_LABELS, StatusBadge } from './shared';

/** Test-ride bookings for showroom staff: latest slot first; filter by status and place, search by code. */
export function BookingListPage({ route }: Readonly<{ route: AnyRoute }>) {
    return (
        <ListPage
            pageId="test-ride-booking-list"
            route={route}
            title="Test-ride bookings"
            listQuery={bookingListDocument}
            defaultSort={[{ id: 'slotStart', desc: true }]}
            // Codes are issued in capitals; staff type them as they hear them.
            onSearchTermChange={term => ({ code: { contains: term.trim().toUpperCase() } })}
            facetedFilters={{
                status: { title: 'Status', options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })) },
                placeId: {
                    title: 'Place',
                    optionsFn: async () =>
                        (
                            await api.query(schedulePlaceListDocument, { options: { take: 100 } })
                        ).testRideSchedulePlaces.items.map(p => ({ value: String(p.id), label: p.location })),
                },
            }}
            defaultVisibility={{ code: true, slotStart: true, place: true, locationType: true, productSlug: true, name: true, phone: true, status: true }}
            customizeColumns={{
                code: { cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.code} /> },
                slotStart: {
                    header: 'When (Jakarta)',
                    meta: { dependencies: ['localDate', 'localTime'] },
                    cell: ({ row }) => `${row.original.localDate} ${row.original.localTime}`,
                },
                place: { enableSorting: false, cell: ({ row }) => row.original.place.location },
                locationType: { header: 'Where', cell: ({ row }) => LOCATION_LABELS[row.original.locationType] ?? row.original.locationType },
                productSlug: { header: 'Motorcycle', cell: ({ row }) => PRODUCT_LABELS[row.original.productSlug] ?? row.original.productSlug },
                status: { cell: ({ row }) => <StatusBadge status={row.original.status} /> },
                // Worked out from slotStart, not stored: shown through "When", never sorted or filtered on.
                localDate: { enableSorting: false, enableColumnFilter: false },
                localTime: { enableSorting: false, enableColumnFilter: false },
            }}
        />
    );
}
