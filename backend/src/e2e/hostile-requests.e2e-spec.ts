/**
 * Hostile requests against the shop API with the real server's defences (issue 17): each class of attack, how many
 * requests were tried and how many were refused correctly (printed at the end), and that nothing was stored.
 */
import { Customer, TransactionalConnection } from '@vendure/core';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { randomBytes } from 'crypto';
import { promises as fs } from 'fs';
import gql from 'graphql-tag';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PHOTO_UPLOADS_PER_HOUR } from '@alva/rules';

import { ApiHardeningOptions, isLoopbackAddress } from '../api-hardening';
import { TEST_ACCOUNTS, populateFixtures } from './fixtures';
import { createAlvaTestEnvironment, initialData } from './test-environment';

const PORT = 3161;
const URL_SHOP = `http://localhost:${PORT}/shop-api`;
const uploadDir = path.join(os.tmpdir(), `alva-hostile-uploads-${process.pid}`);
process.env.PROFILE_PHOTO_DIR = path.join(os.tmpdir(), `.alva-hostile-${process.pid}`, 'profile-photos');

const HARDENING: ApiHardeningOptions = {
    shopApiBodyLimit: '100kb',
    adminApiBodyLimit: '2mb',
    maxQueryComplexity: 5000,
    production: false,
};

// Firebase ID tokens without Firebase: tokens this spec issued verify, anything else is refused.
const issued = new Map<string, DecodedIdToken>();
function issueIdToken(uid: string, email: string, emailVerified = true): string {
    const now = Math.floor(Date.now() / 1000);
    const token = `hostile-token-${issued.size + 1}-${uid}`;
    issued.set(token, {
        aud: 'demo-alva',
        iss: 'https://securetoken.google.com/demo-alva',
        sub: uid,
        uid,
        email,
        email_verified: emailVerified,
        auth_time: now,
        iat: now,
        exp: now + 3600,
        firebase: { identities: {}, sign_in_provider: 'password' },
    } as DecodedIdToken);
    return token;
}

/** Hostile requests tried and refused correctly, per class (the table of the issue's closing note). */
const tally = new Map<string, { tried: number; refused: number }>();
function count(kind: string, refusedCorrectly: boolean) {
    const row = tally.get(kind) ?? { tried: 0, refused: 0 };
    row.tried += 1;
    if (refusedCorrectly) row.refused += 1;
    tally.set(kind, row);
}

async function post(body: unknown, headers: Record<string, string> = {}, raw = false) {
    const res = await fetch(URL_SHOP, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: raw ? (body as string) : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, headers: res.headers, json: () => JSON.parse(text) };
}

const AUTHENTICATE = `mutation Auth($idToken: String!) {
    authenticate(input: { firebase: { idToken: $idToken } }) {
        __typename
        ... on CurrentUser { id identifier }
        ... on InvalidCredentialsError { authenticationError }
        ... on ErrorResult { errorCode message }
    }
}`;

const UPLOAD_PHOTO = gql`
    mutation Upload($file: Upload!) {
        uploadProfilePhoto(file: $file) {
            __typename
            ... on ProfilePhotoError {
                code
                retryAfterSeconds
            }
        }
    }
`;

