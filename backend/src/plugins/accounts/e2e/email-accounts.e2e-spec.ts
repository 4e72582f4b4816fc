/**
 * E-mail accounts: registerCustomer, customerCheckIfEmailIsNotRegistered, customerSendEmailVerification,
 * customerVerifyEmail, isEmailVerified, requestToResetPassword, resetPasswordWithToken, resetOldPassword, and the
 * sign-in strategy's rules for them (unverified password accounts, failed-sign-in limits).
 *
 * Firebase is an in-memory fake (FakeFirebase below) behind the plugin's FirebaseAccounts seam, and ID tokens are
 * issued by the fake for its users, so the spec runs without the Auth Emulator. The clock of the account
 * operations is the spec's own (`clock`), to expire tokens and open new rate-limit windows.
 */
import {
    BigIntMoneyStrategy,
    Customer,
    dummyPaymentHandler,
    EventBus,
    ExternalAuthenticationMethod,
    ExternalAuthenticationService,
    mergeConfig,
    NativeAuthenticationStrategy,
    TransactionalConnection,
    User,
} from '@vendure/core';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import type { DecodedIdToken } from 'firebase-admin/auth';
import gql from 'graphql-tag';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { initialData } from '../../../e2e/test-environment';
import { AccountEmailEvent } from '../account-email-event';
import { AccountsPlugin } from '../accounts.plugin';
import { accountEmailContent } from '../email/account-email-handler';
import { AccountToken } from '../entities/account-token.entity';
import { FirebaseAuthenticationStrategy } from '../firebase-authentication-strategy';
import { ACCOUNT_LIMITS } from '../services/email-account.service';
import { FirebaseAccounts, FirebaseEmailExistsError, PasswordCheck } from '../services/firebase-accounts';
import { PhoneOtpService } from '../phone/phone-otp.service';
import { FakeToolkit } from './fake-identity-toolkit';

const PORT = 3152;

// ---------------------------------------------------------------------------------------------
// Fake Firebase
// ---------------------------------------------------------------------------------------------

interface FakeUser {
    uid: string;
    email: string;
    password: string | null;
    displayName: string;
    emailVerified: boolean;
    providers: string[];
}

class FakeFirebase implements FirebaseAccounts {
    users = new Map<string, FakeUser>();
    private seq = 0;

    async createUser(input: { email: string; password: string; displayName: string }) {
        if (this.byEmail(input.email)) throw new FirebaseEmailExistsError();
        const uid = `fake-uid-${++this.seq}`;
        this.users.set(uid, { uid, ...input, emailVerified: false, providers: ['password'] });
        return { uid };
    }
    async deleteUser(uid: string) {
        this.users.delete(uid);
    }
    async findUidByEmail(email: string) {
        return this.byEmail(email)?.uid ?? null;
    }
    async providersOf(uid: string) {
        return this.users.get(uid)?.providers ?? [];
    }
    async setEmailVerified(uid: string) {
        this.users.get(uid)!.emailVerified = true;
    }
    async setEmail(uid: string, email: string) {
        const user = this.users.get(uid)!;
        user.email = email.toLowerCase();
        user.emailVerified = false;
    }
    async setPassword(uid: string, password: string) {
        const user = this.users.get(uid)!;
        user.password = password;
        // As Firebase does: a password on a user with an e-mail address adds the password sign-in method.
        if (!user.providers.includes('password')) user.providers.push('password');
    }
    async checkPassword(email: string, password: string): Promise<PasswordCheck> {
        const user = this.byEmail(email);
        return user && user.password === password ? 'ok' : 'wrong';
    }
    byEmail(email: string) {
        return [...this.users.values()].find(u => u.email === email.toLowerCase());
    }
    /** A Google-only user (no password). */
    addGoogleUser(email: string) {
        const uid = `fake-google-${++this.seq}`;
        this.users.set(uid, { uid, email, password: null, displayName: 'Google User', emailVerified: true, providers: ['google.com'] });
        return uid;
    }
}

const firebase = new FakeFirebase();
let clockOffset = 0;
const clock = () => Date.now() + clockOffset;
/** Moves the accounts' clock past the current rate-limit window. */
const nextWindow = () => {
    clockOffset += ACCOUNT_LIMITS.windowMs + 1000;
};

