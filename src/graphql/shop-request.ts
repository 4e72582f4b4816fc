import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { publicEnv } from '@/config/env';
import { acceptSessionToken, clearSessionCookies, getSessionToken } from '@/lib/cookies';
import { type GraphQLErrorLike, isUnauthorizedError, SESSION_TOKEN_HEADER } from './shop-api-rules';

/** A query's GraphQL errors, or an HTTP or network failure (`errors` empty, `status` set for HTTP). */
export class ShopRequestError extends Error {
  constructor(
    message: string,
    public readonly errors: GraphQLErrorLike[],
    public readonly status?: number,
  ) {
    super(message);
  }
}

const printed = new WeakMap<object, string>();

/**
 * One query to the shop API without Apollo, for what the app shell asks on every page with a session cookie (the
 * header's account and cart count: issue 19). Apollo's client with its link chain weighed 48 kB gzip and a few
 * hundred milliseconds of a mid-range phone's main thread on every such page; pages that talk GraphQL otherwise still
 * use it. Same headers and session rules as the chain (graphql/apollo-client.ts, SPEC §7): the bearer token and the
 * fixed headers, `?languageCode=`, the token Vendure answers with saved, an empty one ending the session. Sent only
 * with a saved token: a guest's first request goes through Apollo's session-start link. FORBIDEN / Unauthorized
 * (SPEC §8) is left to `onUnauthorized`, as the error link does. Never toasts: its callers fail quietly.
 */
export async function shopRequest<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  { locale, variables, onUnauthorized }: { locale: string; variables?: TVariables; onUnauthorized?: () => void },
): Promise<TData> {
  let query = printed.get(document);
  if (!query) printed.set(document, (query = print(document)));
  const token = getSessionToken();
  if (!token) throw new ShopRequestError('No session', []);
  const response = await fetch(`${publicEnv.shopApiUrl}?languageCode=${encodeURIComponent(locale)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-extra-authorization': publicEnv.extraAuthorization,
      'x-api-key': publicEnv.apiKey,
    },
    body: JSON.stringify({ query, variables }),
  });
  const received = response.headers.get(SESSION_TOKEN_HEADER);
  if (received) acceptSessionToken(received, token);
  else if (received === '') clearSessionCookies();
  if (!response.ok) throw new ShopRequestError(`${response.status} ${response.statusText}`, [], response.status);
  const body = (await response.json()) as { data?: TData | null; errors?: GraphQLErrorLike[] };
  if (body.errors?.length) {
    if (body.errors.some(isUnauthorizedError)) onUnauthorized?.();
    throw new ShopRequestError(body.errors[0].message, body.errors);
  }
  return body.data as TData;
}
