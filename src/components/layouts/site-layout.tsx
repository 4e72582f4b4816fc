import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { TopMenu } from './top-menu';

interface SiteLayoutProps {
  children: ReactNode;
  account: ReactNode;
  drawerAccount: ReactNode;
  cart?: ReactNode;
}

/** The customer site's frame: skip link, top menu, main landmark, footer. */
export function SiteLayout({ children, account, drawerAccount, cart }: SiteLayoutProps) {
  const t = useTranslations('Common');
  return (
    <>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <TopMenu account={account} drawerAccount={drawerAccount} cart={cart} />
      <Box component="main" id="main" tabIndex={-1} sx={{ minHeight: '60vh', outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </>
  );
}
