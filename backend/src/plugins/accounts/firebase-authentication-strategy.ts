import {
    AuthenticationStrategy,
    CacheService,
    Customer,
    ExternalAuthenticationService,
    Injector,
    Logger,
    Order,
    RequestContext,
    TransactionalConnection,
    UnverifiedExternalEmailError,
    User,
} from '@vendure/core';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { DocumentNode } from 'graphql';
import gql from 'graphql-tag';
import { In, IsNull, Not } from 'typeorm';

import { AttemptLimit, AttemptLimiter, clientAddress } from '../../common/attempt-limiter';
import { FIREBASE_STRATEGY_NAME, loggerCtx, EMAIL_NOT_VERIFIED, TOO_MANY_SIGN_IN_ATTEMPTS } from './constants';
import { verifyFirebaseIdToken } from './services/firebase-admin';
import { recordVerifiedContacts, verifiedContactsFromToken } from './services/verified-contacts';

export interface FirebaseAuthData {
    idToken: string;
}

/** Verifies a Firebase ID token and returns its claims; rejects when the token is not valid. */
export type FirebaseTokenVerifier = (idToken: string) => Promise<DecodedIdToken>;

export interface FirebaseAuthenticationStrategyOptions {
    /** Default: firebase-admin's `verifyIdToken` (services/firebase-admin.ts). Tests pass their own. */
    verifyIdToken?: FirebaseTokenVerifier;
    /** Failed sign-ins allowed per window: invalid tokens per caller address (default 30), refusals per account (default 10). */
    failedSignInLimits?: { perAddress: number; perIdentifier: number; windowMs: number };
}

/**
 * The `authenticationError` of a refused sign-in: the code, then the seconds to wait, e.g.
 * `TOO_MANY_SIGN_IN_ATTEMPTS retryAfterSeconds=840` (InvalidCredentialsError has no field of its own for it).
 */
export function tooManySignInAttempts(retryAfterSeconds: number): string {
    return `${TOO_MANY_SIGN_IN_ATTEMPTS} retryAfterSeconds=${Math.max(1, retryAfterSeconds)}`;
}

const DEFAULT_FAILED_SIGN_IN_LIMITS = { perAddress: 30, perIdentifier: 10, windowMs: 15 * 60 * 1000 };

/** Splits Firebase's displayName into Vendure's first/last name. */
export function splitDisplayName(displayName: string | undefined, fallback: string): [string, string] {
    const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
    if (parts.length === 0) return [fallback, ''];
    return [parts[0], parts.slice(1).join(' ')];
}

/**
 * Signs a customer in with a Firebase ID token (DESIGN §3). The token is verified with firebase-admin;
 * the Customer is found by the external identifier (the Firebase uid, stored by Vendure as an
 * ExternalAuthenticationMethod) or linked by an e-mail address that Firebase says is verified, and
 * created on first sign-in.
 */
export class FirebaseAuthenticationStrategy implements AuthenticationStrategy<FirebaseAuthData> {
    readonly name = FIREBASE_STRATEGY_NAME;
    private externalAuthenticationService: ExternalAuthenticationService;
    private connection: TransactionalConnection;
    private readonly verifyIdToken: FirebaseTokenVerifier;
    private readonly limits: { perAddress: number; perIdentifier: number; windowMs: number };
    private limiter: AttemptLimiter;

    constructor(options: FirebaseAuthenticationStrategyOptions = {}) {
        this.verifyIdToken = options.verifyIdToken ?? verifyFirebaseIdToken;
        this.limits = options.failedSignInLimits ?? DEFAULT_FAILED_SIGN_IN_LIMITS;
    }

    init(injector: Injector) {
        this.externalAuthenticationService = injector.get(ExternalAuthenticationService);
        this.connection = injector.get(TransactionalConnection);
        this.limiter = new AttemptLimiter(injector.get(CacheService), this.limits.windowMs);
    }

    /**
     * Counters of failed sign-ins, kept apart: invalid tokens per caller address, and refusals per account (an
     * unverified e-mail, say). Many customers share one carrier-grade NAT address, so the address counter only
     * ever refuses tokens that fail verification; a valid token is judged by its own account's counter alone.
     */
    private addressKey(ctx: RequestContext): AttemptLimit {
        return { key: `sign-in:fail:ip:${clientAddress(ctx)}`, limit: this.limits.perAddress };
    }

    private accountKey(identifier: string): AttemptLimit {
        return { key: `sign-in:fail:id:${identifier}`, limit: this.limits.perIdentifier };
    }

    async authenticate(ctx: RequestContext, data: FirebaseAuthData): Promise<User | false | string> {
        let token: DecodedIdToken;
        try {
            token = await this.verifyIdToken(data.idToken);
        } catch (e) {
            Logger.verbose(`Rejected Firebase ID token: ${(e as Error).message}`, loggerCtx);
            const address = [this.addressKey(ctx)];
            const check = await this.limiter.check(address);
            if (!check.allowed) return tooManySignInAttempts(check.retryAfterSeconds);
            await this.limiter.record(address);
            return false;
        }
        const account = [this.accountKey((token.email ?? token.uid).toLowerCase())];
        const check = await this.limiter.check(account);
        if (!check.allowed) return tooManySignInAttempts(check.retryAfterSeconds);
        const result = await this.authenticateToken(ctx, token);
        if (typeof result === 'string' || result === false) await this.limiter.record(account);
        return result;
    }

