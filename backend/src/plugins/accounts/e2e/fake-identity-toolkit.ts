import { IdentityToolkit, IdentityToolkitError } from '../phone/identity-toolkit';

/** Firebase's phone sign-in in memory: codes per session, one Firebase user per number (the back-end specs). */
export class FakeToolkit implements IdentityToolkit {
    emulated = true;
    sessions = new Map<string, { phoneNumber: string; code: string }>();
    users = new Map<string, string>();
    sent: Array<{ phoneNumber: string; recaptchaToken?: string | null }> = [];
    checks = 0;
    private n = 0;

    async sendVerificationCode(phoneNumber: string, recaptchaToken?: string | null) {
        this.sent.push({ phoneNumber, recaptchaToken });
        const sessionInfo = `fake-session-${++this.n}-${Math.random().toString(36).slice(2)}`;
        const code = String(100000 + Math.floor(Math.random() * 900000));
        this.sessions.set(sessionInfo, { phoneNumber, code });
        return { sessionInfo };
    }

    async signInWithPhoneNumber(sessionInfo: string, code: string) {
        this.checks++;
        const session = this.sessions.get(sessionInfo);
        if (!session) throw new IdentityToolkitError('INVALID_SESSION_INFO', 400);
        if (session.code !== code) throw new IdentityToolkitError('INVALID_CODE', 400);
        this.sessions.delete(sessionInfo);
        let localId = this.users.get(session.phoneNumber);
        const isNewUser = !localId;
        if (!localId) {
            localId = `fake-uid-${this.users.size + 1}`;
            this.users.set(session.phoneNumber, localId);
        }
        return { localId, phoneNumber: session.phoneNumber, isNewUser };
    }

    async emulatorCode(sessionInfo: string) {
        return this.emulated ? (this.sessions.get(sessionInfo)?.code ?? null) : null;
    }

    codeOf(sessionInfo: string) {
        return this.sessions.get(sessionInfo)!.code;
    }
}
