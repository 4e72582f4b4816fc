import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEMO_ACCOUNTS } from './demo-accounts';
import { ensureEmulatorUsers } from './firebase-users';

// A stand-in for the Auth Emulator: one demo user already exists (and may have been edited since).
const existing = new Map<string, string>([[DEMO_ACCOUNTS[0].email, 'uid-existing']]);
const auth = {
    getUserByEmail: vi.fn(async (email: string) => {
        const uid = existing.get(email);
        if (!uid) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
        return { uid, email };
    }),
    createUser: vi.fn(async ({ email }: { email: string }) => ({ uid: `uid-${email}` })),
    updateUser: vi.fn(),
    setCustomUserClaims: vi.fn(),
};

vi.mock('../plugins/accounts/services/firebase-admin', () => ({ firebaseAuth: () => auth }));

describe('ensureEmulatorUsers', () => {
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;

    beforeEach(() => {
        process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:1';
        vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 200 })));
        vi.clearAllMocks();
    });

    afterEach(() => {
        vi.unstubAllGlobals();
        if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
        else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    });

    it('creates only the missing users and leaves existing ones (password, profile, claims) alone', async () => {
        const uids = await ensureEmulatorUsers(DEMO_ACCOUNTS);
        expect(uids[DEMO_ACCOUNTS[0].email]).toBe('uid-existing');
        expect(Object.keys(uids)).toHaveLength(DEMO_ACCOUNTS.length);

        expect(auth.updateUser).not.toHaveBeenCalled();
        const created = auth.createUser.mock.calls.map(([profile]) => profile.email);
        expect(created).toEqual(DEMO_ACCOUNTS.slice(1).map(a => a.email));
        expect(auth.createUser).toHaveBeenCalledWith(
            expect.objectContaining({ password: DEMO_ACCOUNTS[1].password, emailVerified: true }),
        );
        const claimed = auth.setCustomUserClaims.mock.calls.map(([uid]) => uid);
        expect(claimed).not.toContain('uid-existing');
        expect(claimed).toHaveLength(DEMO_ACCOUNTS.length - 1);
    });

    it('does nothing without an emulator', async () => {
        delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
        expect(await ensureEmulatorUsers(DEMO_ACCOUNTS)).toEqual({});
        expect(auth.getUserByEmail).not.toHaveBeenCalled();
    });
});