    defineInputType(): DocumentNode {
        return gql`
            input FirebaseAuthInput {
                idToken: String!
            }
        `;
    }

    private async authenticateToken(ctx: RequestContext, token: DecodedIdToken): Promise<User | false | string> {
        // Only Firebase's own claim proves the e-mail address belongs to this user: a Google sign-in is
        // not trusted on its own (Google accounts can carry addresses Google has not verified).
        const emailVerified = token.email_verified === true;
        const isGoogle = token.firebase?.sign_in_provider === 'google.com';
        // An e-mail/password account signs in only once its address is verified (registerCustomer sends the link);
        // Google and phone accounts are not concerned.
        if (token.firebase?.sign_in_provider === 'password' && !emailVerified) return EMAIL_NOT_VERIFIED;
        // Phone-only Firebase accounts have no e-mail; Vendure needs one, so use a non-deliverable placeholder.
        const emailAddress = (token.email ?? `${token.uid}@phone.alva.invalid`).toLowerCase();

        let user = await this.externalAuthenticationService.findCustomerUser(ctx, this.name, token.uid);
        if (!user) {
            const [firstName, lastName] = splitDisplayName(
                token.name as string | undefined,
                emailAddress.split('@')[0],
            );
            try {
                user = await this.externalAuthenticationService.createCustomerAndUser(ctx, {
                    strategy: this.name,
                    externalIdentifier: token.uid,
                    emailAddress,
                    firstName,
                    lastName,
                    // Only a provider-verified address may be linked to an existing account.
                    verified: emailVerified,
                });
            } catch (e) {
                if (e instanceof UnverifiedExternalEmailError) {
                    // A code, not prose: the site translates it.
                    return EMAIL_NOT_VERIFIED;
                }
                throw e;
            }
            if (emailVerified && token.email) await this.adoptGuestOrders(ctx, user, emailAddress);
        }
        await this.syncCustomer(ctx, user, token, { emailVerified, isGoogle });
        // What Firebase verified (e-mail, phone): guest test-ride bookings attach only by these.
        await recordVerifiedContacts(this.connection, ctx, user, token.uid, verifiedContactsFromToken(token));
        return user;
    }

    /**
     * Buy first, register after (issue 12): the orders a guest placed with this address move to the new account.
     * Only for an address Firebase verified, so nobody sees another person's orders by registering their address.
     */
    private async adoptGuestOrders(ctx: RequestContext, user: User, emailAddress: string) {
        const customers = this.connection.getRepository(ctx, Customer);
        const customer = await customers.findOne({ where: { user: { id: user.id } } });
        if (!customer) return;
        const guests = await customers.find({
            where: { emailAddress, user: IsNull(), deletedAt: IsNull(), id: Not(customer.id) },
        });
        if (!guests.length) return;
        const moved = await this.connection
            .getRepository(ctx, Order)
            .update({ customerId: In(guests.map(g => g.id)) }, { customerId: customer.id });
        Logger.info(
            `Customer ${customer.id} registered: ${moved.affected ?? 0} guest order(s) moved to the account`,
            loggerCtx,
        );
    }

    /** Copies what Firebase knows into the profile fields, without overwriting what the customer edited. */
    private async syncCustomer(
        ctx: RequestContext,
        user: User,
        token: DecodedIdToken,
        flags: { emailVerified: boolean; isGoogle: boolean },
    ) {
        const repo = this.connection.getRepository(ctx, Customer);
        const customer = await repo.findOne({ where: { user: { id: user.id } } });
        if (!customer) return;
        const fields = customer.customFields;
        let changed = false;
        const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) => {
            if (fields[key] !== value) {
                fields[key] = value;
                changed = true;
            }
        };
        // Only the address Firebase verified: after a profile e-mail change the customer's address is another one,
        // unverified until they confirm it.
        const sameEmail = (token.email ?? '').toLowerCase() === (customer.emailAddress ?? '').toLowerCase();
        const emailVerified = flags.emailVerified && sameEmail;
        if (emailVerified) set('emailVerified', true);
        if (flags.isGoogle) set('isGoogleAccount', true);
        if (!fields.photoURL && typeof token.picture === 'string') set('photoURL', token.picture);
        if (!customer.phoneNumber && typeof token.phone_number === 'string') {
            customer.phoneNumber = token.phone_number;
            changed = true;
        }
        if (changed) await repo.save(customer, { reload: false });
        if (emailVerified && !user.verified) {
            await this.connection.getRepository(ctx, User).update({ id: user.id }, { verified: true });
        }
    }
}
