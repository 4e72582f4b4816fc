/** A real S3-compatible server (s3rver) for the storage specs, on a free port and a temporary data directory. */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import fs from 'fs';
import os from 'os';
import path from 'path';
import S3rver from 's3rver';

/** s3rver's fixed account (it does not check signatures; the SDK needs some keys to sign with). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
    endpoint: string;
    client: S3Client;
    /** Every key in `bucket`, sorted. */
    keys(bucket: string): Promise<string[]>;
    object(bucket: string, key: string): Promise<Buffer>;
    close(): Promise<void>;
}

/** `port` 0 picks a free one; `buckets` exist from the start. */
export async function startS3TestServer(buckets: string[], port = 0): Promise<S3TestServer> {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-s3rver-'));
    const server = new S3rver({
        address: '127.0.0.1',
        port,
        silent: true,
        directory,
        configureBuckets: buckets.map(name => ({ name })),
    });
    const address = await server.run();
    const endpoint = `http://127.0.0.1:${address.port}`;
    const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: S3RVER_CREDENTIALS,
    });
    return {
        endpoint,
        client,
        async keys(bucket) {
            const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
            return (listed.Contents ?? []).map(o => o.Key!).sort();
        },
        async object(bucket, key) {
            const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
            return Buffer.from(await result.Body!.transformToByteArray());
        },
        async close() {
            client.destroy();
            await server.close();
            fs.rmSync(directory, { recursive: true, force: true });
        },
    };
}
