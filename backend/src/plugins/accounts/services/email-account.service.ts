import { Inject, Injectable } from '@nestjs/common';
import {
    AuthenticatedSession,
    CacheService,
    ConfigService,
    Customer,
    EventBus,
    ExternalAuthenticationMethod,
    ExternalAuthenticationService,
    ForbiddenError,
    ID,
    Logger,
    RequestContext,
    TransactionalConnection,
    User,
} from '@vendure/core';
import { createHash, randomBytes } from 'crypto';
import { IsNull } from 'typeorm';

import { AttemptLimit, AttemptLimiter, clientAddress } from '../../../common/attempt-limiter';
import { AccountEmailEvent, AccountEmailKind } from '../account-email-event';
import { ACCOUNTS_PLUGIN_OPTIONS, AccountsPluginOptions, FIREBASE_STRATEGY_NAME, loggerCtx } from '../constants';
import { AccountToken } from '../entities/account-token.entity';
import {
    AccountFieldError,
    checkEmail,
    checkPassword,
    normalizeEmail,
    normalizeText,
    RegistrationInput,
    splitName,
    toE164,
    validatePasswordChange,
    validateRegistration,
} from '../account-rules';
import { AdminFirebaseAccounts, FirebaseAccounts, FirebaseEmailExistsError } from './firebase-accounts';

export const VERIFICATION_VALID_HOURS = 24;
export const RESET_VALID_HOURS = 1;
const HOUR = 60 * 60 * 1000;

/** Per-window limits of each operation (see {@link EmailAccountService}). */
export const ACCOUNT_LIMITS = {
    windowMs: 15 * 60 * 1000,
    registerPerAddress: 10,
    registerPerEmail: 5,
    checkEmailPerAddress: 30,
    sendVerificationPerAddress: 10,
    sendVerificationPerEmail: 3,
    verifyPerAddress: 20,
    resetRequestPerAddress: 10,
    resetRequestPerEmail: 3,
    resetWithTokenPerAddress: 20,
    changePasswordPerCustomer: 5,
    changePasswordPerAddress: 20,
} as const;

// ------------------------------------------------------------------------------------------------
// Results (members of the GraphQL unions in api/registration-api-extensions.ts)
// ------------------------------------------------------------------------------------------------

export interface AccountInputError {
    __typename: 'AccountInputError';
    errorCode: 'EMAIL_ACCOUNT_INVALID_INPUT';
    message: string;
    fieldErrors: AccountFieldError[];
}
export interface AccountRateLimitedError {
    __typename: 'AccountRateLimitedError';
    errorCode: 'EMAIL_ACCOUNT_RATE_LIMITED';
    message: string;
    retryAfterSeconds: number;
}
export interface AccountActionSuccess {
    __typename: 'AccountActionSuccess';
    success: true;
    message: string;
}
export interface RegisterCustomerSuccess {
    __typename: 'RegisterCustomerSuccess';
    success: true;
    emailAddress: string;
    message: string;
}
type VendureError<T extends string, C extends string> = { __typename: T; errorCode: C; message: string };
export type EmailAddressConflictError = VendureError<'EmailAddressConflictError', 'EMAIL_ADDRESS_CONFLICT_ERROR'>;
export type VerificationTokenExpiredError = VendureError<'VerificationTokenExpiredError', 'VERIFICATION_TOKEN_EXPIRED_ERROR'>;
export type VerificationTokenInvalidError = VendureError<'VerificationTokenInvalidError', 'VERIFICATION_TOKEN_INVALID_ERROR'>;
export type PasswordResetTokenExpiredError = VendureError<'PasswordResetTokenExpiredError', 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR'>;
export type PasswordResetTokenInvalidError = VendureError<'PasswordResetTokenInvalidError', 'PASSWORD_RESET_TOKEN_INVALID_ERROR'>;
export type InvalidCredentialsError = VendureError<'InvalidCredentialsError', 'INVALID_CREDENTIALS_ERROR'> & {
    authenticationError: string;
};

