import { AssetServerOptions, AssetServerPlugin } from '@vendure/asset-server-plugin';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';
import {
    BigIntMoneyStrategy,
    DefaultCachePlugin,
    DefaultJobQueuePlugin,
    DefaultSchedulerPlugin,
    DefaultSearchPlugin,
    RedisCachePlugin,
    dummyPaymentHandler,
    LanguageCode,
    VendureConfig,
} from '@vendure/core';
import {
    defaultEmailHandlers,
    EmailPlugin,
    EmailPluginDevModeOptions,
    EmailPluginOptions,
    EmailTransportOptions,
    FileBasedTemplateLoader,
} from '@vendure/email-plugin';
import path from 'path';

import { useImmediateSqliteTransactions } from './sqlite-immediate-transactions';
import { queryLimitsRule } from './api-limits';
import {
    hardeningMiddleware,
    hardenPlugin,
    hideFieldSuggestionsPlugin,
    loopbackOnly,
    queryComplexityPlugin,
    type ApiHardeningOptions,
} from './api-hardening';
import { siteCorsOptions, envBool, envInt, envSecret, isProduction, loadEnvironment, siteOrigins } from './environment';
import { redisOptions, redisUrl } from './common/redis';
import { s3AssetStorage } from './common/s3';
import {
    messageDelivery,
    OUTBOUND_MESSAGE_RETRY_DELAY_MS,
    OUTBOUND_MESSAGES_QUEUE,
    outboundMessageBackoffMs,
} from './messaging';
import { CODE_DIR, DATA_DIR, REPO_ROOT } from './paths';
import { AccountsPlugin } from './plugins/accounts/accounts.plugin';
import { BrandPartialsLoader } from './common/brand-email';
import { accountEmailHandler, AccountTemplateLoader } from './plugins/accounts/email/account-email-handler';
import { FirebaseAuthenticationStrategy } from './plugins/accounts/firebase-authentication-strategy';
import { CataloguePlugin } from './plugins/catalogue/catalogue.plugin';
import { ContentPlugin } from './plugins/content/content.plugin';
import { DealersPlugin } from './plugins/dealers/dealers.plugin';
import { ShopPlugin } from './plugins/shop/shop.plugin';
import { FinancingPlugin } from './plugins/financing/financing.plugin';
import { IdentityDocumentsPlugin } from './plugins/identity-documents/identity-documents.plugin';
import { InstallmentPlugin } from './plugins/installment/installment.plugin';
import { LeadsPlugin } from './plugins/leads/leads.plugin';
import { PsToolsPlugin } from './plugins/pstools/pstools.plugin';
import { purchaseExpiredEmailHandler, PurchaseTemplateLoader } from './plugins/purchase/email/purchase-email-handler';
import { orderNoticeEmailHandler, OrderTemplateLoader } from './plugins/orders/order-email-handler';
import { vehicleNoticeEmailHandler } from './plugins/vehicles/notices/vehicle-email-handler';
import { OrdersPlugin } from './plugins/orders/orders.plugin';
import { PurchasePlugin } from './plugins/purchase/purchase.plugin';
import {
    SITE_REVALIDATION_QUEUE,
    SITE_REVALIDATION_RETRY_DELAY_MS,
    siteRevalidationBackoffMs,
} from './plugins/site-revalidation/constants';
import { JobRecoveryPlugin } from './plugins/job-recovery/job-recovery.plugin';
import { SiteRevalidationPlugin } from './plugins/site-revalidation/site-revalidation.plugin';
import { testRideEmailHandler, TestRideTemplateLoader } from './plugins/test-rides/email/test-ride-email-handler';
import { TestRidesPlugin } from './plugins/test-rides/test-rides.plugin';
import { VehiclesPlugin } from './plugins/vehicles/vehicles.plugin';

loadEnvironment();

/** A path from the environment; relative ones are relative to the repository root, whatever the cwd. */
function envPath(name: string, fallback: string): string {
    const value = process.env[name];
    return value ? path.resolve(REPO_ROOT, value) : fallback;
}

export type DbDialect = 'sqlite' | 'postgres';

export function dbDialect(): DbDialect {
    return process.env.DB_TYPE === 'postgres' ? 'postgres' : 'sqlite';
}

