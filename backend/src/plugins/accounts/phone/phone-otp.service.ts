import { Injectable } from '@nestjs/common';
import {
    CacheService,
    Customer,
    ExternalAuthenticationMethod,
    ExternalAuthenticationService,
    Logger,
    RequestContext,
    TransactionalConnection,
    User,
} from '@vendure/core';
import { createHash } from 'crypto';
import { IsNull } from 'typeorm';

import { AttemptLimit, AttemptLimiter, clientAddress } from '../../../common/attempt-limiter';
import { FIREBASE_STRATEGY_NAME, loggerCtx } from '../constants';
import { firebaseAuth } from '../services/firebase-admin';
import { currentFirebaseUid, recordVerifiedContacts } from '../services/verified-contacts';
import { toE164 } from '@alva/rules';
import { otpSmsText, writeDevSms } from './dev-sms-outbox';
import {
    IdentityToolkit,
    IdentityToolkitError,
    RECAPTCHA_ERRORS,
    RestIdentityToolkit,
    WRONG_CODE_ERRORS,
} from './identity-toolkit';
import {
    checkOtpCode,
    checkPhoneNumber,
    checkRegistrationInput,
    CodeFieldError,
    isPlausibleSessionInfo,
    PhoneFieldError,
    ReferralFieldError,
    RegistrationSource,
} from '@alva/rules';

/** Limits of phone sign-in (per phone number and per client address). */
export const PHONE_OTP_LIMITS = {
    /** A new code for the same number only after this long (the form's resend countdown). */
    resendCooldownSeconds: 60,
    sendsPerPhonePerHour: 5,
    sendsPerAddressPerHour: 20,
    /** A code is accepted this long after it was sent. */
    codeValiditySeconds: 300,
    /** Wrong codes before a session is dead (a new code is needed). */
    wrongCodesPerSession: 5,
    wrongCodesPerPhonePerHour: 10,
    wrongCodesPerAddressPerHour: 30,
    /** After verifyOtp, autoLoginByPhoneNumber must follow within this time, once. */
    verifiedSessionSeconds: 300,
    /** customerCheckIfPhoneNumberIsNotRegistered look-ups per address. */
    registrationChecksPerAddressPerHour: 30,
} as const;

const HOUR_MS = 3_600_000;

export type PhoneAuthErrorCode =
    | PhoneFieldError
    | CodeFieldError
    | ReferralFieldError
    | 'INVALID_CODE'
    | 'RECAPTCHA_FAILED'
    | 'RESEND_TOO_SOON'
    | 'TOO_MANY_ATTEMPTS'
    | 'PHONE_NOT_VERIFIED'
    | 'PHONE_ALREADY_REGISTERED'
    | 'SYSTEM_ERROR';

export interface PhoneAuthResult {
    success: boolean;
    message: string;
    errorCode: PhoneAuthErrorCode | null;
    /** The input the error is about (phoneNumber, code, referralLink, ...). */
    field: string | null;
    retryAfterSeconds: number | null;
}

export interface SendOtpResult extends PhoneAuthResult {
    sessionInfo: string | null;
    expiresInSeconds: number | null;
    resendAfterSeconds: number | null;
}

export interface VerifyOtpResult extends PhoneAuthResult {
    phoneNumber: string | null;
}

export interface AutoLoginResult extends PhoneAuthResult {
    customToken: string | null;
    isNewCustomer: boolean | null;
}

export interface PhoneRegistrationCheck extends PhoneAuthResult {
    isRegistered: boolean | null;
}

/** Developer-facing English text per code; the site shows its own translation of the code. */
const MESSAGES: Record<PhoneAuthErrorCode, string> = {
    PHONE_REQUIRED: 'This field is required',
    PHONE_NOT_NUMERIC: 'Invalid Phone Number format. Please use only numbers.',
    PHONE_INVALID_FORMAT: 'Invalid Phone Number format.',
    CODE_REQUIRED: 'This field is required',
    CODE_INVALID_FORMAT: 'The verification code has 6 digits.',
    REFERRAL_LINK_INVALID: 'The referral link is not valid.',
    REFERRAL_CODE_INVALID: 'The referral code is not valid.',
    SOURCE_INVALID: 'Unknown registration source.',
    INVALID_CODE: 'The verification code is incorrect or expired.',
    RECAPTCHA_FAILED: 'Please check google recaptcha',
    RESEND_TOO_SOON: 'Please wait before requesting another code.',
    TOO_MANY_ATTEMPTS: 'Too many attempts. Please try again later.',
    PHONE_NOT_VERIFIED: 'Verify the phone number with a code first.',
    PHONE_ALREADY_REGISTERED: 'This phone number is already registered.',
    SYSTEM_ERROR: 'System error. Please try again later.',
};

