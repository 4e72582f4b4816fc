import { Customer, ExternalAuthenticationMethod, TransactionalConnection } from '@vendure/core';
import type { DecodedIdToken } from 'firebase-admin/auth';
import fs from 'fs';
import gql from 'graphql-tag';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TEST_ACCOUNTS, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { FirebaseTokenVerifier } from '../firebase-authentication-strategy';
import { GOOGLE_REGISTRATION_LIMITS, GoogleRegistrationService } from '../phone/google-registration.service';
import { IdentityToolkitError, RestIdentityToolkit } from '../phone/identity-toolkit';
import { FakeToolkit } from './fake-identity-toolkit';
import { PHONE_OTP_LIMITS, PhoneOtpService } from '../phone/phone-otp.service';
import { verifyFirebaseIdToken } from '../services/firebase-admin';

const PORT = 3129;

// ---------------------------------------------------------------------------------------------
// Firebase without Firebase: a fake Identity Toolkit that behaves like the Auth Emulator (random session,
// 6-digit code, INVALID_CODE on a wrong one, one Firebase user per number), custom tokens that the spec turns
// into ID tokens, and a verifier that knows the ID tokens this spec issued (others go to firebase-admin).
// The last describe block runs the same flow against a real Auth Emulator when FIREBASE_AUTH_EMULATOR_HOST is set.
// ---------------------------------------------------------------------------------------------

const issued = new Map<string, DecodedIdToken>();
function issueIdToken(claims: {
    uid: string;
    provider: 'custom' | 'google.com' | 'password' | 'phone';
    email?: string;
    email_verified?: boolean;
    name?: string;
    phone_number?: string;
}): string {
    const { provider, ...rest } = claims;
    const now = Math.floor(Date.now() / 1000);
    const token = `phone-spec-id-token-${issued.size + 1}-${claims.uid}`;
    issued.set(token, {
        aud: 'demo-alva',
        iss: 'https://securetoken.google.com/demo-alva',
        sub: claims.uid,
        auth_time: now,
        iat: now,
        exp: now + 3600,
        firebase: { identities: {}, sign_in_provider: provider },
        ...rest,
    } as DecodedIdToken);
    return token;
}
const verifier: FirebaseTokenVerifier = async idToken => issued.get(idToken) ?? verifyFirebaseIdToken(idToken);

const SEND_OTP = gql`
    mutation SendOtp($phoneNumber: String!, $recaptchaToken: String) {
        sendOtp(phoneNumber: $phoneNumber, recaptchaToken: $recaptchaToken) {
            success
            message
            errorCode
            field
            retryAfterSeconds
            sessionInfo
            expiresInSeconds
            resendAfterSeconds
        }
    }
`;
const VERIFY_OTP = gql`
    mutation VerifyOtp($sessionInfo: String!, $code: String!) {
        verifyOtp(sessionInfo: $sessionInfo, code: $code) {
            success
            message
            errorCode
            field
            retryAfterSeconds
            phoneNumber
        }
    }
`;
const AUTO_LOGIN = gql`
    mutation AutoLogin(
        $phoneNumber: String!
        $sessionInfo: String!
        $referralLink: String
        $referralCode: String
        $sourceRegistration: RegistrationSource
    ) {
        autoLoginByPhoneNumber(
            phoneNumber: $phoneNumber
            sessionInfo: $sessionInfo
            referralLink: $referralLink
            referralCode: $referralCode
            sourceRegistration: $sourceRegistration
        ) {
            success
            errorCode
            field
            customToken
            isNewCustomer
        }
    }
`;
const CHECK = gql`
    query Check($phoneNumber: String!) {
        customerCheckIfPhoneNumberIsNotRegistered(phoneNumber: $phoneNumber) {
            success
            message
            errorCode
            retryAfterSeconds
            isRegistered
        }
    }
`;
const REGISTER_GOOGLE = gql`
    mutation RegisterGoogle($idToken: String!, $referralLink: String, $referralCode: String, $sourceRegistration: RegistrationSource) {
        registerCustomerWithGoogle(
            idToken: $idToken
            referralLink: $referralLink
            referralCode: $referralCode
            sourceRegistration: $sourceRegistration
        ) {
            success
            errorCode
            field
            retryAfterSeconds
            isNewCustomer
        }
    }
`;
const AUTHENTICATE = gql`
    mutation Authenticate($idToken: String!) {
        authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: true) {
            __typename
            ... on CurrentUser {
                id
                identifier
            }
            ... on InvalidCredentialsError {
                authenticationError
            }
        }
    }
`;
const PROFILE = gql`
    query Profile {
        profileCustomer {
            id
            name
            emailAddress
            phoneNumber
            isGoogleAccount
        }
    }
`;

/**
 * ≥ 20 malformed phone numbers and the code each must get (SPEC §5). National and grouped forms ("0812 3456 7890",
 * "62812…", "+62-812-…") are the same number as +62812… for every account form (contact-rules.ts), so not here.
 */
