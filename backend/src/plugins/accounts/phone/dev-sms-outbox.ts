import fs from 'fs';
import path from 'path';

import { DATA_DIR, REPO_ROOT } from '../../../paths';

/** One SMS in the local outbox, in the same shape as the test-ride messages (`.data/outbox/*.json`). */
export interface DevSms {
    channel: 'SMS';
    to: string;
    language: 'en' | 'id';
    text: string;
    topic: 'accounts.otp';
    reference: string;
    createdAt: string;
}

export function devOutboxDir(): string {
    const value = process.env.OUTBOX_DIR;
    return value ? path.resolve(REPO_ROOT, value) : path.join(DATA_DIR, 'outbox');
}

export function otpSmsText(code: string, language: 'en' | 'id', validMinutes: number): string {
    return language === 'id'
        ? `Kode verifikasi Alva Anda: ${code}. Berlaku ${validMinutes} menit. Jangan berikan kode ini kepada siapa pun.`
        : `Your Alva verification code is ${code}. It is valid for ${validMinutes} minutes. Never share this code.`;
}

/**
 * Writes the SMS that Firebase would send in production. Only used with the Auth Emulator, which does not send
 * anything: the code is read from the emulator and shown here, like every other local SMS.
 */
export async function writeDevSms(sms: DevSms, dir = devOutboxDir()): Promise<string> {
    await fs.promises.mkdir(dir, { recursive: true });
    const stamp = sms.createdAt.replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-sms-otp-${sms.reference}-${Math.random().toString(36).slice(2, 8)}.json`);
    await fs.promises.writeFile(file, JSON.stringify(sms, null, 2));
    return file;
}
