import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { OrderTracking } from '@/features/orders/components/order-tracking';
import { AppApolloProvider } from '@/graphql/app-apollo-provider';

export function OrderTrackingView({ meta, code }: { meta: PageMeta | null; code: string }) {
  const t = useTranslations('Orders');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('trackTitle', { code })} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.orderDetail')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h3" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {t('trackTitle', { code })}
        </Typography>
        <AppApolloProvider>
          <OrderTracking code={code} />
        </AppApolloProvider>
      </Container>
    </>
  );
}
