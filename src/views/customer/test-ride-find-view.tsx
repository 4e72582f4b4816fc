import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { MuiScope } from '@/components/mui-scope';

// The look-up (react-hook-form, the rules, Apollo) runs in the browser only: it loads after the page's shell.
const FindBooking = browserApolloPart(
  () => import('@/features/test-ride/components/find-booking').then((m) => m.FindBooking),
  360,
);

export function TestRideFindView({
  meta,
  bikeNames = {},
}: {
  meta: PageMeta | null;
  /** Catalogue names by slug, for the booking's motorcycle. */
  bikeNames?: Record<string, string>;
}) {
  const t = useTranslations('TestRideFind');
  const tSeo = useTranslations('Seo');
  return (
    <MuiScope>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.testRideFind')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {t('title')}
        </Typography>
        {/* In the page's HTML (its largest text on a phone), not in the part loaded after it. */}
        <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
        <FindBooking bikeNames={bikeNames} />
      </Container>
    </MuiScope>
  );
}
