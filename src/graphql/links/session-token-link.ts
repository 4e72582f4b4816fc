import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

import { SESSION_TOKEN_HEADER } from '../shop-api-rules';

export { SESSION_TOKEN_HEADER };

/** Context keys: the token a request was sent with (set by the auth headers link) and whether it signs in. */
export interface SessionTokenContext {
  sessionTokenSent?: string;
  signIn?: boolean;
}

/**
 * Hands the token Vendure returns in the `vendure-auth-token` response header (SPEC §7) to `acceptToken` with the
 * token the request was sent with; an empty header means Vendure ended the session.
 */
export function createSessionTokenLink(
  acceptToken: (received: string, sentWith: string | undefined, options: { signIn: boolean }) => void,
  clearToken: () => void,
) {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const context = operation.getContext() as SessionTokenContext & { response?: Response };
        const token = context.response?.headers?.get(SESSION_TOKEN_HEADER);
        if (token) acceptToken(token, context.sessionTokenSent, { signIn: context.signIn === true });
        else if (token === '') clearToken();
        return result;
      }),
    ),
  );
}
