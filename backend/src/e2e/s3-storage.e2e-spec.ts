/**
 * S3-compatible storage (issue 20) on a real S3 server (s3rver): with the S3_* variables set, an admin's asset lands in
 * the assets bucket and is served (and transformed) by Vendure's /assets route; a customer's identity document and
 * profile photo land in the private bucket, never on disk nor in the assets bucket, and are served by their own
 * routes to their owner only.
 */
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { SUPER_ADMIN_USER_IDENTIFIER, SUPER_ADMIN_USER_PASSWORD } from '@vendure/common/lib/shared-constants';
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { assetServerOptions } from '../vendure-config';
import { TEST_ACCOUNTS, populateFixtures } from './fixtures';
import { S3RVER_CREDENTIALS, S3TestServer, startS3TestServer } from './s3-test-server';
import { createAlvaTestEnvironment, initialData } from './test-environment';

const PORT = 3193;
const S3_PORT = 3194;
const BASE = `http://localhost:${PORT}`;
const ASSETS_BUCKET = 'alva-assets-e2e';
const PRIVATE_BUCKET = 'alva-private-e2e';

// The local directories each kind of file would use without S3: they must stay empty.
const LOCAL = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-s3-e2e-'));
Object.assign(process.env, {
    ASSET_UPLOAD_DIR: path.join(LOCAL, 'assets'),
    PRIVATE_FILES_DIR: path.join(LOCAL, 'private'),
    PROFILE_PHOTO_DIR: path.join(LOCAL, 'profile-photos'),
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ASSETS_BUCKET: ASSETS_BUCKET,
    S3_PRIVATE_BUCKET: PRIVATE_BUCKET,
    S3_PRIVATE_PREFIX: 'alva',
    S3_PRIVATE_SSE: 'AES256',
});
delete process.env.ASSET_URL_PREFIX;

const DOC_UPLOAD = `
    mutation Upload($type: CustomerDocumentType!, $file: Upload!, $kind: IdentityCardKind) {
        customerUploadDocumentImage(type: $type, file: $file, kind: $kind) {
            __typename
            ... on CustomerDocument { id hasImage imageByteSize }
            ... on DocumentUploadError { errorCode message }
        }
    }
`;
const PHOTO_UPLOAD = `
    mutation Upload($file: Upload!) {
        uploadProfilePhoto(file: $file) {
            __typename
            ... on ProfileCustomerUpdated { profile { photoURL } }
            ... on ProfilePhotoError { code }
        }
    }
`;
const CREATE_ASSETS = `
    mutation Create($input: [CreateAssetInput!]!) {
        createAssets(input: $input) {
            __typename
            ... on Asset { id source preview }
            ... on MimeTypeError { message }
        }
    }
`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are checked by the assertions
type Gql = { data?: any; errors?: Array<{ message: string }> };

async function login(api: 'shop-api' | 'admin-api', username: string, password: string): Promise<string> {
    const res = await fetch(`${BASE}/${api}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`,
            variables: { u: username, p: password },
        }),
    });
    const body = (await res.json()) as Gql;
    expect(body.data?.login.__typename, JSON.stringify(body)).toBe('CurrentUser');
    return res.headers.get('vendure-auth-token')!;
}

