import { CART_MAX_QUANTITY, parseCartQuantity } from '@alva/rules';
import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NativeButton, NativeButtonLink } from '@/components/ui/native-button';
import { formatRupiah } from '@/lib/money';
import type { CartError } from '../cart-errors';
import { type CartOutcome } from '../cart-client';
import { type CartOrder, refreshCart, useCart } from '../cart-store';
import { shopPaths } from '../constants';
import styles from './cart.module.css';
import { assetUrl } from '@/lib/asset-url';

type Line = CartOrder['lines'][number];
type Notice = { kind: 'error'; error: CartError } | { kind: 'info'; text: string } | null;

function lineHref(line: Line): string | null {
  const category = line.productVariant.product.collections.find((c) => c.slug !== 'motorcycles');
  return category ? shopPaths.item(category.slug, line.productVariant.product.slug) : null;
}

function CartLine({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: Line;
  busy: boolean;
  onQuantity: (line: Line, quantity: number) => void;
  onRemove: (line: Line) => void;
}) {
  const t = useTranslations('Cart');
  const [value, setValue] = useState(String(line.quantity));
  // A refused quantity (0, 999, "abc") is said, not silently put back (issue 18 point 8).
  const [refused, setRefused] = useState(false);
  useEffect(() => setValue(String(line.quantity)), [line.quantity]);
  const name = line.productVariant.name;
  const href = lineHref(line);
  const errorId = `cart-line-${line.id}-error`;
  const commit = () => {
    const quantity = parseCartQuantity(value);
    setRefused(quantity === null);
    if (quantity === null || quantity === line.quantity) {
      setValue(String(line.quantity));
      return;
    }
    onQuantity(line, quantity);
  };
  return (
    <li className={styles.line}>
      {line.featuredAsset ? (
        <img src={assetUrl(line.featuredAsset.preview, 240, 180)} alt="" width={120} height={90} />
      ) : (
        <span />
      )}
      <div>
        <h3 className={styles.lineName}>{href ? <Link href={href}>{name}</Link> : name}</h3>
        <p className={styles.muted}>{t('unitPrice', { price: formatRupiah(line.unitPriceWithTax) })}</p>
      </div>
      <div className={styles.controls}>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label={t('decrease', { name })}
            disabled={busy || line.quantity <= 1}
            onClick={() => onQuantity(line, line.quantity - 1)}
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={CART_MAX_QUANTITY}
            aria-label={t('quantityOf', { name })}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? errorId : undefined}
            value={value}
            disabled={busy}
            onChange={(event) => setValue(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
          />
          <button
            type="button"
            aria-label={t('increase', { name })}
            disabled={busy || line.quantity >= CART_MAX_QUANTITY}
            onClick={() => onQuantity(line, line.quantity + 1)}
          >
            +
          </button>
        </div>
        {refused && (
          <p id={errorId} className={styles.lineError} role="alert">
            {t('quantityRefused', { max: CART_MAX_QUANTITY, quantity: line.quantity })}
          </p>
        )}
        <p className={styles.lineTotal}>{formatRupiah(line.linePriceWithTax)}</p>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('removeItem', { name })}
          disabled={busy}
          onClick={() => onRemove(line)}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}

/** The cart page's lines, quantities, subtotal and checkout link, on Vendure's active order. */
export function CartContents() {
  const t = useTranslations('Cart');
  const { status, order } = useCart();
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    // The header's cart link may have loaded it already; a fresh page asks once more so quantities are current.
    refreshCart();
  }, []);

  async function run(line: Line, action: () => Promise<CartOutcome>, done: () => Notice) {
    setBusyLine(line.id);
    setNotice(null);
    try {
      const outcome = await action();
      setNotice(outcome.error ? { kind: 'error', error: outcome.error } : done());
    } finally {
      setBusyLine(null);
    }
  }

  const onQuantity = (line: Line, quantity: number) =>
    run(
      line,
      () => import('../cart-client').then((client) => client.adjustCartLine(line.id, quantity)),
      () => ({ kind: 'info', text: t('updated') }),
    );
  const onRemove = (line: Line) =>
    run(
      line,
      () => import('../cart-client').then((client) => client.removeCartLine(line.id)),
      () => ({ kind: 'info', text: t('removed', { name: line.productVariant.name }) }),
    );

  const lines = order?.lines ?? [];
  const noticeBox = (
    <div role="status" aria-live="polite">
      {notice && (
        <p className={`${styles.message} ${notice.kind === 'info' ? styles.info : ''}`}>
          {notice.kind === 'error' ? t(`errors.${notice.error.key}`, notice.error.values) : notice.text}
        </p>
      )}
    </div>
  );

  if (status === 'error' && !order) {
    return (
      <div role="alert">
        <p>{t('loadError')}</p>
        <NativeButton variant="outlined" onClick={refreshCart}>
          {t('retry')}
        </NativeButton>
      </div>
    );
  }
  if ((status === 'idle' || status === 'loading') && !order) {
    return <p role="status">{t('loading')}</p>;
  }
  if (lines.length === 0) {
    return (
      <>
        {noticeBox}
        <p>{t('empty')}</p>
        <NativeButtonLink href={shopPaths.shop}>{t('browse')}</NativeButtonLink>
      </>
    );
  }
  return (
    <>
      {noticeBox}
      <ul className={styles.lines} aria-label={t('itemsLabel')}>
        {lines.map((line) => (
          <CartLine key={line.id} line={line} busy={busyLine !== null} onQuantity={onQuantity} onRemove={onRemove} />
        ))}
      </ul>
      <div className={styles.summary}>
        <p className={styles.subtotal}>
          <span>{t('subtotal')}</span>
          <span data-testid="cart-subtotal">{formatRupiah(order?.subTotalWithTax ?? 0)}</span>
        </p>
        <p className={styles.muted}>{t('taxNote')}</p>
        <div>
          <NativeButtonLink href={shopPaths.checkout} size="large">
            {t('checkout')}
          </NativeButtonLink>
        </div>
      </div>
    </>
  );
}
