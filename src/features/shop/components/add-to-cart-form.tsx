import { CART_MAX_QUANTITY } from '@alva/rules';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { formatRupiah } from '@/lib/money';
import { SIZE_GROUP } from '../constants';
import { isAvailable, parseStockLevel } from '../stock';
import { StockLabel } from './stock-label';
import styles from './item.module.css';
import { browserPart } from '@/lib/browser-part';

export interface AddToCartVariant {
  id: string;
  name: string;
  priceWithTax: number;
  stockLevel: string;
  options: { code: string; name: string; group: { code: string } }[];
}

const QUANTITY_FORM_HEIGHT = 190;

// The quantity form (react-hook-form and the rules) works only in the browser: it loads after the page, in a
// placeholder as tall as it is, while the sizes, price and stock above it are in the page's HTML (issue 19).
const AddToCartQuantityForm = browserPart(
  () => import('./add-to-cart-quantity-form').then((m) => m.AddToCartQuantityForm),
  () => <LoadingPanel minHeight={QUANTITY_FORM_HEIGHT} />,
);

/**
 * Size (when the item has sizes), price and stock of the chosen variant, rendered on the server with the page; then
 * the quantity and "Add to cart" (AddToCartQuantityForm).
 */
export function AddToCartForm({ variants }: { variants: AddToCartVariant[] }) {
  const t = useTranslations('Shop');
  const sized = variants.some((v) => v.options.some((o) => o.group.code === SIZE_GROUP));
  const firstAvailable = variants.find((v) => isAvailable(parseStockLevel(v.stockLevel))) ?? variants[0];
  const [variantId, setVariantId] = useState(firstAvailable?.id);
  const variant = useMemo(() => variants.find((v) => v.id === variantId) ?? variants[0], [variants, variantId]);
  const stock = parseStockLevel(variant?.stockLevel);
  // With few left the stock count is known: the hint offers no more than that (never "1 to 99" with 3 in stock).
  const maxQuantity =
    stock.kind === 'low' && stock.count ? Math.min(stock.count, CART_MAX_QUANTITY) : CART_MAX_QUANTITY;

  return (
    <div className={styles.form}>
      {sized && (
        <fieldset className={styles.sizes}>
          <legend>{t('sizeGroup')}</legend>
          <div className={styles.sizeList}>
            {variants.map((v) => {
              const size = v.options.find((o) => o.group.code === SIZE_GROUP);
              const out = !isAvailable(parseStockLevel(v.stockLevel));
              return (
                <label key={v.id} className={styles.size}>
                  <input
                    type="radio"
                    name="variant"
                    value={v.id}
                    checked={v.id === variant?.id}
                    disabled={out}
                    onChange={() => setVariantId(v.id)}
                    aria-label={out ? t('sizeOutOfStock', { size: size?.name ?? v.name }) : undefined}
                  />
                  <span>{size?.name ?? v.name}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {variant && (
        <div aria-live="polite">
          <p
            style={{ margin: 0, fontSize: '1.5rem', fontWeight: 600, color: 'var(--brand-magenta)' }}
            data-testid="item-price"
          >
            {formatRupiah(variant.priceWithTax)}
          </p>
          <p className={styles.hint}>{t('priceNote')}</p>
          <StockLabel stock={stock} />
        </div>
      )}
      {variant && <AddToCartQuantityForm variantId={variant.id} stock={stock} maxQuantity={maxQuantity} />}
    </div>
  );
}
