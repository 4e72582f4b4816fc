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
import { useEffect, useState } from 'react';

import { DetailRow, errorText, rupiah, StaffDate } from '../../../dashboard-kit';
import { acceptPaymentProofDocument, paymentProofDocument, rejectPaymentProofDocument } from './graphql';
import { ProofStatusBadge } from './payment-proof-list-page';

/** The dashboard keeps its bearer token here (tokenMethod 'bearer'); an <img> cannot send it, so fetch the bytes. */
const SESSION_TOKEN_KEY = 'vendure-session-token';

/** The proof file, fetched with the staff token when asked for (every view is an order history entry). */
function ProofFile({ path, mimeType }: Readonly<{ path: string; mimeType: string }>) {
    const [open, setOpen] = useState(false);
    const [url, setUrl] = useState<string | null>(null);
    const [failed, setFailed] = useState(false);
    const { t } = useLingui();
    useEffect(() => {
        if (!open) return;
        let objectUrl: string | null = null;
        const token = localStorage.getItem(SESSION_TOKEN_KEY);
        fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' })
            .then(res => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
            .then(blob => {
                objectUrl = URL.createObjectURL(blob);
                setUrl(objectUrl);
            })
            .catch(() => setFailed(true));
        return () => {
            if (objectUrl) URL.revokeObjectURL(objectUrl);
        };
    }, [open, path]);
    if (!open)
        return (
            <Button variant="outline" onClick={() => setOpen(true)}>
                <Trans>Show the file</Trans>
            </Button>
        );
    if (failed)
        return (
            <p role="alert">
                <Trans>The file could not be loaded.</Trans>
            </p>
        );
    if (!url)
        return (
            <p aria-live="polite">
                <Trans>Loading…</Trans>
            </p>
        );
    return mimeType === 'application/pdf' ? (
        <a className="underline" href={url} download="payment-proof.pdf">
            <Trans>Download the PDF</Trans>
        </a>
    ) : (
        <img src={url} alt={t`Payment proof`} className="max-w-full rounded border" />
    );
}

/** One proof: the SPEC §5 fields, the file, and the decision (accept settles the payment, reject declines it). */
export function PaymentProofDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const queryClient = useQueryClient();
    const { t } = useLingui();
    const [reason, setReason] = useState('');
    const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const detail = useQuery({ queryKey: ['paymentProof', id], queryFn: () => api.query(paymentProofDocument, { id }) });
    const done = (text: string) => {
        setMessage({ kind: 'ok', text });
        void queryClient.invalidateQueries({ queryKey: ['paymentProof', id] });
    };
    const accept = useMutation({
        mutationFn: () => api.mutate(acceptPaymentProofDocument, { id }),
        onSuccess: () => done(t`Accepted: the payment is settled.`),
        onError: (e: unknown) => setMessage({ kind: 'error', text: errorText(e) }),
    });
    const reject = useMutation({
        mutationFn: () => api.mutate(rejectPaymentProofDocument, { id, reason: reason.trim() }),
        onSuccess: () => done(t`Rejected: the payment is declined; the customer may send a new proof.`),
        onError: (e: unknown) => setMessage({ kind: 'error', text: errorText(e) }),
    });
    const p = detail.data?.paymentProof;
    const busy = accept.isPending || reject.isPending;
    return (
        <Page pageId="payment-proof-detail">
            <PageTitle>{p ? t`Payment proof · ${p.orderCode}` : t`Payment proof`}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="payment-proof-details" title={t`Proof`}>
                    {detail.isError ? (
                        <p role="alert" className="text-destructive">
                            <Trans>The proof could not be loaded: {errorText(detail.error)}</Trans>
                        </p>
                    ) : detail.isPending ? (
                        <p aria-live="polite">
                            <Trans>Loading…</Trans>
                        </p>
                    ) : !p ? (
                        <p role="alert">
                            <Trans>This proof does not exist.</Trans>
                        </p>
                    ) : (
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
                </PageBlock>
                <PageBlock column="side" blockId="payment-proof-decision" title={t`Decision`}>
                    {p?.status === 'PENDING' ? (
                        <div className="flex flex-col gap-3">
                            <Button disabled={busy} onClick={() => accept.mutate()}>
                                <Trans>Accept and settle the payment</Trans>
                            </Button>
                            <label className="flex flex-col gap-1 text-sm">
                                <Trans>Reason for rejecting (shown in the order history)</Trans>
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
                                disabled={busy || reason.trim().length < 3}
                                onClick={() => reject.mutate()}
                            >
                                <Trans>Reject</Trans>
                            </Button>
                        </div>
                    ) : (
                        <p>{p ? t`This proof has been reviewed.` : ''}</p>
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
            </PageLayout>
        </Page>
    );
}