export interface AccountCheckResponse {
    success: boolean;
    message: string;
    errorCode: string | null;
}
export interface EmailVerificationStatus {
    success: boolean;
    message: string;
    status: 'VERIFIED' | 'NOT_VERIFIED';
}

const inputError = (fieldErrors: AccountFieldError[]): AccountInputError => ({
    __typename: 'AccountInputError',
    errorCode: 'EMAIL_ACCOUNT_INVALID_INPUT',
    message: 'Some fields are not valid.',
    fieldErrors,
});
const rateLimited = (retryAfterSeconds: number): AccountRateLimitedError => ({
    __typename: 'AccountRateLimitedError',
    errorCode: 'EMAIL_ACCOUNT_RATE_LIMITED',
    message: 'Too many attempts. Please try again later.',
    retryAfterSeconds,
});
const ok = (message: string): AccountActionSuccess => ({ __typename: 'AccountActionSuccess', success: true, message });

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * E-mail accounts (SPEC §4, §5, §7): registration, address verification, password reset and change. Firebase holds
 * the credentials; Vendure holds the customer, linked to the Firebase user as its `firebase` external
 * authentication method. Every operation is rate-limited per caller address and per e-mail address / customer
 * (AttemptLimiter), and answers nothing about an account beyond what the spec's messages say.
 */
@Injectable()
export class EmailAccountService {
    private readonly limiter: AttemptLimiter;
    private readonly firebase: FirebaseAccounts;

    constructor(
        private connection: TransactionalConnection,
        private externalAuth: ExternalAuthenticationService,
        private eventBus: EventBus,
        private configService: ConfigService,
        cache: CacheService,
        @Inject(ACCOUNTS_PLUGIN_OPTIONS) private options: AccountsPluginOptions,
    ) {
        this.limiter = new AttemptLimiter(cache, ACCOUNT_LIMITS.windowMs, options.now);
        this.firebase = options.firebaseAccounts ?? new AdminFirebaseAccounts();
    }

    private now() {
        return this.options.now?.() ?? Date.now();
    }

    private ip(ctx: RequestContext) {
        return clientAddress(ctx);
    }

    // --------------------------------------------------------------------------------------------
    // Registration
    // --------------------------------------------------------------------------------------------

