import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import styles from '@/features/orders/components/order-tracking.module.css';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { browserPart } from '@/lib/browser-part';

// The progress is fetched in the browser, where it refreshes after each action: it loads after the page's shell, and
// reads and sends without Apollo's client (useShopQuery, useShopRequest).
const OrderTrackingParts = browserPart(
  () => import('./order-tracking-parts').then((m) => m.OrderTrackingParts),
  () => <LoadingPanel minHeight={400} />,
);

/** One order's progress: plain HTML and CSS, MUI only in the cancel dialog (issue 19). */
export function OrderTrackingView({ meta, code }: { meta: PageMeta | null; code: string }) {
  const t = useTranslations('Orders');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('trackTitle', { code })} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.orderDetail')}</SeoHeading>
      <PageContainer narrow fillViewport>
        <h2 className={styles.title}>{t('trackTitle', { code })}</h2>
        <OrderTrackingParts code={code} />
      </PageContainer>
    </>
  );
}
