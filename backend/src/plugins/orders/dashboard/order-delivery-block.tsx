import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { api, Button, Label, useQuery } from '@vendure/dashboard';
import { useState } from 'react';

import { graphql } from '@/gql';

import { Field, StatusLine, useRecordAction, useStaffDates } from '../../../dashboard-kit';

const orderDeliveryQuery = graphql(`
    query OrderDeliveryAndRegistration($id: ID!) {
        order(id: $id) {
            id
            state
            customFields {
                vin
                handoverCode
                handoverConfirmedAt
                plateStatus
                plateEstimatedAt
                plateDelayReason
            }
        }
    }
`);

const assignVinMutation = graphql(`
    mutation AssignOrderVin($orderId: ID!, $vin: String!) {
        assignOrderVin(orderId: $orderId, vin: $vin) {
            id
        }
    }
`);

const setPlateProgressMutation = graphql(`
    mutation SetOrderPlateProgress($orderId: ID!, $status: PlateStatus!, $estimatedAt: DateTime, $delayReason: String) {
        setOrderPlateProgress(
            orderId: $orderId
            status: $status
            estimatedAt: $estimatedAt
            delayReason: $delayReason
        ) {
            id
        }
    }
`);

const PLATE_STATUSES = ['PROCESSING', 'READY', 'COLLECTED'] as const;
const PLATE_LABELS: Record<(typeof PLATE_STATUSES)[number], MessageDescriptor> = {
    PROCESSING: msg`Being processed`,
    READY: msg`Ready to collect`,
    COLLECTED: msg`Collected`,
};

