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

import {
    DetailRow,
    errorText,
    LoadedRecord,
    type Outcome,
    OutcomeMessage,
    ReviewDecision,
    rupiah,
    StaffDate,
    useStaffFile,
} from '../../../dashboard-kit';
import { acceptPaymentProofDocument, paymentProofDocument, rejectPaymentProofDocument } from './graphql';
import { ProofStatusBadge } from './payment-proof-list-page';

/** The proof file, fetched with the staff token when asked for (every view is an order history entry). */
function ProofFile({ path, mimeType }: Readonly<{ path: string; mimeType: string }>) {
    const { t } = useLingui();
    const file = useStaffFile(path);
    if (!file.shown)
        return (
            <Button variant="outline" onClick={file.show}>
                <Trans>Show the file</Trans>
            </Button>
        );
    if (file.failed)
        return (
            <p role="alert">
                <Trans>The file could not be loaded.</Trans>
            </p>
        );
    if (!file.url)
        return (
            <p aria-live="polite">
                <Trans>Loading…</Trans>
            </p>
        );
    return mimeType === 'application/pdf' ? (
        <a className="underline" href={file.url} download="payment-proof.pdf">
            <Trans>Download the PDF</Trans>
        </a>
    ) : (
        <img src={file.url} alt={t`Payment proof`} className="max-w-full rounded border" />
    );
}

/** One proof: the SPEC §5 fields, the file, and the decision (accept settles the payment, reject declines it). */
export function PaymentProofDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const queryClient = useQueryClient();
    const { t } = useLingui();
    const [outcome, setOutcome] = useState<Outcome>(null);
    const detail = useQuery({ queryKey: ['paymentProof', id], queryFn: () => api.query(paymentProofDocument, { id }) });
    const done = (text: string) => {
        setOutcome({ kind: 'ok', text });
        void queryClient.invalidateQueries({ queryKey: ['paymentProof', id] });
    };
    const accept = useMutation({
        mutationFn: () => api.mutate(acceptPaymentProofDocument, { id }),
        onSuccess: () => done(t`Accepted: the payment is settled.`),
        onError: (e: unknown) => setOutcome({ kind: 'error', text: errorText(e) }),
    });
    const reject = useMutation({
        mutationFn: (reason: string) => api.mutate(rejectPaymentProofDocument, { id, reason }),
        onSuccess: () => done(t`Rejected: the payment is declined; the customer may send a new proof.`),
        onError: (e: unknown) => setOutcome({ kind: 'error', text: errorText(e) }),
    });
    const p = detail.data?.paymentProof;
    return (
        <Page pageId="payment-proof-detail">
            <PageTitle>{p ? t`Payment proof · ${p.orderCode}` : t`Payment proof`}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="payment-proof-details" title={t`Proof`}>
                    <LoadedRecord
                        query={detail}
                        record={p}
                        failed={error => t`The proof could not be loaded: ${error}`}
                        missing={t`This proof does not exist.`}
                    >
                        {p => (
                            <>
                                <dl>
                                    <DetailRow label={t`Status`}>
                                        <ProofStatusBadge status={p.status} />
                                    </DetailRow>
                                    <DetailRow label={t`Order`}>
                                        <a className="underline" href={`/dashboard/orders/${p.orderId}`}>
                                            {p.orderCode}
                                        </a>
                                    </DetailRow>
                                    <DetailRow label={t`Customer`}>{p.customerName ?? '—'}</DetailRow>
                                    <DetailRow label={t`Amount due`}>{rupiah(p.amountDue)}</DetailRow>
                                    <DetailRow label={t`Transferred (nominal)`}>{rupiah(p.nominal)}</DetailRow>
                                    <DetailRow label={t`Payment date`}>{p.paymentDate}</DetailRow>
                                    <DetailRow label={t`Reference number`}>
                                        <span className="font-mono">{p.referenceNumber}</span>
                                    </DetailRow>
                                    <DetailRow label={t`Bank`}>{p.bankName}</DetailRow>
                                    <DetailRow label={t`Card type`}>{p.cardType}</DetailRow>
                                    <DetailRow label={t`Paid by`}>{p.paymentMethod}</DetailRow>
                                    <DetailRow label={t`Order number given`}>{p.orderNumber}</DetailRow>
                                    <DetailRow label={t`E-commerce`}>{p.eCommerce}</DetailRow>
                                    <DetailRow label={t`Sent`}>
                                        <StaffDate value={p.createdAt} withTime />
                                    </DetailRow>
                                    {p.reviewedAt ? (
                                        <DetailRow label={t`Reviewed`}>
                                            <StaffDate value={p.reviewedAt} withTime />
                                        </DetailRow>
                                    ) : null}
                                    {p.rejectionReason ? (
                                        <DetailRow label={t`Reason`}>{p.rejectionReason}</DetailRow>
                                    ) : null}
                                </dl>
                                <div className="mt-4">
                                    <ProofFile path={p.filePath} mimeType={p.fileMimeType} />
                                </div>
                            </>
                        )}
                    </LoadedRecord>
                </PageBlock>
                <PageBlock column="side" blockId="payment-proof-decision" title={t`Decision`}>
                    {p?.status === 'PENDING' ? (
                        <ReviewDecision
                            acceptLabel={<Trans>Accept and settle the payment</Trans>}
                            refuseLabel={<Trans>Reject</Trans>}
                            reasonLabel={<Trans>Reason for rejecting (shown in the order history)</Trans>}
                            busy={accept.isPending || reject.isPending}
                            onAccept={() => accept.mutate()}
                            onRefuse={reason => reject.mutate(reason)}
                        />
                    ) : (
                        <p>{p ? t`This proof has been reviewed.` : ''}</p>
                    )}
                    <OutcomeMessage outcome={outcome} />
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
