import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AnyRoute, api, PageBlock, useDynamicTranslations } from '@vendure/dashboard';

import {
    DetailRows,
    DOCUMENT_TYPE_LABELS,
    labelOf,
    LoadedRecord,
    OutcomeMessage,
    RecordViewPage,
    ReviewDecision,
    rupiah,
    StaffDate,
    useFinancingNames,
    usePaymentMethodName,
    useRecordAction,
    useRouteRecord,
} from '../../../dashboard-kit';
import { decideInstallmentDocument, installmentApplicationDocument } from './graphql';
import { actorName, EVENT_LABELS, InstallmentStatusBadge, reasonText, SHARED_FIELD_LABELS } from './labels';

type Decision = 'APPROVED' | 'REJECTED' | 'CONTRACT_SIGNED' | 'CONTRACT_REJECTED';

type Choice = [Decision, MessageDescriptor];

/** What staff may record in each status: the positive decision and the refusal (which needs a reason). */
const DECISIONS: Record<string, { yes: Choice; no: Choice } | undefined> = {
    REQUESTED: { yes: ['APPROVED', msg`Record approval`], no: ['REJECTED', msg`Record rejection`] },
    APPROVED: {
        yes: ['CONTRACT_SIGNED', msg`Record signed contract`],
        no: ['CONTRACT_REJECTED', msg`Record contract not signed`],
    },
};

/** What a history entry records (its JSON `data`), each value named in the staff member's language. */
function EventDetails({ data }: Readonly<{ data: string }>) {
    const { t, i18n } = useLingui();
    const { providerName } = useFinancingNames();
    const paymentMethodName = usePaymentMethodName();
    const details = JSON.parse(data) as Record<string, unknown>;
    const documentNames = (documents: unknown) =>
        (documents as Array<{ type: string }>).map(d => labelOf(i18n, DOCUMENT_TYPE_LABELS, d.type)).join(', ');
    const fieldNames = (fields: unknown) =>
        (fields as string[]).map(field => labelOf(i18n, SHARED_FIELD_LABELS, field)).join(', ');
    const lines = Object.entries(details).map(([key, value]): [string, string] => {
        if (key === 'provider') return [t`Provider`, providerName(String(value))];
        const tenorMonths = Number(value);
        if (key === 'tenorMonths') return [t`Tenor`, t`${tenorMonths} months`];
        if (key === 'downPaymentPercent') return [t`Down payment`, `${String(value)}%`];
        if (key === 'documents') return [t`Documents`, documentNames(value)];
        if (key === 'fields') return [t`Fields shared`, fieldNames(value)];
        if (key === 'method') return [t`Payment method`, paymentMethodName(String(value))];
        if (key === 'reason') return [t`Reason`, reasonText(i18n, String(value))];
        if (key === 'amount') return [t`Amount`, rupiah(Number(value))];
        return [key, Array.isArray(value) ? value.join(', ') : String(value)];
    });
    return (
        <ul className="text-xs text-muted-foreground">
            {lines.map(([label, value]) => (
                <li key={label}>
                    {label}: {value}
                </li>
            ))}
        </ul>
    );
}

/**
 * One application: the offer, its history and the decision. The identity-documents plugin adds the applicant's
 * documents (every view logged) as a page block after the offer.
 */
