import { msg } from '@lingui/core/macro';
import { AnyRoute, api, PageBlock } from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';

import {
    DetailRows,
    labelOf,
    type Labels,
    LoadedRecord,
    OutcomeMessage,
    RecordViewPage,
    ReviewDecision,
    rupiah,
    StaffDate,
    StaffFile,
    useRecordAction,
    useRouteRecord,
} from '../../../dashboard-kit';
import { acceptPaymentProofDocument, paymentProofDocument, rejectPaymentProofDocument } from './graphql';
import { ProofStatusBadge } from './payment-proof-list-page';

/** The proof form's choices (PaymentProofCardType, PaymentProofMethod, PaymentProofECommerce) by name. */
const CARD_TYPE_LABELS: Labels = { DEBIT: msg`Debit card`, CREDIT: msg`Credit card` };
const TRANSFER_LABELS: Labels = {
    ATM: msg`ATM`,
    INTERNET_BANKING: msg`Internet banking`,
    MOBILE_BANKING: msg`Mobile banking`,
    TELLER: msg`Bank teller`,
};
// Marketplaces are brand names, shown as they are.
const E_COMMERCE_LABELS: Labels = {
    ALVA_WEBSITE: msg`Alva website`,
    ALVA_APP: msg`Alva app`,
    TOKOPEDIA: 'Tokopedia',
    SHOPEE: 'Shopee',
    BLIBLI: 'Blibli',
    LAZADA: 'Lazada',
    TIKTOK_SHOP: 'TikTok Shop',
};

/** One proof: the SPEC §5 fields, the file, and the decision (accept settles the payment, reject declines it). */
export function PaymentProofDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const { id, queryKey, query: detail } = useRouteRecord(route, 'paymentProof', paymentProofDocument);
    const decide = useRecordAction({
        // A rejection comes with its reason; an acceptance without.
        mutationFn: async (rejection: { reason: string } | null) => {
            if (rejection) await api.mutate(rejectPaymentProofDocument, { id, reason: rejection.reason });
            else await api.mutate(acceptPaymentProofDocument, { id });
            return rejection ? 'rejected' : 'accepted';
        },
        done: decision => ({
            kind: 'ok',
            text:
                decision === 'rejected'
                    ? t`Rejected: the payment is declined; the customer may send a new proof.`
                    : t`Accepted: the payment is settled.`,
        }),
        refresh: [queryKey],
    });
    const p = detail.data?.paymentProof;
    return (
        <RecordViewPage pageId="payment-proof-detail" title={p ? t`Payment proof · ${p.orderCode}` : t`Payment proof`}>
            <PageBlock column="main" blockId="payment-proof-details" title={t`Proof`}>
                <LoadedRecord
                    query={detail}
                    record={p}
                    failed={error => t`The proof could not be loaded: ${error}`}
                    missing={t`This proof does not exist.`}
                >
                    {p => (
                        <>
                            <DetailRows
                                rows={[
                                    [t`Status`, <ProofStatusBadge key="status" status={p.status} />],
                                    [
                                        t`Order`,
                                        <a key="order" className="underline" href={`/dashboard/orders/${p.orderId}`}>
                                            {p.orderCode}
                                        </a>,
                                    ],
                                    [t`Customer`, p.customerName],
                                    [t`Amount due`, rupiah(p.amountDue)],
                                    [t`Transferred (nominal)`, rupiah(p.nominal)],
                                    [t`Payment date`, p.paymentDate],
                                    [
                                        t`Reference number`,
                                        <span key="ref" className="font-mono">
                                            {p.referenceNumber}
                                        </span>,
                                    ],
                                    [t`Bank`, p.bankName],
                                    [t`Card type`, labelOf(i18n, CARD_TYPE_LABELS, p.cardType)],
                                    [t`Paid by`, labelOf(i18n, TRANSFER_LABELS, p.paymentMethod)],
                                    [t`Order number given`, p.orderNumber],
                                    [t`E-commerce`, labelOf(i18n, E_COMMERCE_LABELS, p.eCommerce)],
                                    [t`Sent`, <StaffDate key="sent" value={p.createdAt} withTime />],
                                    !!p.reviewedAt && [
                                        t`Reviewed`,
                                        <StaffDate key="rev" value={p.reviewedAt} withTime />,
                                    ],
                                    !!p.rejectionReason && [t`Reason`, p.rejectionReason],
                                ]}
                            />
                            {/* Fetched with the staff token when asked for: every view is an order history entry. */}
                            <div className="mt-4">
                                <StaffFile
                                    path={p.filePath}
                                    showLabel={<Trans>Show the file</Trans>}
                                    failed={<Trans>The file could not be loaded.</Trans>}
                                    loading={<Trans>Loading…</Trans>}
                                >
                                    {url =>
                                        p.fileMimeType === 'application/pdf' ? (
                                            <a className="underline" href={url} download="payment-proof.pdf">
                                                <Trans>Download the PDF</Trans>
                                            </a>
                                        ) : (
                                            <img
                                                src={url}
                                                alt={t`Payment proof`}
                                                className="max-w-full rounded border"
                                            />
                                        )
                                    }
                                </StaffFile>
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
                        busy={decide.isPending}
                        onAccept={() => decide.mutate(null)}
                        onRefuse={reason => decide.mutate({ reason })}
                    />
                ) : (
                    <p>{p ? t`This proof has been reviewed.` : ''}</p>
                )}
                <OutcomeMessage outcome={decide.outcome} />
            </PageBlock>
        </RecordViewPage>
    );
}
