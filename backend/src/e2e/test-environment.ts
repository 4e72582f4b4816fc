/** Shared set-up for the plugin e2e specs (@vendure/testing on sql.js: there is no better-sqlite3 initializer). */
import {
    BigIntMoneyStrategy,
    DefaultCachePlugin,
    dummyPaymentHandler,
    mergeConfig,
    NativeAuthenticationStrategy,
    Type,
} from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import path from 'path';

import { queryLimitsRule } from '../api-limits';
import { siteCorsOptions } from '../environment';
import {
    ApiHardeningOptions,
    hardeningMiddleware,
    hardenPlugin,
    hideFieldSuggestionsPlugin,
    queryComplexityPlugin,
} from '../api-hardening';
import { AccountsPlugin } from '../plugins/accounts/accounts.plugin';
import {
    FirebaseAuthenticationStrategy,
    FirebaseTokenVerifier,
} from '../plugins/accounts/firebase-authentication-strategy';
import { CataloguePlugin } from '../plugins/catalogue/catalogue.plugin';
import { ContentPlugin } from '../plugins/content/content.plugin';
import { DealersPlugin } from '../plugins/dealers/dealers.plugin';
import { IdentityDocumentsPlugin } from '../plugins/identity-documents/identity-documents.plugin';
import { TEST_INITIAL_DATA } from './fixtures/initial-data';

const dataDir = path.join(__dirname, '__data__');
registerInitializer('sqljs', new SqljsInitializer(dataDir));

/** What server.init() populates: the fixtures' store set-up. */
export const initialData = TEST_INITIAL_DATA;

export interface AlvaTestEnvironmentOptions {
    /** Replaces firebase-admin's ID-token verification in the Firebase strategy. */
    verifyFirebaseIdToken?: FirebaseTokenVerifier;
    /** The real server's hostile-request defences (vendure-config.ts), for the hostile-request spec. */
    hardening?: ApiHardeningOptions;
    /** Plugins a spec adds to the common ones (e.g. the vehicles plugin). */
    extraPlugins?: Array<Type<unknown>>;
}

export function createAlvaTestEnvironment(port: number, options: AlvaTestEnvironmentOptions = {}) {
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    const config = mergeConfig(testConfig, {
        apiOptions: {
            port,
            ...(options.hardening
                ? {
                      shopApiDebug: false,
                      shopApiValidationRules: [queryLimitsRule({ maxDepth: 15, maxIntrospectionFields: 2 })],
                      middleware: hardeningMiddleware(options.hardening),
                      apolloServerPlugins: [
                          queryComplexityPlugin(options.hardening.maxQueryComplexity),
                          hideFieldSuggestionsPlugin,
                      ],
                  }
                : {}),
        },
        entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
        authOptions: {
            // api-key: server-to-server callers (the app's ride data, recordRideTrips) send Vendure's `vendure-api-key` header.
            tokenMethod: ['bearer', 'api-key'],
            // The real config is Firebase-only (vendure-config.ts). Tests add the native strategy so that
            // @vendure/testing's asUserWithCredentials() can sign the seeded demo customers in.
            shopAuthenticationStrategy: [
                new NativeAuthenticationStrategy(),
                new FirebaseAuthenticationStrategy({ verifyIdToken: options.verifyFirebaseIdToken }),
            ],
        },
        paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
        plugins: [
            ...(options.hardening ? [hardenPlugin(options.hardening)] : []),
            // The cache in the database like the real server's (vendure-config.ts): limits and phone-code sessions.
            DefaultCachePlugin.init({}),
            AccountsPlugin.init({}),
            IdentityDocumentsPlugin.init(),
            CataloguePlugin.init(),
            ContentPlugin.init({}),
            DealersPlugin.init({}),
            ...(options.extraPlugins ?? []),
        ],
    });
    // The real server's CORS policy. Set after mergeConfig, which cannot merge an object over testConfig's `cors: true`.
    if (options.hardening) config.apiOptions.cors = siteCorsOptions();
    return createTestEnvironment(config);
}
