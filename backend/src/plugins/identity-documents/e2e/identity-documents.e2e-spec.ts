/**
 * Identity documents (KTP/KITAS, NPWP): number rules, upload checks and re-encoding, private storage, the file
 * route, staff permission and the access log. Every refused input is checked to have stored nothing.
 */
import { TransactionalConnection } from '@vendure/core';
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { documentNumbersCases } from '@alva/rules/cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ACCOUNTS, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { DOCUMENT_MAX_BYTES } from '../constants';
import { CustomerDocument } from '../entities/customer-document.entity';
import { DocumentAccessLog } from '../entities/document-access-log.entity';

const PORT = 3148;
const BASE = `http://localhost:${PORT}`;
const PRIVATE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-documents-'));
process.env.PRIVATE_FILES_DIR = PRIVATE_DIR;
const UPLOADS_PER_HOUR = 40;
process.env.DOCUMENT_UPLOADS_PER_HOUR = String(UPLOADS_PER_HOUR);

const DOC_FIELDS = `
    id type kind maskedNumber name address provinceId provinceName cityId cityName zipCode
    hasImage imageUrl imageMimeType imageByteSize imageWidth imageHeight imageUploadedAt
`;
const LIST = `query { customerDocuments { ${DOC_FIELDS} } }`;
const UPDATE = `
    mutation Update($input: CustomerIdentityCardNumberInput!) {
        customerUpdateIdentityCardNumber(input: $input) {
            __typename
            ... on CustomerDocumentList { items { ${DOC_FIELDS} } }
            ... on DocumentValidationError { errorCode message fieldErrors { field code } }
        }
    }
`;
const UPLOAD = `
    mutation Upload($type: CustomerDocumentType!, $file: Upload!, $kind: IdentityCardKind) {
        customerUploadDocumentImage(type: $type, file: $file, kind: $kind) {
            __typename
            ... on CustomerDocument { ${DOC_FIELDS} }
            ... on DocumentUploadError { errorCode message }
        }
    }
`;
const DELETE = `mutation Delete($type: CustomerDocumentType!) { customerDeleteDocument(type: $type) { result message } }`;

type Gql = { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };

