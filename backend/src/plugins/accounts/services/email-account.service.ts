import { Inject, Injectable } from '@nestjs/common';
import {
    AuthenticatedSession,
    CacheService,
    ConfigService,
    Customer,
    EventBus,
    ExternalAuthenticationService,
    ForbiddenError,
    ID,
    Logger,
    RequestContext,
    TransactionalConnection,
    User,
} from '@vendure/core';
import { createHash, randomBytes } from 'crypto';
import { In, IsNull, MoreThan } from 'typeorm';

import { AttemptLimit, AttemptLimiter, clientAddress } from '../../../common/attempt-limiter';
import { AccountEmailEvent, AccountEmailKind } from '../account-email-event';
import { ACCOUNTS_PLUGIN_OPTIONS, AccountsPluginOptions, FIREBASE_STRATEGY_NAME, loggerCtx } from '../constants';
import { AccountToken } from '../entities/account-token.entity';
import { PhoneOtpService } from '../phone/phone-otp.service';
import {
    AccountFieldError,
    checkEmail,
    checkPassword,
    fieldErrorsOf,
    isPlaceholderEmail,
    normalizeEmail,
    normalizeText,
    RegistrationInput,
    emailLinkRequestSchema,
    setPasswordSchema,
    splitName,
    toE164,
    validatePasswordChange,
    validateRegistration,
} from '@alva/rules';
import { AdminFirebaseAccounts, FirebaseAccounts, FirebaseEmailExistsError } from './firebase-accounts';
import { currentFirebaseUid } from './verified-contacts';

export const VERIFICATION_VALID_HOURS = 24;
export const RESET_VALID_HOURS = 1;
/** How long the old address can undo an e-mail change (the notice it gets links to it). */
export const UNDO_EMAIL_CHANGE_VALID_HOURS = 7 * 24;
const VALID_HOURS: Record<AccountEmailKind, number> = {
    'verify-email': VERIFICATION_VALID_HOURS,
    'change-email': VERIFICATION_VALID_HOURS,
    'undo-email-change': UNDO_EMAIL_CHANGE_VALID_HOURS,
    'reset-password': RESET_VALID_HOURS,
};
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
    customToken?: string | null;
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
export type VerificationTokenInvalidError = VendureError<'VerificationTokenInvalidError', 'VERIFICATION_TOKEN_INVALID_ERROR'> & {
    replacedByNewerLink?: boolean;
};
export type PasswordResetTokenExpiredError = VendureError<'PasswordResetTokenExpiredError', 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR'>;
export type PasswordResetTokenInvalidError = VendureError<'PasswordResetTokenInvalidError', 'PASSWORD_RESET_TOKEN_INVALID_ERROR'> & {
    replacedByNewerLink?: boolean;
};
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

