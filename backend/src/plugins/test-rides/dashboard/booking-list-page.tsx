import {
    api,
    Button,
    Input,
    Label,
    Link,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    usePermissions,
    useQuery,
} from '@vendure/dashboard';
import { useState } from 'react';

import { bookingListDocument, schedulesDocument } from './graphql';
import { LOCATION_LABELS, PRODUCT_LABELS, STATUS_LABELS, STATUSES, StatusBadge } from './shared';

const PAGE_SIZE = 25;

interface Filters {
    status: string;
    placeId: string;
    date: string;
    code: string;
}

/** Test-ride bookings for showroom staff: filter by status, place, day (Asia/Jakarta) and code. */
function BookingListPageContent() {
    const [filters, setFilters] = useState<Filters>({ status: '', placeId: '', date: '', code: '' });
    const [page, setPage] = useState(0);
    const set = (key: keyof Filters) => (value: string) => {
        setFilters(f => ({ ...f, [key]: value }));
        setPage(0);
    };

    const places = useQuery({
        queryKey: ['testRideSchedules'],
        queryFn: () => api.query(schedulesDocument),
    });
    const options = {
        skip: page * PAGE_SIZE,
        take: PAGE_SIZE,
        status: filters.status || undefined,
        placeId: filters.placeId || undefined,
        date: filters.date || undefined,
        code: filters.code.trim() || undefined,
    };
    const list = useQuery({
        queryKey: ['testRideBookings', options],
        queryFn: () => api.query(bookingListDocument, { options: options as any }),
    });
    const total = list.data?.testRideBookings.totalItems ?? 0;
    const items = list.data?.testRideBookings.items ?? [];

    return (
        <Page pageId="test-ride-booking-list">
            <PageTitle>Test-ride bookings</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="test-ride-booking-filters">
                    <form
                        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 items-end"
                        onSubmit={e => e.preventDefault()}
                        aria-label="Filter bookings"
                    >
                        <div className="grid gap-1.5">
                            <Label htmlFor="tr-filter-status">Status</Label>
                            <NativeSelect
                                id="tr-filter-status"
                                value={filters.status}
                                onChange={e => set('status')(e.target.value)}
                            >
                                <NativeSelectOption value="">All statuses</NativeSelectOption>
                                {STATUSES.map(s => (
                                    <NativeSelectOption key={s} value={s}>
                                        {STATUS_LABELS[s]}
                                    </NativeSelectOption>
                                ))}
                            </NativeSelect>
                        </div>
                        <div className="grid gap-1.5">
                            <Label htmlFor="tr-filter-place">Place</Label>
                            <NativeSelect
                                id="tr-filter-place"
                                value={filters.placeId}
                                onChange={e => set('placeId')(e.target.value)}
                            >
                                <NativeSelectOption value="">All places</NativeSelectOption>
                                {(places.data?.testRideSchedules ?? []).map(s => (
                                    <NativeSelectOption key={s.placeId} value={String(s.placeId)}>
                                        {s.place.location}
                                    </NativeSelectOption>
                                ))}
                            </NativeSelect>
                        </div>
                        <div className="grid gap-1.5">
                            <Label htmlFor="tr-filter-date">Day of the ride</Label>
                            <Input
                                id="tr-filter-date"
                                type="date"
                                value={filters.date}
                                onChange={e => set('date')(e.target.value)}
                            />
                        </div>
                        <div className="grid gap-1.5">
                            <Label htmlFor="tr-filter-code">Booking code</Label>
                            <Input
                                id="tr-filter-code"
                                placeholder="TR-XXXXXX"
                                value={filters.code}
                                onChange={e => set('code')(e.target.value)}
                            />
                        </div>
                        <Button
                            type="button"
                            variant="outline"
                            onClick={() => {
                                setFilters({ status: '', placeId: '', date: '', code: '' });
                                setPage(0);
                            }}
                        >
                            Clear filters
                        </Button>
                    </form>
                </PageBlock>
                <PageBlock column="main" blockId="test-ride-booking-table">
                    {list.isError ? (
                        <p role="alert" className="text-destructive">
                            The bookings could not be loaded: {(list.error as Error).message}
                        </p>
                    ) : list.isPending ? (
                        <p aria-live="polite">Loading bookings…</p>
                    ) : items.length === 0 ? (
                        <p>No bookings match these filters.</p>
                    ) : (
                        <Table aria-label="Test-ride bookings">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Code</TableHead>
                                    <TableHead>When</TableHead>
                                    <TableHead>Place</TableHead>
                                    <TableHead>Where</TableHead>
                                    <TableHead>Motorcycle</TableHead>
                                    <TableHead>Name</TableHead>
                                    <TableHead>Phone</TableHead>
                                    <TableHead>Status</TableHead>
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {items.map(b => (
                                    <TableRow key={b.id}>
                                        <TableCell>
                                            <Link
                                                to="/test-rides/$id"
                                                params={{ id: String(b.id) }}
                                                className="font-mono underline underline-offset-2"
                                            >
                                                {b.code}
                                            </Link>
                                        </TableCell>
                                        <TableCell>
                                            {b.localDate} {b.localTime}
                                        </TableCell>
                                        <TableCell>{b.place.location}</TableCell>
                                        <TableCell>{LOCATION_LABELS[b.locationType] ?? b.locationType}</TableCell>
                                        <TableCell>{PRODUCT_LABELS[b.productSlug] ?? b.productSlug}</TableCell>
                                        <TableCell>{b.name}</TableCell>
                                        <TableCell>{b.phone}</TableCell>
                                        <TableCell>
                                            <StatusBadge status={b.status} />
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                    <nav className="flex items-center justify-between mt-4" aria-label="Pages">
                        <span aria-live="polite">
                            {total} booking{total === 1 ? '' : 's'}
                            {total > PAGE_SIZE ? ` · page ${page + 1} of ${Math.ceil(total / PAGE_SIZE)}` : ''}
                        </span>
                        <span className="flex gap-2">
                            <Button variant="outline" disabled={page === 0} onClick={() => setPage(p => p - 1)}>
                                Previous
                            </Button>
                            <Button
                                variant="outline"
                                disabled={(page + 1) * PAGE_SIZE >= total}
                                onClick={() => setPage(p => p + 1)}
                            >
                                Next
                            </Button>
                        </span>
                    </nav>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

/** Refuses politely when the signed-in administrator's role lacks ManageTestRides (the server refuses anyway). */
export function BookingListPage() {
    const { hasPermissions } = usePermissions();
    if (!hasPermissions(['ManageTestRides'])) {
        return (
            <Page pageId="bookinglistpage-forbidden">
                <PageTitle>Not allowed</PageTitle>
                <p role="alert">Your role does not include test-ride bookings. Ask an administrator if you need it.</p>
            </Page>
        );
    }
    return <BookingListPageContent />;
}
