import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { routes } from '@/config/routes';
import { VariantPicker } from '@/features/catalogue/components/variant-picker';
import { findVariant, selectionOf, type Selection } from '@/features/catalogue/variant-selection';
import type { ProductDetailQuery } from '@/graphql/generated/graphql';
import { formatRupiah } from '@/lib/money';

export type ProductDetail = NonNullable<ProductDetailQuery['product']>;

export interface ProductDetailViewProps {
  product: ProductDetail;
  meta: PageMeta | null;
}

/** Vendure descriptions are rich text; the page shows them as plain paragraphs. */
function paragraphs(html: string): string[] {
  return html
    .replace(/<\/(p|div|h\d|li)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function ProductDetailView({ product, meta }: ProductDetailViewProps) {
  const t = useTranslations('Product');
  const tSeo = useTranslations('Seo');
  const tCommon = useTranslations('Common');
  const initial = product.variants[0];
  const [selection, setSelection] = useState<Selection>(() => (initial ? selectionOf(initial) : {}));
  const variant = useMemo(() => findVariant(product.variants, selection), [product.variants, selection]);
  const image = variant?.featuredAsset?.preview ?? product.featuredAsset?.preview;
  const description = paragraphs(product.description);

  return (
    <>
      {/* Each product page carries its own name; the content service's product meta only fills the description. */}
      <SeoHead
        meta={meta ? { ...meta, title: `${product.name} | Alva`, og: [] } : null}
        title={`${product.name} | Alva`}
        description={description[0]}
        image={image ?? undefined}
      />
      <SeoHeading>{tSeo('headings.productDetail', { name: product.name })}</SeoHeading>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            {image && (
              <img
                src={`${image}?w=1000&h=600&mode=resize&format=webp`}
                alt={variant ? `${product.name} — ${variant.name}` : product.name}
                width={800}
                height={480}
                decoding="async"
                style={{
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '5 / 3',
                  objectFit: 'contain',
                  background: '#F6F3F5',
                  borderRadius: 8,
                }}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h2" variant="h2">
              {product.name}
            </Typography>
            <Chip label={tCommon('demoData')} size="small" sx={{ mt: 1 }} />
            {description.map((text, index) => (
              <Typography key={index} sx={{ mt: 2 }} color="text.secondary">
                {text}
              </Typography>
            ))}
            <Box sx={{ mt: 3 }}>
              <VariantPicker
                optionGroups={product.optionGroups}
                variants={product.variants}
                selection={selection}
                onChange={setSelection}
              />
            </Box>
            <Box sx={{ mt: 3 }} aria-live="polite">
              {variant ? (
                <>
                  <Typography variant="body2" color="text.secondary">
                    {t('selectedVariant', { name: variant.name })}
                  </Typography>
                  <Typography
                    variant="h3"
                    component="p"
                    sx={{ color: 'primary.main', mt: 0.5 }}
                    data-testid="variant-price"
                  >
                    {formatRupiah(variant.priceWithTax)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('priceNote')}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {variant.stockLevel === 'OUT_OF_STOCK' ? t('outOfStock') : t('inStock')}
                  </Typography>
                </>
              ) : (
                <Typography role="status">{t('noVariant')}</Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
              <Button component={Link} href={routes.testRide} variant="outlined" size="large">
                {t('ctaTestRide')}
              </Button>
              <Button component={Link} href={routes.purchase} variant="contained" size="large" disabled={!variant}>
                {t('ctaBuy')}
              </Button>
            </Box>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
