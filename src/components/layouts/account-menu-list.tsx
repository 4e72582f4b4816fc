import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';
import { MuiScope } from '@/components/mui-scope';
import Link from '@/components/ui/link';
import { ACCOUNT_MENU_ITEMS } from './account-menu-items';

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
  onLogout: () => void;
}

/** The account menu's entries (SPEC §2), opened from AccountMenu's button; loaded on its first click. */
export function AccountMenuList({ id, anchor, onClose, onLogout }: AccountMenuListProps) {
  const t = useTranslations('AccountMenu');
  return (
    <MuiScope>
      <Menu id={id} anchorEl={anchor} open onClose={onClose}>
        {ACCOUNT_MENU_ITEMS.map((item) => (
          <MenuItem key={item.key} component={Link} href={item.href} onClick={onClose}>
            {t(item.key)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          {t('logout')}
        </MenuItem>
      </Menu>
    </MuiScope>
  );
}
