import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import type { DeliveryAddress } from '@/features/accounts/profile/delivery-addresses';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import type { ProfileCustomerQuery } from '@/graphql/generated/graphql';
import { MuiScope } from '@/components/mui-scope';

// Every section is a form that saves through Apollo and works only with JS: they load after the page's shell, with
// the server's data (issue 19).
const ProfileSections = browserApolloPart(() => import('./profile-sections').then((m) => m.ProfileSections), '100vh');

type Profile = ProfileCustomerQuery['profileCustomer'];

export interface ProfileViewProps {
  profile: Profile | null;
  /** null when the addresses could not be loaded. */
  addresses: DeliveryAddress[] | null;
  /** Whether the account has a password; null when unknown. */
  hasPassword: boolean | null;
  meta: PageMeta | null;
}

export function ProfileView({ profile, addresses, hasPassword, meta }: ProfileViewProps) {
  const t = useTranslations('Profile');
  const tSeo = useTranslations('Seo');
  return (
    <MuiScope>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.profile')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        {profile ? (
          <ProfileSections initial={profile} addresses={addresses} hasPassword={hasPassword} />
        ) : (
          <Alert severity="error">{t('loadError')}</Alert>
        )}
      </Container>
    </MuiScope>
  );
}
