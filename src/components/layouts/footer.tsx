import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BrandLogo } from '@/components/ui/brand-logo';
import { routes } from '@/config/routes';

const COLUMNS = [
  {
    key: 'explore',
    links: [
      { key: 'experienceCenter', href: routes.experienceCenter },
      { key: 'contact', href: '/contact-us' },
      { key: 'support', href: routes.support },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'privacy', href: '/privacy-policy-term-of-use' },
      { key: 'refund', href: '/refund-return-warranty' },
      { key: 'outsideJabodetabek', href: '/conditions-for-orders-outside-jabodetabek-area' },
      { key: 'warranty', href: '/warranty' },
    ],
  },
] as const;

export function Footer() {
  const t = useTranslations('Footer');
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ bgcolor: 'common.white', display: 'inline-flex', p: 1, borderRadius: 1 }}>
              <BrandLogo />
            </Box>
            <Typography sx={{ mt: 2 }}>{t('tagline')}</Typography>
          </Grid>
          {COLUMNS.map((column) => (
            <Grid key={column.key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {t(column.key)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.key}>
                    <MuiLink
                      component={Link}
                      href={link.href}
                      color="inherit"
                      underline="hover"
                      sx={{ display: 'inline-block', py: 0.75 }}
                    >
                      {t(link.key)}
                    </MuiLink>
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.85 }}>
          {t('copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
