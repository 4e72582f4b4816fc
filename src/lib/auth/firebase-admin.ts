import { applicationDefault, getApps, initializeApp } from 'firebase-admin/app';
import { publicEnv } from '@/config/env';

/**
 * Server only. next-firebase-auth needs firebase-admin initialised before its own init. With
 * FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin verifies the emulator's tokens without credentials; in production
 * a service account (FIREBASE_CLIENT_EMAIL / FIREBASE_PRIVATE_KEY, handed to next-firebase-auth) or the platform's
 * default credentials are used.
 */
export function initFirebaseAdmin(): void {
  if (getApps().length) return;
  // With the emulator, firebase-admin skips token signature checks: never by accident in production.
  if (
    process.env.NODE_ENV === 'production' &&
    process.env.FIREBASE_AUTH_EMULATOR_HOST &&
    process.env.ALLOW_AUTH_EMULATOR !== 'true'
  ) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set in production; set ALLOW_AUTH_EMULATOR=true only for local runs',
    );
  }
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.FIREBASE_PRIVATE_KEY) {
    // Emulator: no credentials. Service account: next-firebase-auth initialises the app itself.
    if (process.env.FIREBASE_PRIVATE_KEY) return;
    initializeApp({ projectId: publicEnv.firebase.projectId });
    return;
  }
  initializeApp({ credential: applicationDefault(), projectId: publicEnv.firebase.projectId });
}
