import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import { GoogleSignInButton } from '@/features/accounts/components/google-sign-in-button';
import { PhoneLoginForm } from '@/features/accounts/components/phone-login-form';
import { AppApolloProvider } from '@/graphql/app-apollo-provider';

/** `/login`: phone number and code first, then Google, then a link to the e-mail sign-in (`/login/email`). */
export function LoginView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('PhoneLogin');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.login')}</SeoHeading>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 8 }, px: { xs: 2, sm: 3 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography component="h2" variant="h2">
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('subtitle')}
          </Typography>
          <AppApolloProvider>
            <PhoneLoginForm />
            <Divider sx={{ my: 3 }}>
              <Typography variant="body2" color="text.secondary" component="span">
                {t('or')}
              </Typography>
            </Divider>
            <GoogleSignInButton />
          </AppApolloProvider>
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <MuiLink component={NextLink} href={routes.loginEmail} underline="always" sx={{ fontWeight: 500 }}>
              {t('emailLink')}
            </MuiLink>
          </Box>
        </Paper>
      </Container>
    </>
  );
}