    async checkEmailIsNotRegistered(ctx: RequestContext, email: string): Promise<AccountCheckResponse> {
        const limit = await this.limiter.take([
            { key: `account:check-email:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.checkEmailPerAddress },
        ]);
        if (!limit.allowed) {
            return { success: false, message: 'Too many attempts. Please try again later.', errorCode: 'EMAIL_ACCOUNT_RATE_LIMITED' };
        }
        if (checkEmail(email)) {
            return { success: false, message: 'The e-mail address is not valid.', errorCode: 'EMAIL_ACCOUNT_INVALID_INPUT' };
        }
        if (await this.isRegistered(ctx, normalizeEmail(email))) {
            return { success: false, message: 'The e-mail address is already registered.', errorCode: 'EMAIL_ADDRESS_CONFLICT' };
        }
        return { success: true, message: 'The e-mail address is not registered.', errorCode: null };
    }

    private async isRegistered(ctx: RequestContext, email: string): Promise<boolean> {
        const customer = await this.findCustomerByEmail(ctx, email);
        if (customer) return true;
        return (await this.firebase.findUidByEmail(email)) !== null;
    }

    private findCustomerByEmail(ctx: RequestContext, email: string) {
        return this.connection
            .getRepository(ctx, Customer)
            .createQueryBuilder('customer')
            .leftJoinAndSelect('customer.user', 'user')
            .where('LOWER(customer.emailAddress) = :email', { email })
            .andWhere('customer.deletedAt IS NULL')
            .getOne();
    }

    async registerCustomer(
        ctx: RequestContext,
        input: RegistrationInput,
    ): Promise<RegisterCustomerSuccess | EmailAddressConflictError | AccountInputError | AccountRateLimitedError> {
        const email = normalizeEmail(input.emailAddress);
        const limits: AttemptLimit[] = [
            { key: `account:register:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.registerPerAddress },
            ...(email ? [{ key: `account:register:email:${email}`, limit: ACCOUNT_LIMITS.registerPerEmail }] : []),
        ];
        const limit = await this.limiter.take(limits);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);

        const fieldErrors = validateRegistration(input);
        if (fieldErrors.length) return inputError(fieldErrors);

        const conflict: EmailAddressConflictError = {
            __typename: 'EmailAddressConflictError',
            errorCode: 'EMAIL_ADDRESS_CONFLICT_ERROR',
            message: 'The e-mail address is already registered.',
        };
        if (await this.isRegistered(ctx, email)) return conflict;
        // One phone number per account (as on the profile): phone sign-in finds the customer by it.
        const phoneTaken = await this.connection
            .getRepository(ctx, Customer)
            .count({ where: { phoneNumber: toE164(input.phoneNumber), deletedAt: IsNull() } });
        if (phoneTaken) return inputError([{ field: 'phoneNumber', code: 'PHONE_CONFLICT' }]);

        const name = normalizeText(input.name);
        let uid: string;
        try {
            ({ uid } = await this.firebase.createUser({ email, password: input.password, displayName: name }));
        } catch (e) {
            if (e instanceof FirebaseEmailExistsError) return conflict;
            throw e;
        }

        let customerId: ID;
        try {
            customerId = await this.connection.withTransaction(ctx, async txCtx => {
                const user = await this.externalAuth.createCustomerAndUser(txCtx, {
                    strategy: FIREBASE_STRATEGY_NAME,
                    externalIdentifier: uid,
                    emailAddress: email,
                    ...splitName(name),
                    verified: false,
                });
                const repo = this.connection.getRepository(txCtx, Customer);
                const customer = await repo.findOneOrFail({ where: { user: { id: user.id } } });
                customer.phoneNumber = toE164(input.phoneNumber);
                Object.assign(customer.customFields, {
                    referralLink: input.referralLink?.trim() || null,
                    referralCode: input.referralCode?.trim() || null,
                    sourceRegistration: input.sourceRegistration || 'WEBSITE',
                    selectedLanguage: this.language(ctx),
                    emailVerified: false,
                });
                await repo.save(customer, { reload: false });
                return customer.id;
            });
        } catch (e) {
            // Nothing half-made: the Firebase user goes when the customer could not be stored.
            await this.firebase.deleteUser(uid).catch(err =>
                Logger.error(`Could not remove Firebase user ${uid} after a failed registration: ${String(err)}`, loggerCtx),
            );
            throw e;
        }

        await this.issueAndSend(ctx, customerId, 'verify-email');
        return {
            __typename: 'RegisterCustomerSuccess',
            success: true,
            emailAddress: email,
            message: 'Account created. Check your e-mail to verify the address.',
        };
    }

    // --------------------------------------------------------------------------------------------
    // Address verification
    // --------------------------------------------------------------------------------------------

