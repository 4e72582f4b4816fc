import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Toolbar from '@mui/material/Toolbar';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { routes } from '@/config/routes';
import { LanguageSwitcher } from './language-switcher';

/** Public links of the top menu (SPEC §2 keys: calculate saving, about, shop; account keys come from the slot). */
const NAV_LINKS = [
  { key: 'models', href: routes.product },
  { key: 'shop', href: routes.shop },
  { key: 'calculateSaving', href: routes.monthlyCost },
  { key: 'about', href: routes.about },
] as const;

interface TopMenuProps {
  /** Account button or sign-in link, rendered by the accounts feature. */
  account: ReactNode;
  /** The same in the mobile drawer (list items). */
  drawerAccount: ReactNode;
}

export function TopMenu({ account, drawerAccount }: TopMenuProps) {
  const t = useTranslations('Nav');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
          <Box component={Link} href={routes.home} sx={{ display: 'flex', alignItems: 'center', mr: 2 }} aria-label={t('home')}>
            <BrandLogo />
          </Box>
          <Box component="nav" aria-label={t('mainLabel')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
            {NAV_LINKS.map((link) => (
              <Button key={link.key} component={Link} href={link.href} color="inherit">
                {t(link.key)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <Button
            component={Link}
            href={routes.testRide}
            variant="contained"
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
          >
            {t('testRide')}
          </Button>
          <LanguageSwitcher />
          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>{account}</Box>
          <IconButton
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            aria-label={t('openMenu')}
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 280 }} role="presentation">
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={t('closeMenu')} onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List component="nav" aria-label={t('mainLabel')}>
            {NAV_LINKS.map((link) => (
              <ListItemButton key={link.key} component={Link} href={link.href}>
                {t(link.key)}
              </ListItemButton>
            ))}
            <ListItemButton component={Link} href={routes.testRide}>
              {t('testRide')}
            </ListItemButton>
            {drawerAccount}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