export function migrationsGlob(dialect: DbDialect = dbDialect()): string {
    return path.join(CODE_DIR, 'migrations', dialect, '*.+(js|ts)');
}

export function dbConnectionOptions(): VendureConfig['dbConnectionOptions'] {
    const dialect = dbDialect();
    const common = {
        synchronize: false,
        migrations: [migrationsGlob(dialect)],
        logging: envBool('DB_LOGGING', false) ? (['error', 'warn', 'schema', 'migration'] as const) : false,
    };
    if (dialect === 'postgres') {
        return {
            ...common,
            type: 'postgres',
            host: process.env.DB_HOST ?? 'localhost',
            port: envInt('DB_PORT', 5432),
            database: process.env.DB_NAME ?? 'alva',
            username: process.env.DB_USERNAME ?? 'alva',
            password: process.env.DB_PASSWORD ?? '',
            schema: process.env.DB_SCHEMA ?? 'public',
            ssl: envBool('DB_SSL', false) ? { rejectUnauthorized: false } : undefined,
        } as VendureConfig['dbConnectionOptions'];
    }
    useImmediateSqliteTransactions();
    return {
        ...common,
        type: 'better-sqlite3',
        database: envPath('DB_SQLITE_PATH', path.join(DATA_DIR, 'vendure.sqlite')),
        // Server and worker are two processes on one file: WAL lets readers and a writer overlap, and a
        // busy timeout makes a writer wait for the other process instead of failing with "database is locked".
        enableWAL: true,
        timeout: 15_000,
    } as VendureConfig['dbConnectionOptions'];
}

export function assetDir(): string {
    return envPath('ASSET_UPLOAD_DIR', path.join(DATA_DIR, 'assets'));
}

/**
 * Assets on local disk (ASSET_UPLOAD_DIR), or in S3_ASSETS_BUCKET (common/s3.ts), shared by every server. Either way
 * they are served by this server's /assets route, with its image transforms and their cache, unless ASSET_URL_PREFIX
 * points elsewhere (a CDN in front of that route).
 */
export function assetServerOptions(publicUrl: string): AssetServerOptions {
    return {
        route: 'assets',
        // With S3 only the (empty) local cache folder the plugin insists on is created here.
        assetUploadDir: assetDir(),
        assetUrlPrefix: process.env.ASSET_URL_PREFIX || `${publicUrl}/assets/`,
        storageStrategyFactory: s3AssetStorage(),
    };
}

/** The built back office (backend/vite.config.mts writes it; scripts/build-dashboard.mjs builds it). */
export function dashboardAppDir(): string {
    return envPath('DASHBOARD_APP_DIR', path.join(REPO_ROOT, 'backend', 'dist', 'dashboard'));
}

export function mailboxDir(): string {
    return envPath('MAILBOX_DIR', path.join(DATA_DIR, 'mailbox'));
}

/** Email templates shipped with @vendure/email-plugin (verification, password reset, order confirmation). */
function emailTemplateDir(): string {
    return path.join(path.dirname(require.resolve('@vendure/email-plugin/package.json')), 'templates');
}

export type EmailMode = 'dev-mailbox' | 'files' | 'smtp' | 'none';

export interface EmailSetup {
    mode: EmailMode;
    options: EmailPluginOptions | EmailPluginDevModeOptions;
    /** Said at start-up (by the server and the worker) when e-mail will not reach anybody. */
    warning?: string;
}

/**
 * E-mail: the dev mailbox (files under MAILBOX_DIR, listed at /mailbox to loopback callers only) only outside
 * production; a production build never serves it (it shows password-reset links and booking codes). In production,
 * SMTP from SMTP_* variables, or EMAIL_TO_FILES=true (the local `npm start` stack: the same files, no web page);
 * without either, e-mails are not sent at all (and a warning says so at start-up).
 */
