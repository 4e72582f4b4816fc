import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { formatRupiah } from '@/lib/money';
import { shopPaths } from '../constants';
import type { ShopItem } from '../shop-items';
import { StockLabel } from './stock-label';
import styles from './shop.module.css';
import { assetUrl } from '@/lib/asset-url';

export function ItemCard({
  item,
  categoryName,
  priority = false,
}: {
  item: ShopItem;
  /** Shown on /shop, where items of every category share the grid. */
  categoryName?: string;
  priority?: boolean;
}) {
  const t = useTranslations('Common');
  const price = formatRupiah(item.minPrice);
  return (
    <Link href={shopPaths.item(item.category, item.slug)} className={styles.card}>
      {item.image && (
        // Vendure's asset server resizes and converts; width/height reserve the space so nothing shifts on load.
        <img
          className={styles.image}
          src={assetUrl(item.image, 400, 300)}
          alt=""
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        {categoryName && <p className={styles.category}>{categoryName}</p>}
        <h3 className={styles.name}>{item.name}</h3>
        <p className={styles.price} data-testid="item-price">
          {item.maxPrice > item.minPrice ? t('from', { price }) : price}
        </p>
        <StockLabel stock={item.stock} />
      </div>
    </Link>
  );
}
