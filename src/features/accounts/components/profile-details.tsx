import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { ProfileCustomerQuery } from '@/graphql/generated/graphql';

type Profile = ProfileCustomerQuery['profileCustomer'];

/** Read-only view of the signed-in customer's profile (editing arrives with the accounts issue). */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const t = useTranslations('Profile');
  const tLanguage = useTranslations('LanguageSwitcher');
  const format = useFormatter();
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: t('name'), value: profile.name },
    {
      label: t('email'),
      value: (
        <>
          {profile.emailAddress}{' '}
          <Chip
            size="small"
            color={profile.emailVerified ? 'success' : 'default'}
            label={profile.emailVerified ? t('emailVerified') : t('emailNotVerified')}
          />
        </>
      ),
    },
    { label: t('phone'), value: profile.phoneNumber },
    { label: t('gender'), value: profile.gender ? t(`genders.${profile.gender}`) : null },
    {
      label: t('birthDate'),
      value: profile.birthDate ? format.dateTime(new Date(profile.birthDate), { dateStyle: 'long' }) : null,
    },
    { label: t('occupation'), value: profile.occupation },
    {
      label: t('language'),
      value:
        profile.selectedLanguage === 'en' || profile.selectedLanguage === 'id'
          ? tLanguage(profile.selectedLanguage)
          : profile.selectedLanguage,
    },
  ];
  if (profile.isPS) rows.push({ label: t('staffRole'), value: profile.role });

  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0.5, sm: 2 }, m: 0 }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {row.value || <span style={{ color: '#5F5F6B' }}>{t('notSet')}</span>}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