describe('hostile requests', () => {
    const { server, shopClient } = createAlvaTestEnvironment(PORT, {
        verifyFirebaseIdToken: async token => {
            const claims = issued.get(token);
            if (!claims) throw new Error('invalid token');
            return claims;
        },
        hardening: HARDENING,
    });
    const customerAccount = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    let customerToken = '';

    beforeAll(async () => {
        await fs.mkdir(uploadDir, { recursive: true });
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
        const login = await post({
            query: `mutation { login(username: "${customerAccount.email}", password: "${customerAccount.password}") { __typename } }`,
        });
        customerToken = login.headers.get('vendure-auth-token') ?? '';
        expect(customerToken).not.toBe('');
    });

    afterAll(async () => {
        await server.destroy();
        await fs.rm(uploadDir, { recursive: true, force: true });
        // eslint-disable-next-line no-console
        console.log(
            'Hostile requests per class (tried / refused correctly):\n' +
                [...tally]
                    .map(([kind, r]) => `  ${kind.padEnd(34)} ${String(r.tried).padStart(4)} / ${r.refused}`)
                    .join('\n'),
        );
    });

    it('a JSON body over the shop limit is 413 with a message, malformed JSON is 400; neither is a 5xx', async () => {
        for (const size of [150_000, 1_000_000, 5_000_000]) {
            const res = await post({ query: `{ activeChannel { id } }`, variables: { pad: 'x'.repeat(size) } });
            expect(res.status).toBe(413);
            expect(res.json().errors[0]).toMatchObject({
                message: 'Request body too large',
                extensions: { code: 'PAYLOAD_TOO_LARGE' },
            });
            count('oversized body', res.status === 413);
        }
        for (const body of ['{"query": ', '{{{{', '\u0000\u0001']) {
            const res = await post(body, {}, true);
            expect(res.status).toBe(400);
            expect(res.text).not.toMatch(/at .*\.js:\d+|node_modules/);
            count('malformed body', res.status === 400);
        }
        // A body under the limit still works.
        const ok = await post({ query: `{ activeChannel { code } }`, variables: { pad: 'x'.repeat(50_000) } });
        expect(ok.status).toBe(200);
    });

    it("Vendure's blocked customer mutations answer 200 with FORBIDDEN and change nothing", async () => {
        const before = await server.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(Customer)
            .findOneByOrFail({
                emailAddress: customerAccount.email,
            });
        const attempts = [
            `mutation { updateCustomer(input: { firstName: "Mallory" }) { id } }`,
            `mutation { createCustomerAddress(input: { streetLine1: "x", countryCode: "ID" }) { id } }`,
            `mutation { requestUpdateCustomerEmailAddress(password: "x", newEmailAddress: "m@evil.example") { __typename } }`,
            `mutation { updateCustomerAddress(input: { id: "1", streetLine1: "x" }) { id } }`,
            `mutation { updateCustomerEmailAddress(token: "x") { __typename } }`,
            `mutation M { ...F } fragment F on Mutation { updateCustomer(input: { lastName: "Mallory" }) { id } }`,
        ];
        for (const query of attempts) {
            const res = await post({ query }, { authorization: `Bearer ${customerToken}` });
            expect(res.status).toBe(200);
            expect(res.json().errors[0].extensions.code).toBe('FORBIDDEN');
            count(
                'blocked built-in mutation',
                res.status === 200 && res.json().errors[0].extensions.code === 'FORBIDDEN',
            );
        }
        const after = await server.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(Customer)
            .findOneByOrFail({
                id: before.id,
            });
        expect([after.firstName, after.lastName, after.emailAddress]).toEqual([
            before.firstName,
            before.lastName,
            before.emailAddress,
        ]);
    });

    it('expensive queries are refused with 400 (cost priced with list sizes, introspection counted)', async () => {
        const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join('\n');
        const expensive = [
            `{ ${aliases(500, 'indonesiaProvinces { id cities { id name } }')} }`,
            `{ ${aliases(500, '__schema { types { name fields { name } } }')} }`,
            `{ ${aliases(3, '__type(name: "Product") { name }')} }`,
            `{ ${aliases(2, 'products(options: { take: 1000 }) { items { id variants { id name } facetValues { id name } } }')} }`,
            `{ ${aliases(50, 'products { items { id name } }')} }`,
        ];
        for (const query of expensive) {
            const started = Date.now();
            const res = await post({ query });
            expect(res.status, query.slice(0, 80)).toBe(400);
            // The cost check's own code, or graphql's validation code for the introspection count; both say the limit.
            expect(res.json().errors[0].message).toMatch(/the maximum is \d+/);
            expect(Date.now() - started).toBeLessThan(2000);
            count('query cost', res.status === 400);
        }
        // What the site asks for still passes: the region lists, a product page's list, one introspection query.
        for (const query of [
            `{ indonesiaProvinces { id name cities { id name } } }`,
            `{ products(options: { take: 100 }) { totalItems items { id name slug variants { id name price } } } }`,
            `{ __schema { types { name } } }`,
        ]) {
            const res = await post({ query });
            expect(res.status, query).toBe(200);
            expect(res.json().errors).toBeUndefined();
        }
    });

    it('no field suggestions and no stack traces in any error', async () => {
        const probes: Array<[unknown, boolean]> = [
            [{ query: `{ produts { items { id } } }` }, false],
            [{ query: `{ activeCustomer { emailAdress } }` }, false],
            [{ query: `mutation { updateCustomr(input: {}) { id } }` }, false],
            [[{ query: `{ activeChannel { id } }` }, { query: `{ activeChannel { id } }` }], false],
            [{ query: `{ product(id: "x'; drop table customer; --") { id } }` }, true],
            [{ query: 12 }, false],
        ];
        for (const [body] of probes) {
            const res = await post(body);
            expect(res.status).toBeLessThan(500);
            expect(res.text).not.toMatch(/Did you mean/);
            expect(res.text).not.toMatch(/stacktrace|\bat [\w.<>]+ \(/);
            count('error details (suggestions, stacks)', res.status < 500 && !/Did you mean|stacktrace/.test(res.text));
        }
    });

    it("a preflight from the site is allowed and cached for two hours; another site's is not allowed", async () => {
        const preflight = (origin: string) =>
            fetch(URL_SHOP, {
                method: 'OPTIONS',
                headers: {
                    origin,
                    'access-control-request-method': 'POST',
                    'access-control-request-headers': 'content-type,authorization,x-api-key',
                },
            });
        const site = await preflight('http://localhost:3000');
        expect(site.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
        expect(site.headers.get('access-control-max-age')).toBe('7200');
        const other = await preflight('https://evil.example');
        expect(other.headers.get('access-control-allow-origin')).toBeNull();
        count('cross-site preflight allowed', other.headers.get('access-control-allow-origin') === null);
    });

    it('every answer carries the security headers and no X-Powered-By', async () => {
        for (const [method, url] of [
            ['POST', URL_SHOP],
            ['GET', `http://localhost:${PORT}/health`],
            ['POST', `http://localhost:${PORT}/admin-api`],
            ['GET', `http://localhost:${PORT}/assets/nothing.png`],
        ] as const) {
            const res = await fetch(url, {
                method,
                headers: { 'content-type': 'application/json' },
                body: method === 'POST' ? JSON.stringify({ query: '{ activeChannel { id } }' }) : undefined,
            });
            expect(res.headers.get('x-powered-by')).toBeNull();
            expect(res.headers.get('x-content-type-options')).toBe('nosniff');
            expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
            expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
            expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
            count('missing security headers', res.headers.get('x-powered-by') === null);
        }
    });

    it("sign-in lockouts: bad tokens lock the address out, never a valid token; an account's own failures lock it with a retry time", async () => {
        for (let i = 0; i < 31; i++) {
            const res = await post({ query: AUTHENTICATE, variables: { idToken: `forged-${i}` } });
            const result = res.json().data.authenticate;
            expect(result.__typename).toBe('InvalidCredentialsError');
            count('forged Firebase token', result.__typename === 'InvalidCredentialsError');
            if (i === 30) expect(result.authenticationError).toMatch(/^TOO_MANY_ATTEMPTS retryAfterSeconds=\d+$/);
        }
        // Another customer behind the same address (carrier-grade NAT) with a valid token still signs in.
        const valid = await post({
            query: AUTHENTICATE,
            variables: { idToken: issueIdToken('nat-neighbour', 'neighbour@alva.example') },
        });
        expect(valid.json().data.authenticate.__typename).toBe('CurrentUser');

        // An unverified e-mail/password account: refused each time, locked after 10, told when to come back.
        let last: Record<string, string> = {};
        for (let i = 0; i < 11; i++) {
            const res = await post({
                query: AUTHENTICATE,
                variables: { idToken: issueIdToken('unverified', 'unverified@alva.example', false) },
            });
            last = res.json().data.authenticate;
            count('unverified account sign-in', last.__typename === 'InvalidCredentialsError');
        }
        expect(last.authenticationError).toMatch(/^TOO_MANY_ATTEMPTS retryAfterSeconds=(\d+)$/);
        const seconds = Number(/=(\d+)/.exec(last.authenticationError)![1]);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(15 * 60);
    });

    it(`profile photo uploads stop after ${PHOTO_UPLOADS_PER_HOUR} an hour, with a retry time; nothing more is stored`, async () => {
        await shopClient.asUserWithCredentials(customerAccount.email, customerAccount.password);
        const file = path.join(uploadDir, 'photo.png');
        // Larger than the JSON limit: uploads (multipart) keep their own limit.
        const noise = randomBytes(300 * 300 * 3);
        await fs.writeFile(
            file,
            await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } })
                .png()
                .toBuffer(),
        );
        expect((await fs.stat(file)).size).toBeGreaterThan(100 * 1024);
        const upload = () =>
            shopClient.fileUploadMutation({
                mutation: UPLOAD_PHOTO,
                filePaths: [file],
                mapVariables: () => ({ file: null }),
            });
        for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i++) {
            expect((await upload()).uploadProfilePhoto.__typename).toBe('ProfileCustomerUpdated');
        }
        const customerDir = (await fs.readdir(process.env.PROFILE_PHOTO_DIR!))[0];
        const stored = await fs.readdir(path.join(process.env.PROFILE_PHOTO_DIR!, customerDir));
        for (let i = 0; i < 3; i++) {
            const refused = (await upload()).uploadProfilePhoto;
            expect(refused).toMatchObject({ __typename: 'ProfilePhotoError', code: 'TOO_MANY_UPLOADS' });
            expect(refused.retryAfterSeconds).toBeGreaterThan(0);
            count('profile photo flood', refused.code === 'TOO_MANY_UPLOADS');
        }
        expect(await fs.readdir(path.join(process.env.PROFILE_PHOTO_DIR!, customerDir))).toEqual(stored);
    });

    it("object-level access: another customer's photo, address and document are not found", async () => {
        // Signed in as the customer, with ids that are not theirs.
        const photo = await fetch(`http://localhost:${PORT}/profile-photo/${'0'.repeat(32)}`, {
            headers: { authorization: `Bearer ${customerToken}` },
        });
        expect(photo.status).toBe(404);
        count('IDOR', photo.status === 404);
        const doc = await fetch(`http://localhost:${PORT}/customer-documents/1/file`, {
            headers: { authorization: `Bearer ${customerToken}` },
        });
        expect([403, 404]).toContain(doc.status);
        count('IDOR', [403, 404].includes(doc.status));
        const address = await post(
            {
                query: `mutation { deleteDeliveryAddressCustomer(id: "999999") { __typename } }`,
            },
            { authorization: `Bearer ${customerToken}` },
        );
        expect(address.json().data.deleteDeliveryAddressCustomer.__typename).toBe('DeliveryAddressNotFoundError');
        count('IDOR', address.json().data.deleteDeliveryAddressCustomer.__typename === 'DeliveryAddressNotFoundError');
    });

    it('the dev mailbox answers loopback callers only', () => {
        for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.1.2.3', 'fe80::1', '2001:db8::1', undefined]) {
            expect(isLoopbackAddress(address)).toBe(false);
            count('mailbox from the network', !isLoopbackAddress(address));
        }
        for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    });
});
