import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { httpErrorMessage, isSilentHttpStatus, isUnauthorizedError, shouldToastGraphQLError } from '../shop-api-rules';

export interface ErrorLinkOptions {
  /** Shows an error toast. */
  notify: (message: string) => void;
  /** Clears the session and leaves for `/` (SPEC §8: FORBIDEN / Unauthorized). */
  onUnauthorized: () => void;
  /** The translated default message. */
  defaultMessage: () => string;
}

/** Toast text for a failed HTTP request: status, status text, name and message (SPEC §8). */
export function networkErrorMessage(error: ServerError | ServerParseError): string {
  return httpErrorMessage(error.statusCode, error.response?.statusText, error.name, error.message);
}

export function createErrorLink({ notify, onUnauthorized, defaultMessage }: ErrorLinkOptions) {
  return new ErrorLink(({ error }) => {
    if (CombinedGraphQLErrors.is(error)) {
      if (error.errors.some(isUnauthorizedError)) {
        onUnauthorized();
        return;
      }
      for (const graphQLError of error.errors) {
        if (shouldToastGraphQLError(graphQLError)) notify(graphQLError.message || defaultMessage());
      }
      return;
    }
    // A non-2xx answer: ServerError, or ServerParseError when a proxy answered with a non-JSON body.
    if (ServerError.is(error) || ServerParseError.is(error)) {
      if (isSilentHttpStatus(error.statusCode)) return;
      notify(networkErrorMessage(error));
      return;
    }
    // A request that never reached the server (offline, DNS, CORS).
    notify(defaultMessage());
  });
}
