import { Inject, Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
    CacheService,
    ConfigService,
    ForbiddenError,
    HistoryService,
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    Payment,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import type { Readable } from 'stream';

import { AttemptLimiter } from '../../../common/attempt-limiter';
import { checkDocumentImage, sniffImageType } from '../../identity-documents/image-check';
import { resolvePrivateFilesDir } from '../../identity-documents/customer-document.service';
import {
    FileUpload,
    newFileKey,
    openRecorded,
    PrivateFileStorage,
    readUpload,
} from '../../identity-documents/private-file-storage';
import { privateFileStorage } from '../../identity-documents/private-storage';
import { PURCHASE_PLUGIN_OPTIONS, PurchasePluginOptions } from '../constants';
import { PaymentProof } from '../entities/payment-proof.entity';
import { PurchasePaymentMetadata } from '../payment/payment-handlers';
import {
    checkProofFile,
    paymentProofSchema,
    PROOF_MAX_BYTES,
    ProofFileCode,
    proofExtension,
    validatePurchaseInput,
} from '@alva/rules';
import { PaymentSettlementService } from './payment-settlement.service';
import { inputError, latestPayment, OPEN_STATES, orderError, PurchaseService } from './purchase.service';

const PROOF_UPLOADS_PER_HOUR = 20;

const FILE_MESSAGES: Record<ProofFileCode | 'TOO_MANY_UPLOADS', string> = {
    FILE_TOO_LARGE: 'The file exceeded the maximum upload size (8 MB).',
    FILE_TYPE: 'Only JPG, JPEG, PNG or PDF files can be uploaded.',
    FILE_EMPTY: 'Upload image error.',
    FILE_UNREADABLE: 'The image cannot be read: send a clear photo or screenshot of at least 200 x 200 pixels.',
    TOO_MANY_UPLOADS: 'Too many uploads. Please try again later.',
};

const jakartaDate = (d: Date) => new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 10);

/**
 * Bank-transfer proofs: the customer's upload (SPEC §5 fields validated, the file checked by size, extension and
 * content and kept in the identity documents' private storage) and the staff decision, which settles or declines
 * the payment through PaymentSettlementService.
 */
@Injectable()
export class PaymentProofService {
    private storage: PrivateFileStorage;
    private limiter: AttemptLimiter;

    constructor(
        private connection: TransactionalConnection,
        private purchaseService: PurchaseService,
        private settlement: PaymentSettlementService,
        private historyService: HistoryService,
        private listQueryBuilder: ListQueryBuilder,
        private configService: ConfigService,
        cache: CacheService,
        @Inject(PURCHASE_PLUGIN_OPTIONS) options: PurchasePluginOptions,
    ) {
        this.storage = privateFileStorage(resolvePrivateFilesDir({ privateFilesDir: options.privateFilesDir }));
        this.limiter = new AttemptLimiter(cache, 60 * 60_000);
    }