const BAD_PHONES: Array<[string, string]> = [
    ['', 'PHONE_REQUIRED'],
    ['   ', 'PHONE_REQUIRED'],
    ['abcdefghijk', 'PHONE_NOT_NUMERIC'],
    ['+62812abc5678', 'PHONE_NOT_NUMERIC'],
    ['<script>alert(1)</script>', 'PHONE_NOT_NUMERIC'],
    ['+62812😀345678', 'PHONE_NOT_NUMERIC'],
    ['+٦٢٨١٢٣٤٥٦٧٨٩٠', 'PHONE_NOT_NUMERIC'],
    ['\u202E+6281234567890', 'PHONE_NOT_NUMERIC'],
    ['+62_81234567890', 'PHONE_NOT_NUMERIC'],
    ['+62 812 3456 7890 123', 'PHONE_INVALID_FORMAT'],
    ["+62812345678' OR 1=1--", 'PHONE_NOT_NUMERIC'],
    ['++6281234567890', 'PHONE_NOT_NUMERIC'],
    ['0812-345', 'PHONE_INVALID_FORMAT'],
    ['+62８１２３４５６７８９０', 'PHONE_NOT_NUMERIC'],
    ['+44 7700 900123', 'PHONE_INVALID_FORMAT'],
    ['+', 'PHONE_NOT_NUMERIC'],
    ['+16505551234', 'PHONE_INVALID_FORMAT'],
    ['+6591234567', 'PHONE_INVALID_FORMAT'],
    ['+6581234567890', 'PHONE_INVALID_FORMAT'],
    ['+6281234567', 'PHONE_INVALID_FORMAT'],
    ['+628123456789012', 'PHONE_INVALID_FORMAT'],
    ['+6281234567890123456789', 'PHONE_INVALID_FORMAT'],
    ['62812', 'PHONE_INVALID_FORMAT'],
    ['00812345678', 'PHONE_INVALID_FORMAT'],
    ['+620812345678', 'PHONE_INVALID_FORMAT'],
    ['+62', 'PHONE_INVALID_FORMAT'],
];

/** ≥ 20 malformed codes. */
const BAD_CODES: Array<[string, string]> = [
    ['', 'CODE_REQUIRED'],
    ['   ', 'CODE_REQUIRED'],
    ['12345', 'CODE_INVALID_FORMAT'],
    ['1234567', 'CODE_INVALID_FORMAT'],
    ['abcdef', 'CODE_INVALID_FORMAT'],
    ['12a456', 'CODE_INVALID_FORMAT'],
    ['<script>', 'CODE_INVALID_FORMAT'],
    ['😀😀😀😀😀😀', 'CODE_INVALID_FORMAT'],
    ['١٢٣٤٥٦', 'CODE_INVALID_FORMAT'],
    ['\u202E123456', 'CODE_INVALID_FORMAT'],
    ['12 3456', 'CODE_INVALID_FORMAT'],
    ['123-456', 'CODE_INVALID_FORMAT'],
    ['１２３４５６', 'CODE_INVALID_FORMAT'],
    ["1' OR '1'='1", 'CODE_INVALID_FORMAT'],
    ['9'.repeat(10_000), 'CODE_INVALID_FORMAT'],
    ['-12345', 'CODE_INVALID_FORMAT'],
    ['1.2345', 'CODE_INVALID_FORMAT'],
    ['0x1234', 'CODE_INVALID_FORMAT'],
    ['123456\u0000', 'CODE_INVALID_FORMAT'],
    ['𝟏𝟐𝟑𝟒𝟓𝟔', 'CODE_INVALID_FORMAT'],
    ['null', 'CODE_INVALID_FORMAT'],
    ['12345६', 'CODE_INVALID_FORMAT'],
];

