import crypto from 'crypto';
import { Injector, LanguageCode, Logger, PaymentMethodHandler, TransactionalConnection } from '@vendure/core';

import {
    BANK_TRANSFER_ACCOUNT,
    loggerCtx,
    PURCHASE_PAYMENT_METHODS,
    PURCHASE_PLUGIN_OPTIONS,
    PurchasePaymentMethodDef,
    PurchasePluginOptions,
    paymentWindowMinutes,
} from '../constants';
import { PaymentProof } from '../entities/payment-proof.entity';
import { isPaid, MidtransChargeRequest, MidtransClient, MidtransError, toGatewayAmount } from './midtrans-client';

/** What the purchase flow keeps in Payment.metadata (`public` is what the shop API shows). */
export interface PurchasePaymentMetadata {
    methodCode: string;
    category: PurchasePaymentMethodDef['category'];
    gatewayOrderId?: string;
    expiresAt: string;
    /** Last status the gateway reported (pending, settlement, expire, ...). */
    gatewayStatus?: string;
    public: {
        vaNumber?: string | null;
        bank?: string | null;
        qrString?: string | null;
        deeplinkUrl?: string | null;
        accountNumber?: string | null;
        accountHolder?: string | null;
        transactionId?: string | null;
        sandboxUrl?: string | null;
        expiresAt: string;
    };
}

export function methodDef(code: string): PurchasePaymentMethodDef | undefined {
    return PURCHASE_PAYMENT_METHODS.find(m => m.code === code);
}

let client: MidtransClient | undefined;
let options: PurchasePluginOptions | undefined;

/** The one gateway client (made from the plugin options when Vendure starts the handler). */
export function gatewayClient(): MidtransClient {
    if (!client) throw new Error('The Midtrans gateway client is not initialised');
    return client;
}

const en = (value: string) => [{ languageCode: LanguageCode.en, value }];

/**
 * Virtual accounts, QRIS and e-wallets through a Midtrans-compatible gateway. createPayment charges and answers
 * Authorized (money not yet there: the order is placed, stock reserved, the customer pays within the window);
 * settlePayment asks the gateway for the status first and settles only a paid transaction of the same amount.
 */
