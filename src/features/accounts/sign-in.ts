import type { ApolloClient } from '@apollo/client';
import { AuthenticateMutation } from './graphql/accounts';
import type { SessionTokenContext } from '@/graphql/links/session-token-link';
import { AuthEndpointError, postLogin, postLogout } from '@/lib/auth/auth-api';
import { firebaseAuth } from './firebase-client';

/** Keys of `Login.*` messages a failed sign-in can show. */
export type SignInErrorKey =
  | 'invalidCredentials'
  | 'tooManyAttempts'
  | 'networkError'
  | 'notVerified'
  | 'popupBlocked'
  | 'popupClosed'
  | 'serviceError';

/** `authenticationError` of the back end's InvalidCredentialsError when an unverified e-mail matches an account. */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
/**
 * `authenticationError` when too many sign-ins failed from this address or for this account, followed by the wait:
 * `TOO_MANY_ATTEMPTS retryAfterSeconds=840`.
 */
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** The seconds to wait in a TOO_MANY_ATTEMPTS authenticationError; undefined for any other. */
export function retryAfterOf(authenticationError: string): number | undefined {
  if (!authenticationError.startsWith(TOO_MANY_ATTEMPTS)) return undefined;
  const seconds = Number(/retryAfterSeconds=(\d+)/.exec(authenticationError)?.[1]);
  return seconds > 0 ? seconds : 0;
}

export class SignInError extends Error {
  constructor(
    public readonly key: SignInErrorKey,
    cause?: unknown,
    /** When to try again (tooManyAttempts), if the server said. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(key, { cause });
  }
}

/** Firebase error codes (SPEC §8 sign-in codes among them) to the message shown. */
export function signInErrorKey(code: string | undefined): SignInErrorKey {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
    case 'auth/user-disabled':
    case 'INVALID_CREDENTIALS_ERROR':
      return 'invalidCredentials';
    case 'auth/too-many-requests':
      return 'tooManyAttempts';
    case 'auth/popup-blocked':
      return 'popupBlocked';
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return 'popupClosed';
    // SPEC §8 sign-in codes that mean the site's sign-in set-up or Firebase itself failed, not the user.
    case 'auth/auth-domain-config-required':
    case 'auth/invalid-api-key':
    case 'auth/internal-error':
    case 'auth/invalid-auth-event':
      return 'serviceError';
    case 'NOT_VERIFIED_ERROR':
      return 'notVerified';
    case 'auth/network-request-failed':
    default:
      return 'networkError';
  }
}

/**
 * E-mail and password sign-in: Firebase, then the app shell's signed cookies (/api/login), then the Vendure
 * session (`authenticate`, whose response header the Apollo link stores in the session cookie).
 */
export async function signInWithEmail(client: ApolloClient, email: string, password: string): Promise<void> {
  const { auth, instance } = await firebaseAuth();
  let idToken: string;
  try {
    const credential = await auth.signInWithEmailAndPassword(instance, email, password);
    idToken = await credential.user.getIdToken();
  } catch (error) {
    throw new SignInError(signInErrorKey((error as { code?: string }).code), error);
  }
  await completeSignIn(client, idToken);
}

/**
 * Finishes any Firebase sign-in (e-mail, Google, phone): the app shell's signed cookies (/api/login), then the
 * Vendure session (`authenticate`, whose response header the Apollo link stores in the session cookie). On failure
 * the half-finished sign-in is undone and a SignInError says why.
 */
export async function completeSignIn(client: ApolloClient, idToken: string): Promise<void> {
  const { auth, instance } = await firebaseAuth();
  try {
    await postLogin(idToken);
    const { data } = await client.mutate({
      mutation: AuthenticateMutation,
      variables: { idToken, rememberMe: true },
      // The signed-in session replaces whatever session is saved (see acceptSessionToken).
      context: { signIn: true } satisfies SessionTokenContext,
    });
    const result = data?.authenticate;
    if (result?.__typename !== 'CurrentUser') {
      // Firebase accepted the sign-in; the back end refuses an unverified e-mail.
      if (result && 'authenticationError' in result && result.authenticationError === EMAIL_NOT_VERIFIED) {
        throw new SignInError('notVerified');
      }
      const retryAfter =
        result && 'authenticationError' in result ? retryAfterOf(result.authenticationError) : undefined;
      if (retryAfter !== undefined) throw new SignInError('tooManyAttempts', undefined, retryAfter || undefined);
      const code = result && 'errorCode' in result ? String(result.errorCode) : undefined;
      throw new SignInError(signInErrorKey(code));
    }
  } catch (error) {
    // Undo the half-finished sign-in: Firebase's local user and the app shell's cookies.
    await auth.signOut(instance).catch(() => undefined);
    await postLogout().catch(() => undefined);
    if (error instanceof SignInError) throw error;
    // /api/login answers 429 when this address made too many calls.
    if (error instanceof AuthEndpointError && error.status === 429) {
      throw new SignInError('tooManyAttempts', error, error.retryAfterSeconds);
    }
    throw new SignInError('networkError', error);
  }
}
