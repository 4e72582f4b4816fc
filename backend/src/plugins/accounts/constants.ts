import type { CustomerDocumentsOptions } from './documents/constants';

export const loggerCtx = 'AccountsPlugin';
export const ACCOUNTS_PLUGIN_OPTIONS = Symbol('ACCOUNTS_PLUGIN_OPTIONS');
export const FIREBASE_STRATEGY_NAME = 'firebase';
export const DEFAULT_FIREBASE_PROJECT_ID = 'demo-alva';

export interface AccountsPluginOptions {
    /** Identity documents: private file directory and the site's image URL (documents/constants.ts). */
    documents?: CustomerDocumentsOptions;
    /** Firebase project whose ID tokens are accepted. Default: env FIREBASE_PROJECT_ID or `demo-alva`. */
    firebaseProjectId?: string;
}

/**
 * `authenticationError` of InvalidCredentialsError when Firebase signed someone in with an unverified e-mail that
 * belongs to an existing customer: the site shows 'The email has not been verified yet.' (SPEC §8).
 */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
