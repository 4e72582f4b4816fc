import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { publicEnv } from '@/config/env';
import { acceptSessionToken, clearSessionCookies, getSessionToken } from '@/lib/cookies';
import {
  DEFAULT_ERROR_MESSAGES,
  type GraphQLErrorLike,
  httpErrorMessage,
  isSilentHttpStatus,
  isUnauthorizedError,
  SESSION_TOKEN_HEADER,
  shouldToastGraphQLError,
} from './shop-api-rules';
import { takeSessionStartTurn } from './session-start-turn';

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

export interface ShopRequestOptions<TVariables> {
  locale: string;
  variables?: TVariables;
  /** FORBIDEN / Unauthorized (SPEC §8): the caller ends the session. */
  onUnauthorized?: () => void;
  /** Shows SPEC §8's error toasts, as Apollo's error link does; without it the request fails quietly. */
  notify?: (message: string) => void;
  /**
   * Without a saved token, sends the request anyway, in the one line of session-starting requests shared with
   * Apollo's link chain (session-start-turn.ts), so a guest's first requests start one session. Without it such a
   * request is not sent at all: the header's reads must not start a session for every visitor.
   */
  startSession?: boolean;
}

/**
 * One query to the shop API without Apollo: what the app shell asks on every page with a session cookie (the header's
 * account and cart count, quietly) and the signed-in pages' reads and changes (useShopRequest, with toasts). Apollo's
 * client with its link chain weighed 48 kB gzip and a few hundred milliseconds of a mid-range phone's main thread on
 * every such page (issue 19). Same headers and session rules as the chain (graphql/apollo-client.ts, SPEC §7): the
 * bearer token and the fixed headers, `?languageCode=`, the token Vendure answers with saved, an empty one ending the
 * session. Without a saved token it is sent only with `startSession`, in the line Apollo's session-start link uses.
 * FORBIDEN / Unauthorized is left to `onUnauthorized`, as the error link does, and the other failures are toasted by
 * the error link's rules when `notify` is given.
 */
export async function shopRequest<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  { locale, variables, onUnauthorized, notify, startSession }: ShopRequestOptions<TVariables>,
): Promise<TData> {
  let query = printed.get(document);
  if (!query) printed.set(document, (query = print(document)));
  if (getSessionToken()) return send(query, { locale, variables, onUnauthorized, notify });
  if (!startSession) throw new ShopRequestError('No session', []);
  const { turn, release } = takeSessionStartTurn();
  await turn;
  // A session exists by now: the requests behind this one need not wait for its answer.
  if (getSessionToken()) release();
  try {
    return await send(query, { locale, variables, onUnauthorized, notify });
  } finally {
    release();
  }
}

async function send<TData>(
  query: string,
  { locale, variables, onUnauthorized, notify }: ShopRequestOptions<Record<string, unknown>>,
): Promise<TData> {
  const token = getSessionToken();
  const defaultMessage = DEFAULT_ERROR_MESSAGES[locale] ?? DEFAULT_ERROR_MESSAGES.en;
  let response: Response;
  try {
    response = await fetch(`${publicEnv.shopApiUrl}?languageCode=${encodeURIComponent(locale)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Apollo's HTTP link asks for the same.
        accept: 'application/graphql-response+json,application/json;q=0.9',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-extra-authorization': publicEnv.extraAuthorization,
        'x-api-key': publicEnv.apiKey,
      },
      body: JSON.stringify({ query, variables }),
    });
  } catch (error) {
    // Never reached the server (offline, DNS, CORS).
    notify?.(defaultMessage);
    throw new ShopRequestError(String(error), []);
  }
  const received = response.headers.get(SESSION_TOKEN_HEADER);
  if (received) acceptSessionToken(received, token);
  else if (received === '') clearSessionCookies();
  // As Apollo's HTTP link reads an answer: a GraphQL response body is parsed whatever the status, any other non-2xx
  // answer is a ServerError, and a body that is not JSON a ServerParseError; the toast names which (SPEC §8).
  const text = await response.text();
  const graphQLBody = response.headers.get('content-type')?.includes('application/graphql-response+json');
  const fail = (name: string, message: string) => {
    if (!isSilentHttpStatus(response.status)) {
      notify?.(httpErrorMessage(response.status, response.statusText, name, message));
    }
    return new ShopRequestError(message, [], response.status);
  };
  if (response.status >= 300 && !graphQLBody) {
    throw fail('ServerError', `Response not successful: Received status code ${response.status}`);
  }
  let body: { data?: TData | null; errors?: GraphQLErrorLike[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch (error) {
    throw fail('ServerParseError', error instanceof Error ? error.message : String(error));
  }
  if (body.errors?.length) {
    if (body.errors.some(isUnauthorizedError)) onUnauthorized?.();
    else for (const error of body.errors) if (shouldToastGraphQLError(error)) notify?.(error.message || defaultMessage);
    throw new ShopRequestError(body.errors[0].message, body.errors);
  }
  return body.data as TData;
}