export function emailSetup(siteUrl = siteOrigins()[0]): EmailSetup {
    const common = {
        handlers: [
            ...defaultEmailHandlers,
            testRideEmailHandler,
            accountEmailHandler,
            purchaseExpiredEmailHandler,
            orderNoticeEmailHandler,
            vehicleNoticeEmailHandler,
        ],
        templateLoader: new OrderTemplateLoader(
            new PurchaseTemplateLoader(
                new AccountTemplateLoader(
                    new TestRideTemplateLoader(
                        new BrandPartialsLoader(new FileBasedTemplateLoader(emailTemplateDir())),
                    ),
                ),
            ),
        ),
        globalTemplateVars: {
            fromAddress: process.env.EMAIL_FROM || '"Alva" <noreply@alva.example>',
            verifyEmailAddressUrl: `${siteUrl}/login/email`,
            passwordResetUrl: `${siteUrl}/login/email`,
            changeEmailAddressUrl: `${siteUrl}/profile`,
        },
    };
    if (!isProduction()) {
        return {
            mode: 'dev-mailbox',
            options: { ...common, devMode: true, outputPath: mailboxDir(), route: MAILBOX_ROUTE },
        };
    }
    if (envBool('EMAIL_TO_FILES', false)) {
        return { mode: 'files', options: { ...common, transport: { type: 'file', outputPath: mailboxDir() } } };
    }
    const host = process.env.SMTP_HOST;
    if (host) {
        const secure = envBool('SMTP_SECURE', false);
        const user = process.env.SMTP_USER;
        const transport: EmailTransportOptions = {
            type: 'smtp',
            host,
            port: envInt('SMTP_PORT', secure ? 465 : 587),
            secure,
            auth: user ? { user, pass: process.env.SMTP_PASSWORD ?? '' } : undefined,
        };
        return { mode: 'smtp', options: { ...common, transport } };
    }
    return {
        mode: 'none',
        options: { ...common, transport: { type: 'none' } },
        warning:
            'NODE_ENV=production and SMTP_HOST is not set: e-mails (address verification, password reset, ' +
            'order confirmation) are NOT sent. Set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_SECURE), ' +
            'or EMAIL_TO_FILES=true for a local run only (e-mails written to MAILBOX_DIR).',
    };
}

export const MAILBOX_ROUTE = 'mailbox';

/**
 * The repository's development defaults of the secrets: production refuses to start with any of them, whether
 * left unset or copied into the environment (scripts/stack.mjs and the site use the same values in development).
 */
export const DEV_DEFAULT_SECRETS: Record<string, string> = {
    COOKIE_SECRET: 'alva-dev-cookie-secret',
    SUPERADMIN_PASSWORD: 'superadmin',
    REVALIDATE_SECRET: 'alva-dev-revalidate-secret',
};

/**
 * Refuses configurations that are unsafe in production. The Auth Emulator's ID tokens are not signed,
 * and firebase-admin skips the signature check whenever FIREBASE_AUTH_EMULATOR_HOST is set: anybody
 * could then sign in as anybody. Only a local production-mode run (`npm start`) may opt in.
 */
export function assertProductionSafety(): void {
    if (!isProduction()) return;
    for (const [name, devDefault] of Object.entries(DEV_DEFAULT_SECRETS)) {
        if (process.env[name] === devDefault) {
            throw new Error(
                `${name} is the repository's development default while NODE_ENV=production: set a secret of your own.`,
            );
        }
    }
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST && !envBool('ALLOW_AUTH_EMULATOR', false)) {
        throw new Error(
            'FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production: Firebase ID tokens would be accepted ' +
                'without signature checks. Unset it, or set ALLOW_AUTH_EMULATOR=true for a local run only.',
        );
    }
    // SMS / WhatsApp: an HTTP provider, or MESSAGES_TO_FILES=true for a local run (throws otherwise).
    messageDelivery();
}

/** Messages the server and the worker log once they have started (Vendure's logger is silent before). */
export function startupWarnings(): string[] {
    const warnings: string[] = [];
    const email = emailSetup();
    if (email.warning) warnings.push(email.warning);
    const messages = messageDelivery();
    if (messages.mode === 'files' && messages.warning) warnings.push(messages.warning);
    if (isProduction() && process.env.FIREBASE_AUTH_EMULATOR_HOST) {
        warnings.push(
            `ALLOW_AUTH_EMULATOR=true: accepting unsigned Firebase Auth Emulator tokens (${process.env.FIREBASE_AUTH_EMULATOR_HOST}). Never do this in a real deployment.`,
        );
    }
    return warnings;
}

