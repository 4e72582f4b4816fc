import { AccountMenu } from '@/components/layouts/account-menu';
import { useCurrentCustomer } from '../hooks/use-current-customer';
import { useLogout } from '../hooks/use-logout';
import { formatPhone } from '../phone/format-phone';
import { AccountAreaPlaceholder } from './account-area-placeholder';
import { SignInLink } from './signed-out-gate';

/**
 * How the top bar and the drawer name the account: a phone-only account has a non-deliverable placeholder address
 * (…@phone.alva.invalid), so its number.
 */
export function accountContact(customer: { emailAddress: string; phoneNumber?: string | null }): string {
  return customer.emailAddress.endsWith('.invalid') && customer.phoneNumber
    ? formatPhone(customer.phoneNumber)
    : customer.emailAddress;
}

/**
 * The top bar's account button (signed in) or sign-in link (a guest session). Loaded after hydration (see _app),
 * with neither Apollo (the profile comes from current-customer-store.ts) nor MUI: the menu's entries load when it is
 * opened (AccountMenu). The drawer's entries are AccountDrawerArea.
 */
export function AccountArea() {
  const { customer, loading } = useCurrentCustomer();
  const logout = useLogout();
  if (loading) return <AccountAreaPlaceholder />;
  // A guest session (a cart, a purchase begun) is not an account: the same sign-in link as without a session.
  if (!customer) return <SignInLink />;
  return (
    <AccountMenu name={customer.name || accountContact(customer)} photoURL={customer.photoURL} onLogout={logout} />
  );
}
