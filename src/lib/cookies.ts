import Cookies from 'js-cookie';

/** Cookie names the browser side reads and writes (SPEC §4, §7, §9). */
export const cookieNames = {
  /** Vendure session token, sent back as `Authorization: Bearer`. */
  sessionToken: 'vendure_auth_token',
  customerId: 'customer_id',
  locale: 'NEXT_LOCALE',
} as const;

/** Components that show signed-in state subscribe here; the session cookie changes without a page load. */
const sessionListeners = new Set<() => void>();

export function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function notifySessionChanged(): void {
  for (const listener of sessionListeners) listener();
}

const isSecure = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

/**
 * The token as read within the current task. React asks for it many times in one render (every subscriber's
 * snapshot, the request code): document.cookie is a slow native read, 58 of them cost a mid-range phone ~45 ms of
 * each page load (issue 19). The cookie cannot change while a task runs except through this module, which drops the
 * copy, so the copy lives until the task's microtasks have run.
 */
let tokenInThisTask: { value: string | undefined } | null = null;

export function getSessionToken(): string | undefined {
  if (tokenInThisTask) return tokenInThisTask.value;
  tokenInThisTask = { value: Cookies.get(cookieNames.sessionToken) };
  queueMicrotask(() => {
    tokenInThisTask = null;
  });
  return tokenInThisTask.value;
}

/** The response token header is saved for 365 days, SameSite strict (SPEC §7). */
export function saveSessionToken(token: string): void {
  const changed = Cookies.get(cookieNames.sessionToken) !== token;
  tokenInThisTask = null;
  Cookies.set(cookieNames.sessionToken, token, { expires: 365, sameSite: 'strict', secure: isSecure(), path: '/' });
  if (changed) notifySessionChanged();
}

/**
 * Saves the token Vendure answered a request with, if the saved token is still the one that request was sent with:
 * an answer cannot replace a session another answer has just saved (two requests sent with the same expired token
 * each get a new session). Guests' requests without any token are sent one at a time until the first token is saved
 * (graphql/links/session-start-link.ts). A sign-in's token always replaces the saved one.
 */
export function acceptSessionToken(received: string, sentWith: string | undefined, { signIn = false } = {}): void {
  if (received === sentWith) return;
  if (signIn || getSessionToken() === sentWith) saveSessionToken(received);
}

/** Set once a signed-in customer's profile has loaded; a guest's session (a cart, no account) never has it. */
export function getCustomerId(): string | undefined {
  return Cookies.get(cookieNames.customerId);
}

export function saveCustomerId(id: string): void {
  Cookies.set(cookieNames.customerId, id, { expires: 365, sameSite: 'strict', secure: isSecure(), path: '/' });
}

export function clearSessionCookies(): void {
  // The signed auth cookies are httpOnly: /api/logout clears them.
  for (const name of [cookieNames.sessionToken, cookieNames.customerId]) {
    Cookies.remove(name, { path: '/' });
  }
  tokenInThisTask = null;
  notifySessionChanged();
}

/** Reads one cookie from a raw `Cookie` header (server side). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
