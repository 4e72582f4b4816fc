/**
 * Calls to the app shell's own auth endpoints (SPEC §7): POST /api/login with the Firebase ID token in the
 * Authorization header, POST /api/logout; both include credentials so the signed cookies are set/cleared.
 */
/** A non-OK answer of /api/login or /api/logout; `status` 429 means too many sign-ins from this address. */
export class AuthEndpointError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    /** From the Retry-After header of a 429. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

async function postAuthEndpoint(kind: 'login' | 'logout', idToken?: string): Promise<void> {
  const response = await fetch(`/api/${kind}`, {
    method: 'POST',
    credentials: 'include',
    headers: idToken ? { Authorization: idToken } : {},
  });
  if (!response.ok) {
    const body = await response.text();
    // Wording of SPEC §8.
    throw new AuthEndpointError(
      `Received ${response.status} response from ${kind} API endpoint: ${body}`,
      response.status,
      Number(response.headers.get('retry-after')) || undefined,
    );
  }
}

export const postLogin = (idToken: string) => postAuthEndpoint('login', idToken);
export const postLogout = () => postAuthEndpoint('logout');
