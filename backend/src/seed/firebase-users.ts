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
 * Creates each demo account that is missing from the Firebase Auth Emulator, with the demo password, a
 * verified e-mail and custom claims for staff. Accounts that already exist are left as they are (a
 * changed password or profile survives a restart). Never runs against a real Firebase project.
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
    const created: string[] = [];
    for (const account of accounts) {
        try {
            try {
                uids[account.email] = (await auth.getUserByEmail(account.email)).uid;
                continue;
            } catch (e) {
                if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
            }
            const { uid } = await auth.createUser({
                email: account.email,
                password: account.password,
                displayName: `${account.firstName} ${account.lastName}`,
                emailVerified: true,
                phoneNumber: account.phoneNumber,
            });
            await auth.setCustomUserClaims(uid, account.isPS ? { isPS: true, role: account.role } : { isPS: false });
            uids[account.email] = uid;
            created.push(account.email);
        } catch (e) {
            Logger.warn(`Could not create Firebase emulator user ${account.email}: ${(e as Error).message}`, loggerCtx);
        }
    }
    Logger.info(
        created.length
            ? `Firebase emulator demo users created: ${created.join(', ')}`
            : `Firebase emulator demo users already present: ${Object.keys(uids).join(', ')}`,
        loggerCtx,
    );
    return uids;
}
