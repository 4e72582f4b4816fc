import { App, getApps, initializeApp } from 'firebase-admin/app';
import { Auth, DecodedIdToken, getAuth } from 'firebase-admin/auth';

import { DEFAULT_FIREBASE_PROJECT_ID } from '../constants';

const APP_NAME = 'alva-vendure';

export function firebaseProjectId(): string {
    return process.env.FIREBASE_PROJECT_ID || DEFAULT_FIREBASE_PROJECT_ID;
}

/**
 * One firebase-admin app per process. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin talks
 * to the emulator and needs no credentials; in production, verifying ID tokens needs only the project
 * id (Google's public keys are fetched), and GOOGLE_APPLICATION_CREDENTIALS is used when present.
 */
export function firebaseApp(projectId = firebaseProjectId()): App {
    const existing = getApps().find(app => app.name === APP_NAME);
    if (existing) return existing;
    return initializeApp({ projectId }, APP_NAME);
}

export function firebaseAuth(): Auth {
    return getAuth(firebaseApp());
}

export function verifyFirebaseIdToken(idToken: string): Promise<DecodedIdToken> {
    // checkRevoked needs credentials against the real service; the emulator supports it.
    return firebaseAuth().verifyIdToken(idToken, !!process.env.FIREBASE_AUTH_EMULATOR_HOST);
}
