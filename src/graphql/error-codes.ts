import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The `extensions.code` values of a failed operation's GraphQL errors (empty for network failures). */
export function graphQLErrorCodes(error: unknown): string[] {
  const errors = CombinedGraphQLErrors.is(error)
    ? error.errors
    : ((error as { errors?: { extensions?: Record<string, unknown> }[] } | null)?.errors ?? []);
  return errors.map((e) => String(e.extensions?.code ?? '')).filter(Boolean);
}

/**
 * Vendure answers FORBIDDEN when the stored token no longer maps to a customer (the spec's own spelling, FORBIDEN,
 * means the same): the session is gone.
 */
export function isSessionRefused(error: unknown): boolean {
  return graphQLErrorCodes(error).some((code) => code === 'FORBIDDEN' || code === 'FORBIDEN');
}
