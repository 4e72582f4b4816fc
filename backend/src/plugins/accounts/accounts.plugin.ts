import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import gql from 'graphql-tag';

import { shopApiExtensions } from './api/api-extensions';
import { phoneShopApiExtensions } from './api/phone-api-extensions';
import { PhoneShopResolver } from './api/phone-shop.resolver';
import { ProfileShopResolver } from './api/profile-shop.resolver';
import { ACCOUNTS_PLUGIN_OPTIONS, AccountsPluginOptions } from './constants';
import { customerCustomFields } from './custom-fields';
import { GoogleRegistrationService } from './phone/google-registration.service';
import { PhoneOtpService } from './phone/phone-otp.service';
import { ProfileService } from './services/profile.service';

/**
 * Customer accounts: profile fields and the `profileCustomer` query.
 * (Identity documents, OTP and e-mail verification land here later — DESIGN §5.)
 *
 * Sign-in is the {@link FirebaseAuthenticationStrategy}, which the Vendure config registers in
 * `authOptions.shopAuthenticationStrategy` (vendure-config.ts; the test config in e2e/test-environment.ts):
 * that is the only place it is registered.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        ProfileService,
        { provide: ACCOUNTS_PLUGIN_OPTIONS, useFactory: () => AccountsPlugin.options },
        PhoneOtpService,
        GoogleRegistrationService,
    ],
    shopApiExtensions: {
        schema: gql`
            ${shopApiExtensions}
            ${phoneShopApiExtensions}
        `,
        resolvers: [ProfileShopResolver, PhoneShopResolver],
    },
    configuration: config => {
        config.customFields.Customer = [...(config.customFields.Customer ?? []), ...customerCustomFields];
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
