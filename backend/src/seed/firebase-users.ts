import { Logger } from '@vendure/core';

import { firebaseAuth } from '../plugins/accounts/services/firebase-admin';
import { DemoAccount } from './demo-accounts';

const loggerCtx = 'Seed';

/** True when FIREBASE_AUTH_EMULATOR_HOST is set and the emulator answers. */
export async function emulatorReachable(): Promise<boolean> {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!host) return false;
    try {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 2000);
        const res = await fetch(`http://${host}/`, { signal: controller.signal });
        clearTimeout(timer);
        return res.status < 500;
    } catch {
        return false;
    }
}

/**
 * Ensures each demo account exists in the Firebase Auth Emulator with the demo password, a verified
 * e-mail and custom claims for staff. Never runs against a real Firebase project.
 */
export async function ensureEmulatorUsers(accounts: DemoAccount[]): Promise<Record<string, string>> {
    const uids: Record<string, string> = {};
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
        Logger.info('FIREBASE_AUTH_EMULATOR_HOST is not set: demo users are not created in Firebase', loggerCtx);
        return uids;
    }
    if (!(await emulatorReachable())) {
        Logger.warn(
            `Firebase Auth Emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST} is not reachable: demo users not created there`,
            loggerCtx,
        );
        return uids;
    }
    const auth = firebaseAuth();
    for (const account of accounts) {
        const profile = {
            email: account.email,
            password: account.password,
            displayName: `${account.firstName} ${account.lastName}`,
            emailVerified: true,
            phoneNumber: account.phoneNumber,
        };
        try {
            let uid: string;
            try {
                const existing = await auth.getUserByEmail(account.email);
                uid = existing.uid;
                await auth.updateUser(uid, profile);
            } catch (e) {
                if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
                uid = (await auth.createUser(profile)).uid;
            }
            await auth.setCustomUserClaims(uid, account.isPS ? { isPS: true, role: account.role } : { isPS: false });
            uids[account.email] = uid;
        } catch (e) {
            Logger.warn(`Could not create Firebase emulator user ${account.email}: ${(e as Error).message}`, loggerCtx);
        }
    }
    Logger.info(`Firebase emulator demo users ready: ${Object.keys(uids).join(', ')}`, loggerCtx);
    return uids;
}
