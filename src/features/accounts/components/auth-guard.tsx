import { useRouter } from 'next/router';
import { type ReactNode, useEffect } from 'react';
import { routes } from '@/config/routes';
import { useHasSession } from '@/lib/use-has-session';

/**
 * The route-guard options of SPEC §4 for what renders in the browser. Server-rendered pages guard on the server with
 * the same two redirects (lib/auth/signed-in-page.ts: redirect to login; lib/auth/guest-page.ts: redirect to app).
 */
export type AuthGuardAction = 'render' | 'showLoader' | 'returnNull' | 'redirectToLogin' | 'redirectToApp';

export interface AuthGuardProps {
  /** Signed in: render the children, or send the visitor to the app page (`/`). */
  whenSignedIn?: Extract<AuthGuardAction, 'render' | 'redirectToApp'>;
  /** Before the session is known (server render, hydration): render, show the loader, or render nothing. */
  whenInitialising?: Extract<AuthGuardAction, 'render' | 'showLoader' | 'returnNull'>;
  /** Signed out, once that is known: render (`signedOut` when given, else the children), or go to /login. */
  whenSignedOut?: Extract<AuthGuardAction, 'render' | 'redirectToLogin'>;
  loader?: ReactNode;
  signedOut?: ReactNode;
  children: ReactNode;
}

export function AuthGuard({
  whenSignedIn = 'render',
  whenInitialising = 'showLoader',
  whenSignedOut = 'render',
  loader = null,
  signedOut,
  children,
}: AuthGuardProps) {
  const router = useRouter();
  const hasSession = useHasSession();
  const redirectTo =
    hasSession === true && whenSignedIn === 'redirectToApp'
      ? routes.home
      : hasSession === false && whenSignedOut === 'redirectToLogin'
        ? routes.login
        : null;

  useEffect(() => {
    // The router keeps the visitor's locale (pages-router i18n).
    if (redirectTo) void router.replace(redirectTo);
  }, [redirectTo, router]);

  if (redirectTo) return <>{loader}</>;
  if (hasSession === null) {
    if (whenInitialising === 'returnNull') return null;
    if (whenInitialising === 'showLoader') return <>{loader}</>;
    return <>{children}</>;
  }
  // `signedOut={null}` renders nothing for a signed-out visitor; leaving it out renders the children.
  if (hasSession === false) return <>{signedOut !== undefined ? signedOut : children}</>;
  return <>{children}</>;
}
