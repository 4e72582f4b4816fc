import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { CartContents } from '@/features/shop/components/cart-contents';
import { MuiScope } from '@/components/mui-scope';

/** `/cart`: the visitor's own active order, so the page is a static shell filled in the browser. */
export function CartView({ meta }: { meta: PageMeta | null }) {
  const t = useTranslations('Cart');
  const tSeo = useTranslations('Seo');
  return (
    <MuiScope>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.cart')}</SeoHeading>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
          {t('title')}
        </Typography>
        <CartContents />
      </Container>
    </MuiScope>
  );
}
