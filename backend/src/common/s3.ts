import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { configureS3AssetStorage, S3Config } from '@vendure/asset-server-plugin';

import { envBool } from '../environment';

/**
 * S3-compatible object storage (issue 20, docs/deploy.md). S3_ASSETS_BUCKET moves Vendure's assets into a bucket and
 * S3_PRIVATE_BUCKET the private files (identity documents, payment proofs, profile photos) into another; each one
 * unset keeps its files on local disk, the embedded default. Both buckets are reached with the same settings.
 */
export function s3ClientConfig(): S3ClientConfig {
    const endpoint = process.env.S3_ENDPOINT?.trim() || undefined;
    const accessKeyId = process.env.S3_ACCESS_KEY_ID?.trim();
    const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY?.trim();
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
        throw new Error(
            'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the default credentials)',
        );
    }
    return {
        // S3-compatible servers accept any region name; AWS needs the bucket's.
        region: process.env.S3_REGION?.trim() || process.env.AWS_REGION || 'us-east-1',
        endpoint,
        // A server on a host:port (MinIO, s3rver) knows path-style bucket addresses only; AWS prefers virtual hosts.
        forcePathStyle: envBool('S3_FORCE_PATH_STYLE', Boolean(endpoint)),
        // Without keys the SDK's default credential chain applies (AWS_* variables, a profile, the platform's role).
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // The SDK adds CRC32 checksums to every write and checks them on reads by default; several S3-compatible
        // services reject or mishandle those headers. Only where an operation requires one, off AWS.
        ...(endpoint
            ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const }
            : {}),
    };
}

export function s3AssetsBucket(): string | null {
    return process.env.S3_ASSETS_BUCKET?.trim() || null;
}

export type PrivateSse = 'AES256' | 'aws:kms';

export interface PrivateS3Settings {
    bucket: string;
    /** Put before every key: '' or a folder ending in '/'. */
    prefix: string;
    sse?: PrivateSse;
    kmsKeyId?: string;
}

/** The private bucket's settings, or null when private files stay on local disk. */
export function privateS3Settings(): PrivateS3Settings | null {
    const bucket = process.env.S3_PRIVATE_BUCKET?.trim();
    if (!bucket) return null;
    // The asset route serves every key of the assets bucket to anybody: private files never share it.
    if (bucket === s3AssetsBucket()) {
        throw new Error('S3_PRIVATE_BUCKET must not be the public assets bucket (S3_ASSETS_BUCKET)');
    }
    const rawPrefix = (process.env.S3_PRIVATE_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
    if (rawPrefix && !/^[0-9A-Za-z_-]+(\/[0-9A-Za-z_-]+)*$/.test(rawPrefix)) {
        throw new Error(`S3_PRIVATE_PREFIX must be a folder name such as "private", got "${rawPrefix}"`);
    }
    const kmsKeyId = process.env.S3_PRIVATE_SSE_KMS_KEY_ID?.trim() || undefined;
    // A KMS key alone means KMS encryption.
    const sse = (process.env.S3_PRIVATE_SSE?.trim() || (kmsKeyId ? 'aws:kms' : undefined)) as PrivateSse | undefined;
    if (sse !== undefined && sse !== 'AES256' && sse !== 'aws:kms') {
        throw new Error(`S3_PRIVATE_SSE must be AES256 or aws:kms, got "${sse}"`);
    }
    if (kmsKeyId && sse !== 'aws:kms') {
        throw new Error('S3_PRIVATE_SSE_KMS_KEY_ID needs S3_PRIVATE_SSE=aws:kms');
    }
    return { bucket, prefix: rawPrefix ? `${rawPrefix}/` : '', sse, kmsKeyId };
}

/**
 * The AssetServerPlugin's storage in S3_ASSETS_BUCKET, or undefined for local disk. (Vendure tries to create a missing
 * bucket on start, without a region constraint: create it beforehand outside us-east-1.)
 * Assets and the cache of transformed images then live in the bucket, shared by every server, and are still served
 * through Vendure's /assets route (transforms, presets, cache headers) unless ASSET_URL_PREFIX points elsewhere.
 */
export function s3AssetStorage() {
    const bucket = s3AssetsBucket();
    if (!bucket) return undefined;
    const { credentials, ...nativeS3Configuration } = s3ClientConfig();
    return configureS3AssetStorage({
        bucket,
        // Vendure's strategy passes undefined on to the SDK, whose default credential chain then applies.
        credentials: credentials as S3Config['credentials'],
        nativeS3Configuration,
    });
}