function base(): PhoneAuthResult {
    return { success: true, message: 'OK', errorCode: null, field: null, retryAfterSeconds: null };
}

function failure<T extends PhoneAuthResult>(
    extra: Omit<T, keyof PhoneAuthResult>,
    errorCode: PhoneAuthErrorCode,
    field: string | null = null,
    retryAfterSeconds: number | null = null,
): T {
    return { ...extra, success: false, message: MESSAGES[errorCode], errorCode, field, retryAfterSeconds } as T;
}

interface PendingSession {
    phone: string;
    expiresAt: number;
    wrong: number;
}

interface VerifiedSession {
    phone: string;
    uid: string;
    expiresAt: number;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const placeholderEmail = (uid: string) => `${uid}@phone.alva.invalid`.toLowerCase();

/**
 * Phone number sign-in (SPEC §7 `sendOtp`, `verifyOtp`, `autoLoginByPhoneNumber`,
 * `customerCheckIfPhoneNumberIsNotRegistered`):
 *
 * 1. `sendOtp` checks the number (SPEC §5) and the limits, then asks Firebase (Identity Toolkit) to send a code
 *    and returns Firebase's `sessionInfo`. The server keeps {phone, expiry, wrong guesses} for that session.
 *    With the Auth Emulator (dev), nothing is sent: the code is read from the emulator and written as an SMS
 *    into the dev outbox.
 * 2. `verifyOtp` checks the code with Firebase (`signInWithPhoneNumber`), which proves the number and yields the
 *    Firebase user of that number. The session becomes "verified" on the server for a few minutes.
 * 3. `autoLoginByPhoneNumber` accepts only such a verified session (once), finds or creates the customer of that
 *    Firebase user (recording referral and registration source only on creation) and returns a Firebase custom
 *    token: the browser signs into Firebase with it and finishes like every other sign-in (`completeSignIn`).
 *
 * Server-side state lives in Vendure's CacheService (see AttemptLimiter for the multi-process note).
 */
@Injectable()
export class PhoneOtpService {
    /** Replaceable in tests; the default talks to the emulator or Google (identity-toolkit.ts). */
    toolkit: IdentityToolkit = new RestIdentityToolkit();
    /** Replaceable in tests (firebase-admin's `createCustomToken`). */
    createCustomToken: (uid: string) => Promise<string> = uid => firebaseAuth().createCustomToken(uid);

    private readonly cooldown: AttemptLimiter;
    private readonly hourly: AttemptLimiter;

    constructor(
        private cache: CacheService,
        private connection: TransactionalConnection,
        private externalAuthenticationService: ExternalAuthenticationService,
    ) {
        this.cooldown = new AttemptLimiter(cache, PHONE_OTP_LIMITS.resendCooldownSeconds * 1000, () => this.now());
        this.hourly = new AttemptLimiter(cache, HOUR_MS, () => this.now());
    }

    /** Overridable clock (tests). */
    now(): number {
        return Date.now();
    }

