import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ReactElement } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import type { StaffProfile } from '@/features/pstools/components/shared';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { StaffSignOut } from './staff-sign-out';
import { MuiScope } from '@/components/mui-scope';

// The sign-in form and the tool work only in the browser: they load after the page's shell (issue 19). After the
// first visit the service worker (public/pstools-sw.js, registered by the tool) serves them from its cache.
const StaffSignIn = browserApolloPart(() => import('./staff-sign-in').then((m) => m.StaffSignIn), 250);
const PsToolsApp = browserApolloPart(() => import('./pstools-app').then((m) => m.PsToolsApp), '100vh');

export interface PsToolsViewProps {
  meta: PageMeta | null;
  /** signedOut: the landing page; refused: signed in, but not staff; staff: the tool. */
  access: 'signedOut' | 'refused' | 'staff';
  staff: StaffProfile | null;
}

/** The landing page of the staff tool: what it is, and the staff sign-in (a customer's account is refused). */
function Landing({ refused }: { refused: boolean }) {
  const t = useTranslations('PsTools');
  const router = useRouter();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <BrandLogo />
          <Typography component="h1" variant="h3">
            {t('landing.title')}
          </Typography>
          <Typography>{t('landing.intro')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            <li>{t('landing.guestbook')}</li>
            <li>{t('landing.bookings')}</li>
            <li>{t('landing.customers')}</li>
          </Box>
        </Box>
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Typography component="h2" variant="h5">
            {t('signIn.title')}
          </Typography>
          {refused && (
            <Alert severity="error" role="alert">
              {t('signIn.refused')}
            </Alert>
          )}
          <StaffSignIn onStaff={() => void router.replace(router.asPath)} />
          {refused && <StaffSignOut label={t('signOut')} />}
        </Paper>
      </Box>
    </Container>
  );
}

export function PsToolsView({ meta, access, staff }: PsToolsViewProps) {
  const t = useTranslations('PsTools');
  return (
    <MuiScope>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      {access === 'staff' && staff ? (
        <Container maxWidth="xl" sx={{ py: 2 }}>
          <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <BrandLogo />
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography component="h1" variant="h5">
                {t('title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="staff-profile">
                {staff.name} · {t(`roles.${staff.role}` as 'roles.Product Specialist')} ·{' '}
                {staff.dealer?.location ?? '—'} · {staff.region ?? '—'} · {staff.channel.name}
              </Typography>
            </Box>
            <StaffSignOut label={t('signOut')} />
          </Box>
          <PsToolsApp staff={staff} />
        </Container>
      ) : (
        <Landing refused={access === 'refused'} />
      )}
    </MuiScope>
  );
}

/** A tool of its own on the showroom tablet: no shop header, cart or footer. */
PsToolsView.getLayout = (page: ReactElement) => <Box component="main">{page}</Box>;
