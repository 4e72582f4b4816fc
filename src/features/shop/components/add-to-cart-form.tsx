import { CART_MAX_QUANTITY, cartQuantityFormSchema, parseCartQuantity } from '@alva/rules';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useRulesForm } from '@/components/form/rules-form';
import { NativeButton } from '@/components/ui/native-button';
import { formatRupiah } from '@/lib/money';
import type { CartError } from '../cart-errors';
import { shopPaths, SIZE_GROUP } from '../constants';
import { isAvailable, parseStockLevel } from '../stock';
import { StockLabel } from './stock-label';
import styles from './item.module.css';

export interface AddToCartVariant {
  id: string;
  name: string;
  priceWithTax: number;
  stockLevel: string;
  options: { code: string; name: string; group: { code: string } }[];
}

type Message = { tone: 'success'; count: number } | { tone: 'warning'; error: CartError } | null;

/**
 * Size (when the item has sizes), stock of the chosen variant, quantity and "Add to cart". Rendered on the server
 * with the page; the cart client (Apollo) is fetched on the first submit.
 */
export function AddToCartForm({ variants }: { variants: AddToCartVariant[] }) {
  const t = useTranslations('Shop');
  const tCart = useTranslations('Cart');
  const ids = { quantity: useId(), hint: useId(), error: useId() };
  const sized = variants.some((v) => v.options.some((o) => o.group.code === SIZE_GROUP));
  const firstAvailable = variants.find((v) => isAvailable(parseStockLevel(v.stockLevel))) ?? variants[0];
  const [variantId, setVariantId] = useState(firstAvailable?.id);
  const form = useRulesForm<{ quantity: string }>(cartQuantityFormSchema, { quantity: '1' });
  const quantityError = Boolean(form.formState.errors.quantity);
  const [message, setMessage] = useState<Message>(null);
  const variant = useMemo(() => variants.find((v) => v.id === variantId) ?? variants[0], [variants, variantId]);
  const stock = parseStockLevel(variant?.stockLevel);
  // With few left the stock count is known: the hint offers no more than that (never "1 to 99" with 3 in stock).
  const maxQuantity =
    stock.kind === 'low' && stock.count ? Math.min(stock.count, CART_MAX_QUANTITY) : CART_MAX_QUANTITY;

  async function onValid({ quantity }: { quantity: string }) {
    const amount = parseCartQuantity(quantity);
    if (amount === null || !variant) return;
    setMessage(null);
    const { addToCart } = await import('../cart-client');
    const outcome = await addToCart(variant.id, amount);
    setMessage(outcome.error ? { tone: 'warning', error: outcome.error } : { tone: 'success', count: amount });
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid)} noValidate>
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
                    onChange={() => {
                      setVariantId(v.id);
                      setMessage(null);
                    }}
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
      <div className={styles.quantity}>
        <label htmlFor={ids.quantity}>{t('quantity')}</label>
        <input
          id={ids.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxQuantity}
          step={1}
          {...form.register('quantity')}
          aria-invalid={quantityError || undefined}
          aria-describedby={quantityError ? `${ids.hint} ${ids.error}` : ids.hint}
        />
        <p id={ids.hint} className={styles.hint}>
          {t('quantityHint', { max: maxQuantity })}
        </p>
        {quantityError && (
          <p id={ids.error} className={styles.error} role="alert">
            {t('quantityInvalid', { max: maxQuantity })}
          </p>
        )}
      </div>
      <div>
        <NativeButton
          type="submit"
          variant="contained"
          size="large"
          busy={form.formState.isSubmitting}
          disabled={stock.kind === 'out'}
        >
          {stock.kind === 'out' ? t('outOfStockButton') : t('addToCart')}
        </NativeButton>
      </div>
      <div role="status" aria-live="polite">
        {message?.tone === 'success' && (
          <p className={`${styles.message} ${styles.success}`}>
            {t('added', { count: message.count })} <Link href={shopPaths.cart}>{t('viewCart')}</Link>
          </p>
        )}
        {message?.tone === 'warning' && (
          <p className={`${styles.message} ${styles.warning}`}>
            {tCart(`errors.${message.error.key}`, message.error.values)}{' '}
            <Link href={shopPaths.cart}>{t('viewCart')}</Link>
          </p>
        )}
      </div>
    </form>
  );
}
