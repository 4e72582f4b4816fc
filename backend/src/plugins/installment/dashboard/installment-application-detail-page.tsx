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

import { DetailRow, errorText, rupiah } from '../../../dashboard-kit';
import { CustomerDocumentsBlock } from '../../identity-documents/dashboard/customer-documents-block';
import { decideInstallmentDocument, installmentApplicationDocument } from './graphql';
import { InstallmentStatusBadge } from './installment-application-list-page';

type Decision = 'APPROVED' | 'REJECTED' | 'CONTRACT_SIGNED' | 'CONTRACT_REJECTED';

/** What staff may record in each status: the positive decision and the refusal (which needs a reason). */
const DECISIONS: Record<string, { yes: [Decision, string]; no: [Decision, string] } | undefined> = {
    REQUESTED: { yes: ['APPROVED', 'Record approval'], no: ['REJECTED', 'Record rejection'] },
    APPROVED: {
        yes: ['CONTRACT_SIGNED', 'Record signed contract'],
        no: ['CONTRACT_REJECTED', 'Record contract not signed'],
    },
};

/** One application: the offer, the applicant's documents (every view logged), its history and the decision. */
export function InstallmentApplicationDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const queryClient = useQueryClient();
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
            setMessage({ kind: 'ok', text: 'Recorded. The customer is told by e-mail and SMS/WhatsApp.' });
            setReason('');
            void queryClient.invalidateQueries({ queryKey: ['installmentApplication', id] });
        },
        onError: (e: unknown) => setMessage({ kind: 'error', text: errorText(e) }),
    });
    const a = detail.data?.installmentApplication;
    const choices = a ? DECISIONS[a.status] : undefined;
    return (
        <Page pageId="installment-application-detail">
            <PageTitle>{a ? `Installment ${a.reference} · ${a.orderCode}` : 'Installment application'}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="installment-application-offer" title="Application">
                    {detail.isError ? (
                        <p role="alert" className="text-destructive">
                            The application could not be loaded: {errorText(detail.error)}
                        </p>
                    ) : detail.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : !a ? (
                        <p role="alert">This application does not exist.</p>
                    ) : (
                        <dl>
                            <DetailRow label="Status">
                                <InstallmentStatusBadge status={a.status} />
                            </DetailRow>
                            <DetailRow label="Provider">{a.providerName}</DetailRow>
                            <DetailRow label="Order">
                                <a className="underline" href={`/dashboard/orders/${a.orderId}`}>
                                    {a.orderCode}
                                </a>{' '}
                                <span className="text-muted-foreground">({a.orderState})</span>
                            </DetailRow>
                            <DetailRow label="Customer">{a.customerName ?? '—'}</DetailRow>
                            <DetailRow label="Price financed">{rupiah(a.otrPrice)}</DetailRow>
                            <DetailRow label="Down payment">
                                {rupiah(a.downPayment)} ({a.downPaymentPercent}%)
                            </DetailRow>
                            <DetailRow label="Tenor">{a.tenorMonths} months</DetailRow>
                            <DetailRow label="Flat rate">{a.flatRatePercent}% a year</DetailRow>
                            <DetailRow label="Monthly instalment">{rupiah(a.monthlyInstalment)}</DetailRow>
                            <DetailRow label="Admin fee">{rupiah(a.adminFee)}</DetailRow>
                            <DetailRow label="Insurance">{rupiah(a.insurance)}</DetailRow>
                            <DetailRow label="First payment">{rupiah(a.firstPayment)}</DetailRow>
                            <DetailRow label="Total paid">{rupiah(a.totalPayment)}</DetailRow>
                            <DetailRow label="Documents required">{a.requirements.join(', ')}</DetailRow>
                            <DetailRow label="Applied">{new Date(a.createdAt).toLocaleString()}</DetailRow>
                            {a.decidedAt ? (
                                <DetailRow label="Decided">{new Date(a.decidedAt).toLocaleString()}</DetailRow>
                            ) : null}
                            {a.decisionReason ? <DetailRow label="Reason">{a.decisionReason}</DetailRow> : null}
                            {a.contractSignedAt ? (
                                <DetailRow label="Contract signed">
                                    {new Date(a.contractSignedAt).toLocaleString()}
                                </DetailRow>
                            ) : null}
                        </dl>
                    )}
                </PageBlock>
                <PageBlock column="side" blockId="installment-application-decision" title="Decision">
                    {choices ? (
                        <div className="flex flex-col gap-3">
                            <Button disabled={decide.isPending} onClick={() => decide.mutate(choices.yes[0])}>
                                {choices.yes[1]}
                            </Button>
                            <label className="flex flex-col gap-1 text-sm">
                                Reason (required to refuse; the customer sees it)
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
                                {choices.no[1]}
                            </Button>
                            {a?.status === 'APPROVED' ? (
                                <p className="text-sm text-muted-foreground">
                                    The contract can be recorded once the customer has paid the down payment.
                                </p>
                            ) : null}
                        </div>
                    ) : (
                        <p>{a ? 'Nothing to decide in this status.' : ''}</p>
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
                <PageBlock column="main" blockId="installment-application-documents" title="Applicant's documents">
                    <PermissionGuard requires={['ReadCustomerDocument']}>
                        <CustomerDocumentsBlock customerId={a ? String(a.customerId) : undefined} />
                    </PermissionGuard>
                </PageBlock>
                <PageBlock column="main" blockId="installment-application-history" title="History">
                    {a ? (
                        <ol className="text-sm">
                            {a.events.map(e => (
                                <li key={e.id} className="py-1 border-b last:border-b-0">
                                    <span className="text-muted-foreground">
                                        {new Date(e.createdAt).toLocaleString()}
                                    </span>{' '}
                                    <strong>{e.type}</strong> by {e.actor}
                                    {e.data ? <code className="block text-xs break-all">{e.data}</code> : null}
                                </li>
                            ))}
                        </ol>
                    ) : null}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