/** A GraphQL multipart request with one JPEG at `filePath` of the variables. */
async function uploadFile(
    api: 'shop-api' | 'admin-api',
    token: string,
    query: string,
    variables: Record<string, unknown>,
    filePath: string,
    bytes: Buffer,
    filename: string,
): Promise<Gql> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify({ 0: [filePath] }));
    form.append('0', new Blob([bytes], { type: 'image/jpeg' }), filename);
    const res = await fetch(`${BASE}/${api}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
        body: form,
    });
    return (await res.json()) as Gql;
}

/** Every file (not folder) under `dir`. */
function filesUnder(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => path.join(entry.parentPath, entry.name));
}

const bearer = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : undefined);

const image = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
        .composite([
            { input: { create: { width: 120, height: 80, channels: 3, background: '#ffcc00' } }, top: 10, left: 10 },
        ])
        .jpeg()
        .toBuffer();

describe('S3-compatible storage', () => {
    const { server } = createAlvaTestEnvironment(PORT, {
        extraPlugins: [AssetServerPlugin.init(assetServerOptions(BASE))],
    });
    const owner = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    const other = TEST_ACCOUNTS.find(a => a.kind === 'product-specialist')!; // also a plain customer account
    let s3: S3TestServer;
    let ownerToken: string;
    let otherToken: string;

    beforeAll(async () => {
        // Only the private bucket is made beforehand (as an operator would, with its policies); Vendure's S3
        // strategy creates the assets bucket itself when it is missing.
        s3 = await startS3TestServer([PRIVATE_BUCKET], S3_PORT);
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
        ownerToken = await login('shop-api', owner.email, owner.password);
        otherToken = await login('shop-api', other.email, other.password);
    });

    afterAll(async () => {
        await server.destroy();
        await s3?.close();
        fs.rmSync(LOCAL, { recursive: true, force: true });
    });

    describe('assets', () => {
        let source: string;
        let preview: string;
        let uploaded: Buffer;

        it('an admin upload lands in the assets bucket, not on disk', async () => {
            const adminToken = await login('admin-api', SUPER_ADMIN_USER_IDENTIFIER, SUPER_ADMIN_USER_PASSWORD);
            uploaded = await image(640, 400, '#d6246e');
            const body = await uploadFile(
                'admin-api',
                adminToken,
                CREATE_ASSETS,
                { input: [{ file: null }] },
                'variables.input.0.file',
                uploaded,
                'scooter.jpg',
            );
            const asset = body.data?.createAssets?.[0];
            expect(asset?.__typename, JSON.stringify(body)).toBe('Asset');
            ({ source, preview } = asset);
            expect(source.startsWith(`${BASE}/assets/`)).toBe(true);
            expect(preview.startsWith(`${BASE}/assets/`)).toBe(true);

            const keys = await s3.keys(ASSETS_BUCKET);
            expect(keys).toEqual(
                expect.arrayContaining([
                    source.slice(`${BASE}/assets/`.length),
                    preview.slice(`${BASE}/assets/`.length),
                ]),
            );
            expect((await s3.object(ASSETS_BUCKET, source.slice(`${BASE}/assets/`.length))).equals(uploaded)).toBe(
                true,
            );
            expect(filesUnder(process.env.ASSET_UPLOAD_DIR!)).toEqual([]);
        });

        it('is served by /assets from the bucket, and its transforms are cached in the bucket', async () => {
            const original = await fetch(source);
            expect(original.status).toBe(200);
            expect(original.headers.get('content-type')).toContain('image/jpeg');
            expect(Buffer.from(await original.arrayBuffer()).equals(uploaded)).toBe(true);

            const thumb = await fetch(`${preview}?preset=thumb`);
            expect(thumb.status).toBe(200);
            const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
            expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(150);
            expect((await s3.keys(ASSETS_BUCKET)).some(key => key.startsWith('cache/'))).toBe(true);
            expect(filesUnder(process.env.ASSET_UPLOAD_DIR!)).toEqual([]);

            expect((await fetch(`${BASE}/assets/source/00/missing.jpg`)).status).toBe(404);
        });
    });

    describe('private files', () => {
        let documentId: string;
        let documentKey: string;

        it('an identity document lands in the private bucket only', async () => {
            const body = await uploadFile(
                'shop-api',
                ownerToken,
                DOC_UPLOAD,
                { type: 'IDENTITY_CARD', kind: 'KTP', file: null },
                'variables.file',
                await image(900, 560, '#336699'),
                'ktp.jpg',
            );
            const doc = body.data?.customerUploadDocumentImage;
            expect(doc?.__typename, JSON.stringify(body)).toBe('CustomerDocument');
            documentId = doc.id;

            const keys = await s3.keys(PRIVATE_BUCKET);
            const documents = keys.filter(key => key.startsWith('alva/documents/'));
            expect(documents).toHaveLength(1);
            documentKey = documents[0];
            expect(documentKey).toMatch(/^alva\/documents\/[0-9a-f]{48}\.jpg$/);
            expect((await s3.object(PRIVATE_BUCKET, documentKey)).length).toBe(doc.imageByteSize);

            expect(filesUnder(process.env.PRIVATE_FILES_DIR!)).toEqual([]);
            expect(filesUnder(process.env.ASSET_UPLOAD_DIR!)).toEqual([]);
            const assetKeys = await s3.keys(ASSETS_BUCKET);
            expect(assetKeys.filter(key => key.includes('documents/'))).toEqual([]);
            // Nor reachable through the public asset route, under either spelling of its key.
            for (const key of [documentKey, documentKey.replace(/^alva\//, '')]) {
                expect((await fetch(`${BASE}/assets/${key}`)).status).toBe(404);
            }
        });

        it('is served by the document route to its owner only', async () => {
            const mine = await fetch(`${BASE}/customer-documents/${documentId}/file`, { headers: bearer(ownerToken) });
            expect(mine.status).toBe(200);
            expect(mine.headers.get('content-type')).toBe('image/jpeg');
            const served = Buffer.from(await mine.arrayBuffer());
            expect(served.equals(await s3.object(PRIVATE_BUCKET, documentKey))).toBe(true);

            const theirs = await fetch(`${BASE}/customer-documents/${documentId}/file`, {
                headers: bearer(otherToken),
            });
            expect(theirs.status).toBe(404);
            const anonymous = await fetch(`${BASE}/customer-documents/${documentId}/file`);
            expect(anonymous.status).not.toBe(200);
        });

        it('deleting the document deletes its object', async () => {
            const res = await fetch(`${BASE}/shop-api`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...bearer(ownerToken) },
                body: JSON.stringify({ query: `mutation { customerDeleteDocument(type: IDENTITY_CARD) { result } }` }),
            });
            expect(((await res.json()) as Gql).data?.customerDeleteDocument.result).toBe('DELETED');
            expect(await s3.keys(PRIVATE_BUCKET)).not.toContain(documentKey);
            const gone = await fetch(`${BASE}/customer-documents/${documentId}/file`, { headers: bearer(ownerToken) });
            expect(gone.status).toBe(404);
        });

        it('a profile photo lands in the private bucket and is served to its owner only', async () => {
            const body = await uploadFile(
                'shop-api',
                ownerToken,
                PHOTO_UPLOAD,
                { file: null },
                'variables.file',
                await image(600, 600, '#222222'),
                'me.jpg',
            );
            const photoURL: string = body.data?.uploadProfilePhoto?.profile?.photoURL;
            expect(photoURL, JSON.stringify(body)).toMatch(/^\/api\/profile\/photo\/[0-9a-f]{32}$/);
            const photoId = photoURL.split('/').pop()!;
            const photos = (await s3.keys(PRIVATE_BUCKET)).filter(key => key.startsWith('alva/profile-photos/'));
            expect(photos).toHaveLength(1);
            expect(photos[0]).toMatch(new RegExp(`^alva/profile-photos/[0-9A-Za-z_-]+/${photoId}\\.jpg$`));
            expect(filesUnder(process.env.PROFILE_PHOTO_DIR!)).toEqual([]);

            const mine = await fetch(`${BASE}/profile-photo/${photoId}`, { headers: bearer(ownerToken) });
            expect(mine.status).toBe(200);
            expect(mine.headers.get('content-type')).toBe('image/jpeg');
            expect(Buffer.from(await mine.arrayBuffer()).equals(await s3.object(PRIVATE_BUCKET, photos[0]))).toBe(true);
            expect((await fetch(`${BASE}/profile-photo/${photoId}`, { headers: bearer(otherToken) })).status).toBe(404);
            expect((await fetch(`${BASE}/profile-photo/${photoId}`)).status).toBe(401);
        });
    });
});
