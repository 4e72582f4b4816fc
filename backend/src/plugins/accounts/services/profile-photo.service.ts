import { Injectable } from '@nestjs/common';
import { CacheService, Customer, CustomerService, ID, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { randomBytes } from 'crypto';
import path from 'path';
import sharp from 'sharp';
import type { Readable } from 'stream';

import { AttemptLimiter } from '../../../common/attempt-limiter';
import { DATA_DIR, REPO_ROOT } from '../../../paths';
import { loggerCtx } from '../constants';
import { sniffImageType } from '../../identity-documents/image-check';
import { PrivateFileStorage, removeUnreferencedFile } from '../../identity-documents/private-file-storage';
import { privateFileStorage } from '../../identity-documents/private-storage';
import { PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, PHOTO_SIZE_PX, PHOTO_UPLOADS_PER_HOUR, PhotoErrorCode } from '@alva/rules';
import { ProfileEditingService, UpdateProfileResult } from './profile-editing.service';

/** What graphql-upload hands a resolver for an `Upload` argument. */
export interface FileUpload {
    filename: string;
    mimetype: string;
    createReadStream(): NodeJS.ReadableStream & { destroy?: (error?: Error) => void };
}

/** The site's same-origin route that serves a photo to its owner (src/pages/api/profile/photo/[photoId].ts). */
export const PHOTO_URL_PREFIX = '/api/profile/photo/';
const PHOTO_ID = /^[a-f0-9]{32}$/;

/**
 * Private storage of profile photos: OUTSIDE Vendure's public asset store, by default beside it
 * (`<data dir>/private/profile-photos/<customer id>/<photo id>.jpg`), or PROFILE_PHOTO_DIR; with S3_PRIVATE_BUCKET
 * the same keys under `profile-photos/` in the private bucket.
 */
export function profilePhotoDir(): string {
    if (process.env.PROFILE_PHOTO_DIR) return path.resolve(REPO_ROOT, process.env.PROFILE_PHOTO_DIR);
    const assets = process.env.ASSET_UPLOAD_DIR
        ? path.resolve(REPO_ROOT, process.env.ASSET_UPLOAD_DIR)
        : path.join(DATA_DIR, 'assets');
    return path.join(path.dirname(assets), 'private', 'profile-photos');
}

export class PhotoRejected extends Error {
    constructor(readonly code: PhotoErrorCode) {
        super(code);
    }
}

export type UploadPhotoResult =
    | Extract<UpdateProfileResult, { __typename: 'ProfileCustomerUpdated' }>
    | {
          __typename: 'ProfilePhotoError';
          errorCode: 'PROFILE_PHOTO_INVALID';
          message: string;
          code: PhotoErrorCode;
          maxBytes: number;
          retryAfterSeconds?: number | null;
      };

const MESSAGES: Record<PhotoErrorCode, string> = {
    FILE_TOO_LARGE: 'The file exceeded the maximum upload size.',
    FILE_TYPE: 'Only JPG, JPEG and PNG images can be uploaded.',
    FILE_CONTENT: 'The file is not a valid JPG or PNG image.',
    TOO_MANY_UPLOADS: 'Too many photo uploads in a short time.',
};

/** Reads the upload, stopping as soon as it is larger than the limit. */
async function readLimited(stream: ReturnType<FileUpload['createReadStream']>, max: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > max) {
            stream.destroy?.();
            throw new PhotoRejected('FILE_TOO_LARGE');
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}

/**
 * Checks a photo by extension, size and magic bytes, then re-encodes it with sharp (EXIF orientation applied,
 * every metadata block dropped, 512×512 cover crop, JPEG): what is stored is never the uploaded bytes.
 */
export async function processPhoto(upload: FileUpload): Promise<Buffer> {
    const extension = path.extname(upload.filename ?? '').slice(1).toLowerCase();
    if (!(PHOTO_EXTENSIONS as readonly string[]).includes(extension)) throw new PhotoRejected('FILE_TYPE');
    const bytes = await readLimited(upload.createReadStream(), PHOTO_MAX_BYTES);
    if (sniffImageType(bytes) !== (extension === 'png' ? 'png' : 'jpeg')) throw new PhotoRejected('FILE_CONTENT');
    try {
        return await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
            .rotate()
            .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover', position: 'attention' })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer();
    } catch (e) {
        Logger.verbose(`Profile photo rejected by the decoder: ${(e as Error).message}`, loggerCtx);
        throw new PhotoRejected('FILE_CONTENT');
    }
}

@Injectable()
export class ProfilePhotoService {
    private readonly uploadLimiter: AttemptLimiter;
    private readonly storage: PrivateFileStorage;

    constructor(
        private connection: TransactionalConnection,
        private customerService: CustomerService,
        private profileEditing: ProfileEditingService,
        cache: CacheService,
    ) {
        this.uploadLimiter = new AttemptLimiter(cache, 60 * 60_000);
        this.storage = privateFileStorage(profilePhotoDir(), 'profile-photos/');
    }

    async upload(ctx: RequestContext, file: Promise<FileUpload>): Promise<UploadPhotoResult> {
        const customer = await this.profileEditing.activeCustomer(ctx);
        let jpeg: Buffer;
        try {
            // Every attempt counts, refused ones too: each may cost a full decode.
            const limit = await this.uploadLimiter.take([
                { key: `profile-photo-upload:customer:${customer.id}`, limit: PHOTO_UPLOADS_PER_HOUR },
            ]);
            if (!limit.allowed) {
                return {
                    __typename: 'ProfilePhotoError',
                    errorCode: 'PROFILE_PHOTO_INVALID',
                    message: MESSAGES.TOO_MANY_UPLOADS,
                    code: 'TOO_MANY_UPLOADS',
                    maxBytes: PHOTO_MAX_BYTES,
                    retryAfterSeconds: limit.retryAfterSeconds,
                };
            }
            jpeg = await processPhoto(await file);
        } catch (e) {
            if (e instanceof PhotoRejected) {
                return {
                    __typename: 'ProfilePhotoError',
                    errorCode: 'PROFILE_PHOTO_INVALID',
                    message: MESSAGES[e.code],
                    code: e.code,
                    maxBytes: PHOTO_MAX_BYTES,
                };
            }
            throw e;
        }
        const photoId = randomBytes(16).toString('hex');
        await this.storage.write(this.keyOf(customer.id, photoId), jpeg);
        const previous = this.photoIdOf(customer);
        await this.setPhotoUrl(ctx, customer, `${PHOTO_URL_PREFIX}${photoId}`);
        if (previous) await removeUnreferencedFile(this.storage, this.keyOf(customer.id, previous), loggerCtx);
        return {
            __typename: 'ProfileCustomerUpdated',
            profile: await this.profileEditing.profileOf(ctx, customer.id),
            emailChanged: false,
        };
    }

    async delete(ctx: RequestContext) {
        const customer = await this.profileEditing.activeCustomer(ctx);
        const previous = this.photoIdOf(customer);
        await this.setPhotoUrl(ctx, customer, null);
        if (previous) await removeUnreferencedFile(this.storage, this.keyOf(customer.id, previous), loggerCtx);
        return this.profileEditing.profileOf(ctx, customer.id);
    }

    /**
     * The photo (a JPEG) for the signed-in customer, only when `photoId` is their current photo: any other id, another
     * customer's included, answers null (the route says 404).
     */
    async fileFor(ctx: RequestContext, photoId: string): Promise<Readable | null> {
        if (!ctx.activeUserId || !PHOTO_ID.test(photoId)) return null;
        const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
        if (!customer || this.photoIdOf(customer) !== photoId) return null;
        return this.storage.read(this.keyOf(customer.id, photoId));
    }

    private photoIdOf(customer: Customer): string | null {
        const url = customer.customFields.photoURL ?? '';
        const id = url.startsWith(PHOTO_URL_PREFIX) ? url.slice(PHOTO_URL_PREFIX.length) : '';
        return PHOTO_ID.test(id) ? id : null;
    }

    /** `<customer id>/<photo id>.jpg`: one folder per customer, as on disk since the first release. */
    private keyOf(customerId: ID, photoId: string): string {
        return `${String(customerId).replace(/[^0-9A-Za-z_-]/g, '_')}/${photoId}.jpg`;
    }

    private async setPhotoUrl(ctx: RequestContext, customer: Customer, url: string | null) {
        customer.customFields.photoURL = url;
        await this.connection.getRepository(ctx, Customer).update({ id: customer.id }, { customFields: { photoURL: url } });
    }
}
