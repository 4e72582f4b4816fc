import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { getSessionToken, subscribeSession } from '@/lib/cookies';
import { shopPaths } from '../constants';
import { getCartState, refreshCart, refreshCartCount, useCart } from '../cart-store';
import styles from './cart-link.module.css';

/**
 * The header's cart link with the number of items, server-rendered with every page. Light on purpose (issue 19): a
 * plain link styled by a CSS module, no MUI button (whose styles the browser would compute on every page) and no
 * Apollo; the count's client loads only when a session cookie exists, after the page is interactive, and asks for the
 * number alone. The server and hydration render it without a count (the cart store's server snapshot), the count
 * follows the cart.
 */
export function CartLink() {
  const t = useTranslations('Cart');
  const count = useCart().itemCount ?? 0;

  useEffect(() => {
    if (getCartState().itemCount === null) refreshCartCount();
    // Sign-in merges the guest cart into the customer's; sign-out ends it. An order already loaded (the cart page,
    // an add to the cart) is loaded again, which brings the count; otherwise the count alone.
    let token = getSessionToken();
    return subscribeSession(() => {
      const next = getSessionToken();
      if (next !== token) {
        token = next;
        if (getCartState().status === 'idle') refreshCartCount();
        else refreshCart();
      }
    });
  }, []);

  return (
    <Link
      href={shopPaths.cart}
      className={styles.cartLink}
      aria-label={count > 0 ? t('linkWithCount', { count }) : t('link')}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14.8h9.9c.8 0 1.4-.4 1.7-1.1L22 6.5 20.3 5.6l-3.2 7.2H7.6L3.8 4H1v2h1.5l3.6 8.4-1.4 2.4c-.6 1.1.2 2.2 1.4 2.2H19v-2H7.1l1-1.2Z"
        />
      </svg>
      {count > 0 && (
        <span aria-hidden data-testid="cart-count" className={styles.count}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
