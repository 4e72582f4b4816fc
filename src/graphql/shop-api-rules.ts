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
