import type { GetServerSideProps } from 'next';
import { AuthAction, withUserTokenSSR } from 'next-firebase-auth';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { ProfileCustomerQuery } from '@/features/accounts/graphql/accounts';
import { initFirebaseAdmin } from '@/lib/auth/firebase-admin';
import { initAuth } from '@/lib/auth/init-auth';
import { sessionTokenFromRequest } from '@/lib/auth/server-session';
import { isSessionRefused } from '@/graphql/error-codes';
import { loadMessages, localePath } from '@/lib/i18n';
import { ProfileView } from '@/views/customer/profile-view';

export default ProfileView;

const loginRedirect = (locale: string) => ({
  redirect: { destination: localePath(locale, '/login'), permanent: false },
});

/** Guard "redirect to login": signed out (no Firebase cookie, or no Vendure session) goes to /login. */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  initFirebaseAdmin();
  initAuth();
  return withUserTokenSSR({
    whenUnauthed: AuthAction.REDIRECT_TO_LOGIN,
    authPageURL: ({ ctx }) => loginRedirect(ctx?.locale ?? 'en').redirect.destination,
  })(async ({ locale = 'en' }) => {
    const token = sessionTokenFromRequest(ctx);
    if (!token) return loginRedirect(locale);
    const client = createServerApolloClient(locale, token);
    try {
      const [{ data }, meta, messages] = await Promise.all([
        client.query({ query: ProfileCustomerQuery }),
        getPageMeta(client, locale, 'profile'),
        loadMessages(locale),
      ]);
      return { props: { profile: data?.profileCustomer ?? null, meta, messages } };
    } catch (error) {
      if (isSessionRefused(error)) return loginRedirect(locale);
      console.error('profile could not be loaded', error);
      return { props: { profile: null, meta: null, messages: await loadMessages(locale) } };
    }
  })(ctx);
};
