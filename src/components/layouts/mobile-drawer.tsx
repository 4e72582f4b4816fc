import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { routes } from '@/config/routes';
import { MuiScope } from '@/components/mui-scope';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  links: readonly { key: 'models' | 'shop' | 'calculateSaving' | 'experienceCenter' | 'about'; href: string }[];
  /** Account entries (or the sign-in link) from the accounts feature. */
  children: ReactNode;
}

/** The phone and tablet menu: the public links, test ride, then the account entries. */
export function MobileDrawer({ open, onClose, links, children }: MobileDrawerProps) {
  const t = useTranslations('Nav');
  return (
    <MuiScope>
      <Drawer anchor="right" open={open} onClose={onClose}>
        <Box sx={{ width: 280 }} role="presentation">
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={t('closeMenu')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List component="nav" aria-label={t('mainLabel')}>
            {links.map((link) => (
              <ListItemButton key={link.key} component={Link} href={link.href}>
                {t(link.key)}
              </ListItemButton>
            ))}
            <ListItemButton component={Link} href={routes.testRide}>
              {t('testRide')}
            </ListItemButton>
            {children}
          </List>
        </Box>
      </Drawer>
    </MuiScope>
  );
}
