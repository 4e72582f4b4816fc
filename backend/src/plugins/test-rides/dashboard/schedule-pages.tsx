import { AnyRoute, DetailFormGrid, DetailPageButton, ListPage, PageBlock, usePermissions } from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';

import {
    NumberField,
    RecordFormPage,
    searchIn,
    TextBackedField,
    TextField,
    useRecordForm,
    YesNoBadge,
} from '../../../dashboard-kit';
import { problemIn } from '../../../common/form-rules';
import { isScheduleField, testRideScheduleFields } from '../schedule-rules';
import { schedulePlaceListDocument, scheduleDocument, updateScheduleDocument } from './graphql';
import { DAY_NAMES } from './shared';

/** Every place with its schedule: opening hours, slot length and seats decide the slots customers can book. */
export function ScheduleListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    return (
        <ListPage
            pageId="test-ride-schedule-list"
            route={route}
            title={t`Test-ride schedules`}
            listQuery={schedulePlaceListDocument}
            onSearchTermChange={searchIn('location', 'city')}
            defaultVisibility={{ location: true, city: true, upcoming: true, schedule: true }}
            defaultSort={[{ id: 'location', desc: false }]}
            customizeColumns={{
                location: {
                    header: t`Place`,
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.location} />,
                },
                upcoming: {
                    header: t`Bookable`,
                    cell: ({ row }) => <YesNoBadge value={!row.original.upcoming} yes={t`Bookable`} no={t`Upcoming`} />,
                },
                schedule: {
                    header: t`Slots`,
                    enableSorting: false,
                    enableColumnFilter: false,
                    cell: ({ row }) => {
                        const { slotMinutes, dealerCapacity, homeCapacity, custom } = row.original.schedule;
                        return custom
                            ? t`${slotMinutes} min · ${dealerCapacity} at the place · ${homeCapacity} home`
                            : t`${slotMinutes} min · ${dealerCapacity} at the place · ${homeCapacity} home (default)`;
                    },
                },
            }}
        />
    );
}

/**
 * One place's schedule. Product specialists see it; coordinators (ManageTestRideSchedules) change it. Changes apply
 * to new bookings; booked seats stay.
 */
export function ScheduleDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { hasPermissions } = usePermissions();
    const canEdit = hasPermissions(['ManageTestRideSchedules']);
    const { t, i18n } = useLingui();
    const detail = useRecordForm({
        pageId: 'test-ride-schedule-detail',
        route,
        queryDocument: scheduleDocument,
        updateDocument: updateScheduleDocument,
        entityName: 'TestRideSchedule',
        extendSchema: schema => schema.extend(testRideScheduleFields.shape),
        setValuesForUpdate: s => ({
            placeId: s.placeId,
            weeklyHours: s.weeklyHours.map(h => ({ day: h.day, open: h.open ?? '', close: h.close ?? '' })),
            closedDates: s.closedDates,
            slotMinutes: s.slotMinutes,
            dealerCapacity: s.dealerCapacity,
            homeCapacity: s.homeCapacity,
        }),
        notSaved: t`The schedule was not saved`,
        // "Invalid schedule: weeklyHours.1.close: Closes after it opens.": under Monday's closing time.
        fieldOf: m => problemIn(m, isScheduleField),
    });
    const { form, entity } = detail;
    const c = form.control;
    const place = entity?.place;
    const location = place?.location;
    const city = place?.city;
    return (
        <RecordFormPage
            detail={detail}
            title={place ? t`Schedule: ${location} (${city})` : t`Schedule`}
            saveLabel={canEdit ? t`Save schedule` : null}
        >
            <PageBlock column="side" blockId="test-ride-schedule-about" title={t`About this schedule`}>
                <p className="text-sm">
                    {entity?.custom ? (
                        <Trans>This place has its own schedule.</Trans>
                    ) : (
                        <Trans>This place uses the default schedule; saving makes it its own.</Trans>
                    )}{' '}
                    {place?.upcoming ? (
                        <>
                            <Trans>The place is upcoming: not bookable yet.</Trans>{' '}
                        </>
                    ) : null}
                    <Trans>
                        Customers see the free slots from these hours and seats. Changes apply to new bookings; existing
                        bookings keep their seats.
                    </Trans>
                </p>
            </PageBlock>
            {canEdit ? null : (
                // First in the main column, so it is read before the greyed-out fields on a tablet too.
                <PageBlock column="main" blockId="test-ride-schedule-read-only">
                    <p className="text-sm">
                        <Trans>Only a product specialist coordinator can change schedules; you can see them.</Trans>
                    </p>
                </PageBlock>
            )}
            <PageBlock column="main" blockId="test-ride-schedule-slots" title={t`Slots`}>
                {/* A disabled fieldset makes every field read-only for staff who may not change schedules. */}
                <fieldset disabled={!canEdit}>
                    <DetailFormGrid>
                        <NumberField control={c} name="slotMinutes" label={t`Slot length (minutes)`} />
                        <NumberField control={c} name="dealerCapacity" label={t`Seats per slot at the place`} />
                        <NumberField
                            control={c}
                            name="homeCapacity"
                            label={t`Home / owner rides per slot`}
                            description={t`0: this place does not serve rides at home.`}
                        />
                    </DetailFormGrid>
                </fieldset>
            </PageBlock>
            <PageBlock
                column="main"
                blockId="test-ride-schedule-hours"
                title={t`Opening hours`}
                description={t`Asia/Jakarta time. Leave both times empty on a day without test rides.`}
            >
                <fieldset disabled={!canEdit} className="grid gap-3">
                    {DAY_NAMES.map((dayName, i) => {
                        const day = i18n._(dayName);
                        return (
                            <div key={dayName.id} role="group" aria-label={day} className="grid gap-3 sm:grid-cols-2">
                                <TextField
                                    control={c}
                                    type="time"
                                    name={`weeklyHours.${i}.open`}
                                    label={t`${day} opens`}
                                />
                                <TextField
                                    control={c}
                                    type="time"
                                    name={`weeklyHours.${i}.close`}
                                    label={t`${day} closes`}
                                />
                            </div>
                        );
                    })}
                </fieldset>
            </PageBlock>
            <PageBlock column="main" blockId="test-ride-schedule-closed" title={t`Closed dates`}>
                <fieldset disabled={!canEdit}>
                    {/* The form holds a list of dates, typed as text. */}
                    <TextBackedField
                        control={c}
                        name="closedDates"
                        label={t`Dates without test rides`}
                        description={t`YYYY-MM-DD, separated by commas or spaces, e.g. public holidays.`}
                        format={(dates: string[] | null) => (dates ?? []).join(', ')}
                        parse={readDateList}
                        same={(a, b) => a.join(',') === (b ?? []).join(',')}
                    />
                </fieldset>
            </PageBlock>
        </RecordFormPage>
    );
}

/** Closed dates typed as "2026-12-25, 2026-12-26": split on commas and spaces. */
const readDateList = (text: string) => text.split(/[\s,]+/).filter(Boolean);
