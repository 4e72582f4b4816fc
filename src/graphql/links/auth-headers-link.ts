import { SetContextLink } from '@apollo/client/link/context';
import { publicEnv } from '@/config/env';

/**
 * Every request carries the bearer token (when a session exists), the fixed extra authorization header and the
 * API key header (SPEC §7). The token sent is kept in the context for the session token link.
 */
export function createAuthHeadersLink(getToken: () => string | undefined) {
  return new SetContextLink((prevContext) => {
    const token = getToken();
    return {
      sessionTokenSent: token,
      headers: {
        ...prevContext.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-extra-authorization': publicEnv.extraAuthorization,
        'x-api-key': publicEnv.apiKey,
      },
    };
  });
}