    async sendOtp(ctx: RequestContext, phoneNumber: unknown, recaptchaToken?: string | null): Promise<SendOtpResult> {
        const empty = { sessionInfo: null, expiresInSeconds: null, resendAfterSeconds: null };
        const phoneError = checkPhoneNumber(phoneNumber);
        if (phoneError) return failure<SendOtpResult>(empty, phoneError, 'phoneNumber');
        const phone = toE164(phoneNumber as string);
        if (!this.toolkit.emulated && !recaptchaToken) {
            return failure<SendOtpResult>(empty, 'RECAPTCHA_FAILED', 'recaptchaToken');
        }

        const resend = await this.cooldown.check([{ key: `phone-otp:resend:${phone}`, limit: 1 }]);
        if (!resend.allowed) return failure<SendOtpResult>(empty, 'RESEND_TOO_SOON', 'phoneNumber', resend.retryAfterSeconds);
        const hourly = await this.hourly.take([
            { key: `phone-otp:send:phone:${phone}`, limit: PHONE_OTP_LIMITS.sendsPerPhonePerHour },
            { key: `phone-otp:send:ip:${clientAddress(ctx)}`, limit: PHONE_OTP_LIMITS.sendsPerAddressPerHour },
        ]);
        if (!hourly.allowed) return failure<SendOtpResult>(empty, 'TOO_MANY_ATTEMPTS', null, hourly.retryAfterSeconds);
        await this.cooldown.record([{ key: `phone-otp:resend:${phone}`, limit: 1 }]);

        let sessionInfo: string;
        try {
            ({ sessionInfo } = await this.toolkit.sendVerificationCode(phone, recaptchaToken));
        } catch (e) {
            return failure<SendOtpResult>(empty, this.toolkitError(e, 'sendVerificationCode'), null);
        }
        const validity = PHONE_OTP_LIMITS.codeValiditySeconds;
        const pending: PendingSession = { phone, expiresAt: this.now() + validity * 1000, wrong: 0 };
        await this.cache.set(`phone-otp:session:${hash(sessionInfo)}`, pending, { ttl: validity * 1000 });

        if (this.toolkit.emulated) await this.deliverDevSms(ctx, phone, sessionInfo);

        return {
            ...base(),
            sessionInfo,
            expiresInSeconds: validity,
            resendAfterSeconds: PHONE_OTP_LIMITS.resendCooldownSeconds,
        };
    }

    async verifyOtp(ctx: RequestContext, sessionInfo: unknown, code: unknown): Promise<VerifyOtpResult> {
        const empty = { phoneNumber: null };
        const codeError = checkOtpCode(code);
        if (codeError) return failure<VerifyOtpResult>(empty, codeError, 'code');
        const address: AttemptLimit = {
            key: `phone-otp:wrong:ip:${clientAddress(ctx)}`,
            limit: PHONE_OTP_LIMITS.wrongCodesPerAddressPerHour,
        };
        const addressCheck = await this.hourly.check([address]);
        if (!addressCheck.allowed) {
            return failure<VerifyOtpResult>(empty, 'TOO_MANY_ATTEMPTS', null, addressCheck.retryAfterSeconds);
        }
        const sessionKey = isPlausibleSessionInfo(sessionInfo) ? `phone-otp:session:${hash(sessionInfo)}` : null;
        const pending = sessionKey ? await this.cache.get<PendingSession>(sessionKey) : undefined;
        if (!sessionKey || !pending || pending.expiresAt <= this.now() || pending.wrong >= PHONE_OTP_LIMITS.wrongCodesPerSession) {
            // Unknown, expired or burnt session: counts as a wrong guess from this address.
            await this.hourly.record([address]);
            return failure<VerifyOtpResult>(empty, 'INVALID_CODE', 'code');
        }
        const phoneLimit: AttemptLimit = {
            key: `phone-otp:wrong:phone:${pending.phone}`,
            limit: PHONE_OTP_LIMITS.wrongCodesPerPhonePerHour,
        };
        const phoneCheck = await this.hourly.check([phoneLimit]);
        if (!phoneCheck.allowed) {
            return failure<VerifyOtpResult>(empty, 'TOO_MANY_ATTEMPTS', null, phoneCheck.retryAfterSeconds);
        }

        let verified: { localId: string; phoneNumber: string };
        try {
            verified = await this.toolkit.signInWithPhoneNumber(sessionInfo as string, (code as string).trim());
        } catch (e) {
            const errorCode = this.toolkitError(e, 'signInWithPhoneNumber');
            if (errorCode !== 'INVALID_CODE') return failure<VerifyOtpResult>(empty, errorCode);
            await this.hourly.record([address, phoneLimit]);
            const remaining = pending.expiresAt - this.now();
            await this.cache.set(sessionKey, { ...pending, wrong: pending.wrong + 1 }, { ttl: Math.max(1000, remaining) });
            return failure<VerifyOtpResult>(empty, 'INVALID_CODE', 'code');
        }
        if (verified.phoneNumber !== pending.phone) {
            // Cannot happen with Firebase; refuse rather than sign someone into another number.
            Logger.error(`Firebase verified ${verified.phoneNumber} for a session of another number`, loggerCtx);
            return failure<VerifyOtpResult>(empty, 'SYSTEM_ERROR');
        }
        await this.cache.delete(sessionKey);
        const ttl = PHONE_OTP_LIMITS.verifiedSessionSeconds * 1000;
        const record: VerifiedSession = { phone: pending.phone, uid: verified.localId, expiresAt: this.now() + ttl };
        await this.cache.set(`phone-otp:verified:${hash(sessionInfo as string)}`, record, { ttl });
        return { ...base(), phoneNumber: pending.phone };
    }

