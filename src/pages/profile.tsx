import { createServerApolloClient } from '@/graphql/apollo-client';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { ProfileCustomerQuery } from '@/features/accounts/graphql/accounts';
import { loginRedirect, signedInPage } from '@/lib/auth/signed-in-page';
import { isSessionRefused } from '@/graphql/error-codes';
import { loadMessages } from '@/lib/i18n';
import { ProfileView } from '@/views/customer/profile-view';

export default ProfileView;

/** Signed-in only; a Vendure session that is no longer valid also goes to /login. */
export const getServerSideProps = signedInPage(async ({ locale, sessionToken }) => {
  const client = createServerApolloClient(locale, sessionToken);
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
});
