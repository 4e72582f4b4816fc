import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

export const SESSION_TOKEN_HEADER = 'vendure-auth-token';

/**
 * Saves the token Vendure returns in the `vendure-auth-token` response header (SPEC §7); an empty header means
 * Vendure ended the session.
 */
export function createSessionTokenLink(saveToken: (token: string) => void, clearToken: () => void) {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const response: Response | undefined = operation.getContext().response;
        const token = response?.headers?.get(SESSION_TOKEN_HEADER);
        if (token) saveToken(token);
        else if (token === '') clearToken();
        return result;
      }),
    ),
  );
}
