import { firebaseAuth, firebaseProjectId } from './firebase-admin';

export type PasswordCheck = 'ok' | 'wrong' | 'too-many-attempts';

/**
 * What the e-mail account operations need from Firebase Authentication. The default talks to Firebase (or the Auth
 * Emulator when FIREBASE_AUTH_EMULATOR_HOST is set) with firebase-admin and the Identity Toolkit REST API; the
 * back-end tests pass an in-memory one (AccountsPluginOptions.firebaseAccounts).
 */
export interface FirebaseAccounts {
    /** Creates an e-mail/password user (e-mail not verified). Throws {@link FirebaseEmailExistsError} when taken. */
    createUser(input: { email: string; password: string; displayName: string }): Promise<{ uid: string }>;
    deleteUser(uid: string): Promise<void>;
    /** The uid of the user with this e-mail address, or null. */
    findUidByEmail(email: string): Promise<string | null>;
    /** The sign-in providers of a user ('password', 'google.com', 'phone'); empty when there is no such user. */
    providersOf(uid: string): Promise<string[]>;
    setEmailVerified(uid: string): Promise<void>;
    /** Moves the user's sign-in address (unverified until the customer confirms it). */
    setEmail(uid: string, email: string): Promise<void>;
    setPassword(uid: string, password: string): Promise<void>;
    /** Checks an e-mail/password pair as a sign-in would (Identity Toolkit signInWithPassword). */
    checkPassword(email: string, password: string): Promise<PasswordCheck>;
}

export class FirebaseEmailExistsError extends Error {
    constructor() {
        super('The e-mail address is already used by a Firebase user');
    }
}

const code = (e: unknown) => (e as { code?: string; errorInfo?: { code?: string } })?.code ?? (e as any)?.errorInfo?.code;

/** Identity Toolkit's REST endpoint: the emulator's when one is configured. */
function identityToolkitUrl(method: string): string {
    const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const base = emulator
        ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
        : 'https://identitytoolkit.googleapis.com/v1';
    // The Web API key is public (it is in the site's bundle); the emulator accepts any value.
    const key = process.env.FIREBASE_API_KEY || process.env.NEXT_PUBLIC_FIREBASE_API_KEY || 'demo-api-key';
    return `${base}/${method}?key=${encodeURIComponent(key)}`;
}

export class AdminFirebaseAccounts implements FirebaseAccounts {
    async createUser(input: { email: string; password: string; displayName: string }) {
        try {
            const user = await firebaseAuth().createUser({
                email: input.email,
                password: input.password,
                displayName: input.displayName,
                emailVerified: false,
            });
            return { uid: user.uid };
        } catch (e) {
            if (code(e) === 'auth/email-already-exists') throw new FirebaseEmailExistsError();
            throw e;
        }
    }

    async deleteUser(uid: string) {
        await firebaseAuth().deleteUser(uid);
    }

    async findUidByEmail(email: string) {
        try {
            return (await firebaseAuth().getUserByEmail(email)).uid;
        } catch (e) {
            if (code(e) === 'auth/user-not-found') return null;
            throw e;
        }
    }

    async providersOf(uid: string) {
        try {
            const user = await firebaseAuth().getUser(uid);
            return user.providerData.map(p => p.providerId);
        } catch (e) {
            if (code(e) === 'auth/user-not-found') return [];
            throw e;
        }
    }

    async setEmailVerified(uid: string) {
        await firebaseAuth().updateUser(uid, { emailVerified: true });
    }

    async setEmail(uid: string, email: string) {
        try {
            await firebaseAuth().updateUser(uid, { email, emailVerified: false });
        } catch (e) {
            if (code(e) === 'auth/email-already-exists') throw new FirebaseEmailExistsError();
            throw e;
        }
    }

    async setPassword(uid: string, password: string) {
        await firebaseAuth().updateUser(uid, { password });
    }

    async checkPassword(email: string, password: string): Promise<PasswordCheck> {
        const res = await fetch(identityToolkitUrl('accounts:signInWithPassword'), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password, returnSecureToken: false, tenantId: undefined }),
        });
        if (res.ok) return 'ok';
        const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
        const message = body.error?.message ?? '';
        if (message.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')) return 'too-many-attempts';
        if (/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|USER_DISABLED|MISSING_PASSWORD/.test(message)) {
            return 'wrong';
        }
        throw new Error(`Identity Toolkit signInWithPassword failed (${res.status}) for project ${firebaseProjectId()}: ${message}`);
    }
}
