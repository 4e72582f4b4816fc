import type { GetServerSideProps } from 'next';
import { AuthAction, withUserTokenSSR } from 'next-firebase-auth';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { initFirebaseAdmin } from '@/lib/auth/firebase-admin';
import { initAuth } from '@/lib/auth/init-auth';
import { sessionTokenFromRequest } from '@/lib/auth/server-session';
import { loadMessages, localePath } from '@/lib/i18n';
import { TestRideBookingsView } from '@/views/customer/test-ride-bookings-view';

export default TestRideBookingsView;

const loginRedirect = (locale: string) => ({
  redirect: { destination: localePath(locale, '/login'), permanent: false },
});

/** Guard "redirect to login", as /profile; the list itself is fetched in the browser (it changes on every action). */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  initFirebaseAdmin();
  initAuth();
  return withUserTokenSSR({
    whenUnauthed: AuthAction.REDIRECT_TO_LOGIN,
    authPageURL: ({ ctx }) => loginRedirect(ctx?.locale ?? 'en').redirect.destination,
  })(async ({ locale = 'en' }) => {
    if (!sessionTokenFromRequest(ctx)) return loginRedirect(locale);
    const client = createServerApolloClient(locale);
    const [models, meta, messages] = await Promise.all([
      fetchMotorcycles(client).catch(() => []),
      getPageMeta(client, locale, 'bookings'),
      loadMessages(locale),
    ]);
    const bikeNames = Object.fromEntries(models.map((m) => [m.slug, m.name]));
    return { props: { bikeNames, meta, messages } };
  })(ctx);
};
