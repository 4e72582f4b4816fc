/**
 * S3PrivateFileStorage against a real S3-compatible server (s3rver): the local storage's semantics (no overwrite,
 * missing → null, key check) and the server-side encryption headers; and the one factory's choice by environment.
 */
import { S3Client } from '@aws-sdk/client-s3';
import crypto from 'crypto';
import { Readable } from 'stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { privateS3Settings } from '../../common/s3';
import { S3RVER_CREDENTIALS, S3TestServer, startS3TestServer } from '../../e2e/s3-test-server';
import { LocalPrivateFileStorage, newFileKey } from './private-file-storage';
import { privateFilesOnS3, privateFileStorage } from './private-storage';
import { S3PrivateFileStorage } from './s3-private-file-storage';

const BUCKET = 'alva-private-spec';

async function readAll(stream: Readable | null): Promise<Buffer | null> {
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
}

/** A client that records the headers of every request it sends. */
function recordingClient(s3: S3TestServer, sent: Array<Record<string, string>>): S3Client {
    const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: S3RVER_CREDENTIALS,
    });
    client.middlewareStack.add(
        next => async args => {
            sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
            return next(args);
        },
        { step: 'build', name: 'recordHeaders' },
    );
    return client;
}

const S3_ENV = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'S3_ASSETS_BUCKET',
    'S3_PRIVATE_BUCKET',
    'S3_PRIVATE_PREFIX',
    'S3_PRIVATE_SSE',
    'S3_PRIVATE_SSE_KMS_KEY_ID',
];

