import IconButton from '@mui/material/IconButton';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { getSessionToken, subscribeSession } from '@/lib/cookies';
import { shopPaths } from '../constants';
import { getCartState, setCartState, useCart } from '../cart-store';
import { CartIcon } from './cart-icon';

/** Loads the active order once there is a session (a visitor without one has no cart). */
function refreshCart() {
  if (!getSessionToken()) {
    setCartState({ status: 'ready', order: null });
    return;
  }
  void import('../cart-client').then((client) => client.loadCart());
}

/**
 * The header's cart link with the number of items. Light on purpose (no Apollo): the cart client loads only when a
 * session cookie exists, after the page is interactive.
 */
export function CartLink() {
  const t = useTranslations('Cart');
  const { order } = useCart();
  const count = order?.totalQuantity ?? 0;

  useEffect(() => {
    if (getCartState().status === 'idle') refreshCart();
    // Sign-in merges the guest cart into the customer's; sign-out ends it.
    let token = getSessionToken();
    return subscribeSession(() => {
      const next = getSessionToken();
      if (next !== token) {
        token = next;
        refreshCart();
      }
    });
  }, []);

  return (
    <IconButton
      component={Link}
      href={shopPaths.cart}
      aria-label={count > 0 ? t('linkWithCount', { count }) : t('link')}
      sx={{ position: 'relative' }}
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="cart-count"
          style={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 18,
            height: 18,
            padding: '0 4px',
            borderRadius: 9,
            background: 'var(--brand-magenta)',
            color: '#fff',
            fontSize: 11,
            fontWeight: 600,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </IconButton>
  );
}
