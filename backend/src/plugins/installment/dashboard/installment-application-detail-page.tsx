import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
    AnyRoute,
    api,
    Button,
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

import { DetailRow, errorText, rupiah, StaffDate } from '../../../dashboard-kit';
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
    const [reason, setReason] = useState('');
    const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const detail = useQuery({
        queryKey: ['installmentApplication', id],
        queryFn: () => api.query(installmentApplicationDocument, { id }),
    });
    const decide = useMutation({
        mutationFn: (decision: Decision) =>
            api.mutate(decideInstallmentDocument, { id, decision, reason: reason.trim() || null }),
        onSuccess: () => {
            setMessage({ kind: 'ok', text: t`Recorded. The customer is told by e-mail and SMS/WhatsApp.` });
            setReason('');
            void queryClient.invalidateQueries({ queryKey: ['installmentApplication', id] });
        },
        onError: (e: unknown) => setMessage({ kind: 'error', text: errorText(e) }),
    });
    const a = detail.data?.installmentApplication;
    const choices = a ? DECISIONS[a.status] : undefined;
    const reference = a?.reference;
    const orderCode = a?.orderCode;
    const tenorMonths = a?.tenorMonths;
    const flatRatePercent = a?.flatRatePercent;
    const error = detail.isError ? errorText(detail.error) : '';
    return (
        <Page pageId="installment-application-detail">
            <PageTitle>{a ? t`Installment ${reference} · ${orderCode}` : t`Installment application`}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="installment-application-offer" title={t`Application`}>
                    {detail.isError ? (
                        <p role="alert" className="text-destructive">
                            <Trans>The application could not be loaded: {error}</Trans>
                        </p>
                    ) : detail.isPending ? (
                        <p aria-live="polite">
                            <Trans>Loading…</Trans>
                        </p>
                    ) : !a ? (
                        <p role="alert">
                            <Trans>This application does not exist.</Trans>
                        </p>
                    ) : (
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
                </PageBlock>
                <PageBlock column="side" blockId="installment-application-decision" title={t`Decision`}>
                    {choices ? (
                        <div className="flex flex-col gap-3">
                            <Button disabled={decide.isPending} onClick={() => decide.mutate(choices.yes[0])}>
                                {i18n._(choices.yes[1])}
                            </Button>
                            <label className="flex flex-col gap-1 text-sm">
                                <Trans>Reason (required to refuse; the customer sees it)</Trans>
                                <textarea
                                    className="border rounded p-2"
                                    rows={3}
                                    maxLength={500}
                                    value={reason}
                                    onChange={e => setReason(e.target.value)}
                                />
                            </label>
                            <Button
                                variant="destructive"
                                disabled={decide.isPending || reason.trim().length < 3}
                                onClick={() => decide.mutate(choices.no[0])}
                            >
                                {i18n._(choices.no[1])}
                            </Button>
                            {a?.status === 'APPROVED' ? (
                                <p className="text-sm text-muted-foreground">
                                    <Trans>
                                        The contract can be recorded once the customer has paid the down payment.
                                    </Trans>
                                </p>
                            ) : null}
                        </div>
                    ) : (
                        <p>{a ? t`Nothing to decide in this status.` : ''}</p>
                    )}
                    {message ? (
                        <p
                            role={message.kind === 'error' ? 'alert' : 'status'}
                            className={message.kind === 'error' ? 'text-destructive mt-3' : 'mt-3'}
                        >
                            {message.text}
                        </p>
                    ) : null}
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
