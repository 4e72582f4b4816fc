import type { ApolloClient } from '@apollo/client';
import type { User } from 'firebase/auth';
import { publicEnv } from '@/config/env';
import { firebaseAuth } from '../firebase-client';
import { RegisterCustomerWithGoogleMutation } from '../graphql/phone';
import { completeSignIn, SignInError, signInErrorKey } from '../sign-in';
import type { RegistrationContext } from './registration-context';

/**
 * Phone and Google sign-in in the browser (Firebase loaded on demand). Both end in `completeSignIn`, like every
 * other sign-in method.
 */

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/** Why a Google registration was refused: a `GoogleLogin.errors.*` key. */
export class GoogleRegistrationError extends Error {
  constructor(readonly errorCode: string) {
    super(errorCode);
  }
}

/** After `autoLoginByPhoneNumber`: Firebase sign-in with the server's custom token, then the usual completion. */
export async function signInWithPhoneCustomToken(client: ApolloClient, customToken: string): Promise<void> {
  const { auth, instance } = await firebaseAuth();
  let idToken: string;
  try {
    const credential = await auth.signInWithCustomToken(instance, customToken);
    idToken = await credential.user.getIdToken();
  } catch (error) {
    throw new SignInError(signInErrorKey(codeOf(error)), error);
  }
  await completeSignIn(client, idToken);
}

/**
 * The reCAPTCHA token `sendOtp` needs in production (SPEC §8 'Please check google recaptcha'): Firebase's invisible
 * reCAPTCHA in `container`. With the Auth Emulator there is none (the emulator does not check it): null.
 */
export async function phoneRecaptchaToken(container: HTMLElement): Promise<string | null> {
  if (publicEnv.firebase.emulatorHost) return null;
  const { auth, instance } = await firebaseAuth();
  const verifier = new auth.RecaptchaVerifier(instance, container, { size: 'invisible' });
  try {
    return await verifier.verify();
  } finally {
    verifier.clear();
  }
}

const REDIRECT_FLAG = 'alva.googleRedirect';

/**
 * "Continue with Google": Firebase's popup (its own default size, 500×600 — SPEC §9), or a full-page redirect
 * when the browser blocks the popup (SPEC §4). Resolves 'done' when signed in, 'redirecting' when the page is
 * leaving for Google (the sign-in finishes on return, `finishGoogleRedirect`).
 */
export async function signInWithGoogle(
  client: ApolloClient,
  context: RegistrationContext,
): Promise<'done' | 'redirecting'> {
  const { auth, instance } = await firebaseAuth();
  const provider = new auth.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  let user: User;
  try {
    ({ user } = await auth.signInWithPopup(instance, provider));
  } catch (error) {
    if (codeOf(error) === 'auth/popup-blocked') {
      try {
        window.sessionStorage.setItem(REDIRECT_FLAG, '1');
      } catch {
        // Without storage the return is still detected by getRedirectResult when the page loads Firebase.
      }
      await auth.signInWithRedirect(instance, provider);
      return 'redirecting';
    }
    throw new SignInError(signInErrorKey(codeOf(error)), error);
  }
  await finishGoogle(client, user, context);
  return 'done';
}

/** Whether a redirect sign-in was started from this tab (so /login loads Firebase only then). */
export function googleRedirectPending(): boolean {
  try {
    return window.sessionStorage.getItem(REDIRECT_FLAG) === '1';
  } catch {
    return false;
  }
}

/** On return from Google's full-page sign-in: finishes it. False when there was nothing to finish. */
export async function finishGoogleRedirect(client: ApolloClient, context: RegistrationContext): Promise<boolean> {
  try {
    window.sessionStorage.removeItem(REDIRECT_FLAG);
  } catch {
    // ignore
  }
  const { auth, instance } = await firebaseAuth();
  let user: User;
  try {
    const result = await auth.getRedirectResult(instance);
    if (!result) return false;
    user = result.user;
  } catch (error) {
    throw new SignInError(signInErrorKey(codeOf(error)), error);
  }
  await finishGoogle(client, user, context);
  return true;
}

async function finishGoogle(client: ApolloClient, user: User, context: RegistrationContext) {
  const idToken = await user.getIdToken();
  try {
    const { data } = await client.mutate({
      mutation: RegisterCustomerWithGoogleMutation,
      variables: { idToken, ...context },
    });
    const result = data?.registerCustomerWithGoogle;
    if (!result?.success) throw new GoogleRegistrationError(result?.errorCode ?? 'SYSTEM_ERROR');
  } catch (error) {
    const { auth, instance } = await firebaseAuth();
    await auth.signOut(instance).catch(() => undefined);
    throw error instanceof GoogleRegistrationError ? error : new SignInError('networkError', error);
  }
  await completeSignIn(client, idToken);
}
