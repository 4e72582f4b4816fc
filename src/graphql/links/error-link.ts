import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';

/** Operation paths whose GraphQL errors are handled by the caller, never toasted (SPEC §8). */
const SILENT_PATHS = ['profileCustomer', 'searchCustomerBikeSharing'];
const SILENT_MESSAGE_MARKER = 'ERR_CODE_001';

export interface ErrorLinkOptions {
  /** Shows an error toast. */
  notify: (message: string) => void;
  /** Clears the session and leaves for `/` (SPEC §8: FORBIDEN / Unauthorized). */
  onUnauthorized: () => void;
  /** The translated default message. */
  defaultMessage: () => string;
}

type GraphQLErrorLike = { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> };

export function isUnauthorizedError(error: GraphQLErrorLike): boolean {
  // The spec spells the code "FORBIDEN"; the message "Unauthorized" means the same.
  return error.extensions?.code === 'FORBIDEN' || error.message === 'Unauthorized';
}

export function shouldToastGraphQLError(error: GraphQLErrorLike): boolean {
  if (error.path?.some((segment) => SILENT_PATHS.includes(String(segment)))) return false;
  if (error.extensions?.code === 'FORBIDDEN') return false;
  if (error.message.includes(SILENT_MESSAGE_MARKER)) return false;
  return true;
}

/** Toast text for a failed HTTP request: status, status text, name and message (SPEC §8). */
export function networkErrorMessage(error: ServerError | ServerParseError): string {
  return `${error.statusCode} ${error.response?.statusText ?? ''} — ${error.name}: ${error.message}`.replace(
    /\s+/g,
    ' ',
  );
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
      if (error.statusCode === 503) return; // maintenance: silent by design
      notify(networkErrorMessage(error));
      return;
    }
    // A request that never reached the server (offline, DNS, CORS).
    notify(defaultMessage());
  });
}