    async submit(ctx: RequestContext, input: Record<string, unknown>, file: Promise<FileUpload>) {
        if (!ctx.activeUserId) throw new ForbiddenError();
        const orderCode = typeof input?.orderNumber === 'string' ? input.orderNumber.trim().toUpperCase() : '';
        const order = orderCode ? await this.purchaseService.orderForCaller(ctx, orderCode) : undefined;
        const payment = order ? latestPayment(order) : undefined;
        const meta = payment?.metadata as PurchasePaymentMetadata | undefined;
        // Validate the fields first (against the order when there is one): nothing is read or stored on error.
        const checked = await validatePurchaseInput(
            paymentProofSchema,
            input,
            order && payment
                ? {
                      orderCode: order.code,
                      amountDue: payment.amount,
                      placedOn: jakartaDate(order.orderPlacedAt ?? order.createdAt),
                      today: jakartaDate(new Date()),
                  }
                : undefined,
        );
        if (!checked.ok) return inputError(checked.errors);
        if (!order || !payment) return inputError([{ field: 'orderNumber', code: 'ORDER_NUMBER_MISMATCH' }]);
        if (
            meta?.category !== 'BANK_TRANSFER' ||
            payment.state !== 'Authorized' ||
            !OPEN_STATES.includes(order.state)
        ) {
            return orderError('ORDER_PAYMENT_STATE_ERROR', 'This order does not wait for a bank-transfer proof.');
        }
        const pending = await this.repo(ctx).count({ where: { paymentId: payment.id as string, status: 'PENDING' } });
        if (pending)
            return orderError('ORDER_PAYMENT_STATE_ERROR', 'A proof of this payment is already waiting for review.');

        const fail = (reason: ProofFileCode | 'TOO_MANY_UPLOADS') => ({
            __typename: 'PaymentProofFileError' as const,
            errorCode: 'PAYMENT_PROOF_FILE_INVALID',
            message: FILE_MESSAGES[reason],
            reason,
        });
        const allowed = await this.limiter.take([
            { key: `payment-proof:user:${ctx.activeUserId}`, limit: PROOF_UPLOADS_PER_HOUR },
        ]);
        if (!allowed.allowed) return fail('TOO_MANY_UPLOADS');
        let upload: FileUpload;
        try {
            upload = await file;
        } catch (e) {
            return fail(/exceeds|size limit/i.test((e as Error).message ?? '') ? 'FILE_TOO_LARGE' : 'FILE_EMPTY');
        }
        const bytes = await readUpload(upload, PROOF_MAX_BYTES);
        if (bytes === 'TOO_LARGE') return fail('FILE_TOO_LARGE');
        const fileError = checkProofFile({ name: upload.filename, size: bytes.length });
        if (fileError) return fail(fileError);
        const stored = await this.checkContent(bytes, upload.filename);
        if ('reason' in stored) return fail(stored.reason);

        const key = newFileKey('payment-proofs', stored.extension);
        await this.storage.write(key, stored.data);
        const v = checked.value as Record<string, any>;
        try {
            await this.repo(ctx).save(
                new PaymentProof({
                    orderId: order.id,
                    paymentId: payment.id as string,
                    amountDue: payment.amount,
                    status: 'PENDING',
                    orderNumber: order.code,
                    referenceNumber: String(v.referenceNumber).trim(),
                    cardType: v.cardType,
                    bankName: String(v.bankName).trim(),
                    paymentDate: String(v.paymentDate).trim(),
                    nominal: v.nominal,
                    paymentMethod: v.paymentMethod,
                    eCommerce: v.eCommerce,
                    fileKey: key,
                    fileMimeType: stored.mimeType,
                    fileByteSize: stored.data.length,
                }),
            );
        } catch (e) {
            await this.storage.delete(key);
            throw e;
        }
        await this.historyService.createHistoryEntryForOrder({
            ctx,
            orderId: order.id,
            type: HistoryEntryType.ORDER_NOTE,
            data: { note: `Bank-transfer proof submitted (reference ${String(v.referenceNumber).trim()})` },
        });
        return this.purchaseService.paymentView(ctx, await this.purchaseService.load(ctx, order.id));
    }

    /** Magic bytes decide: a PDF is kept as sent (served only to staff, as a download); an image is re-encoded. */
    private async checkContent(
        bytes: Buffer,
        filename: string,
    ): Promise<{ data: Buffer; mimeType: string; extension: 'jpg' | 'pdf' } | { reason: ProofFileCode }> {
        const ext = proofExtension(filename);
        const isPdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
        if (ext === 'pdf') {
            return isPdf
                ? { data: bytes, mimeType: 'application/pdf', extension: 'pdf' as const }
                : { reason: 'FILE_TYPE' as const };
        }
        if (!sniffImageType(bytes)) return { reason: 'FILE_TYPE' as const };
        const image = await checkDocumentImage(bytes, filename);
        // Not decodable, truncated or too small to read: not a usable picture of a transfer (and not a type error:
        // the customer sent an image, so the message says what is wrong with it).
        if (!image.ok) return { reason: 'FILE_UNREADABLE' as const };
        return { data: image.image.data, mimeType: image.image.mimeType, extension: 'jpg' as const };
    }

