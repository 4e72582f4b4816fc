import { firebaseProjectId } from '../services/firebase-admin';

/**
 * The part of Firebase's Identity Toolkit REST API that phone sign-in needs, called by the back end so that
 * every rule and limit is enforced on the server. Against the Auth Emulator when FIREBASE_AUTH_EMULATOR_HOST is
 * set (the emulator issues the code and lists it on its own endpoint), otherwise against Google with the project's
 * web API key (FIREBASE_API_KEY) and the reCAPTCHA token the browser obtained; Google then sends the SMS.
 */
export interface IdentityToolkit {
    /** True when talking to the Auth Emulator (dev): the code can be read back and shown in the dev outbox. */
    readonly emulated: boolean;
    sendVerificationCode(phoneNumber: string, recaptchaToken?: string | null): Promise<{ sessionInfo: string }>;
    signInWithPhoneNumber(
        sessionInfo: string,
        code: string,
    ): Promise<{ localId: string; phoneNumber: string; isNewUser: boolean }>;
    /** Emulator only: the code the emulator issued for this session (null when unknown). */
    emulatorCode(sessionInfo: string): Promise<string | null>;
}

/** An Identity Toolkit error, by Firebase's message code (INVALID_CODE, SESSION_EXPIRED, CAPTCHA_CHECK_FAILED...). */
export class IdentityToolkitError extends Error {
    constructor(
        readonly code: string,
        readonly status: number,
    ) {
        super(`Identity Toolkit: ${code} (${status})`);
    }
}

/** Firebase error codes that mean the code or session is wrong or too old. */
export const WRONG_CODE_ERRORS = ['INVALID_CODE', 'INVALID_SESSION_INFO', 'SESSION_EXPIRED', 'CODE_EXPIRED', 'MISSING_CODE'];
export const RECAPTCHA_ERRORS = [
    'CAPTCHA_CHECK_FAILED',
    'MISSING_RECAPTCHA_TOKEN',
    'INVALID_RECAPTCHA_TOKEN',
    'MISSING_CLIENT_TYPE',
    'INVALID_APP_CREDENTIAL',
    'MISSING_APP_CREDENTIAL',
];

export interface RestIdentityToolkitOptions {
    /** host:port of the Auth Emulator; default env FIREBASE_AUTH_EMULATOR_HOST. */
    emulatorHost?: string;
    apiKey?: string;
    projectId?: string;
    timeoutMs?: number;
}

export class RestIdentityToolkit implements IdentityToolkit {
    private readonly options: RestIdentityToolkitOptions;

    constructor(options: RestIdentityToolkitOptions = {}) {
        this.options = options;
    }

    private get emulatorHost(): string | undefined {
        return this.options.emulatorHost ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined);
    }

    get emulated(): boolean {
        return !!this.emulatorHost;
    }

    private get apiKey(): string {
        return (
            this.options.apiKey ??
            (process.env.FIREBASE_API_KEY || process.env.NEXT_PUBLIC_FIREBASE_API_KEY || 'demo-api-key')
        );
    }

    private url(method: string): string {
        const base = this.emulatorHost
            ? `http://${this.emulatorHost}/identitytoolkit.googleapis.com/v1`
            : 'https://identitytoolkit.googleapis.com/v1';
        return `${base}/accounts:${method}?key=${encodeURIComponent(this.apiKey)}`;
    }

    private async post<T>(method: string, body: Record<string, unknown>): Promise<T> {
        const res = await fetch(this.url(method), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
        });
        const json = (await res.json().catch(() => ({}))) as { error?: { message?: string } } & T;
        if (!res.ok) {
            // Firebase sends "CODE" or "CODE : explanation".
            const code = (json.error?.message ?? 'UNKNOWN').split(/\s*:\s*/)[0].trim();
            throw new IdentityToolkitError(code, res.status);
        }
        return json;
    }

    async sendVerificationCode(phoneNumber: string, recaptchaToken?: string | null) {
        const body: Record<string, unknown> = { phoneNumber };
        if (recaptchaToken) body.recaptchaToken = recaptchaToken;
        const { sessionInfo } = await this.post<{ sessionInfo: string }>('sendVerificationCode', body);
        if (!sessionInfo) throw new IdentityToolkitError('NO_SESSION_INFO', 502);
        return { sessionInfo };
    }

    async signInWithPhoneNumber(sessionInfo: string, code: string) {
        const res = await this.post<{ localId: string; phoneNumber: string; isNewUser?: boolean }>(
            'signInWithPhoneNumber',
            { sessionInfo, code },
        );
        return { localId: res.localId, phoneNumber: res.phoneNumber, isNewUser: !!res.isNewUser };
    }

    async emulatorCode(sessionInfo: string): Promise<string | null> {
        const host = this.emulatorHost;
        if (!host) return null;
        const projectId = this.options.projectId ?? firebaseProjectId();
        const res = await fetch(`http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/verificationCodes`, {
            signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
        });
        if (!res.ok) return null;
        const { verificationCodes = [] } = (await res.json()) as {
            verificationCodes?: Array<{ code: string; sessionInfo: string }>;
        };
        return verificationCodes.find(v => v.sessionInfo === sessionInfo)?.code ?? null;
    }
}
