import Divider from '@mui/material/Divider';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslations } from 'next-intl';
import { ACCOUNT_MENU_ITEMS } from '@/components/layouts/account-menu-items';
import { MuiScope } from '@/components/mui-scope';
import Link from '@/components/ui/link';
import { routes } from '@/config/routes';
import { useCurrentCustomer } from '../hooks/use-current-customer';
import { useLogout } from '../hooks/use-logout';
import { accountContact } from './account-area';

/** The mobile drawer's account entries (list items): who is signed in and every account page, or the sign-in link. */
export function AccountDrawerArea() {
  return (
    <MuiScope>
      <AccountDrawerItems />
    </MuiScope>
  );
}

function AccountDrawerItems() {
  const t = useTranslations('Nav');
  const tAccount = useTranslations('AccountMenu');
  const { customer, loading } = useCurrentCustomer();
  const logout = useLogout();
  if (loading) return null;
  if (!customer) {
    return (
      <ListItemButton component={Link} href={routes.login}>
        {t('login')}
      </ListItemButton>
    );
  }
  const contact = accountContact(customer);
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
