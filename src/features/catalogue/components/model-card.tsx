import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { routes } from '@/config/routes';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import { formatRupiah } from '@/lib/money';
import { lowestPrice } from '../variant-selection';
import styles from './model-card.module.css';
import { assetUrl } from '@/lib/asset-url';

export function ModelCard({ product, priority = false }: { product: ModelCard_ProductFragment; priority?: boolean }) {
  const t = useTranslations('Common');
  const price = lowestPrice(product.variants);
  return (
    <Link href={routes.productDetail(product.slug)} className={styles.card}>
      {product.featuredAsset && (
        // Vendure's asset server resizes and converts; width/height reserve the space so nothing shifts on load.
        <img
          className={styles.image}
          src={assetUrl(product.featuredAsset.preview, 600, 360)}
          alt=""
          width={600}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>{product.name}</h3>
        {price !== null && (
          <p className={styles.price} data-testid="model-price">
            {t('from', { price: formatRupiah(price) })}
          </p>
        )}
      </div>
    </Link>
  );
}