export function buildConfig(): VendureConfig {
    assertProductionSafety();
    const production = isProduction();
    const port = envInt('VENDURE_PORT', 3001);
    const origins = siteOrigins();
    const siteUrl = origins[0];
    const publicUrl = process.env.VENDURE_PUBLIC_URL || `http://localhost:${port}`;
    const limits = queryLimitsRule({
        maxDepth: envInt('GRAPHQL_MAX_DEPTH', 15),
        maxIntrospectionFields: envInt('GRAPHQL_MAX_INTROSPECTION', 2),
    });
    const hardening: ApiHardeningOptions = {
        shopApiBodyLimit: process.env.SHOP_API_BODY_LIMIT || '100kb',
        adminApiBodyLimit: process.env.ADMIN_API_BODY_LIMIT || '2mb',
        maxQueryComplexity: envInt('GRAPHQL_MAX_COST', 5000),
        production,
    };
    return {
        apiOptions: {
            port,
            // Loopback unless told otherwise: a local stack is not reachable from the network (docs/deploy.md).
            hostname: process.env.VENDURE_HOST || '127.0.0.1',
            adminApiPath: 'admin-api',
            shopApiPath: 'shop-api',
            introspection: !production,
            shopApiPlayground: !production,
            adminApiPlayground: !production,
            // No stack traces in any answer; the server's log has them.
            shopApiDebug: false,
            adminApiDebug: false,
            middleware: [
                ...hardeningMiddleware(hardening),
                ...(production ? [] : [{ route: `/${MAILBOX_ROUTE}`, handler: loopbackOnly, beforeListen: true }]),
            ],
            apolloServerPlugins: [queryComplexityPlugin(hardening.maxQueryComplexity), hideFieldSuggestionsPlugin],
            shopApiValidationRules: [limits],
            adminApiValidationRules: [limits],
            trustProxy: production ? 1 : false,
            cors: siteCorsOptions(origins),
        },
        authOptions: {
            // api-key: server-to-server callers (the app's ride data, recordRideTrips) send Vendure's `vendure-api-key` header.
            tokenMethod: ['bearer', 'api-key'],
            superadminCredentials: {
                identifier: envSecret('SUPERADMIN_USERNAME', 'superadmin'),
                password: envSecret('SUPERADMIN_PASSWORD', DEV_DEFAULT_SECRETS.SUPERADMIN_PASSWORD),
            },
            cookieOptions: {
                secret: envSecret('COOKIE_SECRET', DEV_DEFAULT_SECRETS.COOKIE_SECRET),
            },
            requireVerification: true,
            // Customers sign in with Firebase only (DESIGN §3): no second, password-based path into the
            // shop API (`login`, `registerCustomerAccount`, password reset answer NATIVE_AUTH_STRATEGY_ERROR).
            // The only registration of the strategy; tests that need password logins add the native one.
            shopAuthenticationStrategy: [new FirebaseAuthenticationStrategy()],
        },
        dbConnectionOptions: dbConnectionOptions(),
        entityOptions: {
            // IDR in minor units overflows a 32-bit integer above Rp 21.474.836 (every motorcycle):
            // store money as bigint (PostgreSQL rejects the int4 value; SQLite would hide the problem).
            moneyStrategy: new BigIntMoneyStrategy(),
        },
        defaultLanguageCode: LanguageCode.en,
        assetOptions: {
            // SVG can carry script and uploaded assets are public: raster images and PDFs only.
            permittedFileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', '.pdf'],
            uploadMaxFileSize: 10 * 1024 * 1024,
        },
        paymentOptions: {
            // The purchase plugin adds the gateway and bank-transfer handlers; the demo one stays for old orders.
            paymentMethodHandlers: [dummyPaymentHandler],
        },
        plugins: [
            hardenPlugin(hardening),
            AssetServerPlugin.init(assetServerOptions(publicUrl)),
            // Vendure's React dashboard at /dashboard. It would proxy to a Vite dev server answering on
            // DASHBOARD_VITE_PORT (default 5173) instead of serving the build: give every stack its own port.
            DashboardPlugin.init({
                route: 'dashboard',
                appDir: dashboardAppDir(),
                // Vendure's plugin asks localhost:<port> on every /dashboard request and serves the dashboard from
                // whatever answers there (a Vite dev server). Production serves the built dashboard only: nothing
                // answers on port 0.
                viteDevServerPort: production ? 0 : envInt('DASHBOARD_VITE_PORT', 5173),
            }),
            DefaultSchedulerPlugin.init(),
            ...sharedStatePlugins(),
            DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
            EmailPlugin.init(emailSetup(siteUrl).options),
            AccountsPlugin.init({ siteUrl }),
            IdentityDocumentsPlugin.init(),
            CataloguePlugin.init(),
            ContentPlugin.init({}),
            DealersPlugin.init({}),
            TestRidesPlugin.init({ siteUrl }),
            ShopPlugin.init({}),
            FinancingPlugin.init(),
            PurchasePlugin.init({
                // Locally the sandbox gateway (scripts/sandbox-gateway.mjs, started by scripts/stack.mjs).
                gatewayBaseUrl:
                    process.env.MIDTRANS_BASE_URL || `http://localhost:${envInt('SANDBOX_GATEWAY_PORT', 3002)}`,
                gatewayServerKey: envSecret('MIDTRANS_SERVER_KEY', 'SB-Mid-server-alva-local-sandbox'),
            }),
            // Installment through a financing provider (issue 14): after purchase, financing and documents.
            InstallmentPlugin,
            // Orders after the purchase (issue 13) and the customers' vehicles it creates at hand-over.
            OrdersPlugin,
            VehiclesPlugin,
            PsToolsPlugin,
            LeadsPlugin.init({
                maxPerWindow: envInt('LEADS_RATE_LIMIT_MAX', 5),
                windowMinutes: envInt('LEADS_RATE_LIMIT_WINDOW_MINUTES', 10),
                addressSalt: process.env.LEADS_ADDRESS_SALT || undefined,
            }),
            // Catalogue edits re-render the site's static pages at once (the site's /api/revalidate).
            SiteRevalidationPlugin.init({
                url: process.env.SITE_REVALIDATE_URL || `${process.env.SITE_URL_INTERNAL || siteUrl}/api/revalidate`,
                secret: process.env.REVALIDATE_SECRET || '',
            }),
        ],
    };
}

