import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { Logger } from '@vendure/core';
import { pipeline, type Readable, type Writable } from 'stream';

/**
 * Where identity documents, payment proofs and profile photos live: never Vendure's asset store (public by default,
 * DESIGN §2). Locally a directory outside the asset server's; with S3_PRIVATE_BUCKET the same interface over a private
 * S3 bucket (s3-private-file-storage.ts; private-storage.ts chooses, docs/deploy.md).
 */
export interface PrivateFileStorage {
    write(key: string, data: Buffer): Promise<void>;
    read(key: string): Promise<Readable | null>;
    delete(key: string): Promise<void>;
    exists(key: string): Promise<boolean>;
}

/** A fresh random key; never derived from anything the user sent (file name, type, number). */
export function newFileKey(prefix = 'documents', extension: 'jpg' | 'pdf' = 'jpg'): string {
    return `${prefix}/${crypto.randomBytes(24).toString('hex')}.${extension}`;
}

/**
 * A key is one folder (a kind such as `documents`, or a customer's id for profile photos) and a random hex name:
 * nothing in it can climb out of the storage's root or name a file the server did not create.
 */
const KEY_PATTERN = /^[0-9A-Za-z_-]{1,64}\/(?:[0-9a-f]{32}|[0-9a-f]{48})\.(jpg|pdf)$/;

export function assertValidKey(key: string): void {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid private file key`);
}

/** graphql-upload's FileUpload (the resolved value of an `Upload` variable). */
export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream: () => Readable;
}

/** Reads an upload into memory, stopping at `maxBytes` (a bigger file is never held whole). */
export async function readUpload(upload: FileUpload, maxBytes: number): Promise<Buffer | 'TOO_LARGE'> {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = upload.createReadStream();
    try {
        for await (const chunk of stream) {
            size += (chunk as Buffer).length;
            if (size > maxBytes) {
                stream.destroy();
                return 'TOO_LARGE';
            }
            chunks.push(chunk as Buffer);
        }
    } catch (e) {
        const err = e as { status?: number; message?: string };
        if (err.status === 413 || /exceeds|truncated|size limit/i.test(err.message ?? '')) return 'TOO_LARGE';
        throw e;
    }
    return Buffer.concat(chunks);
}

export class LocalPrivateFileStorage implements PrivateFileStorage {
    constructor(private readonly root: string) {}

    private pathOf(key: string): string {
        assertValidKey(key);
        return path.join(this.root, key);
    }

    async write(key: string, data: Buffer): Promise<void> {
        const file = this.pathOf(key);
        await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        // wx: never overwrite; 0600: readable by the server's user only.
        await fs.promises.writeFile(file, data, { flag: 'wx', mode: 0o600 });
    }

    async read(key: string): Promise<Readable | null> {
        const file = this.pathOf(key);
        if (!(await this.exists(key))) return null;
        return fs.createReadStream(file);
    }

    async delete(key: string): Promise<void> {
        await fs.promises.rm(this.pathOf(key), { force: true });
    }

    async exists(key: string): Promise<boolean> {
        try {
            await fs.promises.access(this.pathOf(key));
            return true;
        } catch {
            return false;
        }
    }
}

/** Refuses a private directory inside (or equal to) the public asset directory. */
export function assertNotInside(privateDir: string, publicDir: string | undefined): void {
    if (!publicDir) return;
    const rel = path.relative(path.resolve(publicDir), path.resolve(privateDir));
    if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) {
        throw new Error(`PRIVATE_FILES_DIR (${privateDir}) must not be inside the public asset directory (${publicDir})`);
    }
}

/**
 * Streams a private file into an HTTP answer. pipeline ends both sides when either fails or the client leaves (an S3
 * body would otherwise keep its pooled connection); a failure other than the client leaving (S3 or KMS refusing
 * mid-download) is logged, as the answer can only be cut short by then.
 */
export function sendPrivateFile(file: Readable, res: Writable, what: string, loggerCtx: string): void {
    pipeline(file, res, err => {
        if (err && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
            Logger.error(`${what} could not be sent: ${err.message}`, loggerCtx);
        }
    });
}

/**
 * Removes a file nothing refers to any more (replaced by a new upload, or its reference cleared). A failure is logged,
 * not raised: the customer's change is saved, and an orphaned private file only takes space.
 */
export async function removeUnreferencedFile(storage: PrivateFileStorage, key: string, loggerCtx: string): Promise<void> {
    try {
        await storage.delete(key);
    } catch (e) {
        Logger.warn(`Unreferenced file ${key} could not be removed: ${(e as Error).message}`, loggerCtx);
    }
}

/**
 * Opens a private file for a view that must be recorded (an access log, an order history entry) before it is served:
 * null when the file is missing. When recording fails the file is closed again (an unread S3 body holds a pooled
 * connection) and the error raised, so nothing is served unrecorded.
 */
export async function openRecorded(
    storage: PrivateFileStorage,
    key: string,
    record: () => Promise<unknown>,
): Promise<Readable | null> {
    const file = await storage.read(key);
    if (!file) return null;
    try {
        await record();
    } catch (e) {
        file.destroy();
        throw e;
    }
    return file;
}
