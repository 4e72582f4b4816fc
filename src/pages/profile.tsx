import { createServerApolloClient } from '@/graphql/apollo-client';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { ProfileCustomerQuery } from '@/features/accounts/graphql/accounts';
import { DeliveryAddressCustomerQuery } from '@/features/accounts/graphql/profile';
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
    // The addresses section says so when its list fails; the rest of the page still works.
    const addresses = await client
      .query({ query: DeliveryAddressCustomerQuery })
      .then((r) => r.data?.deliveryAddressCustomer ?? null)
      .catch((error: unknown) => {
        console.error('delivery addresses could not be loaded', error);
        return null;
      });
    return { props: { profile: data?.profileCustomer ?? null, addresses, meta, messages } };
  } catch (error) {
    if (isSessionRefused(error)) return loginRedirect(locale);
    console.error('profile could not be loaded', error);
    return { props: { profile: null, addresses: null, meta: null, messages: await loadMessages(locale) } };
  }
});
