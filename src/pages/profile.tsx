import { ProfileCustomerQuery } from '@/features/accounts/graphql/accounts';
import { DeliveryAddressCustomerQuery, ProfilePasswordQuery } from '@/features/accounts/graphql/profile';
import { loginRedirect, signedInPage } from '@/lib/auth/signed-in-page';
import { isSessionRefused } from '@/graphql/error-codes';
import { ProfileView } from '@/views/customer/profile-view';
import { startPage } from '@/lib/page-props';

export default ProfileView;

const PROFILE_NAMESPACES = [
  'Profile',
  'ProfileForm',
  'Addresses',
  'Documents',
  'Password',
  'AccountForm',
  'PhoneCheck',
  'PhoneLogin',
  'FormErrors',
];

/** Signed-in only; a Vendure session that is no longer valid also goes to /login. */
export const getServerSideProps = signedInPage(async ({ locale, sessionToken }) => {
  const { client, shell } = startPage(locale, 'profile', PROFILE_NAMESPACES, sessionToken);
  try {
    const [{ data }, common] = await Promise.all([client.query({ query: ProfileCustomerQuery }), shell]);
    // The addresses section says so when its list fails; the rest of the page still works.
    const addresses = await client
      .query({ query: DeliveryAddressCustomerQuery })
      .then((r) => r.data?.deliveryAddressCustomer ?? null)
      .catch((error: unknown) => {
        console.error('delivery addresses could not be loaded', error);
        return null;
      });
    // Unknown (null) when Firebase does not answer: the page then offers "Change password" as before.
    const hasPassword = await client
      .query({ query: ProfilePasswordQuery })
      .then((r) => r.data?.profileCustomer.hasPassword ?? null)
      .catch((error: unknown) => {
        console.error('password status could not be loaded', error);
        return null;
      });
    return { props: { profile: data?.profileCustomer ?? null, addresses, hasPassword, ...common } };
  } catch (error) {
    if (isSessionRefused(error)) return loginRedirect(locale);
    console.error('profile could not be loaded', error);
    // The shell never fails (the meta tags fall back to the defaults): the page shows its error state.
    return {
      props: { profile: null, addresses: null, hasPassword: null, meta: null, messages: (await shell).messages },
    };
  }
});
