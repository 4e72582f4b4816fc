import type { FirebaseAccounts } from './services/firebase-accounts';

export const loggerCtx = 'AccountsPlugin';
export const ACCOUNTS_PLUGIN_OPTIONS = Symbol('ACCOUNTS_PLUGIN_OPTIONS');
export const FIREBASE_STRATEGY_NAME = 'firebase';
export const DEFAULT_FIREBASE_PROJECT_ID = 'demo-alva';

export interface AccountsPluginOptions {
    /** Firebase project whose ID tokens are accepted. Default: env FIREBASE_PROJECT_ID or `demo-alva`. */
    firebaseProjectId?: string;
    /** Origin of the site the e-mailed links open (verification, password reset). Default: first of env SITE_URL. */
    siteUrl?: string;
    /** Firebase user management for e-mail accounts. Default: firebase-admin + Identity Toolkit (tests pass a fake). */
    firebaseAccounts?: FirebaseAccounts;
    /** Clock of the e-mail account operations (token expiry, rate-limit windows). Tests move it. */
    now?: () => number;
}

/**
 * `authenticationError` of InvalidCredentialsError when Firebase signed someone in with an unverified e-mail that
 * belongs to an existing customer: the site shows 'The email has not been verified yet.' (SPEC §8).
 */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/** `authenticationError` when too many sign-ins failed from the caller's address or for the account (SPEC §8: 429). */
export const TOO_MANY_SIGN_IN_ATTEMPTS = 'TOO_MANY_ATTEMPTS';
