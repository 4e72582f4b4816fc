import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { publicEnv, serverShopApiUrl } from '@/config/env';
import { acceptSessionToken, clearSessionCookies, getSessionToken } from '@/lib/cookies';
import { registerSessionCache } from '@/lib/session';
import { possibleTypes } from './generated/possible-types';
import { createAuthHeadersLink } from './links/auth-headers-link';
import { createEndpointLink } from './links/endpoint-link';
import { createErrorLink } from './links/error-link';
import { createSessionStartLink } from './links/session-start-link';
import { createSessionTokenLink } from './links/session-token-link';

export interface BrowserClientHooks {
  notify: (message: string) => void;
  onUnauthorized: () => void;
  defaultMessage: () => string;
}

let currentLocale = 'en';
let hooks: BrowserClientHooks = {
  notify: () => undefined,
  onUnauthorized: () => undefined,
  defaultMessage: () => 'System error. Please try again later.',
};

/** `_app` keeps the locale and the toast/logout hooks current; the one browser client reads them per request. */
export function configureBrowserClient(locale: string, next: BrowserClientHooks): void {
  currentLocale = locale;
  hooks = next;
}

function makeCache() {
  return new InMemoryCache({
    possibleTypes,
    typePolicies: { ProfileCustomer: { keyFields: ['id'] } },
  });
}

/**
 * SPEC §7: queries default to no-cache (profileCustomer asks for cache-and-network itself).
 */
const defaultOptions = {
  query: { fetchPolicy: 'no-cache' as const },
  watchQuery: { fetchPolicy: 'no-cache' as const },
  // Mutation results (ErrorResult unions among them) are read from the response, not merged into the cache.
  mutate: { fetchPolicy: 'no-cache' as const },
};

let browserClient: ApolloClient | undefined;

export function getBrowserApolloClient(): ApolloClient {
  if (browserClient) return browserClient;
  browserClient = new ApolloClient({
    cache: makeCache(),
    defaultOptions,
    link: ApolloLink.from([
      createErrorLink({
        notify: (message) => hooks.notify(message),
        onUnauthorized: () => hooks.onUnauthorized(),
        defaultMessage: () => hooks.defaultMessage(),
      }),
      createSessionStartLink(getSessionToken),
      createAuthHeadersLink(getSessionToken),
      createSessionTokenLink(acceptSessionToken, clearSessionCookies),
      createEndpointLink({ mainUrl: publicEnv.shopApiUrl, getLocale: () => currentLocale }),
    ]),
  });
  const client = browserClient;
  // A logout or a refused session leaves nothing of the customer's in the cache (profileCustomer is cached).
  registerSessionCache(() => client.clearStore());
  return browserClient;
}

/** A fresh client for one server-side render or static generation; never shared between requests. */
export function createServerApolloClient(locale: string, sessionToken?: string): ApolloClient {
  return new ApolloClient({
    ssrMode: true,
    cache: makeCache(),
    defaultOptions,
    link: ApolloLink.from([
      createAuthHeadersLink(() => sessionToken),
      createEndpointLink({ mainUrl: serverShopApiUrl, getLocale: () => locale }),
    ]),
  });
}
