import type { ProfileCustomerQuery as ProfileCustomerResult } from '@/graphql/generated/graphql';
import { ShopRequestError, shopRequest } from '@/graphql/shop-request';
import { getSessionToken, subscribeSession } from '@/lib/cookies';
import { documentLocale } from '@/lib/i18n';
import { endSessionAndGoHome } from '@/lib/session';
import { ProfileCustomerQuery } from './graphql/accounts';

export type CurrentCustomer = ProfileCustomerResult['profileCustomer'];

export interface CurrentCustomerState {
  /** The session token the answer below belongs to; another token (sign-in, sign-out) means it is not known yet. */
  token: string | undefined;
  status: 'idle' | 'loading' | 'ready';
  customer: CurrentCustomer | null;
  /** Why the profile was refused (a guest's session, a dead token) or could not be fetched. */
  error: ShopRequestError | null;
}

/**
 * The signed-in customer's profile as the header, the drawer and the session bootstrap show it: fetched once per page
 * load and again whenever the session cookie changes (sign-in, sign-out), with a plain request instead of Apollo
 * (graphql/shop-request.ts), so pages that talk no GraphQL themselves load no Apollo for a signed-in visitor (issue
 * 19). SPEC §7's cache-and-network for profileCustomer: what was fetched shows at once on a later mount, and the
 * profile page's saves update it here (updateCurrentCustomer).
 */
const idleState: CurrentCustomerState = { token: undefined, status: 'idle', customer: null, error: null };
let state = idleState;
const listeners = new Set<() => void>();
let followingSession = false;

function setState(next: CurrentCustomerState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeCurrentCustomer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getCurrentCustomerState = () => state;
/** The server renders no session. */
export const getServerCurrentCustomerState = () => idleState;

/**
 * Asks for the profile of the saved session, unless it is known or on its way, and from the first call on again
 * whenever the session cookie changes; forgets it without a session.
 */
export function loadCurrentCustomer(): void {
  if (!followingSession) {
    followingSession = true;
    subscribeSession(loadCurrentCustomer);
  }
  const token = getSessionToken();
  if (!token) {
    if (state !== idleState) setState(idleState);
    return;
  }
  if (state.token === token && state.status !== 'idle') return;
  setState({ token, status: 'loading', customer: null, error: null });
  const locale = documentLocale();
  shopRequest(ProfileCustomerQuery, { locale, onUnauthorized: () => endSessionAndGoHome(locale) }).then(
    (data) => {
      if (state.token === token) setState({ token, status: 'ready', customer: data.profileCustomer, error: null });
    },
    (error: unknown) => {
      const failure = error instanceof ShopRequestError ? error : new ShopRequestError(String(error), []);
      if (state.token === token) setState({ token, status: 'ready', customer: null, error: failure });
    },
  );
}

/** The profile page saved details or a photo: the header shows the new name and photo at once. */
export function updateCurrentCustomer(saved: Partial<CurrentCustomer>): void {
  if (state.customer) setState({ ...state, customer: { ...state.customer, ...saved } });
}

/** Tests start without a profile. */
export function resetCurrentCustomer(): void {
  state = idleState;
}
