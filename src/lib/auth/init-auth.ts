import { init } from 'next-firebase-auth';
import { publicEnv } from '@/config/env';
import { DEV_COOKIE_SECRET, productionSecretProblems } from '@/lib/dev-secrets';

/** The session cookie next-firebase-auth keeps: 12 days (SPEC §9), signed, httpOnly, SameSite strict. */
export const AUTH_COOKIE_NAME = 'alva';
export const AUTH_COOKIE_MAX_AGE_MS = 10368e5;

let initialised = false;

/** The session cookies' signing keys; in production never none and never the development key. */
export function cookieKeys(env: NodeJS.ProcessEnv = process.env): string[] {
  const keys = [env.COOKIE_SECRET_CURRENT, env.COOKIE_SECRET_PREVIOUS].filter(Boolean) as string[];
  if (env.NODE_ENV === 'production') {
    const problem = productionSecretProblems({ ...env, REVALIDATE_SECRET: undefined })[0];
    if (problem) throw new Error(problem);
  }
  return keys.length ? keys : [DEV_COOKIE_SECRET];
}

/**
 * Initialises next-firebase-auth once per process (browser or server). Only the sign-in page and the
 * auth API routes import this module, so Firebase stays out of the public pages' bundles.
 */
export function initAuth(): void {
  if (initialised) return;
  initialised = true;
  const isServer = typeof window === 'undefined';
  // next-firebase-auth insists the server's FIREBASE_AUTH_EMULATOR_HOST and its own setting agree.
  const emulatorHost =
    (isServer ? process.env.FIREBASE_AUTH_EMULATOR_HOST : undefined) || publicEnv.firebase.emulatorHost || undefined;
  const secureCookies = process.env.NODE_ENV === 'production' && !publicEnv.siteUrl.startsWith('http://');
  init({
    authPageURL: '/login',
    appPageURL: '/',
    loginAPIEndpoint: '/api/login',
    logoutAPIEndpoint: '/api/logout',
    firebaseAuthEmulatorHost: emulatorHost,
    firebaseClientInitConfig: {
      apiKey: publicEnv.firebase.apiKey,
      authDomain: publicEnv.firebase.authDomain,
      projectId: publicEnv.firebase.projectId,
    },
    // With the emulator, firebase-admin verifies tokens without credentials; production uses a service account.
    firebaseAdminInitConfig:
      isServer && process.env.FIREBASE_PRIVATE_KEY
        ? {
            credential: {
              projectId: publicEnv.firebase.projectId,
              clientEmail: process.env.FIREBASE_CLIENT_EMAIL || '',
              privateKey: process.env.FIREBASE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            },
            databaseURL: '',
          }
        : undefined,
    cookies: {
      name: AUTH_COOKIE_NAME,
      keys: isServer ? cookieKeys() : undefined,
      httpOnly: true,
      maxAge: AUTH_COOKIE_MAX_AGE_MS,
      overwrite: true,
      path: '/',
      sameSite: 'strict',
      secure: secureCookies,
      signed: true,
    },
    onLoginRequestError: (error) => {
      // Surfaced by the sign-in form; SPEC §8 wording comes from next-firebase-auth itself.
      console.error(error);
    },
    onLogoutRequestError: (error) => {
      console.error(error);
    },
  });
}
