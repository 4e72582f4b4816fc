import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
    CacheService,
    ConfigService,
    CustomerService,
    ForbiddenError,
    ID,
    Logger,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import path from 'path';
import type { Readable } from 'stream';

import { AttemptLimiter } from '../../common/attempt-limiter';
import { s3AssetsBucket } from '../../common/s3';
import { DATA_DIR, REPO_ROOT } from '../../paths';
import {
    CUSTOMER_DOCUMENTS_OPTIONS,
    CustomerDocumentsOptions,
    CustomerDocumentType,
    DEFAULT_UPLOADS_PER_HOUR,
    DOCUMENT_MAX_BYTES,
    DocumentAccessAction,
    DocumentUploadErrorCode,
    DocumentViewerRole,
    documentsLoggerCtx,
    IdentityCardKind,
    readCustomerDocumentPermission,
} from './constants';
import { DocumentFieldError, DocumentNumbersInput, maskNumber, validateDocumentNumbers } from '@alva/rules';
import { CustomerDocument } from './entities/customer-document.entity';
import { DocumentAccessLog } from './entities/document-access-log.entity';
import { checkDocumentImage } from './image-check';
import {
    assertNotInside,
    FileUpload,
    newFileKey,
    openRecorded,
    PrivateFileStorage,
    readUpload,
    removeUnreferencedFile,
} from './private-file-storage';
import { privateFilesOnS3, privateFileStorage } from './private-storage';

export type { FileUpload };

export interface ShopDocumentDto {
    __typename: 'CustomerDocument';
    id: ID;
    type: CustomerDocumentType;
    kind: IdentityCardKind | null;
    maskedNumber: string | null;
    name: string | null;
    address: string | null;
    provinceId: string | null;
    provinceName: string | null;
    cityId: string | null;
    cityName: string | null;
    zipCode: string | null;
    hasImage: boolean;
    imageUrl: string | null;
    imageMimeType: string | null;
    imageByteSize: number | null;
    imageWidth: number | null;
    imageHeight: number | null;
    imageUploadedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
}

export type UpdateNumbersResult =
    | { __typename: 'CustomerDocumentList'; items: ShopDocumentDto[] }
    | { __typename: 'DocumentValidationError'; errorCode: 'DOCUMENT_INVALID_INPUT'; message: string; fieldErrors: DocumentFieldError[] };

export type UploadResult =
    | ShopDocumentDto
    | { __typename: 'DocumentUploadError'; errorCode: DocumentUploadErrorCode; message: string; retryAfterSeconds?: number | null };

const UPLOAD_MESSAGES: Record<DocumentUploadErrorCode, string> = {
    DOCUMENT_FILE_TOO_LARGE: `The file exceeded the maximum upload size (${DOCUMENT_MAX_BYTES / 1024 / 1024} MB).`,
    DOCUMENT_FILE_TYPE: 'Only JPG, JPEG or PNG photos can be uploaded.',
    DOCUMENT_IMAGE_INVALID: 'Upload image error.',
    DOCUMENT_IMAGE_TOO_SMALL: 'The photo is too small to read.',
    DOCUMENT_TOO_MANY_UPLOADS: 'Too many uploads. Please try again later.',
};

export function resolvePrivateFilesDir(options: CustomerDocumentsOptions): string {
    if (options.privateFilesDir) return path.resolve(REPO_ROOT, options.privateFilesDir);
    const env = process.env.PRIVATE_FILES_DIR;
    return env ? path.resolve(REPO_ROOT, env) : path.join(DATA_DIR, 'private');
}

@Injectable()
export class CustomerDocumentService implements OnApplicationBootstrap {
    private storage: PrivateFileStorage;
    private uploadLimiter: AttemptLimiter;
    private uploadsPerHour: number;
    readonly privateDir: string;

