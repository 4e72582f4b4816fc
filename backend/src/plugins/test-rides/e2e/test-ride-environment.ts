/** Test server with the test-ride plugin, the dealers it needs and the EmailPlugin writing to MAILBOX_DIR. */
import { BigIntMoneyStrategy, dummyPaymentHandler, mergeConfig, NativeAuthenticationStrategy } from '@vendure/core';
import { defaultEmailHandlers, EmailPlugin, FileBasedTemplateLoader } from '@vendure/email-plugin';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import path from 'path';

// Registers the sql.js initializer (and its __data__ cache) shared by the back end's e2e specs.
import '../../../e2e/test-environment';
import { AccountsPlugin } from '../../accounts/accounts.plugin';
import { DealersPlugin } from '../../dealers/dealers.plugin';
import { testRideEmailHandler, TestRideTemplateLoader } from '../email/test-ride-email-handler';
import { TestRidesPlugin } from '../test-rides.plugin';

export function createTestRideEnvironment(port: number, mailboxDir: string) {
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    const templates = path.join(path.dirname(require.resolve('@vendure/email-plugin/package.json')), 'templates');
    const config = mergeConfig(testConfig, {
        apiOptions: { port },
        entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
        authOptions: { tokenMethod: 'bearer', shopAuthenticationStrategy: [new NativeAuthenticationStrategy()] },
        paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
        plugins: [
            AccountsPlugin.init({}),
            DealersPlugin.init({}),
            TestRidesPlugin.init({ siteUrl: 'http://localhost:3000' }),
            EmailPlugin.init({
                devMode: true,
                outputPath: mailboxDir,
                route: 'mailbox',
                handlers: [...defaultEmailHandlers, testRideEmailHandler],
                templateLoader: new TestRideTemplateLoader(new FileBasedTemplateLoader(templates)),
                globalTemplateVars: { fromAddress: '"Alva" <noreply@alva.example>' },
            }),
        ],
    });
    return createTestEnvironment(config);
}
