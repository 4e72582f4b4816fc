import { publicEnv } from '@/config/env';

/**
 * Firebase Auth for the browser, loaded only when someone signs in (keeps Firebase out of every other page's
 * JavaScript). Connects to the Auth Emulator when one is configured.
 */
export async function firebaseAuth() {
  const [{ getApps, initializeApp }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: publicEnv.firebase.apiKey,
      authDomain: publicEnv.firebase.authDomain,
      projectId: publicEnv.firebase.projectId,
    });
  const instance = auth.getAuth(app);
  if (publicEnv.firebase.emulatorHost && !instance.emulatorConfig) {
    auth.connectAuthEmulator(instance, `http://${publicEnv.firebase.emulatorHost}`, { disableWarnings: true });
  }
  return { auth, instance };
}
