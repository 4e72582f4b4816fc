import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { CartContents } from '@/features/shop/components/cart-contents';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';

/** `/cart`: the visitor's own active order, so the page is a static shell filled in the browser. */
export function CartView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Cart');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.cart')}</SeoHeading>
      <PageContainer narrow>
        <h2 className={`${text.pageTitle} ${text.titleBeforeContent}`}>{t('title')}</h2>
        <CartContents />
      </PageContainer>
    </>
  );
}