    async autoLoginByPhoneNumber(
        ctx: RequestContext,
        input: {
            phoneNumber: unknown;
            sessionInfo: unknown;
            referralLink?: string | null;
            referralCode?: string | null;
            sourceRegistration?: string | null;
        },
    ): Promise<AutoLoginResult> {
        const empty = { customToken: null, isNewCustomer: null };
        const phoneError = checkPhoneNumber(input.phoneNumber);
        if (phoneError) return failure<AutoLoginResult>(empty, phoneError, 'phoneNumber');
        const registrationError = checkRegistrationInput(input);
        if (registrationError) return failure<AutoLoginResult>(empty, registrationError.code, registrationError.field);
        const phone = toE164(input.phoneNumber as string);

        const key = isPlausibleSessionInfo(input.sessionInfo) ? `phone-otp:verified:${hash(input.sessionInfo)}` : null;
        const record = key ? await this.cache.get<VerifiedSession>(key) : undefined;
        if (!key || !record || record.expiresAt <= this.now() || record.phone !== phone) {
            return failure<AutoLoginResult>(empty, 'PHONE_NOT_VERIFIED', 'sessionInfo');
        }
        // Once only.
        await this.cache.delete(key);

        let user = await this.externalAuthenticationService.findCustomerUser(ctx, FIREBASE_STRATEGY_NAME, record.uid);
        // The Firebase user the code signed into; an account the number is attached to signs in as itself.
        let signInUid = record.uid;
        let isNewCustomer = false;
        if (!user) {
            const owner = await this.accountOfPhone(ctx, phone, record.uid);
            if (owner) {
                user = owner.user;
                signInUid = owner.uid;
            }
        }
        if (!user) {
            user = await this.externalAuthenticationService.createCustomerAndUser(ctx, {
                strategy: FIREBASE_STRATEGY_NAME,
                externalIdentifier: record.uid,
                emailAddress: placeholderEmail(record.uid),
                // The customer completes the name in the profile.
                firstName: '',
                lastName: '',
                verified: false,
            });
            isNewCustomer = true;
            const repo = this.connection.getRepository(ctx, Customer);
            const customer = await repo.findOne({ where: { user: { id: user.id } } });
            if (customer) {
                customer.phoneNumber = phone;
                customer.customFields.referralLink = input.referralLink?.trim() || null;
                customer.customFields.referralCode = input.referralCode?.trim() || null;
                customer.customFields.sourceRegistration =
                    (input.sourceRegistration?.trim() as RegistrationSource | undefined) || 'WEBSITE';
                await repo.save(customer, { reload: false });
            }
            // For an existing customer the sign-in strategy records it from the ID token (phone_number claim).
            await recordVerifiedContacts(this.connection, ctx, user, record.uid, { email: null, phone });
        }

        let customToken: string;
        try {
            customToken = await this.createCustomToken(signInUid);
        } catch (e) {
            Logger.error(`createCustomToken failed: ${(e as Error).message}`, loggerCtx);
            return failure<AutoLoginResult>(empty, 'SYSTEM_ERROR');
        }
        return { ...base(), customToken, isNewCustomer };
    }

    /**
     * The account a phone number is attached to (a number is attached only after a code to it: profile, registration
     * or phone sign-in), with the Firebase uid it signs in as. An account without a Firebase sign-in of its own (a
     * seeded one) gets the number's Firebase user linked, so the next sign-in finds it directly.
     */
    private async accountOfPhone(ctx: RequestContext, phone: string, phoneUid: string): Promise<{ user: User; uid: string } | null> {
        const customer = await this.connection.getRepository(ctx, Customer).findOne({
            where: { phoneNumber: phone, deletedAt: IsNull() },
            relations: { user: true },
        });
        if (!customer?.user) return null;
        const uid = await currentFirebaseUid(this.connection, ctx, customer.user.id);
        if (uid) return { user: customer.user, uid };
        await this.connection.getRepository(ctx, ExternalAuthenticationMethod).save(
            new ExternalAuthenticationMethod({ strategy: FIREBASE_STRATEGY_NAME, externalIdentifier: phoneUid, user: customer.user }),
        );
        return { user: customer.user, uid: phoneUid };
    }

