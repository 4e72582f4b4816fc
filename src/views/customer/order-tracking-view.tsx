import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { OrderTracking } from '@/features/orders/components/order-tracking';
import { routes } from '@/config/routes';
import { AppApolloProvider } from '@/graphql/app-apollo-provider';

// An installment order's application (issue 14); renders nothing for other orders, so loaded apart.
const InstallmentPanel = dynamic(
  () => import('@/features/installment/components/installment-panel').then((m) => m.InstallmentPanel),
  { ssr: false },
);

export function OrderTrackingView({ meta, code }: { meta: PageMeta | null; code: string }) {
  const t = useTranslations('Orders');
  const tSeo = useTranslations('Seo');
  const router = useRouter();
  return (
    <>
      <SeoHead meta={meta} title={`${t('trackTitle', { code })} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.orderDetail')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography component="h2" variant="h3" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {t('trackTitle', { code })}
        </Typography>
        <AppApolloProvider>
          <InstallmentPanel code={code} onPaymentStarted={(c) => void router.push(routes.purchasePayment(c))} />
          <OrderTracking code={code} />
        </AppApolloProvider>
      </Container>
    </>
  );
}
