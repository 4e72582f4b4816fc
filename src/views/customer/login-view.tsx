import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { LoginForm } from '@/features/accounts/components/login-form';
import { AppApolloProvider } from '@/graphql/app-apollo-provider';

export function LoginView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Login');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.login')}</SeoHeading>
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography component="h2" variant="h2">
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('subtitle')}
          </Typography>
          <AppApolloProvider>
            <LoginForm />
          </AppApolloProvider>
        </Paper>
      </Container>
    </>
  );
}
