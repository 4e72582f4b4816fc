import {
    api,
    Button,
    Input,
    Label,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    useMutation,
    usePermissions,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useState } from 'react';

import { schedulesDocument, updateScheduleDocument } from './graphql';
import { DAY_NAMES } from './shared';

interface ScheduleRow {
    placeId: string | number;
    place: { location: string; city: string; bookable: boolean; upcoming: boolean };
    weeklyHours: Array<{ day: number; open?: string | null; close?: string | null }>;
    closedDates: string[];
    slotMinutes: number;
    dealerCapacity: number;
    homeCapacity: number;
    custom: boolean;
}

function ScheduleEditor({ schedule, canEdit }: Readonly<{ schedule: ScheduleRow; canEdit: boolean }>) {
    const queryClient = useQueryClient();
    const [form, setForm] = useState(() => ({
        slotMinutes: String(schedule.slotMinutes),
        dealerCapacity: String(schedule.dealerCapacity),
        homeCapacity: String(schedule.homeCapacity),
        closedDates: schedule.closedDates.join(', '),
        hours: schedule.weeklyHours.map(h => ({ day: h.day, open: h.open ?? '', close: h.close ?? '' })),
    }));
    const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const save = useMutation({
        mutationFn: () =>
            api.mutate(updateScheduleDocument, {
                input: {
                    placeId: String(schedule.placeId),
                    slotMinutes: Number(form.slotMinutes),
                    dealerCapacity: Number(form.dealerCapacity),
                    homeCapacity: Number(form.homeCapacity),
                    closedDates: form.closedDates
                        .split(/[\s,]+/)
                        .map(d => d.trim())
                        .filter(Boolean),
                    weeklyHours: form.hours.map(h => ({ day: h.day, open: h.open || null, close: h.close || null })),
                },
            }),
        onSuccess: () => {
            setStatus({ kind: 'ok', text: 'Saved.' });
            void queryClient.invalidateQueries({ queryKey: ['testRideSchedules'] });
        },
        onError: (e: Error) => setStatus({ kind: 'error', text: e.message }),
    });
    const id = `sched-${schedule.placeId}`;
    const num = (key: 'slotMinutes' | 'dealerCapacity' | 'homeCapacity', label: string) => (
        <div className="grid gap-1.5">
            <Label htmlFor={`${id}-${key}`}>{label}</Label>
            <Input
                id={`${id}-${key}`}
                type="number"
                min={0}
                value={form[key]}
                disabled={!canEdit}
                onChange={e => setForm(f => ({ ...f, [key]: e.target.value }))}
            />
        </div>
    );
    return (
        <section className="grid gap-3 border-b pb-6 last:border-b-0" aria-labelledby={`${id}-title`}>
            <div>
                <h2 id={`${id}-title`} className="text-lg font-semibold">
                    {schedule.place.location} ({schedule.place.city})
                </h2>
                <p className="text-sm text-muted-foreground">
                    {schedule.place.upcoming
                        ? 'Upcoming: not bookable yet.'
                        : schedule.custom
                          ? 'Own schedule.'
                          : 'Default schedule (saving makes it this place’s own).'}
                </p>
            </div>
            <form
                className="grid gap-4"
                aria-label={`Schedule of ${schedule.place.location}`}
                onSubmit={e => {
                    e.preventDefault();
                    setStatus(null);
                    save.mutate();
                }}
            >
                <div className="grid gap-4 sm:grid-cols-3">
                    {num('slotMinutes', 'Slot length (minutes)')}
                    {num('dealerCapacity', 'Seats per slot at the place')}
                    {num('homeCapacity', 'Home / owner rides per slot')}
                </div>
                <fieldset className="grid gap-2">
                    <legend className="text-sm font-medium mb-1">Opening hours (Asia/Jakarta; empty = closed)</legend>
                    {form.hours.map((h, i) => (
                        <div key={h.day} className="grid grid-cols-3 gap-2 items-center">
                            <span>{DAY_NAMES[h.day]}</span>
                            <Input
                                type="time"
                                aria-label={`${DAY_NAMES[h.day]} opens`}
                                value={h.open}
                                disabled={!canEdit}
                                onChange={e =>
                                    setForm(f => ({
                                        ...f,
                                        hours: f.hours.map((x, j) => (j === i ? { ...x, open: e.target.value } : x)),
                                    }))
                                }
                            />
                            <Input
                                type="time"
                                aria-label={`${DAY_NAMES[h.day]} closes`}
                                value={h.close}
                                disabled={!canEdit}
                                onChange={e =>
                                    setForm(f => ({
                                        ...f,
                                        hours: f.hours.map((x, j) => (j === i ? { ...x, close: e.target.value } : x)),
                                    }))
                                }
                            />
                        </div>
                    ))}
                </fieldset>
                <div className="grid gap-1.5">
                    <Label htmlFor={`${id}-closed`}>Closed dates (YYYY-MM-DD, comma-separated)</Label>
                    <Input
                        id={`${id}-closed`}
                        value={form.closedDates}
                        disabled={!canEdit}
                        onChange={e => setForm(f => ({ ...f, closedDates: e.target.value }))}
                    />
                </div>
                {canEdit ? (
                    <div className="flex items-center gap-4">
                        <Button type="submit" disabled={save.isPending}>
                            Save schedule
                        </Button>
                        <span role="status" className={status?.kind === 'error' ? 'text-destructive' : ''}>
                            {status?.text ?? ''}
                        </span>
                    </div>
                ) : null}
            </form>
        </section>
    );
}

/** Opening hours, slot length and capacity per place; editable by coordinators (ManageTestRideSchedules). */
export function SchedulesPage() {
    const { hasPermissions } = usePermissions();
    const canEdit = hasPermissions(['ManageTestRideSchedules']);
    const schedules = useQuery({ queryKey: ['testRideSchedules'], queryFn: () => api.query(schedulesDocument) });
    return (
        <Page pageId="test-ride-schedules">
            <PageTitle>Test-ride schedules</PageTitle>
            <PageLayout>
                <PageBlock column="side" blockId="test-ride-schedules-help" title="About schedules">
                    <p className="text-sm">
                        Customers see the free slots of each place from these hours and seats. Changes apply to new
                        bookings; existing bookings keep their seats.
                    </p>
                    {!canEdit ? (
                        <p className="text-sm mt-2">
                            Only a product specialist coordinator can change schedules; you can see them.
                        </p>
                    ) : null}
                </PageBlock>
                <PageBlock column="main" blockId="test-ride-schedules">
                    {schedules.isError ? (
                        <p role="alert" className="text-destructive">
                            The schedules could not be loaded: {(schedules.error as Error).message}
                        </p>
                    ) : schedules.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : (
                        <div className="grid gap-6">
                            {(schedules.data.testRideSchedules as ScheduleRow[]).map(s => (
                                <ScheduleEditor key={String(s.placeId)} schedule={s} canEdit={canEdit} />
                            ))}
                        </div>
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
