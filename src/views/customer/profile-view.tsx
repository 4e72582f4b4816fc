import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { ChangePasswordSection } from '@/features/accounts/components/change-password-section';
import { ProfileDetails } from '@/features/accounts/components/profile-details';
import { DocumentsSection } from '@/features/accounts/documents/documents-section';
import { AppApolloProvider } from '@/graphql/app-apollo-provider';
import type { ProfileCustomerQuery } from '@/graphql/generated/graphql';

export interface ProfileViewProps {
  profile: ProfileCustomerQuery['profileCustomer'] | null;
  meta: PageMeta | null;
}

export function ProfileView({ profile, meta }: ProfileViewProps) {
  const t = useTranslations('Profile');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.profile')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {t('title')}
        </Typography>
        {profile ? (
          <AppApolloProvider>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
              <ProfileDetails profile={profile} />
            </Paper>
            <DocumentsSection />
            <ChangePasswordSection isGoogleAccount={profile.isGoogleAccount} />
          </AppApolloProvider>
        ) : (
          <Alert severity="error">{t('loadError')}</Alert>
        )}
      </Container>
    </>
  );
}