async function gqlRequest(api: 'shop-api' | 'admin-api', token: string | null, query: string, variables = {}) {
    const res = await fetch(`${BASE}/${api}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    return { body: (await res.json()) as Gql, token: res.headers.get('vendure-auth-token') };
}

/** A GraphQL multipart request, as the site's XHR upload sends it. */
async function upload(token: string, bytes: Buffer | Uint8Array, filename: string, type = 'IDENTITY_CARD', kind: string | null = 'KTP') {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { type, kind, file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([bytes]), filename);
    const res = await fetch(`${BASE}/shop-api`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
        body: form,
    });
    const body = (await res.json()) as Gql;
    return body.data?.customerUploadDocumentImage ?? body;
}

async function login(api: 'shop-api' | 'admin-api', email: string, password: string): Promise<string> {
    const { body, token } = await gqlRequest(
        api,
        null,
        `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename ... on ErrorResult { message } } }`,
        { u: email, p: password },
    );
    expect(body.data?.login.__typename, JSON.stringify(body)).toBe('CurrentUser');
    return token!;
}

const fileRoute = (id: string | number, token: string | null) =>
    fetch(`${BASE}/customer-documents/${id}/file`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

function storedFiles(): string[] {
    const dir = path.join(PRIVATE_DIR, 'documents');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

// ------------------------------------------------------------------------------------------------
// Test images
// ------------------------------------------------------------------------------------------------

const photo = (width = 900, height = 560, format: 'jpeg' | 'png' = 'jpeg') =>
    sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
        .composite([
            {
                input: { create: { width: Math.floor(width / 3), height: Math.floor(height / 3), channels: 3, background: '#ffcc00' } },
                top: 10,
                left: 10,
            },
        ])
        [format]()
        .toBuffer();

/** A JPEG with EXIF orientation 6 (rotated 90°) and a GPS position, like a phone photo. */
const phonePhoto = () =>
    sharp({ create: { width: 800, height: 500, channels: 3, background: '#336699' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({
            IFD0: { Make: 'AlvaPhone', Model: 'Secret Model X' },
            IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 13/1 36/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 48/1 33/1' },
        })
        .toBuffer();

describe('identity documents', () => {
    const { server } = createAlvaTestEnvironment(PORT);
    const owner = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    const other = TEST_ACCOUNTS.find(a => a.kind === 'product-specialist')!; // also a plain customer account
    const ecommerceAdmin = TEST_ACCOUNTS.find(a => a.kind === 'ecommerce-admin')!;
    let ownerToken: string;
    let otherToken: string;
    let jpeg: Buffer;
    let png: Buffer;

    const repo = <T extends object>(entity: new (...args: any[]) => T) =>
        server.app.get(TransactionalConnection).rawConnection.getRepository(entity);
    const ownerRows = async () => {
        const { body } = await gqlRequest('shop-api', ownerToken, LIST);
        return body.data!.customerDocuments as any[];
    };

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
        ownerToken = await login('shop-api', owner.email, owner.password);
        otherToken = await login('shop-api', other.email, other.password);
        jpeg = await photo();
        png = await photo(700, 450, 'png');
    });

    afterAll(async () => {
        await server.destroy();
        fs.rmSync(PRIVATE_DIR, { recursive: true, force: true });
    });

    it('is FORBIDDEN without a signed-in customer', async () => {
        const { body } = await gqlRequest('shop-api', null, LIST);
        expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        const res = await fileRoute(1, null);
        expect(res.status).not.toBe(200);
    });

    it('starts empty', async () => {
        expect(await ownerRows()).toEqual([]);
    });

    describe('number form: each bad input is refused with its field code and nothing is stored', () => {
        const NIK = '3174051205900001';
        const cases: Array<[string, Record<string, unknown>, string, string]> = [
            ['nothing at all', { kind: 'KTP' }, 'identityCardNumber', 'REQUIRED'],
            ['spaces only', { kind: 'KTP', identityCardNumber: '    ' }, 'identityCardNumber', 'REQUIRED'],
            ['a NIK of 15 digits', { kind: 'KTP', identityCardNumber: '317405120590001' }, 'identityCardNumber', 'NIK_LENGTH'],
            ['a NIK of 17 digits', { kind: 'KTP', identityCardNumber: '31740512059000011' }, 'identityCardNumber', 'NIK_LENGTH'],
            ['letters in the NIK', { kind: 'KTP', identityCardNumber: '31740512059000AB' }, 'identityCardNumber', 'NUMBERS_ONLY'],
            ['spaces inside the NIK', { kind: 'KTP', identityCardNumber: '3174 0512 0590 0001' }, 'identityCardNumber', 'NUMBERS_ONLY'],
            ['dots inside the NIK', { kind: 'KTP', identityCardNumber: '3174.0512.0590.0001' }, 'identityCardNumber', 'NUMBERS_ONLY'],
            ['a script', { kind: 'KTP', identityCardNumber: '<script>alert(1)</script>' }, 'identityCardNumber', 'NUMBERS_ONLY'],
            ['an emoji', { kind: 'KTP', identityCardNumber: '317405120590000😀' }, 'identityCardNumber', 'NUMBERS_ONLY'],
            ['Arabic-Indic digits (right-to-left)', { kind: 'KTP', identityCardNumber: '٣١٧٤٠٥١٢٠٥٩٠٠٠٠١' }, 'identityCardNumber', 'NUMBERS_ONLY'],
            ['a right-to-left override', { kind: 'KTP', identityCardNumber: `\u202E${NIK}` }, 'identityCardNumber', 'NUMBERS_ONLY'],
            ['a negative number', { kind: 'KTP', identityCardNumber: '-317405120590001' }, 'identityCardNumber', 'NUMBERS_ONLY'],
            ['an SQL fragment', { kind: 'KTP', identityCardNumber: "1' OR '1'='1" }, 'identityCardNumber', 'NUMBERS_ONLY'],
            ['far too long', { kind: 'KTP', identityCardNumber: '1'.repeat(100) }, 'identityCardNumber', 'TOO_LONG'],
            ['month 13 in the NIK', { kind: 'KTP', identityCardNumber: '3174051213900001' }, 'identityCardNumber', 'NIK_INVALID'],
            ['province 00 in the NIK', { kind: 'KTP', identityCardNumber: '0074051205900001' }, 'identityCardNumber', 'NIK_INVALID'],
            ['sequence 0000 in the NIK', { kind: 'KTP', identityCardNumber: '3174051205900000' }, 'identityCardNumber', 'NIK_INVALID'],
            ['no kind with a number', { identityCardNumber: NIK }, 'kind', 'REQUIRED'],
            ['a too short KITAS', { kind: 'KITAS', identityCardNumber: 'ABC123' }, 'identityCardNumber', 'KITAS_FORMAT'],
            ['a NIK given as KITAS', { kind: 'KITAS', identityCardNumber: NIK }, 'identityCardNumber', 'KITAS_FORMAT'],
            ['a KITAS with a script', { kind: 'KITAS', identityCardNumber: '2C<script>1234' }, 'identityCardNumber', 'KITAS_FORMAT'],
            ['a KITAS with letters only', { kind: 'KITAS', identityCardNumber: '2CABCDEFGHIJK' }, 'identityCardNumber', 'KITAS_FORMAT'],
            ['an NPWP of 14 digits', { taxCardNumber: '12.345.678.9-012.34' }, 'taxCardNumber', 'NPWP_LENGTH'],
            ['an NPWP of 17 digits', { taxCardNumber: '12345678901234567' }, 'taxCardNumber', 'NPWP_LENGTH'],
            ['letters in the NPWP', { taxCardNumber: '12.345.678.9-012.ABC' }, 'taxCardNumber', 'NPWP_FORMAT'],
            ['an emoji in the NPWP', { taxCardNumber: '123456789012345🙂' }, 'taxCardNumber', 'NPWP_FORMAT'],
            ['digits in the name', { kind: 'KTP', identityCardNumber: NIK, name: 'Rina 2' }, 'name', 'LETTERS_ONLY'],
            ['an Arabic name', { kind: 'KTP', identityCardNumber: NIK, name: 'ريناء' }, 'name', 'LETTERS_ONLY'],
            ['an emoji name', { kind: 'KTP', identityCardNumber: NIK, name: 'Rina 😀' }, 'name', 'LETTERS_ONLY'],
            ['a one-letter name (the one name rule)', { kind: 'KTP', identityCardNumber: NIK, name: 'R' }, 'name', 'TOO_SHORT'],
            ['a script in the address', { kind: 'KTP', identityCardNumber: NIK, address: '<script>x</script>' }, 'address', 'ADDRESS_FORMAT'],
            ['a four-digit zip code', { kind: 'KTP', identityCardNumber: NIK, zipCode: '1234' }, 'zipCode', 'ZIP_FORMAT'],
            ['a province id without its name', { kind: 'KTP', identityCardNumber: NIK, provinceId: '31' }, 'provinceName', 'REQUIRED'],
            ['a path as city id', { kind: 'KTP', identityCardNumber: NIK, cityId: '../../etc', cityName: 'Jakarta' }, 'cityId', 'ID_FORMAT'],
        ];

        it.each(cases)('%s', async (_label, input, field, code) => {
            const { body } = await gqlRequest('shop-api', ownerToken, UPDATE, { input });
            const result = body.data!.customerUpdateIdentityCardNumber;
            expect(result.__typename).toBe('DocumentValidationError');
            expect(result.errorCode).toBe('DOCUMENT_INVALID_INPUT');
            expect(result.fieldErrors).toContainEqual({ field, code });
            expect(await ownerRows()).toEqual([]);
        });

        // The shared table (packages/rules/src/cases.ts): the same codes the schema and the form give.
        it.each(documentNumbersCases.bad)('table: $label in $field is refused with $code', async ({ field, value, code, apiTyped }) => {
            const input = { ...documentNumbersCases.good[0], [field]: value };
            const { body } = await gqlRequest('shop-api', ownerToken, UPDATE, { input });
            if (apiTyped || field === 'kind') {
                // The GraphQL enum refuses an unknown or empty kind before the resolver runs.
                expect(body.errors?.length).toBeGreaterThan(0);
            } else {
                const result = body.data!.customerUpdateIdentityCardNumber;
                expect(result.__typename).toBe('DocumentValidationError');
                expect(result.fieldErrors).toEqual([{ field, code }]);
            }
            expect(await ownerRows()).toEqual([]);
        });

        it('an unknown kind is refused by the schema', async () => {
            const { body } = await gqlRequest('shop-api', ownerToken, UPDATE, { input: { kind: 'PASSPORT', identityCardNumber: NIK } });
            expect(body.errors?.length).toBeGreaterThan(0);
            expect(await repo(CustomerDocument).count()).toBe(0);
        });
    });

    describe('upload: each bad file is refused with its code and nothing is stored', () => {
        const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF');
        const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0)]);
        const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="300" height="300"/></svg>');
        const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
        const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
        const webp = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');
        /** A PNG header claiming 30000 × 30000 pixels (a decompression bomb), with no image data. */
        const bombPng = () => {
            const b = Buffer.from(png);
            b.writeUInt32BE(30000, 16);
            b.writeUInt32BE(30000, 20);
            return b.subarray(0, 200);
        };

        const cases: Array<[string, () => Buffer | Promise<Buffer>, string, string]> = [
            ['one byte over the limit', () => Buffer.concat([jpeg, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - jpeg.length)]), 'big.jpg', 'DOCUMENT_FILE_TOO_LARGE'],
            ['far over the limit', () => Buffer.alloc(DOCUMENT_MAX_BYTES + 5 * 1024 * 1024, 0xff), 'huge.jpg', 'DOCUMENT_FILE_TOO_LARGE'],
            ['a .gif name', () => jpeg, 'card.gif', 'DOCUMENT_FILE_TYPE'],
            ['a .pdf file', () => pdf, 'ktp.pdf', 'DOCUMENT_FILE_TYPE'],
            ['a PDF renamed .jpg', () => pdf, 'ktp.jpg', 'DOCUMENT_FILE_TYPE'],
            ['an EXE renamed .jpg', () => exe, 'ktp.jpg', 'DOCUMENT_FILE_TYPE'],
            ['an SVG renamed .jpg', () => svg, 'ktp.jpg', 'DOCUMENT_FILE_TYPE'],
            ['an SVG renamed .png', () => svg, 'ktp.png', 'DOCUMENT_FILE_TYPE'],
            ['HTML renamed .jpeg', () => html, 'ktp.jpeg', 'DOCUMENT_FILE_TYPE'],
            ['a GIF renamed .png', () => gif, 'ktp.png', 'DOCUMENT_FILE_TYPE'],
            ['a WebP renamed .jpg', () => webp, 'ktp.jpg', 'DOCUMENT_FILE_TYPE'],
            ['a .heic name', () => jpeg, 'IMG_0001.heic', 'DOCUMENT_FILE_TYPE'],
            ['no extension', () => jpeg, 'ktp', 'DOCUMENT_FILE_TYPE'],
            ['a double extension ending in .exe', () => jpeg, 'ktp.jpg.exe', 'DOCUMENT_FILE_TYPE'],
            ['plain text named .png', () => Buffer.from('hello, this is not an image'), 'ktp.png', 'DOCUMENT_FILE_TYPE'],
            ['zero bytes', () => Buffer.alloc(0), 'empty.jpg', 'DOCUMENT_IMAGE_INVALID'],
            ['only the JPEG magic bytes', () => Buffer.from([0xff, 0xd8, 0xff]), 'ktp.jpg', 'DOCUMENT_IMAGE_INVALID'],
            ['a truncated JPEG', () => jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'ktp.jpg', 'DOCUMENT_IMAGE_INVALID'],
            ['a truncated PNG', () => png.subarray(0, Math.floor(png.length / 2)), 'ktp.png', 'DOCUMENT_IMAGE_INVALID'],
            ['JPEG magic followed by HTML', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]), 'ktp.jpg', 'DOCUMENT_IMAGE_INVALID'],
            ['PNG signature followed by garbage', () => Buffer.concat([png.subarray(0, 8), Buffer.alloc(500, 7)]), 'ktp.png', 'DOCUMENT_IMAGE_INVALID'],
            ['a decompression bomb header', bombPng, 'ktp.png', 'DOCUMENT_IMAGE_INVALID'],
            ['a 50 × 50 pixel photo', () => photo(50, 50), 'ktp.jpg', 'DOCUMENT_IMAGE_TOO_SMALL'],
        ];

        it.each(cases)('%s', async (_label, make, filename, code) => {
            const result = await upload(ownerToken, await make(), filename);
            expect(result.__typename, JSON.stringify(result)).toBe('DocumentUploadError');
            expect(result.errorCode).toBe(code);
            expect(await repo(CustomerDocument).count()).toBe(0);
            expect(storedFiles()).toEqual([]);
        });

        it('the too-large message states the one limit', async () => {
            const result = await upload(ownerToken, Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0xff), 'big.jpg');
            expect(result.message).toBe('The file exceeded the maximum upload size (20 MB).');
            expect(DOCUMENT_MAX_BYTES).toBe(20 * 1024 * 1024);
        });

        it('a file of exactly the limit is not refused for its size', async () => {
            const exact = Buffer.concat([jpeg, Buffer.alloc(DOCUMENT_MAX_BYTES - jpeg.length, 0)]);
            const result = await upload(otherToken, exact, 'exact.jpg');
            // Trailing bytes after the JPEG end marker are ignored by the decoder and dropped by the re-encode.
            expect(result.__typename, JSON.stringify(result)).toBe('CustomerDocument');
            expect(result.imageByteSize).toBeLessThan(1024 * 1024);
            const { body } = await gqlRequest('shop-api', otherToken, DELETE, { type: 'IDENTITY_CARD' });
            expect(body.data.customerDeleteDocument.result).toBe('DELETED');
            expect(storedFiles()).toEqual([]);
        });
    });

    it('refuses uploads over the hourly limit per customer (every attempt counts), storing nothing', async () => {
        const coordinator = TEST_ACCOUNTS.find(a => a.kind === 'coordinator')!;
        const token = await login('shop-api', coordinator.email, coordinator.password);
        for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
            const r = await upload(token, Buffer.alloc(0), 'empty.jpg');
            expect(r.errorCode).toBe('DOCUMENT_IMAGE_INVALID');
        }
        const refused = await upload(token, jpeg, 'ktp.jpg');
        expect(refused).toMatchObject({ __typename: 'DocumentUploadError', errorCode: 'DOCUMENT_TOO_MANY_UPLOADS' });
        const { body } = await gqlRequest('shop-api', token, LIST);
        expect(body.data!.customerDocuments).toEqual([]);
        expect(storedFiles()).toEqual([]);
        // Another customer is not affected.
        const ok = await upload(otherToken, jpeg, 'ktp.jpg');
        expect(ok.__typename).toBe('CustomerDocument');
        await gqlRequest('shop-api', otherToken, DELETE, { type: 'IDENTITY_CARD' });
    });

    describe('a stored KTP', () => {
        let docId: string;

        it('stores the NIK, the holder and an NPWP with punctuation as digits; the API shows them masked', async () => {
            const { body } = await gqlRequest('shop-api', ownerToken, UPDATE, {
                input: {
                    kind: 'KTP',
                    identityCardNumber: ' 3174051205900001 ',
                    taxCardNumber: '12.345.678.9-012.345',
                    name: 'Rina  Wijaya',
                    address: 'Jl. Sudirman No. 5, RT 01/RW 02',
                    provinceId: '31',
                    provinceName: 'DKI Jakarta',
                    cityId: '3174',
                    cityName: 'Jakarta Selatan',
                    zipCode: '12190',
                },
            });
            const result = body.data!.customerUpdateIdentityCardNumber;
            expect(result.__typename, JSON.stringify(body)).toBe('CustomerDocumentList');
            const id = result.items.find((d: any) => d.type === 'IDENTITY_CARD');
            const tax = result.items.find((d: any) => d.type === 'TAX_CARD');
            expect(id).toMatchObject({ kind: 'KTP', maskedNumber: '••••••••••••0001', name: 'Rina Wijaya', zipCode: '12190', hasImage: false, imageUrl: null });
            expect(tax).toMatchObject({ kind: null, maskedNumber: '•••••••••••2345' });
            const rows = await repo(CustomerDocument).find();
            expect(rows.map(r => r.number).sort()).toEqual(['123456789012345', '3174051205900001']);
            expect(JSON.stringify(body)).not.toContain('3174051205900001');
        });

        it('changing only the NPWP keeps the identity number; holder fields left out stay, given ones change', async () => {
            const { body } = await gqlRequest('shop-api', ownerToken, UPDATE, {
                input: { taxCardNumber: '1234567890123456', name: 'Rina Wijaya Putri', address: null },
            });
            expect(body.data!.customerUpdateIdentityCardNumber.__typename).toBe('CustomerDocumentList');
            const id = await repo(CustomerDocument).findOneByOrFail({ type: 'IDENTITY_CARD' });
            expect(id).toMatchObject({
                number: '3174051205900001',
                holderName: 'Rina Wijaya Putri',
                address: null,
                provinceId: '31',
                cityName: 'Jakarta Selatan',
                zipCode: '12190',
            });
            expect((await repo(CustomerDocument).findOneByOrFail({ type: 'TAX_CARD' })).number).toBe('1234567890123456');
            await gqlRequest('shop-api', ownerToken, UPDATE, { input: { taxCardNumber: '12.345.678.9-012.345' } });
        });

        it('both numbers left empty keep the stored ones: the postal code changes without retyping the NIK (issue 21)', async () => {
            const { body } = await gqlRequest('shop-api', ownerToken, UPDATE, {
                input: { identityCardNumber: null, taxCardNumber: '', zipCode: '12150' },
            });
            expect(body.data!.customerUpdateIdentityCardNumber.__typename).toBe('CustomerDocumentList');
            const id = await repo(CustomerDocument).findOneByOrFail({ type: 'IDENTITY_CARD' });
            expect(id).toMatchObject({ number: '3174051205900001', zipCode: '12150' });
            expect((await repo(CustomerDocument).findOneByOrFail({ type: 'TAX_CARD' })).number).toBe('123456789012345');
            await gqlRequest('shop-api', ownerToken, UPDATE, { input: { zipCode: '12190' } });
        });

        it('accepts a KITAS in the documented format, normalised', async () => {
            const { body } = await gqlRequest('shop-api', otherToken, UPDATE, { input: { kind: 'KITAS', identityCardNumber: '2c11-ab 1234567' } });
            expect(body.data!.customerUpdateIdentityCardNumber.__typename).toBe('CustomerDocumentList');
            const row = await repo(CustomerDocument).findOneByOrFail({ kind: 'KITAS' });
            expect(row.number).toBe('2C11AB1234567');
            await gqlRequest('shop-api', otherToken, DELETE, { type: 'IDENTITY_CARD' });
        });

        it('uploads a phone photo: orientation applied, EXIF and GPS dropped, random file name, private directory', async () => {
            const original = await phonePhoto();
            const before = await sharp(original).metadata();
            expect(before.exif).toBeDefined();
            expect(before.orientation).toBe(6);
            expect(hasGpsIfd(before.exif!)).toBe(true);
            expect(original.includes(Buffer.from('Secret Model X'))).toBe(true);

            const result = await upload(ownerToken, original, '../../evil name.JPG', 'IDENTITY_CARD', 'KTP');
            expect(result.__typename, JSON.stringify(result)).toBe('CustomerDocument');
            docId = result.id;
            expect(result).toMatchObject({ hasImage: true, imageMimeType: 'image/jpeg', imageWidth: 500, imageHeight: 800, maskedNumber: '••••••••••••0001' });
            expect(result.imageUrl).toMatch(new RegExp(`^/api/documents/${docId}\\?v=[0-9a-f]{12}$`));

            const files = storedFiles();
            expect(files).toHaveLength(1);
            expect(files[0]).toMatch(/^[0-9a-f]{48}\.jpg$/);
            const stored = fs.readFileSync(path.join(PRIVATE_DIR, 'documents', files[0]));
            const after = await sharp(stored).metadata();
            expect(after.exif).toBeUndefined();
            expect(after.xmp).toBeUndefined();
            expect(after.orientation ?? 1).toBe(1);
            expect(stored.includes(Buffer.from('Secret Model X'))).toBe(false);
            expect(hasGpsIfd(stored)).toBe(false);
            const row = await repo(CustomerDocument).findOneByOrFail({ id: rawId(docId) });
            expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
            expect(row.byteSize).toBe(stored.length);
        });

        it('a PNG named .jpg and a polyglot JPEG with an HTML tail are re-encoded to clean JPEGs', async () => {
            const pngAsJpg = await upload(ownerToken, png, 'scan.jpg', 'TAX_CARD', null);
            expect(pngAsJpg).toMatchObject({ __typename: 'CustomerDocument', type: 'TAX_CARD', imageMimeType: 'image/jpeg' });
            const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
            const replaced = await upload(ownerToken, polyglot, 'npwp.jpg', 'TAX_CARD', null);
            expect(replaced.__typename).toBe('CustomerDocument');
            // Replacing keeps one file per document: the PNG's file is gone.
            expect(storedFiles()).toHaveLength(2);
            for (const f of storedFiles()) {
                expect(fs.readFileSync(path.join(PRIVATE_DIR, 'documents', f)).includes(Buffer.from('<script>'))).toBe(false);
            }
        });

        it('the owner gets the photo from the file route, with private headers, and the view is logged', async () => {
            const res = await fileRoute(docId, ownerToken);
            expect(res.status).toBe(200);
            expect(res.headers.get('content-type')).toBe('image/jpeg');
            expect(res.headers.get('cache-control')).toBe('private, no-store');
            expect(res.headers.get('x-content-type-options')).toBe('nosniff');
            expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="ktp-\d+\.jpg"$/);
            const body = Buffer.from(await res.arrayBuffer());
            expect(sniff(body)).toBe('jpeg');
            const logs = await repo(DocumentAccessLog).find({ where: { documentId: rawId(docId) } });
            expect(logs).toEqual([expect.objectContaining({ viewerRole: 'OWNER', action: 'VIEW' })]);
        });

        it('another customer cannot read, change, delete or download it, even guessing ids', async () => {
            const { body } = await gqlRequest('shop-api', otherToken, LIST);
            expect(body.data!.customerDocuments).toEqual([]);
            // "Changing" only ever touches the caller's own rows.
            await gqlRequest('shop-api', otherToken, UPDATE, { input: { kind: 'KTP', identityCardNumber: '3273010101800002' } });
            const del = await gqlRequest('shop-api', otherToken, DELETE, { type: 'TAX_CARD' });
            expect(del.body.data.customerDeleteDocument.result).toBe('NOT_DELETED');
            const mine = await ownerRows();
            expect(mine.find(d => d.type === 'IDENTITY_CARD').maskedNumber).toBe('••••••••••••0001');
            expect(mine.find(d => d.type === 'TAX_CARD').hasImage).toBe(true);
            for (const id of [docId, ...Array.from({ length: 12 }, (_, i) => i + 1), '1 OR 1=1', '../1', '-1']) {
                const res = await fileRoute(encodeURIComponent(String(id)), otherToken);
                expect(res.status, `id ${id}`).toBe(404);
                expect(res.headers.get('content-type')).not.toMatch(/image/);
            }
            expect(await repo(DocumentAccessLog).count({ where: { viewerRole: 'STAFF' } })).toBe(0);
            await gqlRequest('shop-api', otherToken, DELETE, { type: 'IDENTITY_CARD' });
        });

        it('staff without ReadCustomerDocument can neither list nor download', async () => {
            const psToken = await login('admin-api', other.email, other.password);
            const ownerCustomerId = `T_${(await repo(CustomerDocument).findOneByOrFail({ id: rawId(docId) })).customerId}`;
            const { body } = await gqlRequest('admin-api', psToken, `query ($id: ID!) { customerIdentityDocuments(customerId: $id) { id number } }`, { id: ownerCustomerId });
            expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
            expect((await fileRoute(docId, psToken)).status).toBe(404);
            const log = await gqlRequest('admin-api', psToken, `query ($id: ID!) { customerDocumentAccessLog(customerId: $id) { totalItems } }`, { id: ownerCustomerId });
            expect(log.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        });

        it('the e-commerce admin (ReadCustomerDocument) reads numbers and the photo; each view is logged', async () => {
            const adminToken = await login('admin-api', ecommerceAdmin.email, ecommerceAdmin.password);
            const ownerCustomerId = `T_${(await repo(CustomerDocument).findOneByOrFail({ id: rawId(docId) })).customerId}`;
            const { body } = await gqlRequest(
                'admin-api',
                adminToken,
                `query ($id: ID!) { customerIdentityDocuments(customerId: $id) { id type kind number imagePath } }`,
                { id: ownerCustomerId },
            );
            expect(body.errors).toBeUndefined();
            const idCard = body.data.customerIdentityDocuments.find((d: any) => d.type === 'IDENTITY_CARD');
            expect(idCard).toMatchObject({ kind: 'KTP', number: '3174051205900001', imagePath: `/customer-documents/${docId}/file` });

            const res = await fileRoute(docId, adminToken);
            expect(res.status).toBe(200);
            expect(sniff(Buffer.from(await res.arrayBuffer()))).toBe('jpeg');
            const dl = await fetch(`${BASE}/customer-documents/${docId}/file?download=1`, { headers: { authorization: `Bearer ${adminToken}` } });
            expect(dl.headers.get('content-disposition')).toMatch(/^attachment;/);

            const log = await gqlRequest(
                'admin-api',
                adminToken,
                `query ($id: ID!) { customerDocumentAccessLog(customerId: $id) { totalItems items { documentId documentType viewerRole action viewerUserId } } }`,
                { id: ownerCustomerId },
            );
            const items = log.body.data.customerDocumentAccessLog.items;
            const staff = items.filter((i: any) => i.viewerRole === 'STAFF');
            expect(staff.map((i: any) => i.action).sort()).toEqual(['DOWNLOAD', 'VIEW', 'VIEW', 'VIEW']);
            expect(staff.every((i: any) => i.viewerUserId)).toBe(true);
        });

        it('deleting removes the row and the file, logs the deletion, and the route answers 404', async () => {
            const before = storedFiles().length;
            const { body } = await gqlRequest('shop-api', ownerToken, DELETE, { type: 'IDENTITY_CARD' });
            expect(body.data.customerDeleteDocument.result).toBe('DELETED');
            expect(await repo(CustomerDocument).findOneBy({ id: rawId(docId) })).toBeNull();
            expect(storedFiles()).toHaveLength(before - 1);
            expect((await fileRoute(docId, ownerToken)).status).toBe(404);
            const last = await repo(DocumentAccessLog).findOne({ where: { documentId: rawId(docId), action: 'DELETE' } });
            expect(last).toMatchObject({ viewerRole: 'OWNER', documentType: 'IDENTITY_CARD' });
            const again = await gqlRequest('shop-api', ownerToken, DELETE, { type: 'IDENTITY_CARD' });
            expect(again.body.data.customerDeleteDocument.result).toBe('NOT_DELETED');
        });
    });
});

/** The EXIF GPSInfo tag (0x8825) in either byte order. */
function hasGpsIfd(bytes: Buffer) {
    return bytes.includes(Buffer.from([0x88, 0x25])) || bytes.includes(Buffer.from([0x25, 0x88]));
}

/** @vendure/testing encodes ids as `T_<n>` in the APIs. */
function rawId(apiId: string) {
    return Number(apiId.replace(/^T_/, ''));
}

function sniff(bytes: Buffer) {
    return bytes[0] === 0xff && bytes[1] === 0xd8 ? 'jpeg' : 'other';
}
