import type { GetServerSideProps } from 'next';
import { withUserTokenSSR } from 'next-firebase-auth';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { localePath } from '@/lib/i18n';
import { loadMessages } from '@/lib/messages';
import { initFirebaseAdmin } from './firebase-admin';
import { initAuth } from './init-auth';
import { sessionTokenFromRequest } from './server-session';

/**
 * Route guard "redirect to app" (SPEC §4) for the sign-in and sign-up pages: someone fully signed in (Firebase
 * cookie and Vendure session) goes to `/`; everyone else gets the page, server-rendered with its meta tags and
 * the message namespaces it needs.
 */
export function guestPage(pageName: string, namespaces: readonly string[]): GetServerSideProps {
  return async (ctx) => {
    initFirebaseAdmin();
    initAuth();
    return withUserTokenSSR()(async ({ user, locale = 'en' }) => {
      if (user?.id && sessionTokenFromRequest(ctx)) {
        return { redirect: { destination: localePath(locale, '/'), permanent: false } };
      }
      const client = createServerApolloClient(locale);
      const [meta, messages] = await Promise.all([
        getPageMeta(client, locale, pageName),
        loadMessages(locale, namespaces),
      ]);
      return { props: { meta, messages } };
    })(ctx);
  };
}