    constructor(
        private connection: TransactionalConnection,
        private customerService: CustomerService,
        private configService: ConfigService,
        cache: CacheService,
        @Inject(CUSTOMER_DOCUMENTS_OPTIONS) private options: CustomerDocumentsOptions,
    ) {
        this.privateDir = resolvePrivateFilesDir(options);
        this.storage = privateFileStorage(this.privateDir);
        this.uploadLimiter = new AttemptLimiter(cache, 60 * 60_000);
        const fromEnv = Number.parseInt(process.env.DOCUMENT_UPLOADS_PER_HOUR ?? '', 10);
        this.uploadsPerHour = options.uploadsPerHour ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_UPLOADS_PER_HOUR);
    }

    onApplicationBootstrap() {
        // The danger is the asset route serving the private directory: only when both are on this machine's disk
        // (the private bucket is never the assets bucket: common/s3.ts).
        if (privateFilesOnS3() || s3AssetsBucket()) return;
        const assetPlugin = this.configService.plugins.find(p => (p as { name?: string }).name === 'AssetServerPlugin') as
            | { options?: { assetUploadDir?: string } }
            | undefined;
        assertNotInside(this.privateDir, assetPlugin?.options?.assetUploadDir ?? process.env.ASSET_UPLOAD_DIR);
    }

    /** The id as the APIs show it (REST routes get no automatic id encoding). */
    encodeId(id: ID): string {
        return String(this.configService.entityOptions.entityIdStrategy?.encodeId(id as never) ?? id);
    }

    private decodeId(id: string): ID | null {
        try {
            const decoded = this.configService.entityOptions.entityIdStrategy?.decodeId(id) ?? id;
            return /^[0-9]{1,12}$|^[0-9a-f-]{36}$/i.test(String(decoded)) ? decoded : null;
        } catch {
            return null;
        }
    }

    /** The signed-in customer's id; ForbiddenError for guests and administrators without a customer. */
    async activeCustomerId(ctx: RequestContext): Promise<ID> {
        if (!ctx.activeUserId) throw new ForbiddenError();
        const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
        if (!customer) throw new ForbiddenError();
        return customer.id;
    }

    private repo(ctx: RequestContext) {
        return this.connection.getRepository(ctx, CustomerDocument);
    }

    async listOwn(ctx: RequestContext): Promise<ShopDocumentDto[]> {
        const customerId = await this.activeCustomerId(ctx);
        const docs = await this.repo(ctx).find({ where: { customerId }, order: { type: 'ASC' } });
        return docs.map(d => this.toShopDto(d));
    }

    toShopDto(doc: CustomerDocument): ShopDocumentDto {
        const imageUrl = this.options.imageUrl ?? ((id: string | number) => `/api/documents/${id}`);
        return {
            __typename: 'CustomerDocument',
            id: doc.id,
            type: doc.type,
            kind: doc.kind,
            maskedNumber: maskNumber(doc.number),
            name: doc.holderName,
            address: doc.address,
            provinceId: doc.provinceId,
            provinceName: doc.provinceName,
            cityId: doc.cityId,
            cityName: doc.cityName,
            zipCode: doc.zipCode,
            hasImage: !!doc.fileKey,
            imageUrl: doc.fileKey ? `${imageUrl(this.encodeId(doc.id))}?v=${(doc.sha256 ?? '').slice(0, 12)}` : null,
            imageMimeType: doc.mimeType,
            imageByteSize: doc.byteSize,
            imageWidth: doc.width,
            imageHeight: doc.height,
            imageUploadedAt: doc.imageUploadedAt,
            createdAt: doc.createdAt,
            updatedAt: doc.updatedAt,
        };
    }

    /** `customerUpdateIdentityCardNumber`: every field valid, or nothing is stored. */
    async updateNumbers(ctx: RequestContext, input: DocumentNumbersInput): Promise<UpdateNumbersResult> {
        const customerId = await this.activeCustomerId(ctx);
        const stored = await this.repo(ctx).find({ where: { customerId } });
        const checked = validateDocumentNumbers(input ?? {}, {
            identityCard: stored.some(d => d.type === 'IDENTITY_CARD' && !!d.number),
            taxCard: stored.some(d => d.type === 'TAX_CARD' && !!d.number),
        });
        if (!checked.ok) {
            return {
                __typename: 'DocumentValidationError',
                errorCode: 'DOCUMENT_INVALID_INPUT',
                message: 'Some document fields are not valid.',
                fieldErrors: checked.errors,
            };
        }
        const { kind, identityCardNumber, taxCardNumber, holder } = checked.value;
        await this.connection.withTransaction(ctx, async txCtx => {
            const repo = this.repo(txCtx);
            // The holder's name and address belong to the identity card: set with its number, or on the stored card
            // when only the NPWP changes (so an edit of them is never silently dropped).
            const existingIdentity = await repo.findOne({ where: { customerId, type: 'IDENTITY_CARD' } });
            if (identityCardNumber || existingIdentity) {
                const doc = existingIdentity ?? new CustomerDocument({ customerId, type: 'IDENTITY_CARD' });
                if (identityCardNumber) Object.assign(doc, { kind, number: identityCardNumber });
                // A field left out of the input stays as stored; null or "" clears it.
                const given = (field: keyof DocumentNumbersInput) => input[field] !== undefined;
                if (given('name')) doc.holderName = holder.name;
                if (given('address')) doc.address = holder.address;
                if (given('provinceId') || given('provinceName')) {
                    Object.assign(doc, { provinceId: holder.provinceId, provinceName: holder.provinceName });
                }
                if (given('cityId') || given('cityName')) {
                    Object.assign(doc, { cityId: holder.cityId, cityName: holder.cityName });
                }
                if (given('zipCode')) doc.zipCode = holder.zipCode;
                await repo.save(doc);
            }
            if (taxCardNumber) {
                const doc =
                    (await repo.findOne({ where: { customerId, type: 'TAX_CARD' } })) ??
                    new CustomerDocument({ customerId, type: 'TAX_CARD', kind: null });
                doc.number = taxCardNumber;
                await repo.save(doc);
            }
        });
        return { __typename: 'CustomerDocumentList', items: await this.listOwn(ctx) };
    }

    /** Reads the upload, refusing more than DOCUMENT_MAX_BYTES (graphql-upload also stops at the same limit). */
    /** `customerUploadDocumentImage`: checks, re-encodes and stores the photo; nothing is kept when a check fails. */
    async uploadImage(
        ctx: RequestContext,
        type: CustomerDocumentType,
        kind: IdentityCardKind | null | undefined,
        file: Promise<FileUpload>,
    ): Promise<UploadResult> {
        const customerId = await this.activeCustomerId(ctx);
        const fail = (code: DocumentUploadErrorCode, retryAfterSeconds: number | null = null): UploadResult => ({
            __typename: 'DocumentUploadError',
            errorCode: code,
            message: UPLOAD_MESSAGES[code],
            retryAfterSeconds,
        });
        // Every attempt counts, refused ones too: each may cost a full decode.
        const allowed = await this.uploadLimiter.take([
            { key: `document-upload:customer:${customerId}`, limit: this.uploadsPerHour },
        ]);
        if (!allowed.allowed) return fail('DOCUMENT_TOO_MANY_UPLOADS', allowed.retryAfterSeconds);
        let upload: FileUpload;
        try {
            upload = await file;
        } catch (e) {
            const err = e as { status?: number; message?: string };
            if (err.status === 413 || /exceeds|size limit/i.test(err.message ?? '')) return fail('DOCUMENT_FILE_TOO_LARGE');
            return fail('DOCUMENT_IMAGE_INVALID');
        }
        const bytes = await readUpload(upload, DOCUMENT_MAX_BYTES);
        if (bytes === 'TOO_LARGE') return fail('DOCUMENT_FILE_TOO_LARGE');
        const checked = await checkDocumentImage(bytes, upload.filename);
        if (!checked.ok) return fail(checked.code);

        const key = newFileKey();
        await this.storage.write(key, checked.image.data);
        let previousKey: string | null = null;
        let saved: CustomerDocument;
        try {
            const repo = this.repo(ctx);
            const doc =
                (await repo.findOne({ where: { customerId, type } })) ??
                new CustomerDocument({ customerId, type, kind: type === 'IDENTITY_CARD' ? (kind ?? 'KTP') : null });
            if (type === 'IDENTITY_CARD' && kind) doc.kind = kind;
            previousKey = doc.fileKey ?? null;
            Object.assign(doc, {
                fileKey: key,
                mimeType: checked.image.mimeType,
                byteSize: checked.image.data.length,
                width: checked.image.width,
                height: checked.image.height,
                sha256: checked.image.sha256,
                imageUploadedAt: new Date(),
            });
            saved = await repo.save(doc);
        } catch (e) {
            await this.storage.delete(key);
            throw e;
        }
        if (previousKey && previousKey !== key) await removeUnreferencedFile(this.storage, previousKey, documentsLoggerCtx);
        return this.toShopDto(saved);
    }

    /** `customerDeleteDocument`: the row, its photo and numbers go; the access log keeps the deletion. */
    async deleteOwn(ctx: RequestContext, type: CustomerDocumentType): Promise<boolean> {
        const customerId = await this.activeCustomerId(ctx);
        const doc = await this.repo(ctx).findOne({ where: { customerId, type } });
        if (!doc) return false;
        await this.repo(ctx).delete({ id: doc.id });
        if (doc.fileKey) await this.storage.delete(doc.fileKey);
        await this.log(ctx, doc, 'OWNER', 'DELETE');
        return true;
    }

    canReadAsStaff(ctx: RequestContext): boolean {
        return !!ctx.activeUserId && ctx.userHasPermissions([readCustomerDocumentPermission.Permission as never]);
    }

    /**
     * The photo of document `id` for the file route: to its owner, or to staff with ReadCustomerDocument.
     * Anybody else gets null, exactly as for an unknown id. Every successful read is logged.
     */
    async openImage(
        ctx: RequestContext,
        id: string,
        action: DocumentAccessAction,
    ): Promise<{ doc: CustomerDocument; stream: Readable } | null> {
        const docId = this.decodeId(id);
        if (!ctx.activeUserId || docId == null) return null;
        const doc = await this.repo(ctx).findOne({ where: { id: docId } });
        if (!doc?.fileKey) return null;
        const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
        const role: DocumentViewerRole | null =
            customer && String(customer.id) === String(doc.customerId)
                ? 'OWNER'
                : this.canReadAsStaff(ctx)
                  ? 'STAFF'
                  : null;
        if (!role) return null;
        const stream = await openRecorded(this.storage, doc.fileKey, () => this.log(ctx, doc, role, action));
        if (!stream) {
            Logger.error(`Document ${doc.id}: file ${doc.fileKey} is missing`, documentsLoggerCtx);
            return null;
        }
        return { doc, stream };
    }

    /** Admin: a customer's documents with full numbers (logged as viewed by this staff member). */
    async listForStaff(ctx: RequestContext, customerId: ID) {
        const docs = await this.repo(ctx).find({ where: { customerId }, order: { type: 'ASC' } });
        for (const doc of docs) await this.log(ctx, doc, 'STAFF', 'VIEW');
        return docs.map(doc => ({ ...this.toShopDto(doc), __typename: undefined, customerId: doc.customerId, number: doc.number }));
    }

    async accessLog(ctx: RequestContext, customerId: ID, take = 50, skip = 0) {
        const [items, totalItems] = await this.connection.getRepository(ctx, DocumentAccessLog).findAndCount({
            where: { customerId },
            order: { createdAt: 'DESC', id: 'DESC' },
            take: Math.min(Math.max(take, 1), 100),
            skip: Math.max(skip, 0),
        });
        return { items, totalItems };
    }

    private async log(ctx: RequestContext, doc: CustomerDocument, role: DocumentViewerRole, action: DocumentAccessAction) {
        const ip = ctx.req?.ip || ctx.req?.socket?.remoteAddress || null;
        await this.connection.getRepository(ctx, DocumentAccessLog).save(
            new DocumentAccessLog({
                documentId: doc.id,
                customerId: doc.customerId,
                documentType: doc.type,
                viewerUserId: ctx.activeUserId ?? null,
                viewerRole: role,
                action,
                ipAddress: ip ? ip.slice(0, 64) : null,
            }),
        );
    }
}
