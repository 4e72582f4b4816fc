import { S3Client } from '@aws-sdk/client-s3';

import { privateS3Settings, s3ClientConfig } from '../../common/s3';
import { LocalPrivateFileStorage, PrivateFileStorage } from './private-file-storage';
import { S3PrivateFileStorage } from './s3-private-file-storage';

/** True when private files live in S3_PRIVATE_BUCKET rather than on this machine's disk. */
export function privateFilesOnS3(): boolean {
    return privateS3Settings() !== null;
}

/**
 * The one place that chooses where private files go: the private bucket when S3_PRIVATE_BUCKET is set (shared by
 * every server of a cluster), else the local directory `localDir`. `folder` separates the users of one bucket the
 * way their separate local directories do (e.g. `profile-photos/`); documents and payment proofs share a directory
 * locally and keep their own key folders, so they need none.
 */
export function privateFileStorage(localDir: string, folder = ''): PrivateFileStorage {
    const s3 = privateS3Settings();
    if (!s3) return new LocalPrivateFileStorage(localDir);
    return new S3PrivateFileStorage({
        client: new S3Client(s3ClientConfig()),
        bucket: s3.bucket,
        prefix: `${s3.prefix}${folder}`,
        sse: s3.sse,
        kmsKeyId: s3.kmsKeyId,
    });
}
