import {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    PutObjectCommand,
    S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'stream';

import { assertValidKey, PrivateFileStorage } from './private-file-storage';

export interface S3PrivateFileStorageOptions {
    client: S3Client;
    /** A private bucket: public access blocked, never behind the CDN, never the assets bucket. */
    bucket: string;
    /** Put before every key: '' or a folder ending in '/' (e.g. `private/profile-photos/`). */
    prefix?: string;
    /** Server-side encryption of every object written: S3-managed keys (AES256) or KMS. */
    sse?: 'AES256' | 'aws:kms';
    /** The KMS key for `aws:kms`; without it the bucket's default KMS key. */
    kmsKeyId?: string;
}

/** An error of the SDK carries the HTTP status of S3's answer. */
function httpStatus(error: unknown): number | undefined {
    return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
    const name = (error as { name?: string })?.name;
    return name === 'NoSuchKey' || name === 'NotFound' || httpStatus(error) === 404;
}

/** PrivateFileStorage over an S3-compatible bucket, with the local storage's semantics (see LocalPrivateFileStorage). */
export class S3PrivateFileStorage implements PrivateFileStorage {
    constructor(private readonly options: S3PrivateFileStorageOptions) {}

    private params(key: string) {
        assertValidKey(key);
        return { Bucket: this.options.bucket, Key: `${this.options.prefix ?? ''}${key}` };
    }

    async write(key: string, data: Buffer): Promise<void> {
        const params = this.params(key);
        // Never overwrite, like the local 'wx' flag. `IfNoneMatch: '*'` makes S3 (and MinIO) refuse an existing key
        // atomically; s3rver and some other S3-compatible servers accept the header but ignore it, so the key is
        // checked first as well (keys are random, so the check only ever matters on a bug).
        if (await this.exists(key)) throw new Error('Private file already exists');
        try {
            await this.options.client.send(
                new PutObjectCommand({
                    ...params,
                    Body: data,
                    ContentType: key.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
                    IfNoneMatch: '*',
                    ServerSideEncryption: this.options.sse,
                    SSEKMSKeyId: this.options.sse === 'aws:kms' ? this.options.kmsKeyId : undefined,
                }),
            );
        } catch (e) {
            if (httpStatus(e) === 412) throw new Error('Private file already exists');
            throw e;
        }
    }

    async read(key: string): Promise<Readable | null> {
        try {
            const result = await this.options.client.send(new GetObjectCommand(this.params(key)));
            // In Node.js the body is the response stream itself.
            return (result.Body as Readable | undefined) ?? null;
        } catch (e) {
            if (isNotFound(e)) return null;
            throw e;
        }
    }

    async delete(key: string): Promise<void> {
        // Deleting a missing key succeeds on S3, like the local `rm --force`.
        await this.options.client.send(new DeleteObjectCommand(this.params(key)));
    }

    async exists(key: string): Promise<boolean> {
        try {
            await this.options.client.send(new HeadObjectCommand(this.params(key)));
            return true;
        } catch (e) {
            // Any other answer (403: a role without s3:ListBucket, a wrong bucket) is a fault to report, not "missing".
            if (isNotFound(e)) return false;
            throw e;
        }
    }
}
