import type { GetServerSideProps } from 'next';
import { withUserTokenSSR } from 'next-firebase-auth';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { initFirebaseAdmin } from '@/lib/auth/firebase-admin';
import { initAuth } from '@/lib/auth/init-auth';
import { sessionTokenFromRequest } from '@/lib/auth/server-session';
import { loadMessages, localePath } from '@/lib/i18n';
import { LoginView } from '@/views/customer/login-view';

export default LoginView;

/** Guard "redirect to app": someone fully signed in (Firebase cookie and Vendure session) goes to `/`. */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  initFirebaseAdmin();
  initAuth();
  return withUserTokenSSR()(async ({ user, locale = 'en' }) => {
    if (user?.id && sessionTokenFromRequest(ctx)) {
      return { redirect: { destination: localePath(locale, '/'), permanent: false } };
    }
    const client = createServerApolloClient(locale);
    const [meta, messages] = await Promise.all([
      getPageMeta(client, locale, 'login'),
      loadMessages(locale, ['Login', 'PhoneLogin', 'GoogleLogin']),
    ]);
    return { props: { meta, messages } };
  })(ctx);
};
