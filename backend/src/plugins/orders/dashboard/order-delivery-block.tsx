import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { api, useQuery } from '@vendure/dashboard';
import { useForm } from 'react-hook-form';

import { graphql } from '@/gql';

import {
    InlineForm,
    labelOf,
    SelectField,
    StatusLine,
    TextField,
    useRecordAction,
    useStaffDates,
} from '../../../dashboard-kit';

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

const PLATE_LABELS = {
    PROCESSING: msg`Being processed`,
    READY: msg`Ready to collect`,
    COLLECTED: msg`Collected`,
};
type PlateProgress = { status: keyof typeof PLATE_LABELS; estimatedAt: string; delayReason: string };

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
    const vinForm = useForm({ defaultValues: { vin: '' } });
    const plateForm = useForm<PlateProgress>({
        defaultValues: { status: 'PROCESSING', estimatedAt: '', delayReason: '' },
    });
    // Vendure's own blocks (history, custom fields) show the change too.
    const refresh = [queryKey, ['DetailPage']];
    const assignVin = useRecordAction({
        mutationFn: (value: string) => api.mutate(assignVinMutation, { orderId: orderId!, vin: value }),
        done: () => {
            vinForm.reset();
            return { kind: 'ok', text: t`VIN saved.` };
        },
        refresh,
    });
    const setPlate = useRecordAction({
        mutationFn: ({ status, estimatedAt, delayReason }: PlateProgress) =>
            api.mutate(setPlateProgressMutation, {
                orderId: orderId!,
                status,
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
                <InlineForm
                    form={vinForm}
                    onSubmit={({ vin }) => assignVin.mutate(vin.trim().toUpperCase())}
                    submitLabel={assignVin.isPending ? t`Saving…` : t`Save VIN`}
                    disabled={assignVin.isPending || vinForm.watch('vin').trim().length === 0}
                    className="space-y-2"
                    small
                >
                    <TextField
                        control={vinForm.control}
                        name="vin"
                        label={cf?.vin ? t`Replace the VIN` : t`Assign a VIN`}
                        description={t`17 characters (ISO 3779); only before the bike is shipped.`}
                    />
                </InlineForm>
                <StatusLine status={assignVin.outcome} />
            </section>

            <section className="space-y-2" aria-labelledby="order-plate-heading">
                <h3 id="order-plate-heading" className="font-medium">
                    <Trans>Plate (STNK/BPKB)</Trans>
                </h3>
                <p>
                    {cf?.plateStatus ? labelOf(i18n, PLATE_LABELS, cf.plateStatus) : t`Not started`}
                    {estimated ? t` · estimated ${estimated}` : ''}
                </p>
                {plateDelay && (
                    <p className="text-muted-foreground">
                        <Trans>Delay: {plateDelay}</Trans>
                    </p>
                )}
                <InlineForm
                    form={plateForm}
                    onSubmit={values => setPlate.mutate(values)}
                    submitLabel={setPlate.isPending ? t`Saving…` : t`Save plate progress`}
                    disabled={setPlate.isPending}
                    className="space-y-2"
                    small
                >
                    <SelectField
                        control={plateForm.control}
                        name="status"
                        label={t`Status`}
                        options={Object.fromEntries(Object.entries(PLATE_LABELS).map(([s, l]) => [s, i18n._(l)]))}
                    />
                    <TextField
                        control={plateForm.control}
                        name="estimatedAt"
                        label={t`Estimated ready date`}
                        type="date"
                    />
                    <TextField
                        control={plateForm.control}
                        name="delayReason"
                        label={t`Delay reason (shown to the customer)`}
                    />
                </InlineForm>
                <StatusLine status={setPlate.outcome} />
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
