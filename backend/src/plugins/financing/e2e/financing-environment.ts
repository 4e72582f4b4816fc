/** Test server with the financing and leads plugins (the leads plugin uses the financing plugin's enum and quotes). */
import { BigIntMoneyStrategy, mergeConfig, NativeAuthenticationStrategy } from '@vendure/core';
import { createTestEnvironment, testConfig } from '@vendure/testing';

// Registers the sql.js initializer (and its __data__ cache) shared by the back end's e2e specs.
import '../../../e2e/test-environment';
import { LeadsPlugin } from '../../leads/leads.plugin';
import type { LeadsPluginOptions } from '../../leads/constants';
import { FinancingPlugin } from '../financing.plugin';

export function createFinancingEnvironment(port: number, leads: LeadsPluginOptions = {}) {
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    const config = mergeConfig(testConfig, {
        apiOptions: { port },
        entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
        authOptions: { tokenMethod: 'bearer', shopAuthenticationStrategy: [new NativeAuthenticationStrategy()] },
        plugins: [FinancingPlugin.init(), LeadsPlugin.init(leads)],
    });
    return createTestEnvironment(config);
}