    /**
     * Re-sends the verification e-mail: to the signed-in customer, or to the account of `emailAddress`. The answer is
     * the same whether or not such an unverified account exists.
     */
    async sendEmailVerification(
        ctx: RequestContext,
        emailAddress?: string | null,
    ): Promise<AccountActionSuccess | AccountInputError | AccountRateLimitedError> {
        let customer: Customer | null | undefined;
        if (emailAddress != null && emailAddress !== '') {
            const code = checkEmail(emailAddress);
            if (code) return inputError([{ field: 'emailAddress', code }]);
            customer = await this.findCustomerByEmail(ctx, normalizeEmail(emailAddress));
        } else if (ctx.activeUserId) {
            customer = await this.connection
                .getRepository(ctx, Customer)
                .findOne({ where: { user: { id: ctx.activeUserId } }, relations: { user: true } });
        } else {
            return inputError([{ field: 'emailAddress', code: 'REQUIRED' }]);
        }
        const email = customer?.emailAddress ?? normalizeEmail(emailAddress);
        const limit = await this.limiter.take([
            { key: `account:send-verification:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.sendVerificationPerAddress },
            { key: `account:send-verification:email:${email}`, limit: ACCOUNT_LIMITS.sendVerificationPerEmail },
        ]);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
        const sent = ok('If the address belongs to an account that is not verified yet, a new link is on its way.');
        if (!customer || this.isVerified(customer)) return sent;
        await this.issueAndSend(ctx, customer.id, 'verify-email');
        return sent;
    }

    /**
     * Profile e-mail change (ProfileEditingService): whether another sign-in already uses `email`; a customer without
     * a Firebase sign-in (seeded staff and demo accounts) has nothing to check.
     */
    async signInEmailTakenByOther(ctx: RequestContext, userId: ID, email: string): Promise<boolean> {
        const uid = await this.firebaseUidOf(ctx, userId);
        if (!uid) return false;
        const owner = await this.firebase.findUidByEmail(email);
        return owner != null && owner !== uid;
    }

    /**
     * After a profile e-mail change: Firebase signs the customer in with the new address (unverified), and a
     * verification link goes to it, so the new address is proven before it counts as verified.
     */
    async moveSignInEmail(ctx: RequestContext, customerId: ID, userId: ID, email: string): Promise<void> {
        const uid = await this.firebaseUidOf(ctx, userId);
        if (uid) await this.firebase.setEmail(uid, email);
        await this.issueAndSend(ctx, customerId, 'verify-email');
    }

    async verifyEmail(
        ctx: RequestContext,
        token: string,
    ): Promise<AccountActionSuccess | VerificationTokenExpiredError | VerificationTokenInvalidError | AccountRateLimitedError> {
        const limit = await this.limiter.take([
            { key: `account:verify:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.verifyPerAddress },
        ]);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
        const invalid: VerificationTokenInvalidError = {
            __typename: 'VerificationTokenInvalidError',
            errorCode: 'VERIFICATION_TOKEN_INVALID_ERROR',
            message: 'The verification link is not valid.',
        };
        const found = await this.consumeToken(ctx, token, 'verify-email');
        if (found === 'invalid') return invalid;
        if (found === 'expired') {
            return {
                __typename: 'VerificationTokenExpiredError',
                errorCode: 'VERIFICATION_TOKEN_EXPIRED_ERROR',
                message: 'The verification link has expired.',
            };
        }
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { id: found.customerId }, relations: { user: true } });
        if (!customer?.user) return invalid;
        customer.customFields.emailVerified = true;
        await this.connection.getRepository(ctx, Customer).save(customer, { reload: false });
        await this.connection.getRepository(ctx, User).update({ id: customer.user.id }, { verified: true });
        const uid = await this.firebaseUidOf(ctx, customer.user.id);
        // New ID tokens then carry email_verified, which the sign-in strategy requires of password accounts.
        if (uid) await this.firebase.setEmailVerified(uid);
        return ok('The e-mail address is verified.');
    }

    async isEmailVerified(ctx: RequestContext): Promise<EmailVerificationStatus> {
        const customer = ctx.activeUserId
            ? await this.connection
                  .getRepository(ctx, Customer)
                  .findOne({ where: { user: { id: ctx.activeUserId } }, relations: { user: true } })
            : null;
        if (!customer) return { success: false, message: 'Nobody is signed in.', status: 'NOT_VERIFIED' };
        const verified = this.isVerified(customer);
        return {
            success: true,
            message: verified ? 'The e-mail address is verified.' : 'The email has not been verified yet.',
            status: verified ? 'VERIFIED' : 'NOT_VERIFIED',
        };
    }

    // --------------------------------------------------------------------------------------------
    // Passwords
    // --------------------------------------------------------------------------------------------

    /** E-mails a reset link to an e-mail/password account; the same answer whether or not the address exists. */
    async requestPasswordReset(
        ctx: RequestContext,
        emailAddress: string,
    ): Promise<AccountActionSuccess | AccountInputError | AccountRateLimitedError> {
        const code = checkEmail(emailAddress);
        if (code) return inputError([{ field: 'emailAddress', code }]);
        const email = normalizeEmail(emailAddress);
        const limit = await this.limiter.take([
            { key: `account:reset-request:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.resetRequestPerAddress },
            { key: `account:reset-request:email:${email}`, limit: ACCOUNT_LIMITS.resetRequestPerEmail },
        ]);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
        const answer = ok('If an account uses this address, a link to set a new password is on its way.');
        const customer = await this.findCustomerByEmail(ctx, email);
        if (!customer?.user) return answer;
        const uid = await this.firebaseUidOf(ctx, customer.user.id);
        // Only accounts that sign in with a password can reset one (not Google- or phone-only accounts).
        if (!uid || !(await this.firebase.providersOf(uid)).includes('password')) return answer;
        await this.issueAndSend(ctx, customer.id, 'reset-password');
        return answer;
    }

    async resetPasswordWithToken(
        ctx: RequestContext,
        token: string,
        newPassword: string,
    ): Promise<
        | AccountActionSuccess
        | PasswordResetTokenExpiredError
        | PasswordResetTokenInvalidError
        | AccountInputError
        | AccountRateLimitedError
    > {
        const limit = await this.limiter.take([
            { key: `account:reset:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.resetWithTokenPerAddress },
        ]);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
        const policy = checkPassword(newPassword);
        if (policy) return inputError([{ field: 'newPassword', code: policy }]);
        const invalid: PasswordResetTokenInvalidError = {
            __typename: 'PasswordResetTokenInvalidError',
            errorCode: 'PASSWORD_RESET_TOKEN_INVALID_ERROR',
            message: 'The password reset link is not valid.',
        };
        const found = await this.consumeToken(ctx, token, 'reset-password');
        if (found === 'invalid') return invalid;
        if (found === 'expired') {
            return {
                __typename: 'PasswordResetTokenExpiredError',
                errorCode: 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR',
                message: 'The password reset link has expired.',
            };
        }
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { id: found.customerId }, relations: { user: true } });
        const uid = customer?.user ? await this.firebaseUidOf(ctx, customer.user.id) : null;
        if (!customer || !uid) return invalid;
        await this.firebase.setPassword(uid, newPassword);
        // Whoever held a session with the old password is signed out of the shop API.
        await this.endSessions(ctx, customer.user!.id);
        // The link went to the address: following it proves the address too.
        if (!this.isVerified(customer)) {
            customer.customFields.emailVerified = true;
            await this.connection.getRepository(ctx, Customer).save(customer, { reload: false });
            await this.connection.getRepository(ctx, User).update({ id: customer.user!.id }, { verified: true });
            await this.firebase.setEmailVerified(uid);
        }
        return ok('Your password has been changed.');
    }

    /** The signed-in customer changes the password (old one checked against Firebase). */
    async resetOldPassword(
        ctx: RequestContext,
        oldPassword: string,
        newPassword: string,
    ): Promise<AccountActionSuccess | InvalidCredentialsError | AccountInputError | AccountRateLimitedError> {
        if (!ctx.activeUserId) throw new ForbiddenError();
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { user: { id: ctx.activeUserId } }, relations: { user: true } });
        if (!customer?.user) throw new ForbiddenError();
        const limits: AttemptLimit[] = [
            { key: `account:change-password:customer:${customer.id}`, limit: ACCOUNT_LIMITS.changePasswordPerCustomer },
            { key: `account:change-password:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.changePasswordPerAddress },
        ];
        const limit = await this.limiter.check(limits);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
        const fieldErrors = validatePasswordChange(oldPassword ?? '', newPassword ?? '');
        if (fieldErrors.length) return inputError(fieldErrors);
        const uid = await this.firebaseUidOf(ctx, customer.user.id);
        if (!uid || !(await this.firebase.providersOf(uid)).includes('password')) {
            return inputError([{ field: 'oldPassword', code: 'NO_PASSWORD_ACCOUNT' }]);
        }
        const check = await this.firebase.checkPassword(customer.emailAddress, oldPassword);
        if (check !== 'ok') {
            // Only wrong guesses count towards the limit.
            await this.limiter.record(limits);
            if (check === 'too-many-attempts') return rateLimited(ACCOUNT_LIMITS.windowMs / 1000);
            return {
                __typename: 'InvalidCredentialsError',
                errorCode: 'INVALID_CREDENTIALS_ERROR',
                message: 'The current password is incorrect.',
                authenticationError: 'WRONG_PASSWORD',
            };
        }
        await this.firebase.setPassword(uid, newPassword);
        // Other sessions (another device, someone who knew the old password) end; this one stays.
        await this.endSessions(ctx, customer.user.id, ctx.session?.token);
        return ok('Your password has been changed.');
    }

    /** Ends the user's shop-API sessions except `keepToken` (Firebase ends its own refresh tokens on a new password). */
    private async endSessions(ctx: RequestContext, userId: ID, keepToken?: string): Promise<void> {
        const repo = this.connection.getRepository(ctx, AuthenticatedSession);
        const others = (await repo.find({ where: { user: { id: userId } } })).filter(s => s.token !== keepToken);
        if (!others.length) return;
        await repo.remove(others);
        const cache = this.configService.authOptions.sessionCacheStrategy;
        for (const session of others) await cache.delete(session.token);
    }

    // --------------------------------------------------------------------------------------------
    // Tokens and e-mails
    // --------------------------------------------------------------------------------------------

    private isVerified(customer: Customer) {
        return !!customer.customFields.emailVerified || !!customer.user?.verified;
    }

    private language(ctx: RequestContext): 'en' | 'id' {
        return ctx.languageCode === 'id' ? 'id' : 'en';
    }

    private async firebaseUidOf(ctx: RequestContext, userId: ID): Promise<string | null> {
        const method = await this.connection
            .getRepository(ctx, ExternalAuthenticationMethod)
            .findOne({ where: { user: { id: userId }, strategy: FIREBASE_STRATEGY_NAME } });
        return method?.externalIdentifier ?? null;
    }

    /** Creates a token (replacing earlier unused ones of the kind) and publishes the e-mail event. */
    private async issueAndSend(ctx: RequestContext, customerId: ID, kind: AccountEmailKind): Promise<void> {
        const repo = this.connection.getRepository(ctx, AccountToken);
        const now = new Date(this.now());
        await repo.update({ customerId, kind, usedAt: IsNull() }, { usedAt: now });
        const token = randomBytes(32).toString('base64url');
        const hours = kind === 'verify-email' ? VERIFICATION_VALID_HOURS : RESET_VALID_HOURS;
        await repo.save(
            new AccountToken({ kind, tokenHash: hashToken(token), customerId, expiresAt: new Date(now.getTime() + hours * HOUR), usedAt: null }),
        );
        const customer = await this.connection.getRepository(ctx, Customer).findOneOrFail({ where: { id: customerId } });
        const language = customer.customFields.selectedLanguage === 'id' ? 'id' : customer.customFields.selectedLanguage === 'en' ? 'en' : this.language(ctx);
        const path = kind === 'verify-email' ? '/verify-email' : '/login/reset-password';
        const link = `${this.siteUrl()}${language === 'id' ? '/id' : ''}${path}?token=${token}`;
        const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
        await this.eventBus.publish(new AccountEmailEvent(ctx, kind, customer.emailAddress, name, link, language, hours));
    }

    private siteUrl(): string {
        const configured = this.options.siteUrl || process.env.SITE_URL?.split(',')[0]?.trim() || 'http://localhost:3000';
        return configured.replace(/\/+$/, '');
    }

    private async consumeToken(
        ctx: RequestContext,
        token: string,
        kind: AccountEmailKind,
    ): Promise<AccountToken | 'invalid' | 'expired'> {
        if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'invalid';
        const repo = this.connection.getRepository(ctx, AccountToken);
        const found = await repo.findOne({ where: { tokenHash: hashToken(token), kind } });
        if (!found || found.usedAt) return 'invalid';
        if (found.expiresAt.getTime() <= this.now()) return 'expired';
        // Single use: only the request that flips usedAt wins.
        const result = await repo.update({ id: found.id, usedAt: IsNull() }, { usedAt: new Date(this.now()) });
        if (result.affected === 0) return 'invalid';
        return found;
    }
}