describe('S3PrivateFileStorage', () => {
    let s3: S3TestServer;
    let storage: S3PrivateFileStorage;

    beforeAll(async () => {
        s3 = await startS3TestServer([BUCKET]);
        storage = new S3PrivateFileStorage({ client: s3.client, bucket: BUCKET, prefix: 'private/' });
    });

    afterAll(async () => {
        await s3?.close();
    });

    it('writes and reads back the same bytes, under the prefix', async () => {
        const key = newFileKey();
        const data = crypto.randomBytes(64 * 1024);
        await storage.write(key, data);
        expect(await storage.exists(key)).toBe(true);
        expect((await readAll(await storage.read(key)))?.equals(data)).toBe(true);
        expect(await s3.keys(BUCKET)).toContain(`private/${key}`);
        expect((await s3.object(BUCKET, `private/${key}`)).equals(data)).toBe(true);
    });

    it('never overwrites a key', async () => {
        const key = newFileKey('payment-proofs', 'pdf');
        await storage.write(key, Buffer.from('first'));
        await expect(storage.write(key, Buffer.from('second'))).rejects.toThrow(/already exists/);
        expect((await readAll(await storage.read(key)))?.toString()).toBe('first');
    });

    it('answers null and false for a missing key', async () => {
        const key = newFileKey();
        expect(await storage.read(key)).toBeNull();
        expect(await storage.exists(key)).toBe(false);
    });

    it('deletes, and deleting a missing key is no error', async () => {
        const key = newFileKey();
        await storage.write(key, Buffer.from('to be deleted'));
        await storage.delete(key);
        expect(await storage.exists(key)).toBe(false);
        expect(await storage.read(key)).toBeNull();
        await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it.each([
        ['a path climbing out', '../documents/' + 'a'.repeat(48) + '.jpg'],
        ['two folders', 'a/b/' + 'a'.repeat(48) + '.jpg'],
        ['no folder', 'a'.repeat(48) + '.jpg'],
        ['a name that is not random hex', 'documents/passport.jpg'],
        ['another extension', 'documents/' + 'a'.repeat(48) + '.html'],
        ['an absolute path', '/documents/' + 'a'.repeat(48) + '.jpg'],
    ])('refuses %s as a key, sending nothing', async (_label, key) => {
        const before = await s3.keys(BUCKET);
        await expect(storage.write(key, Buffer.from('x'))).rejects.toThrow('Invalid private file key');
        await expect(storage.read(key)).rejects.toThrow('Invalid private file key');
        await expect(storage.exists(key)).rejects.toThrow('Invalid private file key');
        await expect(storage.delete(key)).rejects.toThrow('Invalid private file key');
        expect(await s3.keys(BUCKET)).toEqual(before);
    });

    it('accepts a profile photo key (a customer folder and a 32-digit name)', async () => {
        const key = `42/${crypto.randomBytes(16).toString('hex')}.jpg`;
        await storage.write(key, Buffer.from('photo'));
        expect(await storage.exists(key)).toBe(true);
    });

    it.each([
        ['KMS with a key id', 'aws:kms' as const, 'alias/alva-documents'],
        ['S3-managed keys', 'AES256' as const, undefined],
    ])('asks for server-side encryption: %s, and a write only if the key is new', async (_label, sse, kmsKeyId) => {
        const sent: Array<Record<string, string>> = [];
        const client = recordingClient(s3, sent);
        const encrypted = new S3PrivateFileStorage({ client, bucket: BUCKET, sse, kmsKeyId });
        const key = newFileKey();
        await encrypted.write(key, Buffer.from('secret'));
        client.destroy();
        const put = sent.find(h => h['content-length'] === '6');
        expect(put).toMatchObject({
            'x-amz-server-side-encryption': sse,
            'if-none-match': '*',
            'content-type': 'image/jpeg',
        });
        expect(put?.['x-amz-server-side-encryption-aws-kms-key-id']).toBe(kmsKeyId);
        expect((await s3.object(BUCKET, key)).toString()).toBe('secret');
    });

    describe('the factory (one choice for documents, payment proofs and profile photos)', () => {
        const saved = Object.fromEntries(S3_ENV.map(name => [name, process.env[name]]));
        afterEach(() => {
            for (const name of S3_ENV) {
                if (saved[name] === undefined) delete process.env[name];
                else process.env[name] = saved[name];
            }
        });

        it('keeps local disk without S3_PRIVATE_BUCKET', () => {
            for (const name of S3_ENV) delete process.env[name];
            expect(privateFilesOnS3()).toBe(false);
            expect(privateFileStorage('/tmp/alva-private')).toBeInstanceOf(LocalPrivateFileStorage);
        });

        it('uses the private bucket when S3_PRIVATE_BUCKET is set, with the prefix and folder', async () => {
            Object.assign(process.env, {
                S3_ENDPOINT: s3.endpoint,
                S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
                S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
                S3_PRIVATE_BUCKET: BUCKET,
                S3_PRIVATE_PREFIX: '/alva/',
                S3_PRIVATE_SSE: 'AES256',
            });
            expect(privateFilesOnS3()).toBe(true);
            const photos = privateFileStorage('/tmp/not-used', 'profile-photos/');
            expect(photos).toBeInstanceOf(S3PrivateFileStorage);
            const key = `7/${crypto.randomBytes(16).toString('hex')}.jpg`;
            await photos.write(key, Buffer.from('me'));
            expect(await s3.keys(BUCKET)).toContain(`alva/profile-photos/${key}`);
        });

        it.each([
            [
                'the assets bucket',
                { S3_PRIVATE_BUCKET: 'same', S3_ASSETS_BUCKET: 'same' },
                /must not be the public assets bucket/,
            ],
            ['an unknown encryption', { S3_PRIVATE_BUCKET: 'p', S3_PRIVATE_SSE: 'rot13' }, /S3_PRIVATE_SSE must be/],
            [
                'a KMS key with AES256',
                { S3_PRIVATE_BUCKET: 'p', S3_PRIVATE_SSE: 'AES256', S3_PRIVATE_SSE_KMS_KEY_ID: 'k' },
                /needs S3_PRIVATE_SSE=aws:kms/,
            ],
            ['a prefix with ..', { S3_PRIVATE_BUCKET: 'p', S3_PRIVATE_PREFIX: 'a/../b' }, /S3_PRIVATE_PREFIX/],
        ])('refuses %s', (_label, env, message) => {
            for (const name of S3_ENV) delete process.env[name];
            Object.assign(process.env, env);
            expect(() => privateS3Settings()).toThrow(message);
        });

        it('takes a KMS key alone as KMS encryption', () => {
            for (const name of S3_ENV) delete process.env[name];
            Object.assign(process.env, { S3_PRIVATE_BUCKET: 'p', S3_PRIVATE_SSE_KMS_KEY_ID: 'alias/k' });
            expect(privateS3Settings()).toEqual({ bucket: 'p', prefix: '', sse: 'aws:kms', kmsKeyId: 'alias/k' });
        });
    });
});
