import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { browserApolloPart } from '@/graphql/browser-apollo-part';
import { MuiScope } from '@/components/mui-scope';

// The progress is fetched in the browser, where it refreshes after each action: it loads after the page's shell.
const OrderTrackingParts = browserApolloPart(
  () => import('./order-tracking-parts').then((m) => m.OrderTrackingParts),
  400,
);

export function OrderTrackingView({ meta, code }: { meta: PageMeta | null; code: string }) {
  const t = useTranslations('Orders');
  const tSeo = useTranslations('Seo');
  return (
    <MuiScope>
      <SeoHead meta={meta} title={`${t('trackTitle', { code })} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.orderDetail')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h3" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {t('trackTitle', { code })}
        </Typography>
        <OrderTrackingParts code={code} />
      </Container>
    </MuiScope>
  );
}