/** VIN, plate progress and hand-over code of one order; the server guards every change and writes its history. */
export function OrderDeliveryBlock({ orderId }: Readonly<{ orderId?: string }>) {
    const { t, i18n } = useLingui();
    const { date, dateTime } = useStaffDates();
    const queryKey = ['orderDeliveryAndRegistration', orderId];
    const detail = useQuery({
        queryKey,
        queryFn: () => api.query(orderDeliveryQuery, { id: orderId! }),
        enabled: !!orderId,
    });
    const [vin, setVin] = useState('');
    const [plateStatus, setPlateStatus] = useState<(typeof PLATE_STATUSES)[number]>('PROCESSING');
    const [estimatedAt, setEstimatedAt] = useState('');
    const [delayReason, setDelayReason] = useState('');
    // Vendure's own blocks (history, custom fields) show the change too.
    const refresh = [queryKey, ['DetailPage']];
    const assignVin = useRecordAction({
        mutationFn: (value: string) => api.mutate(assignVinMutation, { orderId: orderId!, vin: value }),
        done: () => {
            setVin('');
            return { kind: 'ok', text: t`VIN saved.` };
        },
        refresh,
    });
    const setPlate = useRecordAction({
        mutationFn: () =>
            api.mutate(setPlateProgressMutation, {
                orderId: orderId!,
                status: plateStatus,
                estimatedAt: estimatedAt ? new Date(`${estimatedAt}T00:00:00+07:00`).toISOString() : null,
                delayReason: delayReason.trim() || null,
            }),
        done: () => ({ kind: 'ok', text: t`Plate progress saved; the customer is told.` }),
        refresh,
    });
    if (!orderId) return null;
    if (detail.isLoading)
        return (
            <p className="text-muted-foreground text-sm">
                <Trans>Loading…</Trans>
            </p>
        );
    if (detail.isError || !detail.data?.order)
        return (
            <p className="text-destructive text-sm">
                <Trans>The order could not be loaded.</Trans>
            </p>
        );
    const { state, customFields: cf } = detail.data.order;
    const plateLabel = cf?.plateStatus ? PLATE_LABELS[cf.plateStatus as keyof typeof PLATE_LABELS] : undefined;
    const estimated = cf?.plateEstimatedAt ? date(cf.plateEstimatedAt) : null;
    const plateDelay = cf?.plateDelayReason;
    const confirmedAt = cf?.handoverConfirmedAt ? dateTime(cf.handoverConfirmedAt) : null;
    const handoverCode = cf?.handoverCode;
    return (
        <div className="space-y-5 text-sm">
            <section className="space-y-2" aria-labelledby="order-vin-heading">
                <h3 id="order-vin-heading" className="font-medium">
                    <Trans>VIN</Trans>
                </h3>
                <p className="font-mono">{cf?.vin ?? t`Not assigned yet`}</p>
                {/* Not a <form>: the block sits inside the order page's own form, and forms cannot nest. */}
                <div className="space-y-2">
                    <Field
                        id="order-vin"
                        label={cf?.vin ? t`Replace the VIN` : t`Assign a VIN`}
                        hint={t`17 characters (ISO 3779); only before the bike is shipped.`}
                        value={vin}
                        onChange={setVin}
                    />
                    <Button
                        type="button"
                        size="sm"
                        disabled={assignVin.isPending || vin.trim().length === 0}
                        onClick={() => assignVin.mutate(vin.trim().toUpperCase())}
                    >
                        {assignVin.isPending ? t`Saving…` : t`Save VIN`}
                    </Button>
                    <StatusLine status={assignVin.outcome} />
                </div>
            </section>

            <section className="space-y-2" aria-labelledby="order-plate-heading">
                <h3 id="order-plate-heading" className="font-medium">
                    <Trans>Plate (STNK/BPKB)</Trans>
                </h3>
                <p>
                    {plateLabel ? i18n._(plateLabel) : cf?.plateStatus ? cf.plateStatus : t`Not started`}
                    {estimated ? t` · estimated ${estimated}` : ''}
                </p>
                {plateDelay && (
                    <p className="text-muted-foreground">
                        <Trans>Delay: {plateDelay}</Trans>
                    </p>
                )}
                <div className="space-y-2">
                    <div className="grid gap-1.5">
                        <Label htmlFor="order-plate-status">
                            <Trans>Status</Trans>
                        </Label>
                        <select
                            id="order-plate-status"
                            className="border rounded h-9 px-2 bg-background"
                            value={plateStatus}
                            onChange={e => setPlateStatus(e.target.value as (typeof PLATE_STATUSES)[number])}
                        >
                            {PLATE_STATUSES.map(s => (
                                <option key={s} value={s}>
                                    {i18n._(PLATE_LABELS[s])}
                                </option>
                            ))}
                        </select>
                    </div>
                    <Field
                        id="order-plate-estimate"
                        label={t`Estimated ready date`}
                        type="date"
                        value={estimatedAt}
                        onChange={setEstimatedAt}
                    />
                    <Field
                        id="order-plate-delay"
                        label={t`Delay reason (shown to the customer)`}
                        value={delayReason}
                        onChange={setDelayReason}
                    />
                    <Button type="button" size="sm" disabled={setPlate.isPending} onClick={() => setPlate.mutate()}>
                        {setPlate.isPending ? t`Saving…` : t`Save plate progress`}
                    </Button>
                    <StatusLine status={setPlate.outcome} />
                </div>
            </section>

            <section className="space-y-1" aria-labelledby="order-handover-heading">
                <h3 id="order-handover-heading" className="font-medium">
                    <Trans>Hand-over</Trans>
                </h3>
                {confirmedAt ? (
                    <p>
                        <Trans>Confirmed by the customer on {confirmedAt}.</Trans>
                    </p>
                ) : state === 'Shipping' && handoverCode ? (
                    <p>
                        <Trans>
                            Code for the customer to enter at hand-over:{' '}
                            <span className="font-mono text-base">{handoverCode}</span>
                        </Trans>
                    </p>
                ) : (
                    <p className="text-muted-foreground">
                        <Trans>A code is made when the order moves to Shipping.</Trans>
                    </p>
                )}
            </section>
        </div>
    );
}
