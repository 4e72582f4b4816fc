import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { MuiScope } from '@/components/mui-scope';

// The list is fetched in the browser (it changes with every payment and staff step): it loads after the shell.
const Orders = browserApolloPart(() => import('./orders-with-buy-again').then((m) => m.OrdersWithBuyAgain), 300);

export function OrdersView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Orders');
  const tSeo = useTranslations('Seo');
  return (
    <MuiScope>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.orders')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('intro')}
        </Typography>
        <Orders />
      </Container>
    </MuiScope>
  );
}
