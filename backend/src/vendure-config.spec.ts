import { DefaultCachePlugin, DefaultJobQueuePlugin, RedisCachePlugin } from '@vendure/core';
import { EmailPlugin } from '@vendure/email-plugin';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { redisOptions } from './common/redis';
import { seedOnStart } from './environment';
import { metaTags, OG_IMAGE_PATH } from './seed/meta-tags-data';
import { assertProductionSafety, buildConfig, emailSetup, startupWarnings } from './vendure-config';

const VARS = [
    'NODE_ENV',
    'SITE_URL',
    'EMAIL_DEV_MAILBOX',
    'SMTP_HOST',
    'SMTP_PORT',
    'SMTP_USER',
    'SMTP_PASSWORD',
    'SMTP_SECURE',
    'SEED_ON_START',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'ALLOW_AUTH_EMULATOR',
    'COOKIE_SECRET',
    'SUPERADMIN_USERNAME',
    'SUPERADMIN_PASSWORD',
    'REVALIDATE_SECRET',
    'EMAIL_TO_FILES',
    'VENDURE_HOST',
    'MIDTRANS_SERVER_KEY',
    'MESSAGES_HTTP_URL',
    'MESSAGES_HTTP_TOKEN',
    'MESSAGES_TO_FILES',
];

// Each test starts in development with none of these set; unstubAllEnvs puts back what the run had.
beforeEach(() => {
    for (const name of VARS) vi.stubEnv(name, undefined);
    vi.stubEnv('NODE_ENV', 'development');
});

afterEach(() => {
    vi.unstubAllEnvs();
});

