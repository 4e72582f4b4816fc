import { Injectable } from '@nestjs/common';
import {
    CacheService,
    ConfigService,
    Customer,
    ExternalAuthenticationService,
    Logger,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { IsNull } from 'typeorm';

import { AttemptLimiter, clientAddress } from '../../../common/attempt-limiter';
import { EMAIL_NOT_VERIFIED, FIREBASE_STRATEGY_NAME, loggerCtx } from '../constants';
import type { FirebaseAuthenticationStrategy, FirebaseTokenVerifier } from '../firebase-authentication-strategy';
import { verifyFirebaseIdToken } from '../services/firebase-admin';
import { checkRegistrationInput, ReferralFieldError, RegistrationSource } from '@alva/rules';

export const GOOGLE_REGISTRATION_LIMITS = {
    /** registerCustomerWithGoogle calls per client address per hour. */
    perAddressPerHour: 20,
} as const;

export type GoogleSignInErrorCode =
    | ReferralFieldError
    | 'INVALID_TOKEN'
    | 'NOT_GOOGLE_ACCOUNT'
    | 'EMAIL_NOT_VERIFIED'
    | 'TOO_MANY_ATTEMPTS'
    | 'SYSTEM_ERROR';

export interface RegisterWithGoogleResult {
    success: boolean;
    message: string;
    errorCode: GoogleSignInErrorCode | null;
    field: string | null;
    retryAfterSeconds: number | null;
    isNewCustomer: boolean | null;
}

const MESSAGES: Record<GoogleSignInErrorCode, string> = {
    REFERRAL_LINK_INVALID: 'The referral link is not valid.',
    REFERRAL_CODE_INVALID: 'The referral code is not valid.',
    SOURCE_INVALID: 'Unknown registration source.',
    INVALID_TOKEN: 'The Google sign-in is not valid. Please try again.',
    NOT_GOOGLE_ACCOUNT: 'This is not a Google sign-in.',
    EMAIL_NOT_VERIFIED: 'The email has not been verified yet.',
    TOO_MANY_ATTEMPTS: 'Too many attempts. Please try again later.',
    SYSTEM_ERROR: 'System error. Please try again later.',
};

function fail(
    errorCode: GoogleSignInErrorCode,
    field: string | null = null,
    retryAfterSeconds: number | null = null,
): RegisterWithGoogleResult {
    return { success: false, message: MESSAGES[errorCode], errorCode, field, retryAfterSeconds, isNewCustomer: null };
}

function ok(isNewCustomer: boolean): RegisterWithGoogleResult {
    return { success: true, message: 'OK', errorCode: null, field: null, retryAfterSeconds: null, isNewCustomer };
}

/**
 * `registerCustomerWithGoogle` (SPEC §7): after a Google sign-in in the browser, creates the customer of that
 * Firebase user when there is none yet — through the Firebase sign-in strategy, so creation, linking by a verified
 * e-mail address and the isGoogleAccount flag are exactly those of any sign-in — and records the referral link,
 * referral code and registration source on the new customer only. It starts no session: the browser then
 * finishes with `completeSignIn` (authenticate).
 */
@Injectable()
export class GoogleRegistrationService {
    /** Replaceable in tests. */
    verifyIdToken: FirebaseTokenVerifier = verifyFirebaseIdToken;
    private readonly limiter: AttemptLimiter;

    constructor(
        cache: CacheService,
        private configService: ConfigService,
        private connection: TransactionalConnection,
        private externalAuthenticationService: ExternalAuthenticationService,
    ) {
        this.limiter = new AttemptLimiter(cache, 3_600_000, () => this.now());
    }

    now(): number {
        return Date.now();
    }

    async register(
        ctx: RequestContext,
        input: { idToken: unknown; referralLink?: string | null; referralCode?: string | null; sourceRegistration?: string | null },
    ): Promise<RegisterWithGoogleResult> {
        const registrationError = checkRegistrationInput(input);
        if (registrationError) return fail(registrationError.code, registrationError.field);
        if (typeof input.idToken !== 'string' || !input.idToken || input.idToken.length > 8192) {
            return fail('INVALID_TOKEN', 'idToken');
        }
        const limit = await this.limiter.take([
            { key: `google-register:ip:${clientAddress(ctx)}`, limit: GOOGLE_REGISTRATION_LIMITS.perAddressPerHour },
        ]);
        if (!limit.allowed) return fail('TOO_MANY_ATTEMPTS', null, limit.retryAfterSeconds);

        let token: DecodedIdToken;
        try {
            token = await this.verifyIdToken(input.idToken);
        } catch {
            return fail('INVALID_TOKEN', 'idToken');
        }
        if (token.firebase?.sign_in_provider !== 'google.com') return fail('NOT_GOOGLE_ACCOUNT', 'idToken');

        const existing = await this.externalAuthenticationService.findCustomerUser(ctx, FIREBASE_STRATEGY_NAME, token.uid);
        if (existing) return ok(false);
        // An existing (e-mail) customer that this Google account is linked to is not a new registration.
        const email = token.email?.trim().toLowerCase();
        const customerRepo = this.connection.getRepository(ctx, Customer);
        const hadCustomer = email ? (await customerRepo.count({ where: { emailAddress: email, deletedAt: IsNull() } })) > 0 : false;

        const strategy = this.configService.authOptions.shopAuthenticationStrategy.find(
            s => s.name === FIREBASE_STRATEGY_NAME,
        ) as FirebaseAuthenticationStrategy | undefined;
        if (!strategy) {
            Logger.error('The Firebase authentication strategy is not configured', loggerCtx);
            return fail('SYSTEM_ERROR');
        }
        const user = await strategy.authenticate(ctx, { idToken: input.idToken });
        if (user === EMAIL_NOT_VERIFIED) return fail('EMAIL_NOT_VERIFIED');
        if (!user || typeof user === 'string') return fail('INVALID_TOKEN', 'idToken');

        const isNewCustomer = !hadCustomer;
        if (isNewCustomer) {
            const customer = await customerRepo.findOne({ where: { user: { id: user.id } } });
            if (customer) {
                customer.customFields.referralLink = input.referralLink?.trim() || null;
                customer.customFields.referralCode = input.referralCode?.trim() || null;
                customer.customFields.sourceRegistration =
                    (input.sourceRegistration?.trim() as RegistrationSource | undefined) || 'WEBSITE';
                await customerRepo.save(customer, { reload: false });
            }
        }
        return ok(isNewCustomer);
    }
}
