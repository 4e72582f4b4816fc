import { cartQuantityFormSchema, parseCartQuantity } from '@alva/rules';
import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeButton } from '@/components/ui/native-button';
import type { CartError } from '../cart-errors';
import { shopPaths } from '../constants';
import type { Stock } from '../stock';
import styles from './item.module.css';

type Message = { tone: 'success'; count: number } | { tone: 'warning'; error: CartError } | null;

/**
 * Quantity and "Add to cart" of the chosen variant (react-hook-form with the rules' cart schema): the part of the
 * item page's buy box that only works in the browser, loaded after the page (AddToCartForm). The cart client
 * (Apollo) is fetched on the first submit.
 */
export function AddToCartQuantityForm({
  variantId,
  stock,
  maxQuantity,
}: {
  variantId: string;
  stock: Stock;
  maxQuantity: number;
}) {
  const t = useTranslations('Shop');
  const tCart = useTranslations('Cart');
  const ids = { quantity: useId(), hint: useId(), error: useId() };
  const form = useRulesForm<{ quantity: string }>(cartQuantityFormSchema, { quantity: '1' });
  const quantityError = Boolean(form.formState.errors.quantity);
  const [message, setMessage] = useState<Message>(null);
  // Another size: what was said about the last one no longer applies.
  useEffect(() => setMessage(null), [variantId]);

  async function onValid({ quantity }: { quantity: string }) {
    const amount = parseCartQuantity(quantity);
    if (amount === null) return;
    setMessage(null);
    const { addToCart } = await import('../cart-client');
    const outcome = await addToCart(variantId, amount);
    setMessage(outcome.error ? { tone: 'warning', error: outcome.error } : { tone: 'success', count: amount });
  }

  return (
    <RulesForm form={form} idPrefix="add-to-cart" onValid={onValid} className={styles.quantityForm}>
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
    </RulesForm>
  );
}
