import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { AuthAction, withUserTokenSSR } from 'next-firebase-auth';
import { localePath } from '@/lib/i18n';
import { initFirebaseAdmin } from './firebase-admin';
import { initAuth } from './init-auth';
import { sessionTokenFromRequest } from './server-session';

/** Where the "redirect to login" guard sends a signed-out visitor, in their language. */
export function loginRedirect(locale: string) {
  return { redirect: { destination: localePath(locale, '/login'), permanent: false } } as const;
}

type SignedInLoader<P> = (args: {
  ctx: GetServerSidePropsContext;
  locale: string;
  sessionToken: string;
}) => Promise<GetServerSidePropsResult<P>>;

/**
 * Route guard "redirect to login" (SPEC §4) for signed-in pages: no valid Firebase session cookie, or no Vendure
 * session, sends the visitor to /login in their locale; otherwise `load` builds the page's props.
 */
export function signedInPage<P extends Record<string, unknown>>(load: SignedInLoader<P>): GetServerSideProps<P> {
  return async (ctx) => {
    initFirebaseAdmin();
    initAuth();
    return withUserTokenSSR({
      whenUnauthed: AuthAction.REDIRECT_TO_LOGIN,
      authPageURL: ({ ctx: c }) => loginRedirect(c?.locale ?? 'en').redirect.destination,
    })(async ({ locale = 'en' }) => {
      const sessionToken = sessionTokenFromRequest(ctx);
      if (!sessionToken) return loginRedirect(locale);
      return load({ ctx, locale, sessionToken });
    })(ctx) as Promise<GetServerSidePropsResult<P>>;
  };
}