function production(extra: Record<string, string> = {}) {
    const env = {
        NODE_ENV: 'production',
        COOKIE_SECRET: 'test-cookie-secret',
        SUPERADMIN_USERNAME: 'root',
        SUPERADMIN_PASSWORD: 'test-password',
        MIDTRANS_SERVER_KEY: 'test-gateway-key',
        MESSAGES_HTTP_URL: 'https://sms.example/v1/messages',
        MESSAGES_HTTP_TOKEN: 'test-sms-token',
        ...extra,
    };
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

/** The options the config handed to EmailPlugin.init(). */
const emailPluginOptions = () => (EmailPlugin as unknown as { options: Record<string, any> }).options;

describe('shop API authentication', () => {
    it('is Firebase only: no password login or registration in the real config', () => {
        const names = buildConfig().authOptions.shopAuthenticationStrategy?.map(s => s.name);
        expect(names).toEqual(['firebase']);
    });
});

describe('CORS', () => {
    type OriginCheck = (origin: string | undefined, cb: (err: Error | null, allow?: boolean) => void) => void;
    const allows = (origin: string | undefined) => {
        const cors = buildConfig().apiOptions.cors as { origin: OriginCheck };
        let allowed: boolean | undefined;
        cors.origin(origin, (_err, allow) => (allowed = allow));
        return allowed;
    };

    it('allows only the site origin(s) of a deployed site, and the headers of all three GraphQL endpoints', () => {
        vi.stubEnv('SITE_URL', 'https://alva.example/, https://www.alva.example');
        expect(allows('https://alva.example')).toBe(true);
        expect(allows('https://www.alva.example')).toBe(true);
        expect(allows('https://evil.example')).toBe(false);
        expect(allows('http://127.0.0.1:3000')).toBe(false);
        expect(allows('http://192.168.1.20:443')).toBe(false);
        const cors = buildConfig().apiOptions.cors as { allowedHeaders: string[] };
        expect(cors.allowedHeaders).toEqual(
            expect.arrayContaining(['authorization', 'x-api-key', 'x-extra-authorization', 'x-content-api-key']),
        );
    });

    it('lets a local stack be opened at 127.0.0.1 or a private network address on the site port (issue 18)', () => {
        vi.stubEnv('SITE_URL', 'http://localhost:3000');
        expect(allows('http://localhost:3000')).toBe(true);
        expect(allows('http://127.0.0.1:3000')).toBe(true);
        expect(allows('http://[::1]:3000')).toBe(true);
        expect(allows('http://192.168.1.20:3000')).toBe(true);
        expect(allows('http://10.0.0.7:3000')).toBe(true);
        expect(allows('http://172.20.1.2:3000')).toBe(true);
        // Another port, a public host or another scheme stays refused.
        expect(allows('http://127.0.0.1:4000')).toBe(false);
        expect(allows('http://8.8.8.8:3000')).toBe(false);
        expect(allows('http://evil.example:3000')).toBe(false);
        expect(allows('https://127.0.0.1:3000')).toBe(false);
        expect(allows('http://172.32.0.1:3000')).toBe(false);
    });
});

describe('e-mail', () => {
    it('uses the dev mailbox outside production', () => {
        const setup = emailSetup();
        expect(setup.mode).toBe('dev-mailbox');
        expect(setup.options).toMatchObject({ devMode: true, route: 'mailbox' });
        expect(setup.warning).toBeUndefined();
    });

    it('has no dev mailbox in production, and warns that nothing is sent without SMTP', () => {
        production();
        const setup = emailSetup();
        expect(setup.mode).toBe('none');
        expect(setup.options).not.toHaveProperty('devMode');
        expect(setup.options).not.toHaveProperty('route');
        expect(setup.options).toMatchObject({ transport: { type: 'none' } });
        expect(setup.warning).toMatch(/SMTP_HOST is not set/);
        expect(startupWarnings()).toContain(setup.warning);

        buildConfig();
        expect(emailPluginOptions().devMode).toBeUndefined();
        expect(emailPluginOptions().route).toBeUndefined();
        expect(emailPluginOptions().transport).toEqual({ type: 'none' });
    });

    it('sends through SMTP in production when SMTP_HOST is set', () => {
        production({
            SMTP_HOST: 'smtp.alva.example',
            SMTP_USER: 'mailer',
            SMTP_PASSWORD: 's3cret',
            SMTP_SECURE: 'true',
        });
        const setup = emailSetup();
        expect(setup.mode).toBe('smtp');
        expect(setup.warning).toBeUndefined();
        expect(setup.options).toMatchObject({
            transport: {
                type: 'smtp',
                host: 'smtp.alva.example',
                port: 465,
                secure: true,
                auth: { user: 'mailer', pass: 's3cret' },
            },
        });
        vi.stubEnv('SMTP_SECURE', 'false');
        vi.stubEnv('SMTP_PORT', '2525');
        vi.stubEnv('SMTP_USER', undefined);
        expect(emailSetup().options).toMatchObject({
            transport: { type: 'smtp', port: 2525, secure: false, auth: undefined },
        });
    });

    it('never serves the dev mailbox in production, whatever the environment says', () => {
        production({ EMAIL_DEV_MAILBOX: 'true' });
        expect(emailSetup().mode).toBe('none');
        buildConfig();
        expect(emailPluginOptions().devMode).toBeUndefined();
        expect(emailPluginOptions().route).toBeUndefined();
    });

    it('writes e-mails to files without a web page in production with EMAIL_TO_FILES=true (local npm start)', () => {
        production({ EMAIL_TO_FILES: 'true' });
        expect(emailSetup()).toMatchObject({ mode: 'files', options: { transport: { type: 'file' } } });
        expect(emailSetup().options).not.toHaveProperty('devMode');
    });

    it('answers the dev mailbox to loopback callers only, in development', () => {
        const mailboxGuard = buildConfig().apiOptions.middleware!.find(m => m.route === '/mailbox');
        expect(mailboxGuard?.beforeListen).toBe(true);
        const answered: number[] = [];
        const res = { status: (code: number) => (answered.push(code), { end: () => undefined }) };
        let passed = 0;
        for (const remoteAddress of ['127.0.0.1', '::1', '192.168.1.7', '10.0.0.2']) {
            (mailboxGuard!.handler as (req: unknown, res: unknown, next: () => void) => void)(
                { socket: { remoteAddress }, headers: { 'x-forwarded-for': '127.0.0.1' } } as never,
                res as never,
                () => passed++,
            );
        }
        expect([passed, answered]).toEqual([2, [404, 404]]);
    });

    it('links e-mails to the canonical site origin', () => {
        vi.stubEnv('SITE_URL', 'https://alva.example,https://www.alva.example');
        expect(emailSetup().options.globalTemplateVars).toMatchObject({
            verifyEmailAddressUrl: 'https://alva.example/login/email',
        });
    });
});

describe('production safety', () => {
    it('listens on loopback unless VENDURE_HOST says otherwise', () => {
        expect(buildConfig().apiOptions.hostname).toBe('127.0.0.1');
        vi.stubEnv('VENDURE_HOST', '0.0.0.0');
        expect(buildConfig().apiOptions.hostname).toBe('0.0.0.0');
    });

    it.each([
        ['COOKIE_SECRET', 'alva-dev-cookie-secret'],
        ['SUPERADMIN_PASSWORD', 'superadmin'],
        ['REVALIDATE_SECRET', 'alva-dev-revalidate-secret'],
    ])('refuses to start in production with the development %s', (name, value) => {
        production({ [name]: value });
        expect(() => buildConfig()).toThrow(new RegExp(`${name} is the repository's development default`));
        production({ [name]: 'a-secret-of-our-own' });
        expect(() => buildConfig()).not.toThrow();
    });

    it("keeps Vendure's cache (limits, phone-code sessions) in the database in any mode, never in one process's memory", () => {
        for (const mode of ['development', 'production']) {
            if (mode === 'production') production();
            expect(buildConfig().plugins).toContain(DefaultCachePlugin);
        }
    });

    it('with REDIS_URL keeps the cache and the job queue in Redis (a cluster), never in the database or memory', () => {
        const redisUrl = 'redis://:s3cret@redis.internal:6380/2';
        vi.stubEnv('REDIS_URL', redisUrl);
        const plugins = buildConfig().plugins ?? [];
        expect(plugins).toContain(RedisCachePlugin);
        expect(plugins).toContain(BullMQJobQueuePlugin);
        expect(plugins).not.toContain(DefaultCachePlugin);
        expect(plugins).not.toContain(DefaultJobQueuePlugin);
        expect(redisOptions(redisUrl)).toMatchObject({ host: 'redis.internal', port: 6380, password: 's3cret', db: 2 });
    });

    it('sends no stack traces in any mode', () => {
        for (const mode of ['development', 'production']) {
            if (mode === 'production') production();
            const { apiOptions } = buildConfig();
            expect([apiOptions.shopApiDebug, apiOptions.adminApiDebug]).toEqual([false, false]);
        }
    });

    it('refuses to start in production with the Auth Emulator unless explicitly allowed', () => {
        production({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
        expect(() => assertProductionSafety()).toThrow(/ALLOW_AUTH_EMULATOR/);
        expect(() => buildConfig()).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
        vi.stubEnv('ALLOW_AUTH_EMULATOR', 'true');
        expect(() => buildConfig()).not.toThrow();
        expect(startupWarnings().some(w => w.includes('ALLOW_AUTH_EMULATOR=true'))).toBe(true);
    });

    it('refuses to start in production without an SMS/WhatsApp provider unless MESSAGES_TO_FILES=true', () => {
        production({ MESSAGES_HTTP_URL: '' });
        expect(() => assertProductionSafety()).toThrow(/MESSAGES_HTTP_URL/);
        expect(() => buildConfig()).toThrow(/no SMS\/WhatsApp provider is configured/);
        vi.stubEnv('MESSAGES_TO_FILES', 'true');
        expect(() => buildConfig()).not.toThrow();
        expect(startupWarnings().some(w => w.includes('MESSAGES_TO_FILES=true'))).toBe(true);
    });

    it('accepts the emulator outside production', () => {
        vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
        expect(() => buildConfig()).not.toThrow();
    });

    it('does not seed on start in production unless SEED_ON_START=true', () => {
        expect(seedOnStart()).toBe(true);
        vi.stubEnv('SEED_ON_START', 'false');
        expect(seedOnStart()).toBe(false);
        production();
        vi.stubEnv('SEED_ON_START', undefined);
        expect(seedOnStart()).toBe(false);
        vi.stubEnv('SEED_ON_START', 'true');
        expect(seedOnStart()).toBe(true);
    });
});

describe('seeded meta tags', () => {
    it('point og:image at the absolute URL of the site default image, one og item per page', () => {
        vi.stubEnv('SITE_URL', 'https://alva.example/');
        const tags = metaTags();
        expect(OG_IMAGE_PATH).toBe('/og-default.jpg');
        for (const tag of tags) {
            for (const translation of tag.translations) {
                expect(translation.og).toHaveLength(1);
                expect(translation.og![0].imageUrl).toBe('https://alva.example/og-default.jpg');
            }
        }
        expect(tags.map(t => t.pageName)).toContain('product-detail');
    });

    it('default to http://localhost:3000', () => {
        expect(metaTags()[0].translations[0].og![0].imageUrl).toBe('http://localhost:3000/og-default.jpg');
    });
});

describe('the dashboard in production', () => {
    const dashboardOptions = () => (DashboardPlugin as unknown as { options: { viteDevServerPort?: number } }).options;

    it('never hands /dashboard to a process answering on a local port (Vite dev server) in production', () => {
        production();
        vi.stubEnv('DASHBOARD_VITE_PORT', '5173');
        buildConfig();
        expect(dashboardOptions().viteDevServerPort).toBe(0);
    });

    it('uses the Vite dev server in development, on DASHBOARD_VITE_PORT', () => {
        vi.stubEnv('DASHBOARD_VITE_PORT', '5199');
        buildConfig();
        expect(dashboardOptions().viteDevServerPort).toBe(5199);
    });
});
