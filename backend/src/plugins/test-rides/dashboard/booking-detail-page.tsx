import {
    AnyRoute,
    api,
    Button,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    useMutation,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useState } from 'react';

import { DetailRow } from '../../../dashboard-kit';
import { bookingDocument, updateStatusDocument } from './graphql';
import {
    LOCATION_LABELS,
    MOTORCYCLE_LABELS,
    NEXT_STATUSES,
    PRODUCT_LABELS,
    Status,
    StatusBadge,
    SURVEY_LABELS,
} from './shared';

/** One booking: everything the customer gave, and the status changes staff may make. */
export function BookingDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const queryClient = useQueryClient();
    const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const detail = useQuery({
        queryKey: ['testRideBooking', id],
        queryFn: () => api.query(bookingDocument, { id }),
    });
    const change = useMutation({
        mutationFn: (status: Status) => api.mutate(updateStatusDocument, { id, status }),
        onSuccess: result => {
            const r = result.updateTestRideStatus as { __typename: string; status?: string; message?: string };
            if (r.__typename === 'TestRideBooking') {
                setMessage({ kind: 'ok', text: `Status changed to ${r.status?.toLowerCase().replace('_', '-')}.` });
            } else {
                setMessage({ kind: 'error', text: r.message ?? 'The status could not be changed.' });
            }
            void queryClient.invalidateQueries({ queryKey: ['testRideBooking', id] });
            void queryClient.invalidateQueries({ queryKey: ['testRideBookings'] });
        },
        onError: (e: Error) => setMessage({ kind: 'error', text: e.message }),
    });

    const b = detail.data?.testRideBooking;
    return (
        <Page pageId="test-ride-booking-detail">
            <PageTitle>{b ? `Test ride ${b.code}` : 'Test ride'}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="test-ride-booking-details" title="Booking">
                    {detail.isError ? (
                        <p role="alert" className="text-destructive">
                            The booking could not be loaded: {(detail.error as Error).message}
                        </p>
                    ) : detail.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : !b ? (
                        <p role="alert">This booking does not exist.</p>
                    ) : (
                        <dl>
                            <DetailRow label="Code">
                                <span className="font-mono">{b.code}</span>
                            </DetailRow>
                            <DetailRow label="Status">
                                <StatusBadge status={b.status} />
                            </DetailRow>
                            <DetailRow label="When (Asia/Jakarta)">
                                {b.localDate} {b.localTime}
                            </DetailRow>
                            <DetailRow label="Place">
                                {b.place.location}, {b.place.city}
                            </DetailRow>
                            <DetailRow label="Where">{LOCATION_LABELS[b.locationType] ?? b.locationType}</DetailRow>
                            {b.address ? (
                                <DetailRow label="Address">
                                    {b.address}
                                    {b.distanceKm != null ? ` (${b.distanceKm} km from the place)` : ''}
                                </DetailRow>
                            ) : null}
                            <DetailRow label="Motorcycle">{PRODUCT_LABELS[b.productSlug] ?? b.productSlug}</DetailRow>
                            <DetailRow label="Name">{b.name}</DetailRow>
                            <DetailRow label="Phone">
                                <a className="underline" href={`tel:${b.phone}`}>
                                    {b.phone}
                                </a>
                            </DetailRow>
                            <DetailRow label="E-mail">
                                <a className="underline" href={`mailto:${b.email}`}>
                                    {b.email}
                                </a>
                            </DetailRow>
                            <DetailRow label="Rides now">
                                {MOTORCYCLE_LABELS[b.currentMotorcycle] ?? b.currentMotorcycle}
                            </DetailRow>
                            <DetailRow label="Heard about us">
                                {b.surveyAnswers.map(a => SURVEY_LABELS[a] ?? a).join(', ')}
                            </DetailRow>
                            <DetailRow label="Messages">
                                {b.notificationChannel} · {b.languageCode === 'id' ? 'Indonesian' : 'English'}
                            </DetailRow>
                            <DetailRow label="Customer account">
                                {b.customerId ? `#${b.customerId}` : 'Guest'}
                            </DetailRow>
                            <DetailRow label="Reminder sent">
                                {b.reminderSentAt ? new Date(b.reminderSentAt).toLocaleString() : '—'}
                            </DetailRow>
                        </dl>
                    )}
                </PageBlock>
                <PageBlock column="side" blockId="test-ride-booking-status" title="Change status">
                    {b ? (
                        <div className="grid gap-2">
                            {NEXT_STATUSES[b.status as Status]?.length ? (
                                NEXT_STATUSES[b.status as Status].map(next => (
                                    <Button
                                        key={next.status}
                                        variant={next.destructive ? 'destructive' : 'default'}
                                        disabled={change.isPending}
                                        onClick={() => {
                                            if (
                                                next.destructive &&
                                                !window.confirm(
                                                    'Cancel this test ride? The seat is freed and the customer is told.',
                                                )
                                            ) {
                                                return;
                                            }
                                            setMessage(null);
                                            change.mutate(next.status);
                                        }}
                                    >
                                        {next.label}
                                    </Button>
                                ))
                            ) : (
                                <p>This booking is closed; its status cannot change any more.</p>
                            )}
                            <p role="status" className={message?.kind === 'error' ? 'text-destructive' : ''}>
                                {message?.text ?? ''}
                            </p>
                        </div>
                    ) : null}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
