import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { MenuIcon } from '@/components/ui/icons';
import { routes } from '@/config/routes';
import { LanguageSwitcher } from './language-switcher';

// The drawer (and MUI's modal machinery) loads on the first tap of the menu button, not with every page.
const MobileDrawer = dynamic(() => import('./mobile-drawer').then((m) => m.MobileDrawer));

/** Public links of the top menu (SPEC §2 keys: calculate saving, about, shop; account keys come from the slot). */
export const NAV_LINKS = [
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
  /** Cart link with the item count, rendered by the shop feature; shown at every width. */
  cart?: ReactNode;
}

export function TopMenu({ account, drawerAccount, cart }: TopMenuProps) {
  const t = useTranslations('Nav');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
          <Box
            component={Link}
            href={routes.home}
            sx={{ display: 'flex', alignItems: 'center', mr: 2 }}
            aria-label={t('home')}
          >
            <BrandLogo />
          </Box>
          <Box
            component="nav"
            aria-label={t('mainLabel')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
          >
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
          {cart}
          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>{account}</Box>
          <IconButton
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            aria-label={t('openMenu')}
            aria-expanded={open}
            onClick={() => {
              setDrawerLoaded(true);
              setOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerLoaded && (
        <MobileDrawer open={open} onClose={() => setOpen(false)} links={NAV_LINKS}>
          {drawerAccount}
        </MobileDrawer>
      )}
    </AppBar>
  );
}
