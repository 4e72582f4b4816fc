/** Test server with the test-ride plugin, the dealers it needs and the EmailPlugin writing to MAILBOX_DIR. */
import { BigIntMoneyStrategy, dummyPaymentHandler, mergeConfig, NativeAuthenticationStrategy } from '@vendure/core';
import { defaultEmailHandlers, EmailPlugin, FileBasedTemplateLoader } from '@vendure/email-plugin';

import { BrandPartialsLoader } from '../../../common/brand-email';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import path from 'path';

// Registers the sql.js initializer (and its __data__ cache) shared by the back end's e2e specs.
import '../../../e2e/test-environment';
import { AccountsPlugin } from '../../accounts/accounts.plugin';
import { FirebaseAuthenticationStrategy, FirebaseTokenVerifier } from '../../accounts/firebase-authentication-strategy';
import { TestRidesPluginOptions } from '../constants';
import { DealersPlugin } from '../../dealers/dealers.plugin';
import { testRideEmailHandler, TestRideTemplateLoader } from '../email/test-ride-email-handler';
import { TestRidesPlugin } from '../test-rides.plugin';

/** Firebase sign-in without Firebase: tokens issued by the spec, verified by the map it passes here. */
export function createTestRideEnvironment(
    port: number,
    mailboxDir: string,
    options: { verifyFirebaseIdToken?: FirebaseTokenVerifier; testRides?: TestRidesPluginOptions } = {},
) {
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    const templates = path.join(path.dirname(require.resolve('@vendure/email-plugin/package.json')), 'templates');
    const config = mergeConfig(testConfig, {
        apiOptions: { port },
        entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
        authOptions: {
            tokenMethod: 'bearer',
            shopAuthenticationStrategy: [
                new NativeAuthenticationStrategy(),
                new FirebaseAuthenticationStrategy({
                    verifyIdToken:
                        options.verifyFirebaseIdToken ?? (async () => Promise.reject(new Error('no Firebase in this test'))),
                }),
            ],
        },
        paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
        plugins: [
            AccountsPlugin.init({}),
            DealersPlugin.init({}),
            TestRidesPlugin.init({ siteUrl: 'http://localhost:3000', ...options.testRides }),
            EmailPlugin.init({
                devMode: true,
                outputPath: mailboxDir,
                route: 'mailbox',
                handlers: [...defaultEmailHandlers, testRideEmailHandler],
                templateLoader: new TestRideTemplateLoader(new BrandPartialsLoader(new FileBasedTemplateLoader(templates))),
                globalTemplateVars: { fromAddress: '"Alva" <noreply@alva.example>' },
            }),
        ],
    });
    return createTestEnvironment(config);
}
