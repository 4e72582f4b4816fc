import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
    AnyRoute,
    api,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    PermissionGuard,
    useMutation,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useState } from 'react';

import {
    DetailRow,
    errorText,
    LoadedRecord,
    type Outcome,
    OutcomeMessage,
    ReviewDecision,
    rupiah,
    StaffDate,
} from '../../../dashboard-kit';
import { CustomerDocumentsBlock } from '../../identity-documents/dashboard/customer-documents-block';
import { decideInstallmentDocument, installmentApplicationDocument } from './graphql';
import { InstallmentStatusBadge } from './installment-application-list-page';

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

/** One application: the offer, the applicant's documents (every view logged), its history and the decision. */
export function InstallmentApplicationDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const queryClient = useQueryClient();
    const { t, i18n } = useLingui();
    const [outcome, setOutcome] = useState<Outcome>(null);
    const detail = useQuery({
        queryKey: ['installmentApplication', id],
        queryFn: () => api.query(installmentApplicationDocument, { id }),
    });
    const decide = useMutation({
        mutationFn: ({ decision, reason }: { decision: Decision; reason: string }) =>
            api.mutate(decideInstallmentDocument, { id, decision, reason: reason || null }),
        onSuccess: () => {
            setOutcome({ kind: 'ok', text: t`Recorded. The customer is told by e-mail and SMS/WhatsApp.` });
            void queryClient.invalidateQueries({ queryKey: ['installmentApplication', id] });
        },
        onError: (e: unknown) => setOutcome({ kind: 'error', text: errorText(e) }),
    });
    const a = detail.data?.installmentApplication;
    const choices = a ? DECISIONS[a.status] : undefined;
    const reference = a?.reference;
    const orderCode = a?.orderCode;
    const tenorMonths = a?.tenorMonths;
    const flatRatePercent = a?.flatRatePercent;
    return (
        <Page pageId="installment-application-detail">
            <PageTitle>{a ? t`Installment ${reference} · ${orderCode}` : t`Installment application`}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="installment-application-offer" title={t`Application`}>
                    <LoadedRecord
                        query={detail}
                        record={a}
                        failed={error => t`The application could not be loaded: ${error}`}
                        missing={t`This application does not exist.`}
                    >
                        {a => (
                            <dl>
                                <DetailRow label={t`Status`}>
                                    <InstallmentStatusBadge status={a.status} />
                                </DetailRow>
                                <DetailRow label={t`Provider`}>{a.providerName}</DetailRow>
                                <DetailRow label={t`Order`}>
                                    <a className="underline" href={`/dashboard/orders/${a.orderId}`}>
                                        {a.orderCode}
                                    </a>{' '}
                                    <span className="text-muted-foreground">({a.orderState})</span>
                                </DetailRow>
                                <DetailRow label={t`Customer`}>{a.customerName ?? '—'}</DetailRow>
                                <DetailRow label={t`Price financed`}>{rupiah(a.otrPrice)}</DetailRow>
                                <DetailRow label={t`Down payment`}>
                                    {rupiah(a.downPayment)} ({a.downPaymentPercent}%)
                                </DetailRow>
                                <DetailRow label={t`Tenor`}>
                                    <Trans>{tenorMonths} months</Trans>
                                </DetailRow>
                                <DetailRow label={t`Flat rate`}>
                                    <Trans>{flatRatePercent}% a year</Trans>
                                </DetailRow>
                                <DetailRow label={t`Monthly instalment`}>{rupiah(a.monthlyInstalment)}</DetailRow>
                                <DetailRow label={t`Admin fee`}>{rupiah(a.adminFee)}</DetailRow>
                                <DetailRow label={t`Insurance`}>{rupiah(a.insurance)}</DetailRow>
                                <DetailRow label={t`First payment`}>{rupiah(a.firstPayment)}</DetailRow>
                                <DetailRow label={t`Total paid`}>{rupiah(a.totalPayment)}</DetailRow>
                                <DetailRow label={t`Documents required`}>{a.requirements.join(', ')}</DetailRow>
                                <DetailRow label={t`Applied`}>
                                    <StaffDate value={a.createdAt} withTime />
                                </DetailRow>
                                {a.decidedAt ? (
                                    <DetailRow label={t`Decided`}>
                                        <StaffDate value={a.decidedAt} withTime />
                                    </DetailRow>
                                ) : null}
                                {a.decisionReason ? <DetailRow label={t`Reason`}>{a.decisionReason}</DetailRow> : null}
                                {a.contractSignedAt ? (
                                    <DetailRow label={t`Contract signed`}>
                                        <StaffDate value={a.contractSignedAt} withTime />
                                    </DetailRow>
                                ) : null}
                            </dl>
                        )}
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
                                    <Trans>
                                        The contract can be recorded once the customer has paid the down payment.
                                    </Trans>
                                </p>
                            ) : null}
                        </ReviewDecision>
                    ) : (
                        <p>{a ? t`Nothing to decide in this status.` : ''}</p>
                    )}
                    <OutcomeMessage outcome={outcome} />
                </PageBlock>
                <PageBlock column="main" blockId="installment-application-documents" title={t`Applicant's documents`}>
                    <PermissionGuard requires={['ReadCustomerDocument']}>
                        <CustomerDocumentsBlock customerId={a ? String(a.customerId) : undefined} />
                    </PermissionGuard>
                </PageBlock>
                <PageBlock column="main" blockId="installment-application-history" title={t`History`}>
                    {a ? (
                        <ol className="text-sm">
                            {a.events.map(e => {
                                const { type, actor } = e;
                                return (
                                    <li key={e.id} className="py-1 border-b last:border-b-0">
                                        <span className="text-muted-foreground">
                                            <StaffDate value={e.createdAt} withTime />
                                        </span>{' '}
                                        <Trans>
                                            <strong>{type}</strong> by {actor}
                                        </Trans>
                                        {e.data ? <code className="block text-xs break-all">{e.data}</code> : null}
                                    </li>
                                );
                            })}
                        </ol>
                    ) : null}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
