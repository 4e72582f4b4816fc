import Divider from '@mui/material/Divider';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { ACCOUNT_MENU_ITEMS, AccountMenu } from '@/components/layouts/account-menu';
import { AppApolloProvider } from '@/graphql/app-apollo-provider';
import { routes } from '@/config/routes';
import { useCurrentCustomer } from '../hooks/use-current-customer';
import { formatPhone } from '../phone/phone-rules';
import { useLogout } from '../hooks/use-logout';
import { AccountAreaPlaceholder } from './account-area-placeholder';
import { SignInLink } from './signed-out-gate';
import { MuiScope } from '@/components/mui-scope';

type Variant = { variant: 'bar' | 'drawer' };

/**
 * Account button (signed in) or sign-in link (signed out) for the top menu; `drawer` renders list items.
 * Loaded after hydration (see _app), it brings the Apollo client with it.
 */
export function AccountArea({ variant }: Variant) {
  return (
    <MuiScope>
      <AppApolloProvider>
        <AccountAreaContent variant={variant} />
      </AppApolloProvider>
    </MuiScope>
  );
}

function AccountAreaContent({ variant }: Variant) {
  const t = useTranslations('Nav');
  const tAccount = useTranslations('AccountMenu');
  const { customer, loading } = useCurrentCustomer();
  const logout = useLogout();

  if (loading) return <AccountAreaPlaceholder variant={variant} />;
  if (!customer) {
    // A guest session (a cart, a purchase begun) is not an account: the same sign-in link as without a session.
    return variant === 'bar' ? (
      <SignInLink />
    ) : (
      <ListItemButton component={Link} href={routes.login}>
        {t('login')}
      </ListItemButton>
    );
  }
  // Phone-only accounts have a non-deliverable placeholder address (…@phone.alva.invalid): show the number.
  const contact =
    customer.emailAddress.endsWith('.invalid') && customer.phoneNumber
      ? formatPhone(customer.phoneNumber)
      : customer.emailAddress;
  if (variant === 'bar') {
    return <AccountMenu name={customer.name || contact} photoURL={customer.photoURL} onLogout={logout} />;
  }
  return (
    <>
      <Divider component="li" />
      <ListItem>
        <ListItemText
          primary={tAccount('signedInAs', { name: customer.name || contact })}
          secondary={customer.name ? contact : undefined}
          slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItem>
      {ACCOUNT_MENU_ITEMS.map((item) => (
        <ListItemButton key={item.key} component={Link} href={item.href}>
          {tAccount(item.key)}
        </ListItemButton>
      ))}
      <ListItemButton onClick={logout}>{tAccount('logout')}</ListItemButton>
    </>
  );
}