/**
 * Where the state every server and worker must share lives: Vendure's cache (sessions, phone-code sessions, Vendure's
 * own cached lookups) and the job queue. Never one process's memory. With REDIS_URL (a cluster, issue 20): Redis's
 * cache and BullMQ; without: the database (DefaultCachePlugin, the database job queue), which needs nothing else
 * running and still holds across a server and a worker, or several servers on one database.
 */
function sharedStatePlugins() {
    const url = redisUrl();
    if (!url) {
        return [
            DefaultCachePlugin.init({}),
            DefaultJobQueuePlugin.init({
                useDatabaseForBuffer: true,
                // SMS / WhatsApp and the site's revalidation calls back off exponentially (a provider or a Next.js
                // instance that is down); other jobs keep the 1 s default.
                backoffStrategy: (queueName, attempts) =>
                    queueName === OUTBOUND_MESSAGES_QUEUE
                        ? outboundMessageBackoffMs(attempts)
                        : queueName === SITE_REVALIDATION_QUEUE
                          ? siteRevalidationBackoffMs(attempts)
                          : 1000,
            }),
            // The database queue never re-runs a job its worker left RUNNING (killed mid-job): this does.
            JobRecoveryPlugin.init({ stalledAfterMinutes: envInt('JOB_STALLED_AFTER_MINUTES', 30) }),
        ];
    }
    const connection = redisOptions(url);
    return [
        RedisCachePlugin.init({ redisOptions: connection, namespace: 'alva-cache' }),
        BullMQJobQueuePlugin.init({
            connection: { ...connection, maxRetriesPerRequest: null },
            // Jobs that fail are retried (each job says how often); finished ones are kept a while for the back office.
            workerOptions: { removeOnComplete: { age: 86_400, count: 1000 }, removeOnFail: { age: 7 * 86_400 } },
            // SMS / WhatsApp and revalidation calls retry after 5 s, 10 s, 20 s… (other jobs: BullMQ's exponential from 1 s).
            setJobOptions: queueName =>
                queueName === OUTBOUND_MESSAGES_QUEUE
                    ? { backoff: { type: 'exponential', delay: OUTBOUND_MESSAGE_RETRY_DELAY_MS } }
                    : queueName === SITE_REVALIDATION_QUEUE
                      ? { backoff: { type: 'exponential', delay: SITE_REVALIDATION_RETRY_DELAY_MS } }
                      : {},
        }),
    ];
}

export const config: VendureConfig = buildConfig();
