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
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { DetailRow, labelOf, LoadedRecord, type Outcome, StaffDate, StatusLine } from '../../../dashboard-kit';
import { bookingDocument, updateStatusDocument } from './graphql';
import {
    LOCATION_LABELS,
    MOTORCYCLE_LABELS,
    NEXT_STATUSES,
    PRODUCT_LABELS,
    Status,
    STATUS_CHANGED,
    StatusBadge,
    SURVEY_LABELS,
} from './shared';

/** One booking: everything the customer gave, and the status changes staff may make. */
export function BookingDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const queryClient = useQueryClient();
    const { t, i18n } = useLingui();
    const [message, setMessage] = useState<Outcome>(null);
    const detail = useQuery({
        queryKey: ['testRideBooking', id],
        queryFn: () => api.query(bookingDocument, { id }),
    });
    const change = useMutation({
        mutationFn: (status: Status) => api.mutate(updateStatusDocument, { id, status }),
        onSuccess: result => {
            const r = result.updateTestRideStatus as { __typename: string; status?: string; message?: string };
            if (r.__typename === 'TestRideBooking') {
                const changed = STATUS_CHANGED[r.status as Status];
                const status = r.status?.toLowerCase().replace('_', '-');
                setMessage({ kind: 'ok', text: changed ? i18n._(changed) : t`Status changed to ${status}.` });
            } else {
                setMessage({ kind: 'error', text: r.message ?? t`The status could not be changed.` });
            }
            void queryClient.invalidateQueries({ queryKey: ['testRideBooking', id] });
            void queryClient.invalidateQueries({ queryKey: ['testRideBookings'] });
        },
        onError: (e: Error) => setMessage({ kind: 'error', text: e.message }),
    });

    const b = detail.data?.testRideBooking;
    const code = b?.code;
    const distanceKm = b?.distanceKm;
    return (
        <Page pageId="test-ride-booking-detail">
            <PageTitle>{b ? t`Test ride ${code}` : t`Test ride`}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="test-ride-booking-details" title={t`Booking`}>
                    <LoadedRecord
                        query={detail}
                        record={b}
                        failed={loadError => t`The booking could not be loaded: ${loadError}`}
                        missing={t`This booking does not exist.`}
                    >
                        {b => (
                            <dl>
                                <DetailRow label={t`Code`}>
                                    <span className="font-mono">{b.code}</span>
                                </DetailRow>
                                <DetailRow label={t`Status`}>
                                    <StatusBadge status={b.status} />
                                </DetailRow>
                                <DetailRow label={t`When (Asia/Jakarta)`}>
                                    {b.localDate} {b.localTime}
                                </DetailRow>
                                <DetailRow label={t`Place`}>
                                    {b.place.location}, {b.place.city}
                                </DetailRow>
                                <DetailRow label={t`Where`}>{labelOf(i18n, LOCATION_LABELS, b.locationType)}</DetailRow>
                                {b.address ? (
                                    <DetailRow label={t`Address`}>
                                        {b.address}
                                        {distanceKm != null ? (
                                            <>
                                                {' '}
                                                <Trans>({distanceKm} km from the place)</Trans>
                                            </>
                                        ) : null}
                                    </DetailRow>
                                ) : null}
                                <DetailRow label={t`Motorcycle`}>
                                    {PRODUCT_LABELS[b.productSlug] ?? b.productSlug}
                                </DetailRow>
                                <DetailRow label={t`Name`}>{b.name}</DetailRow>
                                <DetailRow label={t`Phone`}>
                                    <a className="underline" href={`tel:${b.phone}`}>
                                        {b.phone}
                                    </a>
                                </DetailRow>
                                <DetailRow label={t`E-mail`}>
                                    <a className="underline" href={`mailto:${b.email}`}>
                                        {b.email}
                                    </a>
                                </DetailRow>
                                <DetailRow label={t`Rides now`}>
                                    {labelOf(i18n, MOTORCYCLE_LABELS, b.currentMotorcycle)}
                                </DetailRow>
                                <DetailRow label={t`Heard about us`}>
                                    {b.surveyAnswers.map(a => labelOf(i18n, SURVEY_LABELS, a)).join(', ')}
                                </DetailRow>
                                <DetailRow label={t`Messages`}>
                                    {b.notificationChannel} · {b.languageCode === 'id' ? t`Indonesian` : t`English`}
                                </DetailRow>
                                <DetailRow label={t`Customer account`}>
                                    {b.customerId ? `#${b.customerId}` : t`Guest`}
                                </DetailRow>
                                <DetailRow label={t`Reminder sent`}>
                                    {b.reminderSentAt ? <StaffDate value={b.reminderSentAt} withTime /> : '—'}
                                </DetailRow>
                            </dl>
                        )}
                    </LoadedRecord>
                </PageBlock>
                <PageBlock column="side" blockId="test-ride-booking-status" title={t`Change status`}>
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
                                                    t`Cancel this test ride? The seat is freed and the customer is told.`,
                                                )
                                            ) {
                                                return;
                                            }
                                            setMessage(null);
                                            change.mutate(next.status);
                                        }}
                                    >
                                        {i18n._(next.label)}
                                    </Button>
                                ))
                            ) : (
                                <p>
                                    <Trans>This booking is closed; its status cannot change any more.</Trans>
                                </p>
                            )}
                            <StatusLine status={message} />
                        </div>
                    ) : null}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