export function InstallmentApplicationDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const { providerName } = useFinancingNames();
    const { getTranslatedOrderState } = useDynamicTranslations();
    const { id, queryKey, query } = useRouteRecord(route, 'installmentApplication', installmentApplicationDocument);
    const decide = useRecordAction({
        mutationFn: ({ decision, reason }: { decision: Decision; reason: string }) =>
            api.mutate(decideInstallmentDocument, { id, decision, reason: reason || null }),
        done: () => ({ kind: 'ok', text: t`Recorded. The customer is told by e-mail and SMS/WhatsApp.` }),
        refresh: [queryKey],
    });
    const a = query.data?.installmentApplication;
    const choices = a ? DECISIONS[a.status] : undefined;
    const reference = a?.reference;
    const orderCode = a?.orderCode;
    return (
        <RecordViewPage
            pageId="installment-application-detail"
            title={a ? t`Installment ${reference} · ${orderCode}` : t`Installment application`}
            entity={a}
        >
            <PageBlock column="main" blockId="installment-application-offer" title={t`Application`}>
                <LoadedRecord
                    query={query}
                    record={a}
                    failed={error => t`The application could not be loaded: ${error}`}
                    missing={t`This application does not exist.`}
                >
                    {a => {
                        const { tenorMonths, flatRatePercent } = a;
                        return (
                            <DetailRows
                                rows={[
                                    [t`Status`, <InstallmentStatusBadge key="status" status={a.status} />],
                                    [t`Provider`, providerName(a.provider)],
                                    [
                                        t`Order`,
                                        <span key="order">
                                            <a className="underline" href={`/dashboard/orders/${a.orderId}`}>
                                                {a.orderCode}
                                            </a>{' '}
                                            <span className="text-muted-foreground">
                                                ({getTranslatedOrderState(a.orderState)})
                                            </span>
                                        </span>,
                                    ],
                                    [t`Customer`, a.customerName],
                                    [t`Price financed`, rupiah(a.otrPrice)],
                                    [t`Down payment`, `${rupiah(a.downPayment)} (${a.downPaymentPercent}%)`],
                                    [t`Tenor`, t`${tenorMonths} months`],
                                    [t`Flat rate`, t`${flatRatePercent}% a year`],
                                    [t`Monthly instalment`, rupiah(a.monthlyInstalment)],
                                    [t`Admin fee`, rupiah(a.adminFee)],
                                    [t`Insurance`, rupiah(a.insurance)],
                                    [t`First payment`, rupiah(a.firstPayment)],
                                    [t`Total paid`, rupiah(a.totalPayment)],
                                    [
                                        t`Documents required`,
                                        a.requirements.map(r => labelOf(i18n, DOCUMENT_TYPE_LABELS, r)).join(', '),
                                    ],
                                    [t`Applied`, <StaffDate key="applied" value={a.createdAt} withTime />],
                                    !!a.decidedAt && [
                                        t`Decided`,
                                        <StaffDate key="decided" value={a.decidedAt} withTime />,
                                    ],
                                    !!a.decisionReason && [t`Reason`, a.decisionReason],
                                    !!a.contractSignedAt && [
                                        t`Contract signed`,
                                        <StaffDate key="signed" value={a.contractSignedAt} withTime />,
                                    ],
                                ]}
                            />
                        );
                    }}
                </LoadedRecord>
            </PageBlock>
            <PageBlock column="side" blockId="installment-application-decision" title={t`Decision`}>
                {choices ? (
                    // Keyed by the status: the reason starts empty again after a decision.
                    <ReviewDecision
                        key={a?.status}
                        acceptLabel={i18n._(choices.yes[1])}
                        refuseLabel={i18n._(choices.no[1])}
                        reasonLabel={<Trans>Reason (required to refuse; the customer sees it)</Trans>}
                        busy={decide.isPending}
                        onAccept={reason => decide.mutate({ decision: choices.yes[0], reason })}
                        onRefuse={reason => decide.mutate({ decision: choices.no[0], reason })}
                    >
                        {a?.status === 'APPROVED' ? (
                            <p className="text-sm text-muted-foreground">
                                <Trans>The contract can be recorded once the customer has paid the down payment.</Trans>
                            </p>
                        ) : null}
                    </ReviewDecision>
                ) : (
                    <p>{a ? t`Nothing to decide in this status.` : ''}</p>
                )}
                <OutcomeMessage outcome={decide.outcome} />
            </PageBlock>
            <PageBlock column="main" blockId="installment-application-history" title={t`History`}>
                {a ? (
                    <ol className="text-sm">
                        {a.events.map(e => {
                            const [what, who] = [labelOf(i18n, EVENT_LABELS, e.type), actorName(i18n, e.actor)];
                            return (
                                <li key={e.id} className="py-1 border-b last:border-b-0">
                                    <span className="text-muted-foreground">
                                        <StaffDate value={e.createdAt} withTime />
                                    </span>{' '}
                                    <Trans>
                                        <strong>{what}</strong> by {who}
                                    </Trans>
                                    {e.data ? <EventDetails data={e.data} /> : null}
                                </li>
                            );
                        })}
                    </ol>
                ) : null}
            </PageBlock>
        </RecordViewPage>
    );
}
