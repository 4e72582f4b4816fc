import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { ProfileShopResolver } from './api/profile-shop.resolver';
import { ACCOUNTS_PLUGIN_OPTIONS, AccountsPluginOptions, FIREBASE_STRATEGY_NAME } from './constants';
import { customerCustomFields } from './custom-fields';
import { FirebaseAuthenticationStrategy } from './firebase-authentication-strategy';
import { ProfileService } from './services/profile.service';

/**
 * Customer accounts: Firebase sign-in, profile fields and the `profileCustomer` query.
 * (Identity documents, OTP and e-mail verification land here later — DESIGN §5.)
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [ProfileService, { provide: ACCOUNTS_PLUGIN_OPTIONS, useFactory: () => AccountsPlugin.options }],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [ProfileShopResolver] },
    configuration: config => {
        config.customFields.Customer = [...(config.customFields.Customer ?? []), ...customerCustomFields];
        const strategies = config.authOptions.shopAuthenticationStrategy ?? [];
        if (!strategies.some(s => s.name === FIREBASE_STRATEGY_NAME)) {
            config.authOptions.shopAuthenticationStrategy = [...strategies, new FirebaseAuthenticationStrategy()];
        }
        return config;
    },
    compatibility: '^3.0.0',
})
export class AccountsPlugin {
    static options: AccountsPluginOptions = {};

    static init(options: AccountsPluginOptions): Type<AccountsPlugin> {
        this.options = options;
        if (options.firebaseProjectId && !process.env.FIREBASE_PROJECT_ID) {
            process.env.FIREBASE_PROJECT_ID = options.firebaseProjectId;
        }
        return AccountsPlugin;
    }
}