const issued = new Map<string, DecodedIdToken>();
/** Signs a fake user in as Firebase would: an ID token with the user's current claims. */
function idTokenFor(email: string, password: string): string {
    const user = firebase.byEmail(email);
    if (!user || user.password !== password) throw new Error('fake Firebase: wrong credentials');
    return tokenOf(user, 'password');
}
function tokenOf(user: FakeUser, provider: string) {
    const now = Math.floor(Date.now() / 1000);
    const token = `fake-id-token-${issued.size + 1}`;
    issued.set(token, {
        aud: 'demo-alva',
        iss: 'https://securetoken.google.com/demo-alva',
        sub: user.uid,
        uid: user.uid,
        auth_time: now,
        iat: now,
        exp: now + 3600,
        email: user.email,
        email_verified: user.emailVerified,
        name: user.displayName,
        firebase: { identities: {}, sign_in_provider: provider },
    } as DecodedIdToken);
    return token;
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

const ERROR_FIELDS = `
    ... on ErrorResult { errorCode message }
    ... on AccountInputError { fieldErrors { field code } }
    ... on AccountRateLimitedError { retryAfterSeconds }
`;

const REGISTER = gql`
    mutation Register($input: CustomerRegistrationInput!) {
        registerCustomer(input: $input) {
            __typename
            ... on RegisterCustomerSuccess { success emailAddress }
            ${ERROR_FIELDS}
        }
    }
`;
const CHECK_EMAIL = gql`
    mutation Check($email: String!) {
        customerCheckIfEmailIsNotRegistered(email: $email) { success message errorCode }
    }
`;
const SEND_VERIFICATION = gql`
    mutation Send($emailAddress: String) {
        customerSendEmailVerification(emailAddress: $emailAddress) {
            __typename
            ... on AccountActionSuccess { success }
            ${ERROR_FIELDS}
        }
    }
`;
const VERIFY = gql`
    mutation Verify($token: String!) {
        customerVerifyEmail(token: $token) {
            __typename
            ... on AccountActionSuccess { success customToken }
            ... on ErrorResult { errorCode message }
            ... on AccountRateLimitedError { retryAfterSeconds }
            ... on VerificationTokenInvalidError { replacedByNewerLink }
        }
    }
`;
const IS_VERIFIED = gql`
    mutation IsVerified {
        isEmailVerified { success message status }
    }
`;
const REQUEST_RESET = gql`
    mutation RequestReset($email: String!) {
        requestToResetPassword(email: $email) {
            __typename
            ... on AccountActionSuccess { success message }
            ${ERROR_FIELDS}
        }
    }
`;
const RESET_WITH_TOKEN = gql`
    mutation ResetWithToken($token: String!, $newPassword: String!) {
        resetPasswordWithToken(token: $token, newPassword: $newPassword) {
            __typename
            ... on AccountActionSuccess { success }
            ${ERROR_FIELDS}
        }
    }
`;
const CHANGE_PASSWORD = gql`
    mutation Change($oldPassword: String!, $newPassword: String!) {
        resetOldPassword(oldPassword: $oldPassword, newPassword: $newPassword) {
            __typename
            ... on AccountActionSuccess { success }
            ... on InvalidCredentialsError { authenticationError }
            ${ERROR_FIELDS}
        }
    }
`;
const SET_PASSWORD = gql`
    mutation SetPassword($newPassword: String!) {
        setAccountPassword(newPassword: $newPassword) {
            __typename
            ... on AccountActionSuccess { success }
            ${ERROR_FIELDS}
        }
    }
`;
const HAS_PASSWORD = gql`
    query HasPassword {
        profileCustomer { hasPassword }
    }
`;
const AUTHENTICATE = gql`
    mutation Authenticate($idToken: String!) {
        authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: true) {
            __typename
            ... on CurrentUser { id identifier }
            ... on InvalidCredentialsError { authenticationError }
        }
    }
`;

const SEND_OTP = gql`
    mutation SendOtp($phoneNumber: String!) {
        sendOtp(phoneNumber: $phoneNumber) { success errorCode sessionInfo }
    }
`;
const VERIFY_OTP = gql`
    mutation VerifyOtp($sessionInfo: String!, $code: String!) {
        verifyOtp(sessionInfo: $sessionInfo, code: $code) { success errorCode }
    }
`;

const UNDO = gql`
    mutation Undo($token: String!) {
        undoEmailChange(token: $token) {
            __typename
            ... on ErrorResult { errorCode message }
        }
    }
`;
const PROFILE = gql`
    query Profile {
        profileCustomer { emailAddress pendingEmailAddress }
    }
`;

const ME = gql`
    query Me {
        me {
            identifier
        }
    }
`;

const VALID = {
    name: 'Dewi Lestari',
    emailAddress: 'dewi.register@alva.example',
    phoneNumber: '0812-3456-7890',
    password: 'Motor2026ok',
    referralCode: 'RIDER_42',
    referralLink: 'https://alva.example/?ref=RIDER_42',
    sourceRegistration: 'WEBSITE',
};

describe('e-mail accounts', () => {
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    process.env.OUTBOX_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'alva-email-accounts-outbox-'));
    const { server, shopClient } = createTestEnvironment(
        mergeConfig(testConfig, {
            apiOptions: { port: PORT },
            entityOptions: { moneyStrategy: new BigIntMoneyStrategy() },
            authOptions: {
                tokenMethod: 'bearer',
                shopAuthenticationStrategy: [
                    new NativeAuthenticationStrategy(),
                    new FirebaseAuthenticationStrategy({
                        verifyIdToken: async t => {
                            const decoded = issued.get(t);
                            if (!decoded) throw new Error('unknown token');
                            return decoded;
                        },
                    }),
                ],
            },
            paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
            plugins: [AccountsPlugin.init({ siteUrl: 'https://alva.test', firebaseAccounts: firebase, now: clock })],
        }),
    );

    const events: AccountEmailEvent[] = [];
    const repo = <T extends object>(entity: new (...args: any[]) => T) =>
        server.app.get(TransactionalConnection).rawConnection.getRepository(entity);
    const customerCount = () => repo(Customer).count();
    const tokenFrom = (event: AccountEmailEvent) => new URL(event.link).searchParams.get('token')!;
    const lastEvent = (kind: AccountEmailEvent['kind'], email: string) =>
        [...events].reverse().find(e => e.kind === kind && e.emailAddress === email);
    const toolkit = new FakeToolkit();
    let otpClock = Date.now();
    /** A confirmed code to the number (sendOtp + verifyOtp), as the registration form gets; null for a bad number. */
    const phoneProof = async (phoneNumber: string): Promise<string | null> => {
        otpClock += 2 * 3600_000; // past every phone limit window
        const { sendOtp } = await shopClient.query(SEND_OTP, { phoneNumber });
        if (!sendOtp.success) return null;
        const { verifyOtp } = await shopClient.query(VERIFY_OTP, { sessionInfo: sendOtp.sessionInfo, code: toolkit.codeOf(sendOtp.sessionInfo) });
        expect(verifyOtp.success).toBe(true);
        return sendOtp.sessionInfo;
    };
    /** registerCustomer with a proof for the number, unless the input brings its own phoneSessionInfo. */
    const register = async (vars: { input: Record<string, any> }, options?: Record<string, any>) => {
        const input = 'phoneSessionInfo' in vars.input ? vars.input : { ...vars.input, phoneSessionInfo: await phoneProof(vars.input.phoneNumber) };
        return shopClient.query(REGISTER, { input }, options);
    };
    /** Events are published after the transaction commits: give the bus a moment. */
    const settle = () => new Promise(resolve => setTimeout(resolve, 50));

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        server.app.get(EventBus).ofType(AccountEmailEvent).subscribe(e => events.push(e));
        const otp = server.app.get(PhoneOtpService);
        otp.toolkit = toolkit;
        otp.now = () => otpClock;
        otp.createCustomToken = async uid => `custom-token:${uid}`;
    });

    afterAll(async () => {
        await server.destroy();
    });

    afterEach(() => {
        vi.restoreAllMocks();
    });

    describe('registerCustomer', () => {
        it('creates the Firebase user and the linked customer, and e-mails a verification link in the language used', async () => {
            nextWindow();
            const { registerCustomer } = await register({ input: VALID }, { languageCode: 'id' });
            expect(registerCustomer).toEqual({
                __typename: 'RegisterCustomerSuccess',
                success: true,
                emailAddress: VALID.emailAddress,
            });
            const fbUser = firebase.byEmail(VALID.emailAddress)!;
            expect(fbUser).toMatchObject({ displayName: 'Dewi Lestari', emailVerified: false, password: VALID.password });

            const customer = await repo(Customer).findOneOrFail({
                where: { emailAddress: VALID.emailAddress },
                relations: { user: true },
            });
            expect(customer).toMatchObject({ firstName: 'Dewi', lastName: 'Lestari', phoneNumber: '+6281234567890' });
            expect(customer.customFields).toMatchObject({
                referralCode: 'RIDER_42',
                referralLink: VALID.referralLink,
                sourceRegistration: 'WEBSITE',
                selectedLanguage: 'id',
                emailVerified: false,
            });
            expect(customer.user!.verified).toBe(false);
            const methods = await repo(ExternalAuthenticationMethod).find({ where: { user: { id: customer.user!.id } } });
            expect(methods.map(m => `${m.strategy}:${m.externalIdentifier}`)).toEqual([`firebase:${fbUser.uid}`]);

            await settle();
            const event = lastEvent('verify-email', VALID.emailAddress)!;
            expect(event.link).toMatch(/^https:\/\/alva\.test\/id\/verify-email\?token=[\w-]{43}$/);
            expect(event.language).toBe('id');
            expect(event.validHours).toBe(24);
            // Stored hashed only.
            const tokens = await repo(AccountToken).find({ where: { customerId: customer.id } });
            expect(tokens).toHaveLength(1);
            expect(tokens[0].tokenHash).not.toContain(tokenFrom(event));
            expect(tokens[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
            expect(tokens[0].expiresAt.getTime() - clock()).toBeGreaterThan(23.9 * 3600_000);
        });

        it('the verification e-mail reads in the customer language', () => {
            const id = accountEmailContent({ kind: 'verify-email', name: 'Dewi', link: 'L', language: 'id', validHours: 24 });
            expect(id.subject).toBe('Verifikasi alamat e-mail Anda untuk Alva');
            expect(id.body).toContain('24 jam');
            const en = accountEmailContent({ kind: 'reset-password', name: '', link: 'L', language: 'en', validHours: 1 });
            expect(en.greeting).toBe('Hello Customer,');
        });

        it('answers EMAIL_ADDRESS_CONFLICT for a registered address, whatever its case, and stores nothing', async () => {
            nextWindow();
            const before = await customerCount();
            const users = firebase.users.size;
            const { registerCustomer } = await register({
                input: { ...VALID, emailAddress: '  DEWI.Register@alva.example ' },
            });
            expect(registerCustomer).toMatchObject({
                __typename: 'EmailAddressConflictError',
                errorCode: 'EMAIL_ADDRESS_CONFLICT_ERROR',
            });
            expect(await customerCount()).toBe(before);
            expect(firebase.users.size).toBe(users);
        });

        it('answers EMAIL_ADDRESS_CONFLICT when only Firebase knows the address (e.g. a Google account)', async () => {
            firebase.addGoogleUser('google.only@alva.example');
            const before = await customerCount();
            const { registerCustomer } = await register({
                input: { ...VALID, emailAddress: 'google.only@alva.example' },
            });
            expect(registerCustomer.__typename).toBe('EmailAddressConflictError');
            expect(await customerCount()).toBe(before);
        });

        it('leaves nothing half-made when the customer cannot be stored', async () => {
            nextWindow();
            vi.spyOn(server.app.get(ExternalAuthenticationService), 'createCustomerAndUser').mockRejectedValueOnce(
                new Error('database down'),
            );
            const before = await customerCount();
            await expect(
                register({ input: { ...VALID, emailAddress: 'half.made@alva.example', phoneNumber: '0813 9999 0000' } }),
            ).rejects.toThrow();
            expect(firebase.byEmail('half.made@alva.example')).toBeUndefined();
            expect(await customerCount()).toBe(before);
            expect(await repo(User).count({ where: { identifier: 'half.made@alva.example' } })).toBe(0);
        });

        const long = (n: number) => 'a'.repeat(n);
        const badInputs: Array<[string, Partial<typeof VALID> & Record<string, unknown>, string, string]> = [
            ['empty name', { name: '' }, 'name', 'REQUIRED'],
            ['blank name', { name: '    ' }, 'name', 'REQUIRED'],
            ['name too long', { name: long(101) }, 'name', 'TOO_LONG'],
            ['one-letter name', { name: 'D' }, 'name', 'TOO_SHORT'],
            ['name with digits', { name: 'Dewi 2' }, 'name', 'LETTERS_ONLY'],
            ['name with a script tag', { name: '<script>alert(1)</script>' }, 'name', 'LETTERS_ONLY'],
            ['name with emoji', { name: 'Dewi 🏍️' }, 'name', 'LETTERS_ONLY'],
            ['right-to-left name', { name: 'دوي ليستاري' }, 'name', 'LETTERS_ONLY'],
            ['name with a bidi override', { name: 'Dewi\u202eLestari' }, 'name', 'LETTERS_ONLY'],
            ['name of punctuation only', { name: "'-." }, 'name', 'LETTERS_ONLY'],
            ['SQL in the name', { name: "Robert'); DROP TABLE customer;--" }, 'name', 'LETTERS_ONLY'],
            ['empty e-mail', { emailAddress: '' }, 'emailAddress', 'REQUIRED'],
            ['e-mail without domain', { emailAddress: 'dewi@' }, 'emailAddress', 'EMAIL_FORMAT'],
            ['e-mail without TLD', { emailAddress: 'dewi@alva' }, 'emailAddress', 'EMAIL_FORMAT'],
            ['e-mail with spaces', { emailAddress: 'de wi@alva.example' }, 'emailAddress', 'EMAIL_FORMAT'],
            ['e-mail with markup', { emailAddress: '<script>@alva.example' }, 'emailAddress', 'EMAIL_FORMAT'],
            ['e-mail with emoji', { emailAddress: 'dewi🏍@alva.example' }, 'emailAddress', 'EMAIL_FORMAT'],
            ['e-mail too long', { emailAddress: `${long(250)}@alva.example` }, 'emailAddress', 'TOO_LONG'],
            ['empty phone', { phoneNumber: '' }, 'phoneNumber', 'REQUIRED'],
            ['phone with letters', { phoneNumber: '0812abc4567' }, 'phoneNumber', 'PHONE_FORMAT'],
            ['Singapore phone', { phoneNumber: '+6591234567' }, 'phoneNumber', 'PHONE_COUNTRY'],
            ['US phone', { phoneNumber: '+12025550123' }, 'phoneNumber', 'PHONE_COUNTRY'],
            ['phone too short', { phoneNumber: '08123456' }, 'phoneNumber', 'PHONE_LENGTH'],
            ['phone too long', { phoneNumber: '+62812345678901234' }, 'phoneNumber', 'PHONE_LENGTH'],
            ['phone with Arabic-Indic digits', { phoneNumber: '٠٨١٢٣٤٥٦٧٨٩٠' }, 'phoneNumber', 'PHONE_FORMAT'],
            ['empty password', { password: '' }, 'password', 'REQUIRED'],
            ['short password', { password: 'ab12' }, 'password', 'PASSWORD_TOO_SHORT'],
            ['password too long', { password: `a1${long(127)}` }, 'password', 'PASSWORD_TOO_LONG'],
            ['password without digit', { password: 'onlyletters' }, 'password', 'PASSWORD_WEAK'],
            ['password without letter', { password: '1234567890' }, 'password', 'PASSWORD_WEAK'],
            ['referral code with markup', { referralCode: '<b>X</b>' }, 'referralCode', 'REFERRAL_CODE_FORMAT'],
            ['referral link with javascript', { referralLink: 'javascript:alert(1)' }, 'referralLink', 'REFERRAL_LINK_FORMAT'],
        ];

        it.each(badInputs)('rejects %s with the field code and stores nothing', async (_label, change, field, code) => {
            nextWindow();
            const before = await customerCount();
            const users = firebase.users.size;
            const email = (change.emailAddress as string | undefined) ?? `bad.${Math.random().toString(36).slice(2)}@alva.example`;
            const { registerCustomer } = await register({ input: { ...VALID, ...change, emailAddress: email } });
            expect(registerCustomer.__typename).toBe('AccountInputError');
            expect(registerCustomer.errorCode).toBe('EMAIL_ACCOUNT_INVALID_INPUT');
            expect(registerCustomer.fieldErrors).toContainEqual({ field, code });
            expect(await customerCount()).toBe(before);
            expect(firebase.users.size).toBe(users);
        });

        it('accepts names with accents, apostrophes, dots and hyphens', async () => {
            nextWindow();
            const { registerCustomer } = await register({
                input: { ...VALID, name: "R.A. Siti Nur'aini-Désirée", emailAddress: 'siti.accents@alva.example', phoneNumber: '+6281111111111' },
            });
            expect(registerCustomer.__typename).toBe('RegisterCustomerSuccess');
        });

        it('rate-limits registration per address', async () => {
            nextWindow();
            const results: string[] = [];
            for (let i = 0; i < ACCOUNT_LIMITS.registerPerAddress; i++) {
                const { registerCustomer } = await register({
                    input: { ...VALID, name: '', emailAddress: `loop${i}@alva.example` },
                });
                results.push(registerCustomer.__typename);
            }
            expect(results.every(r => r === 'AccountInputError')).toBe(true);
            const { registerCustomer } = await register({
                input: { ...VALID, emailAddress: 'limited@alva.example' },
            });
            expect(registerCustomer).toMatchObject({ __typename: 'AccountRateLimitedError', errorCode: 'EMAIL_ACCOUNT_RATE_LIMITED' });
            expect(registerCustomer.retryAfterSeconds).toBeGreaterThan(0);
            expect(firebase.byEmail('limited@alva.example')).toBeUndefined();
        });

        it('rate-limits registration per e-mail address', async () => {
            nextWindow();
            let last: any;
            for (let i = 0; i < ACCOUNT_LIMITS.registerPerEmail + 1; i++) {
                ({ registerCustomer: last } = await register({
                    input: { ...VALID, emailAddress: VALID.emailAddress },
                }));
            }
            expect(last.__typename).toBe('AccountRateLimitedError');
        });
    });

    describe('customerCheckIfEmailIsNotRegistered', () => {
        it('says whether an address is registered', async () => {
            nextWindow();
            const taken = await shopClient.query(CHECK_EMAIL, { email: 'Dewi.Register@alva.example' });
            expect(taken.customerCheckIfEmailIsNotRegistered).toMatchObject({ success: false, errorCode: 'EMAIL_ADDRESS_CONFLICT' });
            const free = await shopClient.query(CHECK_EMAIL, { email: 'nobody.here@alva.example' });
            expect(free.customerCheckIfEmailIsNotRegistered).toMatchObject({ success: true, errorCode: null });
            const bad = await shopClient.query(CHECK_EMAIL, { email: 'not-an-email' });
            expect(bad.customerCheckIfEmailIsNotRegistered).toMatchObject({ success: false, errorCode: 'EMAIL_ACCOUNT_INVALID_INPUT' });
        });

        it('is rate-limited per address, and then tells nothing about the address', async () => {
            nextWindow();
            for (let i = 0; i < ACCOUNT_LIMITS.checkEmailPerAddress; i++) {
                await shopClient.query(CHECK_EMAIL, { email: `probe${i}@alva.example` });
            }
            const { customerCheckIfEmailIsNotRegistered } = await shopClient.query(CHECK_EMAIL, { email: VALID.emailAddress });
            expect(customerCheckIfEmailIsNotRegistered).toMatchObject({ success: false, errorCode: 'EMAIL_ACCOUNT_RATE_LIMITED' });
        });
    });

    describe('verification', () => {
        it('refuses the e-mail/password sign-in of an unverified account with EMAIL_NOT_VERIFIED', async () => {
            await shopClient.asAnonymousUser();
            const { authenticate } = await shopClient.query(AUTHENTICATE, {
                idToken: idTokenFor(VALID.emailAddress, VALID.password),
            });
            expect(authenticate).toMatchObject({ __typename: 'InvalidCredentialsError', authenticationError: 'EMAIL_NOT_VERIFIED' });
        });

        it('refuses an unverified e-mail/password account that never registered through registerCustomer', async () => {
            const before = await customerCount();
            const uid = 'outside-registration';
            firebase.users.set(uid, { uid, email: 'outside@alva.example', password: 'Outside2026', displayName: 'Out Side', emailVerified: false, providers: ['password'] });
            const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken: idTokenFor('outside@alva.example', 'Outside2026') });
            expect(authenticate.authenticationError).toBe('EMAIL_NOT_VERIFIED');
            expect(await customerCount()).toBe(before);
        });

        it('re-sends the link by e-mail address: a new token replaces the old one; unknown addresses get the same answer', async () => {
            nextWindow();
            await settle();
            const first = lastEvent('verify-email', VALID.emailAddress)!;
            const count = events.length;
            const { customerSendEmailVerification } = await shopClient.query(SEND_VERIFICATION, { emailAddress: VALID.emailAddress });
            expect(customerSendEmailVerification).toEqual({ __typename: 'AccountActionSuccess', success: true });
            await settle();
            expect(events.length).toBe(count + 1);
            const second = lastEvent('verify-email', VALID.emailAddress)!;
            expect(tokenFrom(second)).not.toBe(tokenFrom(first));
            // The older link no longer works, and says a newer one was sent (issue 21).
            const old = await shopClient.query(VERIFY, { token: tokenFrom(first) });
            expect(old.customerVerifyEmail).toMatchObject({ __typename: 'VerificationTokenInvalidError', replacedByNewerLink: true });
            const garbage = await shopClient.query(VERIFY, { token: 'x'.repeat(43) });
            expect(garbage.customerVerifyEmail).toMatchObject({ __typename: 'VerificationTokenInvalidError', replacedByNewerLink: false });

            const unknown = await shopClient.query(SEND_VERIFICATION, { emailAddress: 'nobody.at.all@alva.example' });
            expect(unknown.customerSendEmailVerification).toEqual(customerSendEmailVerification);
            await settle();
            expect(events.length).toBe(count + 1);

            const invalid = await shopClient.query(SEND_VERIFICATION, { emailAddress: 'nope' });
            expect(invalid.customerSendEmailVerification.fieldErrors).toEqual([{ field: 'emailAddress', code: 'EMAIL_FORMAT' }]);
        });

        it('rate-limits re-sending per e-mail address', async () => {
            nextWindow();
            let last: any;
            for (let i = 0; i < ACCOUNT_LIMITS.sendVerificationPerEmail + 1; i++) {
                ({ customerSendEmailVerification: last } = await shopClient.query(SEND_VERIFICATION, {
                    emailAddress: 'siti.accents@alva.example',
                }));
            }
            expect(last.__typename).toBe('AccountRateLimitedError');
        });

        it('answers VERIFICATION_TOKEN_INVALID for garbage', async () => {
            nextWindow();
            for (const token of ['', 'x', 'a'.repeat(43), '<script>alert(1)</script>', '../../etc/passwd']) {
                const { customerVerifyEmail } = await shopClient.query(VERIFY, { token });
                expect(customerVerifyEmail).toMatchObject({
                    __typename: 'VerificationTokenInvalidError',
                    errorCode: 'VERIFICATION_TOKEN_INVALID_ERROR',
                });
            }
        });

        it('answers VERIFICATION_TOKEN_EXPIRED after 24 hours', async () => {
            nextWindow();
            await shopClient.query(SEND_VERIFICATION, { emailAddress: VALID.emailAddress });
            await settle();
            const token = tokenFrom(lastEvent('verify-email', VALID.emailAddress)!);
            clockOffset += 24 * 3600_000 + 1000;
            const { customerVerifyEmail } = await shopClient.query(VERIFY, { token });
            expect(customerVerifyEmail).toMatchObject({
                __typename: 'VerificationTokenExpiredError',
                errorCode: 'VERIFICATION_TOKEN_EXPIRED_ERROR',
            });
            expect((await repo(Customer).findOneByOrFail({ emailAddress: VALID.emailAddress })).customFields.emailVerified).toBe(false);
        });

        it('verifies with a fresh link, once; Firebase marks the address verified and sign-in works', async () => {
            nextWindow();
            await shopClient.query(SEND_VERIFICATION, { emailAddress: VALID.emailAddress });
            await settle();
            const token = tokenFrom(lastEvent('verify-email', VALID.emailAddress)!);
            const { customerVerifyEmail } = await shopClient.query(VERIFY, { token });
            expect(customerVerifyEmail).toEqual({ __typename: 'AccountActionSuccess', success: true, customToken: null });
            const customer = await repo(Customer).findOneOrFail({ where: { emailAddress: VALID.emailAddress }, relations: { user: true } });
            expect(customer.customFields.emailVerified).toBe(true);
            expect(customer.user!.verified).toBe(true);
            expect(firebase.byEmail(VALID.emailAddress)!.emailVerified).toBe(true);

            const again = await shopClient.query(VERIFY, { token });
            expect(again.customerVerifyEmail.__typename).toBe('VerificationTokenInvalidError');

            const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken: idTokenFor(VALID.emailAddress, VALID.password) });
            expect(authenticate).toMatchObject({ __typename: 'CurrentUser', identifier: VALID.emailAddress });
            const { isEmailVerified } = await shopClient.query(IS_VERIFIED);
            expect(isEmailVerified).toMatchObject({ success: true, status: 'VERIFIED' });
        });

        it('sends nothing to an address that is already verified', async () => {
            nextWindow();
            const count = events.length;
            const { customerSendEmailVerification } = await shopClient.query(SEND_VERIFICATION, { emailAddress: VALID.emailAddress });
            expect(customerSendEmailVerification.__typename).toBe('AccountActionSuccess');
            await settle();
            expect(events.length).toBe(count);
        });

        it('isEmailVerified reports NOT_VERIFIED signed out and for an unverified Google customer', async () => {
            await shopClient.asAnonymousUser();
            expect((await shopClient.query(IS_VERIFIED)).isEmailVerified).toMatchObject({ success: false, status: 'NOT_VERIFIED' });
            const uid = firebase.addGoogleUser('google.unverified@alva.example');
            firebase.users.get(uid)!.emailVerified = false;
            const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken: tokenOf(firebase.users.get(uid)!, 'google.com') });
            expect(authenticate.__typename).toBe('CurrentUser');
            expect((await shopClient.query(IS_VERIFIED)).isEmailVerified).toMatchObject({
                success: true,
                status: 'NOT_VERIFIED',
                message: 'The email has not been verified yet.',
            });
        });
    });

    describe('password reset by e-mail', () => {
        it('e-mails a reset link to a password account; unknown and Google-only addresses get the same answer and no e-mail', async () => {
            nextWindow();
            const count = events.length;
            const known = await shopClient.query(REQUEST_RESET, { email: VALID.emailAddress });
            const unknown = await shopClient.query(REQUEST_RESET, { email: 'who.is.this@alva.example' });
            const google = await shopClient.query(REQUEST_RESET, { email: 'google.only@alva.example' });
            expect(known.requestToResetPassword.__typename).toBe('AccountActionSuccess');
            expect(unknown.requestToResetPassword).toEqual(known.requestToResetPassword);
            expect(google.requestToResetPassword).toEqual(known.requestToResetPassword);
            await settle();
            expect(events.length).toBe(count + 1);
            const event = lastEvent('reset-password', VALID.emailAddress)!;
            // The customer registered in Indonesian.
            expect(event.link).toMatch(/^https:\/\/alva\.test\/id\/login\/reset-password\?token=/);
        });

        it('sets the new password with the token (policy enforced), once; an expired token is refused', async () => {
            const token = tokenFrom(lastEvent('reset-password', VALID.emailAddress)!);
            const weak = await shopClient.query(RESET_WITH_TOKEN, { token, newPassword: 'short' });
            expect(weak.resetPasswordWithToken.fieldErrors).toEqual([{ field: 'newPassword', code: 'PASSWORD_TOO_SHORT' }]);
            expect(firebase.byEmail(VALID.emailAddress)!.password).toBe(VALID.password);
            // SPEC §5: the new password cannot equal the old; the link stays usable.
            const same = await shopClient.query(RESET_WITH_TOKEN, { token, newPassword: VALID.password });
            expect(same.resetPasswordWithToken.fieldErrors).toEqual([{ field: 'newPassword', code: 'PASSWORD_SAME_AS_OLD' }]);

            const done = await shopClient.query(RESET_WITH_TOKEN, { token, newPassword: 'Reset2026pass' });
            expect(done.resetPasswordWithToken.__typename).toBe('AccountActionSuccess');
            expect(firebase.byEmail(VALID.emailAddress)!.password).toBe('Reset2026pass');
            const again = await shopClient.query(RESET_WITH_TOKEN, { token, newPassword: 'Another2026pass' });
            expect(again.resetPasswordWithToken.__typename).toBe('PasswordResetTokenInvalidError');

            nextWindow();
            await shopClient.query(REQUEST_RESET, { email: VALID.emailAddress });
            await settle();
            const late = tokenFrom(lastEvent('reset-password', VALID.emailAddress)!);
            clockOffset += 3600_000 + 1000;
            const expired = await shopClient.query(RESET_WITH_TOKEN, { token: late, newPassword: 'Another2026pass' });
            expect(expired.resetPasswordWithToken).toMatchObject({
                __typename: 'PasswordResetTokenExpiredError',
                errorCode: 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR',
            });
            expect(firebase.byEmail(VALID.emailAddress)!.password).toBe('Reset2026pass');
            VALID.password = 'Reset2026pass';
        });

        it('rate-limits reset requests per e-mail address', async () => {
            nextWindow();
            let last: any;
            for (let i = 0; i < ACCOUNT_LIMITS.resetRequestPerEmail + 1; i++) {
                ({ requestToResetPassword: last } = await shopClient.query(REQUEST_RESET, { email: 'whoever@alva.example' }));
            }
            expect(last.__typename).toBe('AccountRateLimitedError');
        });
    });

    describe('resetOldPassword', () => {
        const signIn = async () => {
            await shopClient.asAnonymousUser();
            const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken: idTokenFor(VALID.emailAddress, VALID.password) });
            expect(authenticate.__typename).toBe('CurrentUser');
        };

        it('is forbidden signed out', async () => {
            await shopClient.asAnonymousUser();
            await expect(shopClient.query(CHANGE_PASSWORD, { oldPassword: 'a', newPassword: 'b' })).rejects.toThrow(/not currently authorized/);
        });

        const long = 'b1'.repeat(65);
        const bad: Array<[string, string, string, string, string]> = [
            ['empty old', '', 'NewPass2026', 'oldPassword', 'REQUIRED'],
            ['old too long', 'x'.repeat(129), 'NewPass2026', 'oldPassword', 'PASSWORD_TOO_LONG'],
            ['empty new', 'whatever', '', 'newPassword', 'REQUIRED'],
            ['new too short', 'whatever', 'ab1', 'newPassword', 'PASSWORD_TOO_SHORT'],
            ['new 7 characters', 'whatever', 'abcdef1', 'newPassword', 'PASSWORD_TOO_SHORT'],
            ['new too long', 'whatever', long, 'newPassword', 'PASSWORD_TOO_LONG'],
            ['new without a digit', 'whatever', 'NoDigitsHere', 'newPassword', 'PASSWORD_WEAK'],
            ['new without a letter', 'whatever', '12345678901', 'newPassword', 'PASSWORD_WEAK'],
            ['new of symbols only', 'whatever', '!@#$%^&*()', 'newPassword', 'PASSWORD_WEAK'],
            ['new of emoji and digits', 'whatever', '🏍️🏍️🏍️🏍️1234', 'newPassword', 'PASSWORD_WEAK'],
            ['new with a control character', 'whatever', 'Abc12345\u0000x', 'newPassword', 'PASSWORD_WEAK'],
            ['new with a bidi override', 'whatever', 'Abc12345\u202e', 'newPassword', 'PASSWORD_WEAK'],
            ['new with a zero-width space', 'whatever', 'Abc\u200b12345', 'newPassword', 'PASSWORD_WEAK'],
            ['new of spaces', 'whatever', '          ', 'newPassword', 'PASSWORD_WEAK'],
            ['new of right-to-left digits only', 'whatever', '١٢٣٤٥٦٧٨٩', 'newPassword', 'PASSWORD_WEAK'],
            ['new equal to old', 'Same2026pass', 'Same2026pass', 'newPassword', 'PASSWORD_SAME_AS_OLD'],
            ['both empty', '', '', 'newPassword', 'REQUIRED'],
            ['new of one letter and digits short', 'whatever', 'a123456', 'newPassword', 'PASSWORD_TOO_SHORT'],
            ['new with a newline only', 'whatever', '\n\n\n\n\n\n\n\n', 'newPassword', 'PASSWORD_WEAK'],
            ['new of letters only, long', 'whatever', 'abcdefghijklmnopqrstuvwxyz', 'newPassword', 'PASSWORD_WEAK'],
            ['new of 129 characters', 'whatever', `a${'1'.repeat(128)}`, 'newPassword', 'PASSWORD_TOO_LONG'],
        ];

        it.each(bad)('rejects %s with the field code and changes nothing', async (_label, oldPassword, newPassword, field, code) => {
            nextWindow();
            await signIn();
            const { resetOldPassword } = await shopClient.query(CHANGE_PASSWORD, { oldPassword, newPassword });
            expect(resetOldPassword.__typename).toBe('AccountInputError');
            expect(resetOldPassword.fieldErrors).toContainEqual({ field, code });
            expect(firebase.byEmail(VALID.emailAddress)!.password).toBe(VALID.password);
        });

        it('refuses a wrong old password with INVALID_CREDENTIALS', async () => {
            nextWindow();
            await signIn();
            const { resetOldPassword } = await shopClient.query(CHANGE_PASSWORD, { oldPassword: 'Wrong2026pass', newPassword: 'NewPass2026' });
            expect(resetOldPassword).toMatchObject({ __typename: 'InvalidCredentialsError', errorCode: 'INVALID_CREDENTIALS_ERROR' });
            expect(firebase.byEmail(VALID.emailAddress)!.password).toBe(VALID.password);
        });

        it('rate-limits wrong old passwords per customer', async () => {
            nextWindow();
            await signIn();
            let last: any;
            for (let i = 0; i < ACCOUNT_LIMITS.changePasswordPerCustomer + 1; i++) {
                ({ resetOldPassword: last } = await shopClient.query(CHANGE_PASSWORD, { oldPassword: `Wrong${i}pass`, newPassword: 'NewPass2026' }));
            }
            expect(last.__typename).toBe('AccountRateLimitedError');
            // Even the right password waits for the window.
            const right = await shopClient.query(CHANGE_PASSWORD, { oldPassword: VALID.password, newPassword: 'NewPass2026' });
            expect(right.resetOldPassword.__typename).toBe('AccountRateLimitedError');
        });

        it('changes the password with the right old one, ending the other sessions', async () => {
            nextWindow();
            await signIn();
            const otherDevice = shopClient.getAuthToken();
            await signIn();
            const thisDevice = shopClient.getAuthToken();
            expect(thisDevice).not.toBe(otherDevice);
            const { resetOldPassword } = await shopClient.query(CHANGE_PASSWORD, { oldPassword: VALID.password, newPassword: 'NewPass2026' });
            expect(resetOldPassword).toEqual({ __typename: 'AccountActionSuccess', success: true });
            expect(firebase.byEmail(VALID.emailAddress)!.password).toBe('NewPass2026');
            VALID.password = 'NewPass2026';
            expect((await shopClient.query(ME)).me).toMatchObject({ identifier: VALID.emailAddress });
            shopClient.setAuthToken(otherDevice);
            await expect(shopClient.query(ME)).rejects.toThrow(/not currently authorized/);
        });

        it('answers NO_PASSWORD_ACCOUNT for a Google-only customer', async () => {
            nextWindow();
            const user = firebase.byEmail('google.unverified@alva.example')!;
            await shopClient.asAnonymousUser();
            await shopClient.query(AUTHENTICATE, { idToken: tokenOf(user, 'google.com') });
            const { resetOldPassword } = await shopClient.query(CHANGE_PASSWORD, { oldPassword: 'Anything1', newPassword: 'NewPass2026' });
            expect(resetOldPassword.fieldErrors).toEqual([{ field: 'oldPassword', code: 'NO_PASSWORD_ACCOUNT' }]);
        });
    });

    describe('setAccountPassword (issue 21: an account without a password sets one)', () => {
        it('needs a confirmed e-mail address, checks the policy, sets the password once', async () => {
            nextWindow();
            const unconfirmed = firebase.byEmail('google.unverified@alva.example')!;
            await shopClient.asAnonymousUser();
            await shopClient.query(AUTHENTICATE, { idToken: tokenOf(unconfirmed, 'google.com') });
            expect((await shopClient.query(HAS_PASSWORD)).profileCustomer.hasPassword).toBe(false);
            const weak = (await shopClient.query(SET_PASSWORD, { newPassword: 'short1' })).setAccountPassword;
            expect(weak.fieldErrors).toEqual([{ field: 'newPassword', code: 'PASSWORD_TOO_SHORT' }]);
            const noEmail = (await shopClient.query(SET_PASSWORD, { newPassword: 'SetPass2026' })).setAccountPassword;
            expect(noEmail.fieldErrors).toEqual([{ field: 'newPassword', code: 'EMAIL_NEEDED_FOR_PASSWORD' }]);
            expect(unconfirmed.password).toBeNull();

            nextWindow();
            const uid = firebase.addGoogleUser('set.password@alva.example');
            await shopClient.asAnonymousUser();
            await shopClient.query(AUTHENTICATE, { idToken: tokenOf(firebase.users.get(uid)!, 'google.com') });
            const done = (await shopClient.query(SET_PASSWORD, { newPassword: 'SetPass2026' })).setAccountPassword;
            expect(done).toEqual({ __typename: 'AccountActionSuccess', success: true });
            expect(firebase.users.get(uid)!.password).toBe('SetPass2026');
            expect((await shopClient.query(HAS_PASSWORD)).profileCustomer.hasPassword).toBe(true);
            // Now it signs in with the address and the password; a second "set" is refused (change it instead).
            expect(idTokenFor('set.password@alva.example', 'SetPass2026')).toBeTruthy();
            const again = (await shopClient.query(SET_PASSWORD, { newPassword: 'Other2026pass' })).setAccountPassword;
            expect(again.fieldErrors).toEqual([{ field: 'newPassword', code: 'PASSWORD_ALREADY_SET' }]);
            expect(firebase.users.get(uid)!.password).toBe('SetPass2026');
        });

        it('follows the Firebase user that signs in when the old one was deleted and the address registered again', async () => {
            nextWindow();
            const email = 'recreated@alva.example';
            const oldUid = firebase.addGoogleUser(email);
            await shopClient.asAnonymousUser();
            await shopClient.query(AUTHENTICATE, { idToken: tokenOf(firebase.users.get(oldUid)!, 'google.com') });
            await firebase.deleteUser(oldUid);
            // The same verified address as a new Firebase user with a password: Vendure links it to the same account.
            const { uid: newUid } = await firebase.createUser({ email, password: 'Again2026pass', displayName: 'Re Created' });
            await firebase.setEmailVerified(newUid);
            await shopClient.asAnonymousUser();
            await shopClient.query(AUTHENTICATE, { idToken: idTokenFor(email, 'Again2026pass') });
            const customer = await repo(Customer).findOneOrFail({ where: { emailAddress: email }, relations: { user: true } });
            const links = await repo(ExternalAuthenticationMethod).find({ where: { user: { id: customer.user!.id } } });
            expect(links.map(m => (m as ExternalAuthenticationMethod).externalIdentifier).sort()).toEqual([newUid, oldUid].sort());

            expect((await shopClient.query(HAS_PASSWORD)).profileCustomer.hasPassword).toBe(true);
            const { resetOldPassword } = await shopClient.query(CHANGE_PASSWORD, { oldPassword: 'Again2026pass', newPassword: 'Third2026pass' });
            expect(resetOldPassword).toEqual({ __typename: 'AccountActionSuccess', success: true });
            expect(firebase.users.get(newUid)!.password).toBe('Third2026pass');
        });
    });

    describe('one phone number per account, and a profile e-mail change', () => {
        const UPDATE_PROFILE = gql`
            mutation UpdateProfile($input: UpdateProfileCustomerInput!) {
                updateProfileCustomer(input: $input) {
                    __typename
                    ... on ProfileCustomerUpdated { emailChanged profile { emailAddress emailVerified pendingEmailAddress } }
                    ... on ProfileValidationError { fieldErrors { field code } }
                }
            }
        `;
        const RINA = { ...VALID, name: 'Rina Wulandari', emailAddress: 'rina.change@alva.example', phoneNumber: '0813 2222 3333' };

        it('refuses to register a phone number another account uses, storing nothing', async () => {
            nextWindow();
            const before = await customerCount();
            const users = firebase.users.size;
            const { registerCustomer } = await register({
                input: { ...VALID, emailAddress: 'same.phone@alva.example', phoneNumber: '+62 812 3456 7890' },
            });
            expect(registerCustomer).toMatchObject({
                __typename: 'AccountInputError',
                fieldErrors: [{ field: 'phoneNumber', code: 'PHONE_CONFLICT' }],
            });
            expect(await customerCount()).toBe(before);
            expect(firebase.users.size).toBe(users);
        });

        it('refuses to register a phone number without a confirmed code to it, storing nothing', async () => {
            nextWindow();
            const before = await customerCount();
            const users = firebase.users.size;
            const input = { ...VALID, emailAddress: 'no.proof@alva.example', phoneNumber: '0813 4444 5555' };
            const none = await register({ input: { ...input, phoneSessionInfo: null } });
            expect(none.registerCustomer.fieldErrors).toEqual([{ field: 'phoneNumber', code: 'PHONE_NOT_VERIFIED' }]);
            // A code confirmed for another number proves nothing about this one.
            const other = await phoneProof('0813 4444 6666');
            const wrong = await register({ input: { ...input, phoneSessionInfo: other } });
            expect(wrong.registerCustomer.fieldErrors).toEqual([{ field: 'phoneNumber', code: 'PHONE_NOT_VERIFIED' }]);
            expect(await customerCount()).toBe(before);
            expect(firebase.users.size).toBe(users);
        });

        it('a new address counts only once confirmed: the old one keeps signing in, is told, and can undo the change', async () => {
            nextWindow();
            await shopClient.asAnonymousUser();
            const { registerCustomer } = await register({ input: RINA });
            expect(registerCustomer.__typename).toBe('RegisterCustomerSuccess');
            await settle();
            const { customerVerifyEmail } = await shopClient.query(VERIFY, { token: tokenFrom(lastEvent('verify-email', RINA.emailAddress)!) });
            expect(customerVerifyEmail.__typename).toBe('AccountActionSuccess');
            const user = firebase.byEmail(RINA.emailAddress)!;
            const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken: idTokenFor(RINA.emailAddress, RINA.password) });
            expect(authenticate).toMatchObject({ __typename: 'CurrentUser' });

            // Another sign-in (a Google account only Firebase knows) has the address: refused, nothing moves.
            await firebase.createUser({ email: 'taken.google@alva.example', password: 'Google2026x', displayName: 'G' });
            const taken = await shopClient.query(UPDATE_PROFILE, { input: { emailAddress: 'taken.google@alva.example' } });
            expect(taken.updateProfileCustomer).toMatchObject({
                __typename: 'ProfileValidationError',
                fieldErrors: [{ field: 'emailAddress', code: 'EMAIL_ADDRESS_CONFLICT' }],
            });

            // A typo: asked for, not applied.
            const { updateProfileCustomer } = await shopClient.query(UPDATE_PROFILE, { input: { emailAddress: 'Rina.Typo@alva.example' } });
            expect(updateProfileCustomer).toMatchObject({
                __typename: 'ProfileCustomerUpdated',
                emailChanged: true,
                profile: { emailAddress: RINA.emailAddress, emailVerified: true, pendingEmailAddress: 'rina.typo@alva.example' },
            });
            expect(user).toMatchObject({ email: RINA.emailAddress, emailVerified: true });
            // The session goes on, and the old address still signs in.
            expect((await shopClient.query(ME)).me.identifier).toBe(RINA.emailAddress);
            await shopClient.asAnonymousUser();
            const old = await shopClient.query(AUTHENTICATE, { idToken: idTokenFor(RINA.emailAddress, RINA.password) });
            expect(old.authenticate.__typename).toBe('CurrentUser');
            await settle();
            const confirmTypo = lastEvent('change-email', 'rina.typo@alva.example')!;
            expect(accountEmailContent(confirmTypo).body).toContain('rina.typo@alva.example');
            expect(confirmTypo.link).toMatch(/^https:\/\/alva\.test\/verify-email\?token=/);
            const notice = lastEvent('undo-email-change', RINA.emailAddress)!;
            expect(notice.newEmailAddress).toBe('rina.typo@alva.example');
            expect(notice.link).toMatch(/^https:\/\/alva\.test\/undo-email-change\?token=/);
            expect(accountEmailContent(notice).body).toContain('rina.typo@alva.example');

            // The right address replaces the pending typo; confirming it moves Vendure and Firebase, verified.
            await shopClient.query(UPDATE_PROFILE, { input: { emailAddress: 'rina.new@alva.example' } });
            await settle();
            const typoLink = await shopClient.query(VERIFY, { token: tokenFrom(confirmTypo) });
            expect(typoLink.customerVerifyEmail.__typename).toBe('VerificationTokenInvalidError');
            const confirm = await shopClient.query(VERIFY, { token: tokenFrom(lastEvent('change-email', 'rina.new@alva.example')!) });
            // Firebase ends the sign-ins of an account whose address changes: the signed-in customer gets a token to
            // renew theirs at once.
            expect(confirm.customerVerifyEmail).toEqual({ __typename: 'AccountActionSuccess', success: true, customToken: `custom-token:${user.uid}` });
            expect(user).toMatchObject({ email: 'rina.new@alva.example', emailVerified: true });
            const customer = await repo(Customer).findOneOrFail({ where: { id: (await repo(Customer).findOneByOrFail({ emailAddress: 'rina.new@alva.example' })).id }, relations: { user: true } });
            expect(customer.user).toMatchObject({ identifier: 'rina.new@alva.example', verified: true });
            expect(customer.customFields.emailVerified).toBe(true);
            expect((await shopClient.query(ME)).me.identifier).toBe('rina.new@alva.example');
            const { profileCustomer } = await shopClient.query(PROFILE);
            expect(profileCustomer).toMatchObject({ emailAddress: 'rina.new@alva.example', pendingEmailAddress: null });

            // The old address says it was not them: the old address is back, and every session ends.
            const undo = await shopClient.query(UNDO, { token: tokenFrom(lastEvent('undo-email-change', RINA.emailAddress)!) });
            expect(undo.undoEmailChange.__typename).toBe('AccountActionSuccess');
            expect(user).toMatchObject({ email: RINA.emailAddress, emailVerified: true });
            expect((await repo(Customer).findOneByOrFail({ id: customer.id })).emailAddress).toBe(RINA.emailAddress);
            await expect(shopClient.query(PROFILE)).rejects.toThrow(/not currently authorized/);
            const again = await shopClient.query(UNDO, { token: tokenFrom(lastEvent('undo-email-change', RINA.emailAddress)!) });
            expect(again.undoEmailChange.__typename).toBe('VerificationTokenInvalidError');
        });
    });

    // Last: it exhausts this address's failed-sign-in allowance for the rest of the window.
    it('after too many forged tokens from one address, that address is locked out but a good token is still judged on its own account (issue 17)', async () => {
        await shopClient.asAnonymousUser();
        let last: any;
        for (let i = 0; i < 31; i++) {
            ({ authenticate: last } = await shopClient.query(AUTHENTICATE, { idToken: `forged-${i}` }));
        }
        expect(last).toMatchObject({ __typename: 'InvalidCredentialsError', authenticationError: expect.stringContaining('TOO_MANY_ATTEMPTS') });
        // Many customers share one carrier-grade NAT address: others' failures never refuse a valid token.
        const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken: idTokenFor(VALID.emailAddress, VALID.password) });
        expect(authenticate.authenticationError ?? '').not.toContain('TOO_MANY_ATTEMPTS');
    });

});