    /**
     * Consumes the proof that `phone` received a code and the customer typed it back (verifyOtp), for attaching the
     * number to an account (profile, registration). Once only; false when there is no such fresh proof.
     */
    async consumeVerifiedPhone(ctx: RequestContext, sessionInfo: unknown, phone: string): Promise<boolean> {
        if (!isPlausibleSessionInfo(sessionInfo)) return false;
        const key = `phone-otp:verified:${hash(sessionInfo)}`;
        const record = await this.cache.get<VerifiedSession>(key);
        if (!record || record.expiresAt <= this.now() || record.phone !== phone) return false;
        await this.cache.delete(key);
        return true;
    }

    /**
     * 'already registered' / 'not registered' (SPEC §8): a number is registered when a customer has it as a phone
     * number Firebase verified, or as the profile's phone number. Limited per address (it tells whether an account
     * exists, which the spec's messages require).
     */
    async checkPhoneNumberNotRegistered(ctx: RequestContext, phoneNumber: unknown): Promise<PhoneRegistrationCheck> {
        const empty = { isRegistered: null };
        const phoneError = checkPhoneNumber(phoneNumber);
        if (phoneError) return failure<PhoneRegistrationCheck>(empty, phoneError, 'phoneNumber');
        const phone = toE164(phoneNumber as string);
        const limit = await this.hourly.take([
            {
                key: `phone-otp:check:ip:${clientAddress(ctx)}`,
                limit: PHONE_OTP_LIMITS.registrationChecksPerAddressPerHour,
            },
        ]);
        if (!limit.allowed) return failure<PhoneRegistrationCheck>(empty, 'TOO_MANY_ATTEMPTS', null, limit.retryAfterSeconds);
        const isRegistered = await this.isPhoneRegistered(ctx, phone);
        if (isRegistered) {
            return failure<PhoneRegistrationCheck>({ isRegistered: true }, 'PHONE_ALREADY_REGISTERED', 'phoneNumber');
        }
        return { ...base(), isRegistered: false };
    }

    async isPhoneRegistered(ctx: RequestContext, phone: string): Promise<boolean> {
        const byProfile = await this.connection
            .getRepository(ctx, Customer)
            .count({ where: { phoneNumber: phone, deletedAt: IsNull() } });
        if (byProfile > 0) return true;
        // Verified numbers are kept in the metadata JSON of the firebase authentication method (verified-contacts.ts).
        const methods = await this.connection
            .getRepository(ctx, ExternalAuthenticationMethod)
            .createQueryBuilder('method')
            .innerJoin(User, 'user', 'user.id = method.userId AND user.deletedAt IS NULL')
            .where('method.strategy = :strategy', { strategy: FIREBASE_STRATEGY_NAME })
            .andWhere('method.metadata LIKE :phone', { phone: `%"phone":"${phone}"%` })
            .getCount();
        return methods > 0;
    }

    private toolkitError(e: unknown, operation: string): PhoneAuthErrorCode {
        if (e instanceof IdentityToolkitError) {
            if (WRONG_CODE_ERRORS.includes(e.code)) return 'INVALID_CODE';
            if (RECAPTCHA_ERRORS.includes(e.code)) return 'RECAPTCHA_FAILED';
            if (e.code === 'TOO_MANY_ATTEMPTS_TRY_LATER' || e.code === 'QUOTA_EXCEEDED') return 'TOO_MANY_ATTEMPTS';
            if (e.code === 'INVALID_PHONE_NUMBER') return 'PHONE_INVALID_FORMAT';
        }
        Logger.error(`Identity Toolkit ${operation} failed: ${(e as Error).message}`, loggerCtx);
        return 'SYSTEM_ERROR';
    }

    private async deliverDevSms(ctx: RequestContext, phone: string, sessionInfo: string) {
        try {
            const code = await this.toolkit.emulatorCode(sessionInfo);
            if (!code) return Logger.warn(`The Auth Emulator did not list the code for ${phone}`, loggerCtx);
            const language = ctx.languageCode === 'en' ? 'en' : 'id';
            await writeDevSms({
                channel: 'SMS',
                to: phone,
                language,
                text: otpSmsText(code, language, PHONE_OTP_LIMITS.codeValiditySeconds / 60),
                topic: 'accounts.otp',
                reference: hash(sessionInfo).slice(0, 12),
                createdAt: new Date().toISOString(),
            });
        } catch (e) {
            Logger.warn(`Could not write the dev SMS: ${(e as Error).message}`, loggerCtx);
        }
    }
}