const tokenInvalid = (replacedByNewerLink = false): VerificationTokenInvalidError => ({
    __typename: 'VerificationTokenInvalidError',
    errorCode: 'VERIFICATION_TOKEN_INVALID_ERROR',
    message: replacedByNewerLink ? 'A newer verification link was sent; use that one.' : 'The verification link is not valid.',
    replacedByNewerLink,
});
const tokenExpired = (): VerificationTokenExpiredError => ({
    __typename: 'VerificationTokenExpiredError',
    errorCode: 'VERIFICATION_TOKEN_EXPIRED_ERROR',
    message: 'The verification link has expired.',
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The site page each e-mailed link opens. */
const LINK_PATHS: Record<AccountEmailKind, string> = {
    'verify-email': '/verify-email',
    'change-email': '/verify-email',
    'undo-email-change': '/undo-email-change',
    'reset-password': '/login/reset-password',
};

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
        private phoneOtp: PhoneOtpService,
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
        // A number is attached to an account only after a code to it: phone sign-in signs into the account it is on.
        if (!(await this.phoneOtp.consumeVerifiedPhone(ctx, input.phoneSessionInfo, toE164(input.phoneNumber)))) {
            return inputError([{ field: 'phoneNumber', code: 'PHONE_NOT_VERIFIED' }]);
        }

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
            const fieldErrors = fieldErrorsOf(emailLinkRequestSchema, { emailAddress }) as AccountFieldError[];
            if (fieldErrors.length) return inputError(fieldErrors);
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
     * A profile e-mail change (ProfileEditingService) takes effect only when the customer opens the link sent to the
     * new address (verifyEmail): until then the account, its Firebase sign-in and its session keep the old address,
     * so a typo cannot lock anyone out. The old address is told, with a link that cancels the change or, once made,
     * reverts it (undoEmailChange). A phone-only account's placeholder address gets no notice.
     */
    async requestEmailChange(ctx: RequestContext, customer: Customer, newEmail: string): Promise<void> {
        await this.issueAndSend(ctx, customer.id, 'change-email', { to: newEmail, emailAddress: newEmail, newEmailAddress: newEmail });
        const oldEmail = normalizeEmail(customer.emailAddress);
        if (!isPlaceholderEmail(oldEmail)) {
            await this.issueAndSend(ctx, customer.id, 'undo-email-change', {
                to: oldEmail,
                emailAddress: oldEmail,
                newEmailAddress: newEmail,
            });
        }
    }

    /** Profile e-mail changes send two e-mails each: a few per window and customer. */
    async takeEmailChangeAttempt(ctx: RequestContext, customerId: ID): Promise<boolean> {
        const limit = await this.limiter.take([
            { key: `account:change-email:customer:${customerId}`, limit: ACCOUNT_LIMITS.sendVerificationPerEmail },
            { key: `account:send-verification:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.sendVerificationPerAddress },
        ]);
        return limit.allowed;
    }

    /** The address a change is waiting to be confirmed for, or null. */
    async pendingEmailOf(ctx: RequestContext, customerId: ID): Promise<string | null> {
        const pending = await this.connection.getRepository(ctx, AccountToken).findOne({
            where: { customerId, kind: 'change-email', usedAt: IsNull(), expiresAt: MoreThan(new Date(this.now())) },
            order: { id: 'DESC' },
        });
        return pending?.emailAddress ?? null;
    }

    /** Whether `email` is used by another customer or by another Firebase sign-in. */
    async emailTakenByOther(ctx: RequestContext, customerId: ID, userId: ID, email: string): Promise<boolean> {
        const owner = await this.findCustomerByEmail(ctx, email);
        if (owner && String(owner.id) !== String(customerId)) return true;
        return this.signInEmailTakenByOther(ctx, userId, email);
    }

    /** Makes `email` the account's verified address, in Vendure and in Firebase (which signs the customer in with it). */
    private async setVerifiedEmail(ctx: RequestContext, customer: Customer, email: string): Promise<void> {
        const repo = this.connection.getRepository(ctx, Customer);
        customer.emailAddress = email;
        customer.customFields.emailVerified = true;
        await repo.save(customer, { reload: false });
        if (customer.user) {
            // Vendure's identifier of an external-auth user is the customer's address.
            await this.connection.getRepository(ctx, User).update({ id: customer.user.id }, { identifier: email, verified: true });
            const uid = await this.firebaseUidOf(ctx, customer.user.id);
            if (uid) {
                await this.firebase.setEmail(uid, email);
                await this.firebase.setEmailVerified(uid);
            }
        }
    }

    /**
     * The link in the notice to the old address: cancels a pending change, or puts the old address back when the
     * change was made, and then ends every session of the account (whoever changed it may not be the owner).
     */
    async undoEmailChange(
        ctx: RequestContext,
        token: string,
    ): Promise<AccountActionSuccess | VerificationTokenExpiredError | VerificationTokenInvalidError | EmailAddressConflictError | AccountRateLimitedError> {
        const limit = await this.limiter.take([
            { key: `account:verify:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.verifyPerAddress },
        ]);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
        const found = await this.findToken(ctx, token, ['undo-email-change']);
        if (found === 'invalid' || found === 'replaced') return tokenInvalid();
        if (found === 'expired') return tokenExpired();
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { id: found.customerId }, relations: { user: true } });
        const oldEmail = found.emailAddress;
        if (!customer?.user || !oldEmail) return tokenInvalid();
        const current = normalizeEmail(customer.emailAddress);
        if (current !== oldEmail && (await this.emailTakenByOther(ctx, customer.id, customer.user.id, oldEmail))) {
            return {
                __typename: 'EmailAddressConflictError',
                errorCode: 'EMAIL_ADDRESS_CONFLICT_ERROR',
                message: 'The old e-mail address is now used by another account.',
            };
        }
        if (!(await this.markUsed(ctx, found))) return tokenInvalid();
        // Pending changes are cancelled either way.
        await this.connection
            .getRepository(ctx, AccountToken)
            .update({ customerId: customer.id, kind: 'change-email', usedAt: IsNull() }, { usedAt: new Date(this.now()) });
        if (current !== oldEmail) {
            await this.setVerifiedEmail(ctx, customer, oldEmail);
            await this.endSessions(ctx, customer.user.id);
        }
        return ok('The e-mail address change was undone.');
    }

    async verifyEmail(
        ctx: RequestContext,
        token: string,
    ): Promise<AccountActionSuccess | VerificationTokenExpiredError | VerificationTokenInvalidError | AccountRateLimitedError> {
        const limit = await this.limiter.take([
            { key: `account:verify:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.verifyPerAddress },
        ]);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
        const invalid = tokenInvalid();
        const found = await this.findToken(ctx, token, ['verify-email', 'change-email']);
        if (found === 'invalid') return invalid;
        if (found === 'replaced') return tokenInvalid(true);
        if (found === 'expired') return tokenExpired();
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { id: found.customerId }, relations: { user: true } });
        if (!customer?.user) return invalid;
        if (found.kind === 'change-email') {
            const newEmail = found.emailAddress;
            // Someone may have taken the address since the change was asked for.
            if (!newEmail || (await this.emailTakenByOther(ctx, customer.id, customer.user.id, newEmail))) return invalid;
            if (!(await this.markUsed(ctx, found))) return invalid;
            await this.setVerifiedEmail(ctx, customer, newEmail);
            // Firebase ends every sign-in of an account whose address changes: the customer who opened the link
            // while signed in gets a token to sign in again at once, so their session goes on.
            const uid = await this.firebaseUidOf(ctx, customer.user.id);
            const sameCustomer = ctx.activeUserId != null && String(ctx.activeUserId) === String(customer.user.id);
            const customToken = sameCustomer && uid ? await this.phoneOtp.createCustomToken(uid) : null;
            return { ...ok('The e-mail address is changed and verified.'), customToken };
        }
        if (!(await this.markUsed(ctx, found))) return invalid;
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
        const fieldErrors = fieldErrorsOf(emailLinkRequestSchema, { emailAddress }) as AccountFieldError[];
        if (fieldErrors.length) return inputError(fieldErrors);
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
        const found = await this.findToken(ctx, token, ['reset-password']);
        if (found === 'invalid') return invalid;
        if (found === 'replaced') {
            return { ...invalid, message: 'A newer password reset link was sent; use that one.', replacedByNewerLink: true };
        }
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
        // SPEC §5: the new password cannot equal the old. Checked before the link is used up, so it can be retried.
        if ((await this.firebase.checkPassword(customer.emailAddress, newPassword)) === 'ok') {
            return inputError([{ field: 'newPassword', code: 'PASSWORD_SAME_AS_OLD' }]);
        }
        if (!(await this.markUsed(ctx, found))) return invalid;
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
        const { customer, user, limits } = await this.passwordChanger(ctx);
        const limit = await this.limiter.check(limits);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
        const fieldErrors = validatePasswordChange(oldPassword ?? '', newPassword ?? '');
        if (fieldErrors.length) return inputError(fieldErrors);
        const uid = await this.firebaseUidOf(ctx, user.id);
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
        await this.endSessions(ctx, user.id, ctx.session?.token);
        return ok('Your password has been changed.');
    }

    /** Whether the signed-in account can sign in with a password (Firebase's password provider). */
    async hasPassword(ctx: RequestContext, customerId: ID): Promise<boolean> {
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { id: customerId }, relations: { user: true } });
        const uid = customer?.user ? await this.firebaseUidOf(ctx, customer.user.id) : null;
        return uid ? (await this.firebase.providersOf(uid)).includes('password') : false;
    }

    /**
     * "Set a password" for an account that has none (signed up with a phone code): it then also signs in with its
     * confirmed e-mail address and this password. No old password to check; an account that has one changes it with
     * resetOldPassword instead.
     */
    async setAccountPassword(
        ctx: RequestContext,
        newPassword: string,
    ): Promise<AccountActionSuccess | AccountInputError | AccountRateLimitedError> {
        const { customer, user, limits } = await this.passwordChanger(ctx);
        const limit = await this.limiter.take(limits);
        if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
        const fieldErrors = fieldErrorsOf(setPasswordSchema, { newPassword: newPassword ?? '' }) as AccountFieldError[];
        if (fieldErrors.length) return inputError(fieldErrors);
        const uid = await this.firebaseUidOf(ctx, user.id);
        if (!uid) return inputError([{ field: 'newPassword', code: 'NO_PASSWORD_ACCOUNT' }]);
        if ((await this.firebase.providersOf(uid)).includes('password')) {
            return inputError([{ field: 'newPassword', code: 'PASSWORD_ALREADY_SET' }]);
        }
        // The password signs in with the e-mail address: a placeholder or an unconfirmed one would not do.
        if (isPlaceholderEmail(customer.emailAddress) || !this.isVerified(customer)) {
            return inputError([{ field: 'newPassword', code: 'EMAIL_NEEDED_FOR_PASSWORD' }]);
        }
        await this.firebase.setPassword(uid, newPassword);
        // Firebase ends the user's sign-ins when a password is set: the customer who set it renews theirs with this
        // token (as after a confirmed e-mail change), so the session survives.
        return { ...ok('Your password has been set.'), customToken: await this.phoneOtp.createCustomToken(uid) };
    }

    /**
     * The signed-in customer who changes or sets a password, and the attempt limits both share (per account and per
     * address): a change counts only wrong current passwords, a set counts every attempt.
     */
    private async passwordChanger(ctx: RequestContext): Promise<{ customer: Customer; user: User; limits: AttemptLimit[] }> {
        if (!ctx.activeUserId) throw new ForbiddenError();
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOne({ where: { user: { id: ctx.activeUserId } }, relations: { user: true } });
        if (!customer?.user) throw new ForbiddenError();
        const limits: AttemptLimit[] = [
            { key: `account:change-password:customer:${customer.id}`, limit: ACCOUNT_LIMITS.changePasswordPerCustomer },
            { key: `account:change-password:ip:${this.ip(ctx)}`, limit: ACCOUNT_LIMITS.changePasswordPerAddress },
        ];
        return { customer, user: customer.user, limits };
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

    private firebaseUidOf(ctx: RequestContext, userId: ID): Promise<string | null> {
        return currentFirebaseUid(this.connection, ctx, userId);
    }

    /**
     * Creates a token (replacing earlier unused ones of the kind, except undo links, which each stay valid) and
     * publishes the e-mail event. `to` defaults to the customer's address.
     */
    private async issueAndSend(
        ctx: RequestContext,
        customerId: ID,
        kind: AccountEmailKind,
        about: { to?: string; emailAddress?: string; newEmailAddress?: string } = {},
    ): Promise<void> {
        const repo = this.connection.getRepository(ctx, AccountToken);
        const now = new Date(this.now());
        if (kind !== 'undo-email-change') {
            await repo.update({ customerId, kind, usedAt: IsNull() }, { usedAt: now, replacedAt: now });
        }
        const token = randomBytes(32).toString('base64url');
        const hours = VALID_HOURS[kind];
        await repo.save(
            new AccountToken({
                kind,
                tokenHash: hashToken(token),
                customerId,
                emailAddress: about.emailAddress ?? null,
                expiresAt: new Date(now.getTime() + hours * HOUR),
                usedAt: null,
            }),
        );
        const customer = await this.connection.getRepository(ctx, Customer).findOneOrFail({ where: { id: customerId } });
        const language = customer.customFields.selectedLanguage === 'id' ? 'id' : customer.customFields.selectedLanguage === 'en' ? 'en' : this.language(ctx);
        const link = `${this.siteUrl()}${language === 'id' ? '/id' : ''}${LINK_PATHS[kind]}?token=${token}`;
        const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
        await this.eventBus.publish(
            new AccountEmailEvent(ctx, kind, about.to ?? customer.emailAddress, name, link, language, hours, about.newEmailAddress ?? null),
        );
    }

    private siteUrl(): string {
        const configured = this.options.siteUrl || process.env.SITE_URL?.split(',')[0]?.trim() || 'http://localhost:3000';
        return configured.replace(/\/+$/, '');
    }

    /** The unused, unexpired token of one of `kinds` ('replaced' when a newer one was sent); markUsed then consumes it. */
    private async findToken(
        ctx: RequestContext,
        token: string,
        kinds: AccountEmailKind[],
    ): Promise<AccountToken | 'invalid' | 'expired' | 'replaced'> {
        if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'invalid';
        const repo = this.connection.getRepository(ctx, AccountToken);
        const found = await repo.findOne({ where: { tokenHash: hashToken(token), kind: In(kinds) } });
        if (found?.replacedAt) return 'replaced';
        if (!found || found.usedAt) return 'invalid';
        if (found.expiresAt.getTime() <= this.now()) return 'expired';
        return found;
    }

    /** Single use: only the request that flips usedAt wins. */
    private async markUsed(ctx: RequestContext, found: AccountToken): Promise<boolean> {
        const result = await this.connection
            .getRepository(ctx, AccountToken)
            .update({ id: found.id, usedAt: IsNull() }, { usedAt: new Date(this.now()) });
        return result.affected !== 0;
    }
}
