import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { routes } from '@/config/routes';
import { formatRupiah } from '@/lib/money';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import { lowestPrice } from '../variant-selection';

export function ModelCard({ product, priority = false }: { product: ModelCard_ProductFragment; priority?: boolean }) {
  const t = useTranslations('Common');
  const price = lowestPrice(product.variants);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} href={routes.productDetail(product.slug)} sx={{ height: '100%' }}>
        {product.featuredAsset && (
          // Vendure serves the asset preview; width/height reserve the space so nothing shifts on load.
          <img
            src={`${product.featuredAsset.preview}?w=600&h=360&mode=crop&format=webp`}
            alt=""
            width={500}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            style={{ width: '100%', height: 'auto', aspectRatio: '5 / 3', objectFit: 'contain', background: '#F6F3F5' }}
          />
        )}
        <CardContent>
          <Typography component="h3" variant="h5">
            {product.name}
          </Typography>
          {price !== null && (
            <Typography sx={{ mt: 0.5, color: 'primary.main', fontWeight: 600 }} data-testid="model-price">
              {t('from', { price: formatRupiah(price) })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
