/**
 * The rules every request to the shop API follows (SPEC §7-§8), kept free of Apollo: the link chain
 * (graphql/links) and the app shell's plain requests (graphql/shop-request.ts) both apply them.
 */

/** Vendure answers with the session's token in this response header; an empty one means it ended the session. */
export const SESSION_TOKEN_HEADER = 'vendure-auth-token';

/** Operation paths whose GraphQL errors are handled by the caller, never toasted (SPEC §8). */
const SILENT_PATHS = ['profileCustomer', 'searchCustomerBikeSharing'];
const SILENT_MESSAGE_MARKER = 'ERR_CODE_001';

export type GraphQLErrorLike = {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
};

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

/**
 * SPEC §8's default message ("System error…", messages' `Errors.default`) for a failed request or an error without a
 * message. Written out here so pages that talk to the shop API without the catalogue's Errors namespace can still say
 * it; a test keeps both in step.
 */
export const DEFAULT_ERROR_MESSAGES: Record<string, string> = {
  en: 'System error. Please try again later.',
  id: 'Terjadi kesalahan sistem. Silakan coba lagi nanti.',
};

/** Toast text for a failed HTTP request (SPEC §8): status, status text, the error's name and message. */
export function httpErrorMessage(status: number, statusText: string | undefined, name: string, message: string) {
  return `${status} ${statusText ?? ''} — ${name}: ${message}`.replace(/\s+/g, ' ');
}

/** A non-2xx answer with status 503 is maintenance: silent by design (SPEC §8). */
export const isSilentHttpStatus = (status: number) => status === 503;