describe('phone OTP and Google sign-in', () => {
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-phone-outbox-'));
    process.env.OUTBOX_DIR = outbox;
    const { server, shopClient } = createAlvaTestEnvironment(PORT, { verifyFirebaseIdToken: verifier });
    const toolkit = new FakeToolkit();
    let clock = Date.now();
    let otp: PhoneOtpService;
    let google: GoogleRegistrationService;
    let phoneSeq = 0;
    /** A fresh, valid number per test, so per-number limits do not leak between tests. */
    const newPhone = () => `+62812${String(7000000 + ++phoneSeq).padStart(7, '0')}`;

    const repo = <T extends object>(entity: new (...args: any[]) => T) =>
        server.app.get(TransactionalConnection).rawConnection.getRepository(entity);
    const outboxFiles = () => fs.readdirSync(outbox);
    const send = async (phoneNumber: string, recaptchaToken?: string) =>
        (await shopClient.query(SEND_OTP, { phoneNumber, recaptchaToken })).sendOtp;
    const verify = async (sessionInfo: string, code: string) =>
        (await shopClient.query(VERIFY_OTP, { sessionInfo, code })).verifyOtp;
    const autoLogin = async (vars: Record<string, unknown>) => (await shopClient.query(AUTO_LOGIN, vars)).autoLoginByPhoneNumber;
    /** sendOtp + verifyOtp with the right code: a verified session. */
    const verifiedSession = async (phoneNumber = newPhone()) => {
        const sent = await send(phoneNumber);
        expect(sent.success).toBe(true);
        const verified = await verify(sent.sessionInfo, toolkit.codeOf(sent.sessionInfo));
        expect(verified).toMatchObject({ success: true, phoneNumber });
        return { phoneNumber, sessionInfo: sent.sessionInfo as string };
    };
    const advance = (seconds: number) => {
        clock += seconds * 1000;
    };

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
        otp = server.app.get(PhoneOtpService);
        google = server.app.get(GoogleRegistrationService);
        otp.toolkit = toolkit;
        otp.now = () => clock;
        otp.createCustomToken = async uid => `custom-token:${uid}`;
        google.now = () => clock;
        google.verifyIdToken = verifier;
    });

    beforeEach(async () => {
        // Every test starts after all fixed windows of the previous ones have ended.
        advance(2 * 3600);
        toolkit.emulated = true;
        await shopClient.asAnonymousUser();
    });

    afterAll(async () => {
        await server.destroy();
        fs.rmSync(outbox, { recursive: true, force: true });
        delete process.env.OUTBOX_DIR;
    });

    describe('sendOtp', () => {
        it('sends a code, returns the session and writes the SMS into the dev outbox in the request language', async () => {
            const phone = newPhone();
            const before = outboxFiles().length;
            const sent = await send(phone);
            expect(sent).toMatchObject({
                success: true,
                errorCode: null,
                expiresInSeconds: PHONE_OTP_LIMITS.codeValiditySeconds,
                resendAfterSeconds: PHONE_OTP_LIMITS.resendCooldownSeconds,
            });
            expect(sent.sessionInfo).toMatch(/^fake-session-/);
            expect(toolkit.sent.at(-1)?.phoneNumber).toBe(phone);
            expect(toolkit.sent.at(-1)?.recaptchaToken).toBeFalsy();
            const files = outboxFiles();
            expect(files.length).toBe(before + 1);
            const sms = JSON.parse(fs.readFileSync(path.join(outbox, files.sort().at(-1)!), 'utf8'));
            expect(sms).toMatchObject({ channel: 'SMS', to: phone, topic: 'accounts.otp', language: 'en' });
            expect(sms.text).toContain(toolkit.codeOf(sent.sessionInfo));
        });

        it.each(BAD_PHONES)('refuses %j with %s, sending and storing nothing', async (phoneNumber, errorCode) => {
            const sent = toolkit.sent.length;
            const files = outboxFiles().length;
            const result = await send(phoneNumber);
            expect(result).toMatchObject({ success: false, errorCode, field: 'phoneNumber', sessionInfo: null });
            expect(toolkit.sent.length).toBe(sent);
            expect(outboxFiles().length).toBe(files);
            // The other operations apply the same rules.
            const check = (await shopClient.query(CHECK, { phoneNumber })).customerCheckIfPhoneNumberIsNotRegistered;
            expect(check).toMatchObject({ success: false, errorCode });
            const login = await autoLogin({ phoneNumber, sessionInfo: 'fake-session-x' });
            expect(login).toMatchObject({ success: false, errorCode, customToken: null });
        });

        it('refuses a resend within the cooldown and allows it afterwards', async () => {
            const phone = newPhone();
            expect((await send(phone)).success).toBe(true);
            advance(20);
            const early = await send(phone);
            expect(early).toMatchObject({ success: false, errorCode: 'RESEND_TOO_SOON', sessionInfo: null });
            expect(early.retryAfterSeconds).toBeGreaterThan(30);
            expect(early.retryAfterSeconds).toBeLessThanOrEqual(40);
            advance(41);
            expect((await send(phone)).success).toBe(true);
        });

        it(`allows ${PHONE_OTP_LIMITS.sendsPerPhonePerHour} codes per number per hour`, async () => {
            const phone = newPhone();
            for (let i = 0; i < PHONE_OTP_LIMITS.sendsPerPhonePerHour; i++) {
                expect((await send(phone)).success).toBe(true);
                advance(PHONE_OTP_LIMITS.resendCooldownSeconds + 1);
            }
            const sent = toolkit.sent.length;
            const refused = await send(phone);
            expect(refused).toMatchObject({ success: false, errorCode: 'TOO_MANY_ATTEMPTS' });
            expect(refused.retryAfterSeconds).toBeGreaterThan(3000);
            expect(toolkit.sent.length).toBe(sent);
        });

        it(`allows ${PHONE_OTP_LIMITS.sendsPerAddressPerHour} codes per address per hour`, async () => {
            for (let i = 0; i < PHONE_OTP_LIMITS.sendsPerAddressPerHour; i++) {
                expect((await send(newPhone())).success).toBe(true);
            }
            const refused = await send(newPhone());
            expect(refused).toMatchObject({ success: false, errorCode: 'TOO_MANY_ATTEMPTS' });
            advance(3601);
            expect((await send(newPhone())).success).toBe(true);
        });

        it('in production (no emulator) needs a reCAPTCHA token, passes it to Firebase and writes no dev SMS', async () => {
            toolkit.emulated = false;
            const phone = newPhone();
            const files = outboxFiles().length;
            const sent = toolkit.sent.length;
            expect(await send(phone)).toMatchObject({ success: false, errorCode: 'RECAPTCHA_FAILED', field: 'recaptchaToken' });
            expect(toolkit.sent.length).toBe(sent);
            const ok = await send(phone, 'recaptcha-token-from-browser');
            expect(ok.success).toBe(true);
            expect(toolkit.sent.at(-1)).toEqual({ phoneNumber: phone, recaptchaToken: 'recaptcha-token-from-browser' });
            expect(outboxFiles().length).toBe(files);
        });

        it('maps a Firebase reCAPTCHA refusal to RECAPTCHA_FAILED', async () => {
            const original = toolkit.sendVerificationCode;
            toolkit.sendVerificationCode = async () => {
                throw new IdentityToolkitError('CAPTCHA_CHECK_FAILED', 400);
            };
            try {
                expect(await send(newPhone())).toMatchObject({ success: false, errorCode: 'RECAPTCHA_FAILED' });
            } finally {
                toolkit.sendVerificationCode = original;
            }
        });
    });

    describe('verifyOtp', () => {
        it('accepts the right code once', async () => {
            const phone = newPhone();
            const { sessionInfo } = await send(phone);
            const code = toolkit.codeOf(sessionInfo);
            expect(await verify(sessionInfo, code)).toMatchObject({ success: true, errorCode: null, phoneNumber: phone });
            expect(await verify(sessionInfo, code)).toMatchObject({ success: false, errorCode: 'INVALID_CODE' });
        });

        it.each(BAD_CODES.map(([code, errorCode]) => [JSON.stringify(code).slice(0, 24), errorCode, code]))(
            'refuses the code %s with %s without asking Firebase',
            async (_label, errorCode, code) => {
            const { sessionInfo } = await send(newPhone());
            const checks = toolkit.checks;
            expect(await verify(sessionInfo, code)).toMatchObject({ success: false, errorCode, field: 'code', phoneNumber: null });
            expect(toolkit.checks).toBe(checks);
            // Nothing was counted against the session: the right code still works.
            expect((await verify(sessionInfo, toolkit.codeOf(sessionInfo))).success).toBe(true);
            },
        );

        it('refuses a wrong code, an unknown session and an expired code as INVALID_CODE', async () => {
            const { sessionInfo } = await send(newPhone());
            const right = toolkit.codeOf(sessionInfo);
            const wrong = right === '123456' ? '654321' : '123456';
            expect(await verify(sessionInfo, wrong)).toMatchObject({ success: false, errorCode: 'INVALID_CODE', field: 'code' });
            expect(await verify('fake-session-never-issued', right)).toMatchObject({ success: false, errorCode: 'INVALID_CODE' });
            expect(await verify('<script>', right)).toMatchObject({ success: false, errorCode: 'INVALID_CODE' });
            advance(PHONE_OTP_LIMITS.codeValiditySeconds + 1);
            const checks = toolkit.checks;
            expect(await verify(sessionInfo, right)).toMatchObject({ success: false, errorCode: 'INVALID_CODE' });
            expect(toolkit.checks).toBe(checks);
        });

        it('keeps the session and the limits in the database, where every server and worker on it reads them (issue 20)', async () => {
            const phone = newPhone();
            const { sessionInfo } = await send(phone);
            const cached = async (pattern: string): Promise<string[]> =>
                (await server.app.get(TransactionalConnection).rawConnection.query(
                    'SELECT "key" FROM "cache_item" WHERE "key" LIKE ?',
                    [pattern],
                )).map((row: { key: string }) => row.key);
            expect(await cached(`phone-otp:resend:${phone}`)).toHaveLength(1);
            expect(await cached(`phone-otp:send:phone:${phone}`)).toHaveLength(1);
            const sessions = await cached('phone-otp:session:%');
            expect(sessions.length).toBeGreaterThan(0);
            // The database is the only copy: without its rows the right code no longer opens the session.
            await server.app
                .get(TransactionalConnection)
                .rawConnection.query('DELETE FROM "cache_item" WHERE "key" LIKE ?', ['phone-otp:session:%']);
            expect(await verify(sessionInfo, toolkit.codeOf(sessionInfo))).toMatchObject({
                success: false,
                errorCode: 'INVALID_CODE',
            });
        });

        it(`burns a session after ${PHONE_OTP_LIMITS.wrongCodesPerSession} wrong codes`, async () => {
            const { sessionInfo } = await send(newPhone());
            const right = toolkit.codeOf(sessionInfo);
            const wrong = right === '111111' ? '222222' : '111111';
            for (let i = 0; i < PHONE_OTP_LIMITS.wrongCodesPerSession; i++) {
                expect((await verify(sessionInfo, wrong)).errorCode).toBe('INVALID_CODE');
            }
            expect(await verify(sessionInfo, right)).toMatchObject({ success: false, errorCode: 'INVALID_CODE' });
        });

        it(`allows ${PHONE_OTP_LIMITS.wrongCodesPerPhonePerHour} wrong codes per number per hour, across sessions`, async () => {
            const phone = newPhone();
            let sessionInfo = '';
            for (let i = 0; i < PHONE_OTP_LIMITS.wrongCodesPerPhonePerHour; i++) {
                if (i % PHONE_OTP_LIMITS.wrongCodesPerSession === 0) {
                    advance(PHONE_OTP_LIMITS.resendCooldownSeconds + 1);
                    sessionInfo = (await send(phone)).sessionInfo;
                }
                const wrong = toolkit.codeOf(sessionInfo) === '333333' ? '444444' : '333333';
                expect((await verify(sessionInfo, wrong)).errorCode).toBe('INVALID_CODE');
            }
            advance(PHONE_OTP_LIMITS.resendCooldownSeconds + 1);
            const fresh = (await send(phone)).sessionInfo;
            const refused = await verify(fresh, toolkit.codeOf(fresh));
            expect(refused).toMatchObject({ success: false, errorCode: 'TOO_MANY_ATTEMPTS' });
            expect(refused.retryAfterSeconds).toBeGreaterThan(0);
        });

        it(`allows ${PHONE_OTP_LIMITS.wrongCodesPerAddressPerHour} wrong codes per address per hour`, async () => {
            for (let i = 0; i < PHONE_OTP_LIMITS.wrongCodesPerAddressPerHour; i++) {
                expect((await verify(`fake-session-unknown-${i}`, '123456')).errorCode).toBe('INVALID_CODE');
            }
            const { sessionInfo } = await send(newPhone());
            const refused = await verify(sessionInfo, toolkit.codeOf(sessionInfo));
            expect(refused).toMatchObject({ success: false, errorCode: 'TOO_MANY_ATTEMPTS' });
        });
    });

    describe('autoLoginByPhoneNumber', () => {
        it('registers a new customer with referral and source, and the custom token signs them in', async () => {
            const { phoneNumber, sessionInfo } = await verifiedSession();
            const result = await autoLogin({
                phoneNumber,
                sessionInfo,
                referralLink: 'https://alva.example/r/BUDI',
                referralCode: 'BUDI-2026',
                sourceRegistration: 'WEBSITE',
            });
            expect(result).toMatchObject({ success: true, isNewCustomer: true });
            const uid = toolkit.users.get(phoneNumber)!;
            expect(result.customToken).toBe(`custom-token:${uid}`);

            const customer = await repo(Customer).findOneByOrFail({ phoneNumber });
            expect(customer.customFields).toMatchObject({
                referralLink: 'https://alva.example/r/BUDI',
                referralCode: 'BUDI-2026',
                sourceRegistration: 'WEBSITE',
            });
            // The browser signs into Firebase with the custom token; its ID token then authenticates as usual.
            const { authenticate } = await shopClient.query(AUTHENTICATE, {
                idToken: issueIdToken({ uid, provider: 'custom', phone_number: phoneNumber }),
            });
            expect(authenticate.__typename).toBe('CurrentUser');
            const { profileCustomer } = await shopClient.query(PROFILE);
            expect(profileCustomer).toMatchObject({ phoneNumber, isGoogleAccount: false });
            expect(profileCustomer.id).toBe(`T_${customer.id}`);

            // The number is now registered.
            await shopClient.asAnonymousUser();
            const check = (await shopClient.query(CHECK, { phoneNumber })).customerCheckIfPhoneNumberIsNotRegistered;
            expect(check).toMatchObject({ success: false, errorCode: 'PHONE_ALREADY_REGISTERED', isRegistered: true });

            // Signing in again: the same customer; referral and source are not overwritten.
            advance(PHONE_OTP_LIMITS.resendCooldownSeconds + 1);
            const again = await verifiedSession(phoneNumber);
            const second = await autoLogin({ ...again, referralCode: 'OTHER', sourceRegistration: 'ANDROID' });
            expect(second).toMatchObject({ success: true, isNewCustomer: false, customToken: `custom-token:${uid}` });
            expect(await repo(Customer).countBy({ phoneNumber })).toBe(1);
            const after = await repo(Customer).findOneByOrFail({ phoneNumber });
            expect(after.customFields).toMatchObject({ referralCode: 'BUDI-2026', sourceRegistration: 'WEBSITE' });
        });

        it('works only for a session verified by verifyOtp, for that number, once, within the time limit', async () => {
            const customers = await repo(Customer).count();
            // Sent but not verified.
            const phone = newPhone();
            const unverified = await send(phone);
            expect(await autoLogin({ phoneNumber: phone, sessionInfo: unverified.sessionInfo })).toMatchObject({
                success: false,
                errorCode: 'PHONE_NOT_VERIFIED',
                customToken: null,
            });
            // Never issued.
            expect((await autoLogin({ phoneNumber: phone, sessionInfo: 'fake-session-forged' })).errorCode).toBe(
                'PHONE_NOT_VERIFIED',
            );
            // Verified, but for another number.
            const other = await verifiedSession();
            expect((await autoLogin({ phoneNumber: newPhone(), sessionInfo: other.sessionInfo })).errorCode).toBe(
                'PHONE_NOT_VERIFIED',
            );
            // Too late.
            const late = await verifiedSession();
            advance(PHONE_OTP_LIMITS.verifiedSessionSeconds + 1);
            expect((await autoLogin(late)).errorCode).toBe('PHONE_NOT_VERIFIED');
            expect(await repo(Customer).count()).toBe(customers);
            // Once.
            const once = await verifiedSession();
            expect((await autoLogin(once)).success).toBe(true);
            expect((await autoLogin(once)).errorCode).toBe('PHONE_NOT_VERIFIED');
            expect(await repo(Customer).count()).toBe(customers + 1);
        });

        it.each([
            [{ referralLink: 'javascript:alert(1)' }, 'REFERRAL_LINK_INVALID', 'referralLink'],
            [{ referralLink: `https://alva.example/${'a'.repeat(2100)}` }, 'REFERRAL_LINK_INVALID', 'referralLink'],
            [{ referralLink: 'https://alva.example/"><script>' }, 'REFERRAL_LINK_INVALID', 'referralLink'],
            [{ referralCode: '<script>' }, 'REFERRAL_CODE_INVALID', 'referralCode'],
            [{ referralCode: 'x'.repeat(65) }, 'REFERRAL_CODE_INVALID', 'referralCode'],
            [{ referralCode: 'kode promo 😀' }, 'REFERRAL_CODE_INVALID', 'referralCode'],
        ])('refuses bad registration input %j with %s and keeps the session usable', async (extra, errorCode, field) => {
            const session = await verifiedSession();
            const customers = await repo(Customer).count();
            expect(await autoLogin({ ...session, ...extra })).toMatchObject({ success: false, errorCode, field });
            expect(await repo(Customer).count()).toBe(customers);
            expect((await autoLogin(session)).success).toBe(true);
        });

        it('records the verified number on the firebase sign-in method', async () => {
            const session = await verifiedSession();
            await autoLogin(session);
            const uid = toolkit.users.get(session.phoneNumber)!;
            const method = await repo(ExternalAuthenticationMethod).findOneByOrFail({
                strategy: 'firebase',
                externalIdentifier: uid,
            });
            expect(method.metadata).toMatchObject({ phone: session.phoneNumber });
        });
    });

    describe('a phone number is attached to an account only after a code to it (issue 21)', () => {
        const UPDATE_PROFILE = gql`
            mutation UpdatePhone($input: UpdateProfileCustomerInput!) {
                updateProfileCustomer(input: $input) {
                    __typename
                    ... on ProfileCustomerUpdated { profile { phoneNumber } }
                    ... on ProfileValidationError { fieldErrors { field code } }
                }
            }
        `;
        /** A new phone-only customer, signed in. */
        const signedInPhoneCustomer = async () => {
            const session = await verifiedSession();
            const login = await autoLogin(session);
            const uid = toolkit.users.get(session.phoneNumber)!;
            expect(login.customToken).toBe(`custom-token:${uid}`);
            await shopClient.query(AUTHENTICATE, { idToken: issueIdToken({ uid, provider: 'custom', phone_number: session.phoneNumber }) });
            return { ...session, uid };
        };

        it('the profile refuses a new number without a confirmed code, and takes it with one (once)', async () => {
            const me = await signedInPhoneCustomer();
            const wanted = newPhone();
            const refused = await shopClient.query(UPDATE_PROFILE, { input: { phoneNumber: wanted } });
            expect(refused.updateProfileCustomer.fieldErrors).toEqual([{ field: 'phoneNumber', code: 'PHONE_NOT_VERIFIED' }]);
            // A code confirmed for another number proves nothing about this one.
            const other = await verifiedSession();
            const wrongNumber = await shopClient.query(UPDATE_PROFILE, { input: { phoneNumber: wanted, phoneSessionInfo: other.sessionInfo } });
            expect(wrongNumber.updateProfileCustomer.fieldErrors).toEqual([{ field: 'phoneNumber', code: 'PHONE_NOT_VERIFIED' }]);
            expect((await shopClient.query(PROFILE)).profileCustomer.phoneNumber).toBe(me.phoneNumber);

            const proof = await verifiedSession(wanted);
            const saved = await shopClient.query(UPDATE_PROFILE, { input: { phoneNumber: wanted, phoneSessionInfo: proof.sessionInfo } });
            expect(saved.updateProfileCustomer).toEqual({ __typename: 'ProfileCustomerUpdated', profile: { phoneNumber: wanted } });
            // The same number again needs no code; the other fields save without one.
            const again = await shopClient.query(UPDATE_PROFILE, { input: { phoneNumber: wanted, occupation: 'STUDENT' } });
            expect(again.updateProfileCustomer.__typename).toBe('ProfileCustomerUpdated');
        });

        it('SMS sign-in with a number attached to an account signs into that account, creating none', async () => {
            const me = await signedInPhoneCustomer();
            const myCustomerId = (await shopClient.query(PROFILE)).profileCustomer.id;
            const attached = newPhone();
            const proof = await verifiedSession(attached);
            await shopClient.query(UPDATE_PROFILE, { input: { phoneNumber: attached, phoneSessionInfo: proof.sessionInfo } });
            await shopClient.asAnonymousUser();

            const customers = await repo(Customer).count();
            advance(PHONE_OTP_LIMITS.resendCooldownSeconds + 1);
            const signIn = await verifiedSession(attached);
            const login = await autoLogin(signIn);
            // Firebase made a user for the number; the token is the account's own.
            expect(toolkit.users.get(attached)).not.toBe(me.uid);
            expect(login).toMatchObject({ success: true, isNewCustomer: false, customToken: `custom-token:${me.uid}` });
            expect(await repo(Customer).count()).toBe(customers);
            await shopClient.query(AUTHENTICATE, { idToken: issueIdToken({ uid: me.uid, provider: 'custom' }) });
            expect((await shopClient.query(PROFILE)).profileCustomer).toMatchObject({ id: myCustomerId, phoneNumber: attached });
        });

        it('SMS sign-in with the number of a seeded account (no Firebase sign-in yet) links it and signs into it', async () => {
            const demo = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
            const customers = await repo(Customer).count();
            const signIn = await verifiedSession(demo.phoneNumber);
            const login = await autoLogin(signIn);
            const uid = toolkit.users.get(demo.phoneNumber)!;
            expect(login).toMatchObject({ success: true, isNewCustomer: false, customToken: `custom-token:${uid}` });
            expect(await repo(Customer).count()).toBe(customers);
            await shopClient.query(AUTHENTICATE, { idToken: issueIdToken({ uid, provider: 'custom', phone_number: demo.phoneNumber }) });
            expect((await shopClient.query(PROFILE)).profileCustomer).toMatchObject({ emailAddress: demo.email, phoneNumber: demo.phoneNumber });
            await shopClient.asAnonymousUser();
        });
    });

    describe('customerCheckIfPhoneNumberIsNotRegistered', () => {
        it('says not registered for a new number and registered for a customer’s profile number', async () => {
            const fresh = (await shopClient.query(CHECK, { phoneNumber: newPhone() })).customerCheckIfPhoneNumberIsNotRegistered;
            expect(fresh).toMatchObject({ success: true, errorCode: null, isRegistered: false });
            const demo = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
            const taken = (await shopClient.query(CHECK, { phoneNumber: demo.phoneNumber }))
                .customerCheckIfPhoneNumberIsNotRegistered;
            expect(taken).toMatchObject({ success: false, errorCode: 'PHONE_ALREADY_REGISTERED', isRegistered: true });
        });

        it(`is limited to ${PHONE_OTP_LIMITS.registrationChecksPerAddressPerHour} look-ups per address per hour`, async () => {
            for (let i = 0; i < PHONE_OTP_LIMITS.registrationChecksPerAddressPerHour; i++) {
                await shopClient.query(CHECK, { phoneNumber: newPhone() });
            }
            const refused = (await shopClient.query(CHECK, { phoneNumber: newPhone() })).customerCheckIfPhoneNumberIsNotRegistered;
            expect(refused).toMatchObject({ success: false, errorCode: 'TOO_MANY_ATTEMPTS', isRegistered: null });
            expect(refused.retryAfterSeconds).toBeGreaterThan(0);
        });
    });

    describe('registerCustomerWithGoogle', () => {
        const googleToken = (uid: string, email: string, verified = true) =>
            issueIdToken({ uid, provider: 'google.com', email, email_verified: verified, name: 'Sari Wulandari' });
        const register = async (vars: Record<string, unknown>) =>
            (await shopClient.query(REGISTER_GOOGLE, vars)).registerCustomerWithGoogle;

        it('creates the customer once, with referral and source, then authenticate signs them in', async () => {
            const email = 'sari.google@alva.example';
            const idToken = googleToken('google-uid-sari', email);
            const first = await register({ idToken, referralCode: 'SARI1', sourceRegistration: 'WEBSITE' });
            expect(first).toMatchObject({ success: true, errorCode: null, isNewCustomer: true });
            const customer = await repo(Customer).findOneByOrFail({ emailAddress: email });
            expect(customer.customFields).toMatchObject({
                referralCode: 'SARI1',
                sourceRegistration: 'WEBSITE',
                isGoogleAccount: true,
            });
            expect(customer.firstName).toBe('Sari');

            const second = await register({ idToken: googleToken('google-uid-sari', email), referralCode: 'LATER' });
            expect(second).toMatchObject({ success: true, isNewCustomer: false });
            expect(await repo(Customer).countBy({ emailAddress: email })).toBe(1);
            expect((await repo(Customer).findOneByOrFail({ emailAddress: email })).customFields.referralCode).toBe('SARI1');

            const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken });
            expect(authenticate).toMatchObject({ __typename: 'CurrentUser', identifier: email });
            const { profileCustomer } = await shopClient.query(PROFILE);
            expect(profileCustomer).toMatchObject({ emailAddress: email, isGoogleAccount: true, name: 'Sari Wulandari' });
        });

        it('refuses forged tokens and tokens of other sign-in methods, creating nothing', async () => {
            const customers = await repo(Customer).count();
            expect(await register({ idToken: 'not-a-token' })).toMatchObject({ success: false, errorCode: 'INVALID_TOKEN' });
            expect(await register({ idToken: '' })).toMatchObject({ success: false, errorCode: 'INVALID_TOKEN' });
            const password = issueIdToken({ uid: 'pw-uid', provider: 'password', email: 'pw@alva.example', email_verified: true });
            expect(await register({ idToken: password })).toMatchObject({ success: false, errorCode: 'NOT_GOOGLE_ACCOUNT' });
            expect(
                await register({ idToken: googleToken('google-uid-bad-ref', 'bad.ref@alva.example'), referralLink: 'ftp://x' }),
            ).toMatchObject({ success: false, errorCode: 'REFERRAL_LINK_INVALID', field: 'referralLink' });
            expect(await repo(Customer).count()).toBe(customers);
        });

        it('does not take over an existing account through an unverified Google address', async () => {
            const ps = TEST_ACCOUNTS.find(a => a.kind === 'product-specialist')!;
            const result = await register({ idToken: googleToken('google-uid-intruder', ps.email, false) });
            expect(result).toMatchObject({ success: false, errorCode: 'EMAIL_NOT_VERIFIED' });
            expect(await repo(ExternalAuthenticationMethod).countBy({ externalIdentifier: 'google-uid-intruder' })).toBe(0);
        });

        it('links a verified Google address to the existing customer without recording a registration', async () => {
            const demo = TEST_ACCOUNTS.find(a => a.kind === 'coordinator')!;
            const result = await register({ idToken: googleToken('google-uid-coord', demo.email), referralCode: 'NOPE' });
            expect(result).toMatchObject({ success: true, isNewCustomer: false });
            const customer = await repo(Customer).findOneByOrFail({ emailAddress: demo.email });
            expect(customer.customFields.referralCode).toBeNull();
        });

        it(`is limited to ${GOOGLE_REGISTRATION_LIMITS.perAddressPerHour} calls per address per hour`, async () => {
            for (let i = 0; i < GOOGLE_REGISTRATION_LIMITS.perAddressPerHour; i++) {
                await register({ idToken: 'not-a-token' });
            }
            const refused = await register({ idToken: googleToken('google-uid-late', 'late@alva.example') });
            expect(refused).toMatchObject({ success: false, errorCode: 'TOO_MANY_ATTEMPTS' });
            expect(await repo(Customer).countBy({ emailAddress: 'late@alva.example' })).toBe(0);
        });
    });

    // The real thing: only with a running Auth Emulator (e.g. the dev stack's), through the REST client.
    describe.skipIf(!process.env.FIREBASE_AUTH_EMULATOR_HOST)('against the Auth Emulator', () => {
        it('sends a code, verifies it and returns a custom token that Firebase accepts', async () => {
            const host = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
            otp.toolkit = new RestIdentityToolkit();
            const { firebaseAuth } = await import('../services/firebase-admin');
            otp.createCustomToken = uid => firebaseAuth().createCustomToken(uid);
            try {
                const phone = `+62813${String(Date.now()).slice(-8)}`;
                const sent = await send(phone);
                expect(sent.success).toBe(true);
                const sms = outboxFiles()
                    .map(f => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
                    .find(m => m.to === phone);
                const code = /(\d{6})/.exec(sms.text)![1];
                const wrong = code === '000000' ? '111111' : '000000';
                expect((await verify(sent.sessionInfo, wrong)).errorCode).toBe('INVALID_CODE');
                expect((await verify(sent.sessionInfo, code)).success).toBe(true);
                const login = await autoLogin({ phoneNumber: phone, sessionInfo: sent.sessionInfo });
                expect(login).toMatchObject({ success: true, isNewCustomer: true });
                const res = await fetch(
                    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
                    {
                        method: 'POST',
                        headers: { 'content-type': 'application/json' },
                        body: JSON.stringify({ token: login.customToken, returnSecureToken: true }),
                    },
                );
                const { idToken } = (await res.json()) as { idToken: string };
                const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken });
                expect(authenticate.__typename).toBe('CurrentUser');
                expect((await shopClient.query(PROFILE)).profileCustomer.phoneNumber).toBe(phone);
            } finally {
                otp.toolkit = toolkit;
            }
        });
    });
});
