import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { addressCustomFields } from './address-custom-fields';
import { shopApiExtensions } from './api/api-extensions';
import { EmailAccountShopResolver, emailAccountUnionResolvers } from './api/email-account-shop.resolver';
import { phoneShopApiExtensions } from './api/phone-api-extensions';
import { PhoneShopResolver } from './api/phone-shop.resolver';
import { profileEditingShopResolvers } from './api/profile-editing-shop.resolver';
import { ProfilePhotoController } from './api/profile-photo.controller';
import { ProfileShopResolver } from './api/profile-shop.resolver';
import { registrationShopApiExtensions } from './api/registration-api-extensions';
import { shopProfileGuardPlugin } from './api/shop-profile-guard';
import { ACCOUNTS_PLUGIN_OPTIONS, AccountsPluginOptions } from './constants';
import { customerCustomFields } from './custom-fields';
import { AccountToken } from './entities/account-token.entity';
import { GoogleRegistrationService } from './phone/google-registration.service';
import { PhoneOtpService } from './phone/phone-otp.service';
import { DeliveryAddressService } from './services/delivery-address.service';
import { EmailAccountService } from './services/email-account.service';
import { ProfileEditingService } from './services/profile-editing.service';
import { ProfilePhotoService } from './services/profile-photo.service';
import { ProfileService } from './services/profile.service';

/**
 * Customer accounts (DESIGN §5): profile fields and `profileCustomer`; profile editing, photo and delivery
 * addresses; e-mail registration, verification and passwords; phone OTP and Google sign-up (identity documents are
 * the IdentityDocumentsPlugin's). Every input rule lives in contact-rules.ts and the rule modules
 * beside it, which the site's forms import too.
 *
 * Sign-in is the {@link FirebaseAuthenticationStrategy}, which the Vendure config registers in
 * `authOptions.shopAuthenticationStrategy` (vendure-config.ts; the test config in e2e/test-environment.ts):
 * that is the only place it is registered.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [AccountToken],
    providers: [
        ProfileService,
        { provide: ACCOUNTS_PLUGIN_OPTIONS, useFactory: () => AccountsPlugin.options },
        ProfileEditingService,
        ProfilePhotoService,
        DeliveryAddressService,
        EmailAccountService,
        PhoneOtpService,
        GoogleRegistrationService,
    ],
    controllers: [ProfilePhotoController],
    shopApiExtensions: {
        schema: gql`
            ${shopApiExtensions}
            ${registrationShopApiExtensions}
            ${phoneShopApiExtensions}
        `,
        resolvers: [
            ProfileShopResolver,
            ...profileEditingShopResolvers,
            EmailAccountShopResolver,
            ...emailAccountUnionResolvers,
            PhoneShopResolver,
        ],
    },
    configuration: config => {
        config.customFields.Customer = [...(config.customFields.Customer ?? []), ...customerCustomFields];
        config.customFields.Address = [...(config.customFields.Address ?? []), ...addressCustomFields];
        config.apiOptions.apolloServerPlugins = [...(config.apiOptions.apolloServerPlugins ?? []), shopProfileGuardPlugin];
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