// The real Firebase seam against a running Auth Emulator (FIREBASE_AUTH_EMULATOR_HOST), e.g. in the stack's tests.
describe.skipIf(!process.env.FIREBASE_AUTH_EMULATOR_HOST)('AdminFirebaseAccounts with the Auth Emulator', () => {
    it('creates, checks, verifies, re-passwords and deletes a user', async () => {
        const { AdminFirebaseAccounts } = await import('../services/firebase-accounts');
        const accounts = new AdminFirebaseAccounts();
        const email = `seam-${Date.now()}@alva.example`;
        const { uid } = await accounts.createUser({ email, password: 'Seam2026pass', displayName: 'Seam Test' });
        await expect(accounts.createUser({ email, password: 'Seam2026pass', displayName: 'Again' })).rejects.toBeInstanceOf(
            FirebaseEmailExistsError,
        );
        expect(await accounts.findUidByEmail(email)).toBe(uid);
        expect(await accounts.findUidByEmail(`nobody-${Date.now()}@alva.example`)).toBeNull();
        expect(await accounts.providersOf(uid)).toEqual(['password']);
        expect(await accounts.checkPassword(email, 'Seam2026pass')).toBe('ok');
        expect(await accounts.checkPassword(email, 'Wrong2026pass')).toBe('wrong');
        await accounts.setPassword(uid, 'Next2026pass');
        expect(await accounts.checkPassword(email, 'Next2026pass')).toBe('ok');
        await accounts.setEmailVerified(uid);
        const { firebaseAuth } = await import('../services/firebase-admin');
        expect((await firebaseAuth().getUser(uid)).emailVerified).toBe(true);
        await accounts.deleteUser(uid);
        expect(await accounts.findUidByEmail(email)).toBeNull();
    });
});