    // ------------------------------------------------------------------ staff

    list(ctx: RequestContext, options?: ListQueryOptions<PaymentProof>) {
        return this.listQueryBuilder
            .build(PaymentProof, options ?? {}, { ctx, relations: ['order', 'order.customer'] })
            .getManyAndCount()
            .then(([items, totalItems]) => ({ items, totalItems }));
    }

    findOne(ctx: RequestContext, id: ID) {
        return this.repo(ctx).findOne({ where: { id }, relations: { order: { customer: true } } });
    }

    async accept(ctx: RequestContext, id: ID) {
        const proof = await this.pendingProof(ctx, id);
        proof.status = 'ACCEPTED';
        proof.reviewedAt = new Date();
        proof.reviewedByUserId = ctx.activeUserId ? String(ctx.activeUserId) : null;
        await this.repo(ctx).save(proof);
        const payment = await this.connection
            .getRepository(ctx, Payment)
            .findOneOrFail({ where: { id: proof.paymentId }, relations: { order: true } });
        await this.historyService.createHistoryEntryForOrder({
            ctx,
            orderId: proof.orderId,
            type: HistoryEntryType.ORDER_NOTE,
            data: { note: `Bank-transfer proof ${proof.id} accepted` },
        });
        if (payment.state === 'Authorized' && !(await this.settlement.settle(ctx, payment))) {
            throw new UserInputError('The payment could not be settled');
        }
        return this.findOne(ctx, id);
    }

    async reject(ctx: RequestContext, id: ID, reason: string) {
        const text = (reason ?? '').trim();
        if (text.length < 3 || text.length > 500)
            throw new UserInputError('A reason of 3 to 500 characters is required');
        const proof = await this.pendingProof(ctx, id);
        proof.status = 'REJECTED';
        proof.reviewedAt = new Date();
        proof.reviewedByUserId = ctx.activeUserId ? String(ctx.activeUserId) : null;
        proof.rejectionReason = text;
        await this.repo(ctx).save(proof);
        const payment = await this.connection
            .getRepository(ctx, Payment)
            .findOneOrFail({ where: { id: proof.paymentId }, relations: { order: true } });
        if (payment.state === 'Authorized') await this.settlement.decline(ctx, payment, `proof rejected: ${text}`);
        return this.findOne(ctx, id);
    }

    private async pendingProof(ctx: RequestContext, id: ID) {
        const proof = await this.repo(ctx).findOne({ where: { id } });
        if (!proof) throw new UserInputError('Payment proof not found');
        if (proof.status !== 'PENDING')
            throw new UserInputError(`This proof was already ${proof.status.toLowerCase()}`);
        return proof;
    }

    async openFile(
        ctx: RequestContext,
        id: ID,
    ): Promise<{ stream: Readable; mimeType: string; proof: PaymentProof } | null> {
        const proof = await this.repo(ctx).findOne({ where: { id } });
        if (!proof) return null;
        const stream = await openRecorded(this.storage, proof.fileKey, () =>
            this.historyService.createHistoryEntryForOrder({
                ctx,
                orderId: proof.orderId,
                type: HistoryEntryType.ORDER_NOTE,
                data: { note: `Bank-transfer proof ${proof.id} opened by staff` },
            }),
        );
        if (!stream) return null;
        return { stream, mimeType: proof.fileMimeType, proof };
    }

    /** The id of a REST path (no automatic id decoding there), or null when it is not one. */
    decodeId(id: string): ID | null {
        try {
            const decoded = this.configService.entityOptions.entityIdStrategy?.decodeId(id) ?? id;
            return /^[0-9]{1,12}$/.test(String(decoded)) ? decoded : null;
        } catch {
            return null;
        }
    }

    encodeId(id: ID): string {
        return String(this.configService.entityOptions.entityIdStrategy?.encodeId(id as never) ?? id);
    }

    private repo(ctx: RequestContext) {
        return this.connection.getRepository(ctx, PaymentProof);
    }
}