export const midtransPaymentHandler = new PaymentMethodHandler({
    code: 'midtrans-gateway',
    description: en('Midtrans-compatible gateway (virtual account, QRIS, e-wallet)'),
    args: {},
    init(injector: Injector) {
        options = injector.get<PurchasePluginOptions>(PURCHASE_PLUGIN_OPTIONS);
        client = new MidtransClient(options.gatewayBaseUrl, options.gatewayServerKey);
    },
    async createPayment(ctx, order, amount, _args, _metadata, method) {
        const def = methodDef(method.code);
        if (!def || def.category === 'BANK_TRANSFER') {
            return { amount, state: 'Error', errorMessage: `Payment method ${method.code} is not a gateway method` };
        }
        const windowMinutes = paymentWindowMinutes(def.category);
        // A fresh gateway order id per attempt: a retry on the same order is a new transaction at the gateway.
        const gatewayOrderId = `${order.code}-${crypto.randomBytes(4).toString('hex')}`;
        const body: MidtransChargeRequest = {
            payment_type: def.category === 'VIRTUAL_ACCOUNT' ? 'bank_transfer' : def.category === 'QRIS' ? 'qris' : 'gopay',
            transaction_details: { order_id: gatewayOrderId, gross_amount: toGatewayAmount(amount) },
            custom_expiry: { expiry_duration: windowMinutes, unit: 'minute' },
            customer_details: { first_name: order.customer?.firstName, email: order.customer?.emailAddress },
        };
        if (def.category === 'VIRTUAL_ACCOUNT') body.bank_transfer = { bank: def.bank!.toLowerCase() };
        const expiresAt = new Date(Date.now() + windowMinutes * 60_000).toISOString();
        try {
            const t = await gatewayClient().charge(body);
            const metadata: PurchasePaymentMetadata = {
                methodCode: def.code,
                category: def.category,
                gatewayOrderId,
                expiresAt,
                gatewayStatus: t.transaction_status,
                public: {
                    vaNumber: t.va_numbers?.[0]?.va_number ?? t.permata_va_number ?? null,
                    bank: def.bank,
                    qrString: t.qr_string ?? null,
                    deeplinkUrl: t.actions?.find(a => a.name === 'deeplink-redirect')?.url ?? null,
                    transactionId: t.transaction_id ?? null,
                    sandboxUrl: t.actions?.find(a => a.name === 'sandbox-pay-page')?.url ?? null,
                    expiresAt,
                },
            };
            if (t.transaction_status === 'deny' || t.transaction_status === 'failure') {
                return { amount, state: 'Declined', transactionId: gatewayOrderId, errorMessage: t.status_message, metadata };
            }
            return { amount, state: 'Authorized', transactionId: gatewayOrderId, metadata };
        } catch (e) {
            Logger.warn(`Gateway charge failed for ${order.code}: ${(e as Error).message}`, loggerCtx);
            return { amount, state: 'Error', errorMessage: e instanceof MidtransError ? e.message : 'Payment gateway unreachable' };
        }
    },
    async settlePayment(ctx, order, payment) {
        const gatewayOrderId = payment.transactionId;
        try {
            const t = await gatewayClient().status(gatewayOrderId);
            const sameAmount = Number(t.gross_amount) === toGatewayAmount(payment.amount);
            if (isPaid(t) && sameAmount) {
                return { success: true, metadata: { gatewayStatus: t.transaction_status } };
            }
            return {
                success: false,
                errorMessage: sameAmount ? `Gateway status is ${t.transaction_status}` : 'Gateway amount differs from the payment',
            };
        } catch (e) {
            return { success: false, errorMessage: (e as Error).message };
        }
    },
    async cancelPayment(ctx, order, payment) {
        // Best effort: an expired or already cancelled transaction cannot be cancelled again at the gateway.
        try {
            await gatewayClient().cancel(payment.transactionId);
        } catch (e) {
            Logger.verbose(`Gateway cancel of ${payment.transactionId}: ${(e as Error).message}`, loggerCtx);
        }
        return { success: true };
    },
});

let connection: TransactionalConnection | undefined;

/**
 * Bank transfer with proof: authorised at checkout (the order is placed with the account to pay to), settled only
 * when staff accepted a proof of this payment in the back office.
 */
export const bankTransferPaymentHandler = new PaymentMethodHandler({
    code: 'bank-transfer-proof',
    description: en('Bank transfer, settled when staff accept the uploaded proof'),
    args: {},
    init(injector: Injector) {
        connection = injector.get(TransactionalConnection);
    },
    createPayment(ctx, order, amount, _args, _metadata, method) {
        const def = methodDef(method.code);
        const category = def?.category ?? 'BANK_TRANSFER';
        const expiresAt = new Date(Date.now() + paymentWindowMinutes(category) * 60_000).toISOString();
        const metadata: PurchasePaymentMetadata = {
            methodCode: method.code,
            category,
            expiresAt,
            public: {
                bank: BANK_TRANSFER_ACCOUNT.bank,
                accountNumber: BANK_TRANSFER_ACCOUNT.accountNumber,
                accountHolder: BANK_TRANSFER_ACCOUNT.accountHolder,
                expiresAt,
            },
        };
        return { amount, state: 'Authorized', transactionId: `${order.code}-${crypto.randomBytes(4).toString('hex')}`, metadata };
    },
    async settlePayment(ctx, order, payment) {
        const accepted = await connection!
            .getRepository(ctx, PaymentProof)
            .count({ where: { paymentId: payment.id as string, status: 'ACCEPTED' } });
        return accepted > 0 ? { success: true } : { success: false, errorMessage: 'No accepted payment proof' };
    },
    cancelPayment() {
        return { success: true };
    },
});
