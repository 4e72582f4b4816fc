import { AnyRoute, api, Button, PageBlock } from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';

import {
    DetailRows,
    labelOf,
    LANGUAGE_NAMES,
    LoadedRecord,
    modelName,
    RecordViewPage,
    StaffDate,
    StatusLine,
    useRecordAction,
    useRouteRecord,
} from '../../../dashboard-kit';
import { bookingDocument, updateStatusDocument } from './graphql';
import {
    LOCATION_LABELS,
    MOTORCYCLE_LABELS,
    NEXT_STATUSES,
    Status,
    STATUS_CHANGED,
    StatusBadge,
    SURVEY_LABELS,
} from './shared';

/** One booking: everything the customer gave, and the status changes staff may make. */
export function BookingDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const { id, queryKey, query: detail } = useRouteRecord(route, 'testRideBooking', bookingDocument);
    const change = useRecordAction({
        mutationFn: (status: Status) => api.mutate(updateStatusDocument, { id, status }),
        done: ({ updateTestRideStatus: r }) => {
            if (r.__typename !== 'TestRideBooking') return { kind: 'error', text: r.message };
            const changed = STATUS_CHANGED[r.status as Status];
            const status = r.status.toLowerCase().replace('_', '-');
            return { kind: 'ok', text: changed ? i18n._(changed) : t`Status changed to ${status}.` };
        },
        refresh: [queryKey, ['testRideBookings']],
    });

    const b = detail.data?.testRideBooking;
    const code = b?.code;
    return (
        <RecordViewPage pageId="test-ride-booking-detail" title={b ? t`Test ride ${code}` : t`Test ride`}>
            <PageBlock column="main" blockId="test-ride-booking-details" title={t`Booking`}>
                <LoadedRecord
                    query={detail}
                    record={b}
                    failed={loadError => t`The booking could not be loaded: ${loadError}`}
                    missing={t`This booking does not exist.`}
                >
                    {b => {
                        const distanceKm = b.distanceKm;
                        const distance = distanceKm != null ? ` ${t`(${distanceKm} km from the place)`}` : '';
                        return (
                            <DetailRows
                                rows={[
                                    [
                                        t`Code`,
                                        <span key="code" className="font-mono">
                                            {b.code}
                                        </span>,
                                    ],
                                    [t`Status`, <StatusBadge key="status" status={b.status} />],
                                    [t`When (Asia/Jakarta)`, `${b.localDate} ${b.localTime}`],
                                    [t`Place`, `${b.place.location}, ${b.place.city}`],
                                    [t`Where`, labelOf(i18n, LOCATION_LABELS, b.locationType)],
                                    !!b.address && [t`Address`, `${b.address}${distance}`],
                                    [t`Motorcycle`, modelName(b.productSlug)],
                                    [t`Name`, b.name],
                                    [
                                        t`Phone`,
                                        <a key="tel" className="underline" href={`tel:${b.phone}`}>
                                            {b.phone}
                                        </a>,
                                    ],
                                    [
                                        t`E-mail`,
                                        <a key="mail" className="underline" href={`mailto:${b.email}`}>
                                            {b.email}
                                        </a>,
                                    ],
                                    [t`Rides now`, labelOf(i18n, MOTORCYCLE_LABELS, b.currentMotorcycle)],
                                    [
                                        t`Heard about us`,
                                        b.surveyAnswers.map(a => labelOf(i18n, SURVEY_LABELS, a)).join(', '),
                                    ],
                                    [
                                        t`Messages`,
                                        `${b.notificationChannel} · ${labelOf(i18n, LANGUAGE_NAMES, b.languageCode)}`,
                                    ],
                                    [t`Customer account`, b.customerId ? `#${b.customerId}` : t`Guest`],
                                    [
                                        t`Reminder sent`,
                                        b.reminderSentAt ? <StaffDate value={b.reminderSentAt} withTime /> : null,
                                    ],
                                ]}
                            />
                        );
                    }}
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
                                        const asked = t`Cancel this test ride? The seat is freed and the customer is told.`;
                                        if (!next.destructive || window.confirm(asked)) change.mutate(next.status);
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
                        <StatusLine status={change.outcome} />
                    </div>
                ) : null}
            </PageBlock>
        </RecordViewPage>
    );
}
