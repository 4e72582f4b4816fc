import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { browserPart } from '@/lib/browser-part';

// The list is fetched in the browser (it changes with every payment and staff step): it loads after the shell.
// Read without Apollo: the cancel dialog and "Buy again" bring it when used (order-list.tsx).
const Orders = browserPart(
  () => import('./orders-with-buy-again').then((m) => m.OrdersWithBuyAgain),
  () => <LoadingPanel minHeight={300} />,
);

/** The customer's orders: plain HTML and CSS, MUI only in the cancel dialog (issue 19). */
export function OrdersView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Orders');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.orders')}</SeoHeading>
      <PageContainer narrow fillViewport>
        <h2 className={text.pageTitle}>{t('title')}</h2>
        <p className={`${text.muted} ${text.spacedBelow}`}>{t('intro')}</p>
        <Orders />
      </PageContainer>
    </>
  );
}
