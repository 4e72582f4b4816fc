import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { VisuallyHidden } from '@/components/seo/visually-hidden';
import { routes } from '@/config/routes';

/** Account menu keys of SPEC §2, in order; logout is an action, the rest are pages. */
export const ACCOUNT_MENU_ITEMS = [
  { key: 'profile', href: routes.profile },
  { key: 'ev', href: routes.myEv },
  { key: 'bookings', href: routes.bookings },
  { key: 'purchase', href: routes.orders },
  { key: 'support', href: routes.support },
  // Settings (language, password) is a section of the profile page.
  { key: 'settings', href: `${routes.profile}#settings` },
] as const;

interface AccountMenuProps {
  name: string;
  photoURL?: string | null;
  onLogout: () => void;
}

export function AccountMenu({ name, photoURL, onLogout }: AccountMenuProps) {
  const t = useTranslations('AccountMenu');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <>
      <Button
        color="inherit"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Avatar
            aria-hidden
            src={photoURL ?? undefined}
            alt=""
            sx={{ width: 28, height: 28, bgcolor: 'primary.main', fontSize: 14 }}
          >
            {initial}
          </Avatar>
        }
        sx={{
          maxWidth: 200,
          // Phones and tablets: the avatar alone (the name is in the button's label and in the drawer).
          minWidth: { xs: 0, md: 64 },
          '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'inline' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
        <VisuallyHidden>{t('open', { name })}</VisuallyHidden>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ACCOUNT_MENU_ITEMS.map((item) => (
          <MenuItem key={item.key} component={Link} href={item.href} onClick={() => setAnchor(null)}>
            {t(item.key)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          {t('logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
