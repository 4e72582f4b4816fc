import crypto from 'crypto';

/**
 * A client of the Midtrans Core API (v2): the same code talks to the real gateway in production and to the local
 * sandbox gateway (scripts/sandbox-gateway.mjs) in development and tests. Only what the purchase flow needs:
 * charge, status, cancel, and the notification signature.
 */
export interface MidtransChargeRequest {
    payment_type: 'bank_transfer' | 'qris' | 'gopay';
    transaction_details: { order_id: string; gross_amount: number };
    bank_transfer?: { bank: string };
    custom_expiry: { expiry_duration: number; unit: 'minute' };
    customer_details?: { first_name?: string; email?: string; phone?: string };
}

export type MidtransTransactionStatus =
    | 'pending'
    | 'capture'
    | 'settlement'
    | 'deny'
    | 'cancel'
    | 'expire'
    | 'failure'
    | 'refund'
    | 'partial_refund';

export interface MidtransTransaction {
    status_code: string;
    status_message?: string;
    transaction_id?: string;
    order_id: string;
    gross_amount: string;
    payment_type?: string;
    transaction_status?: MidtransTransactionStatus;
    fraud_status?: string;
    va_numbers?: Array<{ bank: string; va_number: string }>;
    permata_va_number?: string;
    qr_string?: string;
    actions?: Array<{ name: string; method: string; url: string }>;
    expiry_time?: string;
    signature_key?: string;
}

/** A notification as the gateway posts it (the fields the signature covers, and what we read). */
export interface MidtransNotification {
    order_id: string;
    status_code: string;
    gross_amount: string;
    signature_key: string;
    transaction_status?: string;
    transaction_id?: string;
}

export class MidtransError extends Error {}

export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
    return crypto.createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/** True when the notification was signed with our server key (constant-time comparison). */
export function verifyNotificationSignature(n: Partial<MidtransNotification>, serverKey: string): boolean {
    if (![n.order_id, n.status_code, n.gross_amount, n.signature_key].every(v => typeof v === 'string' && v)) return false;
    const expected = Buffer.from(midtransSignature(n.order_id!, n.status_code!, n.gross_amount!, serverKey), 'utf8');
    const given = Buffer.from(n.signature_key!, 'utf8');
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Whether a transaction's status means the money arrived. */
export function isPaid(t: Pick<MidtransTransaction, 'transaction_status' | 'fraud_status'>): boolean {
    return t.transaction_status === 'settlement' || (t.transaction_status === 'capture' && t.fraud_status !== 'challenge');
}

export class MidtransClient {
    constructor(
        private readonly baseUrl: string,
        private readonly serverKey: string,
        private readonly timeoutMs = 15_000,
    ) {}

    charge(body: MidtransChargeRequest): Promise<MidtransTransaction> {
        return this.call('POST', '/v2/charge', body);
    }

    status(gatewayOrderId: string): Promise<MidtransTransaction> {
        return this.call('GET', `/v2/${encodeURIComponent(gatewayOrderId)}/status`);
    }

    cancel(gatewayOrderId: string): Promise<MidtransTransaction> {
        return this.call('POST', `/v2/${encodeURIComponent(gatewayOrderId)}/cancel`);
    }

    private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<MidtransTransaction> {
        const res = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
            method,
            headers: {
                accept: 'application/json',
                'content-type': 'application/json',
                authorization: `Basic ${Buffer.from(`${this.serverKey}:`).toString('base64')}`,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(this.timeoutMs),
        });
        const text = await res.text();
        let json: MidtransTransaction;
        try {
            json = JSON.parse(text);
        } catch {
            throw new MidtransError(`Gateway answered ${res.status} without JSON`);
        }
        // The API answers HTTP 200 with its own status_code in the body (201 pending, 200 success, 4xx/5xx errors).
        const code = Number(json.status_code);
        if (!res.ok || !(code >= 200 && code < 300)) {
            throw new MidtransError(`Gateway ${path}: ${json.status_code} ${json.status_message ?? ''}`.trim());
        }
        return json;
    }
}

/** Our amounts are IDR minor units; the gateway takes whole rupiah. */
export const toGatewayAmount = (minor: number) => Math.round(minor / 100);
