import dynamic from 'next/dynamic';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { NativeButton, NativeButtonLink, nativeButtonClass, Notice } from '@/components/ui/native-button';
import { NativeChip } from '@/components/ui/native-chip';
import { routes } from '@/config/routes';
import { useShopQuery } from '@/graphql/use-shop-query';
import { assetUrl } from '@/lib/asset-url';
import { formatRupiah } from '@/lib/money';
import { MyPurchaseOrdersQuery } from '../graphql/orders';
import { type BuyAgainHandler, JAKARTA_DATE_TIME, ORDERS_PAGE_SIZE, type OrderSummary } from '../order-types';
import { stateColor, stateLabel } from './order-labels';
import styles from './order-list.module.css';

// The cancel dialog is MUI's modal and a form: it loads with the first "Cancel", not with the list (issue 19). Both
// talk to the shop API without Apollo's client (useShopQuery, useShopRequest).
const CancelOrderDialog = dynamic(() => import('./cancel-order-dialog').then((m) => m.CancelOrderDialog));

/** The account's orders (SPEC §2 order list), newest first, with the actions the API allows for each. */
export function OrderList({ onBuyAgain }: { onBuyAgain: BuyAgainHandler }) {
  const t = useTranslations('Orders');
  const [page, setPage] = useState(0);
  const { data, loading, refetch } = useShopQuery(MyPurchaseOrdersQuery, {
    skip: page * ORDERS_PAGE_SIZE,
    take: ORDERS_PAGE_SIZE,
  });
  const list = data?.myPurchaseOrders;
  if (!list && loading) return <LoadingPanel label={t('loading')} minHeight={300} />;
  if (!list) {
    return (
      <Notice
        severity="error"
        action={
          <NativeButton variant="text" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </NativeButton>
        }
      >
        {t('loadError')}
      </Notice>
    );
  }
  if (list.totalItems === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <NativeButtonLink href={routes.product}>{t('emptyCta')}</NativeButtonLink>
      </div>
    );
  }
  const pages = Math.ceil(list.totalItems / ORDERS_PAGE_SIZE);
  return (
    <div className={styles.stack}>
      <ul className={styles.list} aria-busy={loading || undefined}>
        {list.items.map((order) => (
          <li key={order.code}>
            <OrderCard order={order} onBuyAgain={onBuyAgain} onChanged={() => void refetch()} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager}>
          <NativeButton variant="text" disabled={page === 0 || loading} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </NativeButton>
          <p aria-live="polite">{t('pageOf', { page: page + 1, pages })}</p>
          <NativeButton variant="text" disabled={page + 1 >= pages || loading} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </NativeButton>
        </nav>
      )}
    </div>
  );
}

function OrderCard({
  order,
  onBuyAgain,
  onChanged,
}: {
  order: OrderSummary;
  onBuyAgain: BuyAgainHandler;
  onChanged: () => void;
}) {
  const t = useTranslations('Orders');
  const format = useFormatter();
  const locale = useLocale();
  const [cancelling, setCancelling] = useState(false);
  const [buying, setBuying] = useState(false);
  const [buyError, setBuyError] = useState(false);
  const can = (action: OrderSummary['actions'][number]) => order.actions.includes(action);
  const titleId = `order-${order.code}-title`;
  const deadline = order.paymentDeadline ? new Date(order.paymentDeadline) : null;
  // "Pay" only inside the window: the API offers it, and the deadline has not passed on this clock either.
  const canPay = can('PAY') && (!deadline || deadline.getTime() > Date.now());
  const actionLabel = (action: OrderSummary['actions'][number]) =>
    t('actionLabel', { action: t(`actions.${action}`), code: order.code });
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid={`order-${order.code}`}>
      <div className={styles.preview}>
        {order.previewUrl && (
          <img
            src={assetUrl(order.previewUrl, 240, 180, { mode: 'crop' })}
            alt=""
            width={120}
            height={90}
            loading="lazy"
          />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.chips}>
          <NativeChip tone="outlined">{t(`kind.${order.kind}`)}</NativeChip>
          <NativeChip tone={stateColor(order)} data-testid="order-state">
            {stateLabel(t, order.state)}
          </NativeChip>
          {order.refundStatus && (
            <NativeChip tone={order.refundStatus === 'FAILED' ? 'error' : 'default'}>
              {t(`refund.${order.refundStatus}`)}
            </NativeChip>
          )}
        </div>
        <h3 id={titleId} className={styles.title}>
          {order.productName}
        </h3>
        <p className={styles.meta}>
          {t('orderCode', { code: order.code })}
          {order.placedAt &&
            ` · ${t('placedAt', { date: format.dateTime(new Date(order.placedAt), JAKARTA_DATE_TIME) })}`}
        </p>
        <p className={styles.amount} data-testid="order-amount">
          {formatRupiah(order.totalWithTax)}
        </p>
        {canPay && deadline && (
          <p className={styles.deadline}>{t('payBefore', { date: format.dateTime(deadline, JAKARTA_DATE_TIME) })}</p>
        )}
        <div className={styles.actions}>
          {canPay && (
            <NativeButtonLink href={routes.purchasePayment(order.code)} size="small" aria-label={actionLabel('PAY')}>
              {t('actions.PAY')}
            </NativeButtonLink>
          )}
          {/* What the customer must do on the track page (confirm the booking, the hand-over) leads there. */}
          {(['CONFIRM_BOOKING', 'CONFIRM_HANDOVER'] as const).filter(can).map((action) => (
            <NativeButtonLink
              key={action}
              href={routes.orderDetail(order.code)}
              size="small"
              aria-label={actionLabel(action)}
            >
              {t(`actions.${action}`)}
            </NativeButtonLink>
          ))}
          {can('TRACK') && (
            <NativeButtonLink
              href={routes.orderDetail(order.code)}
              variant={canPay || can('CONFIRM_BOOKING') || can('CONFIRM_HANDOVER') ? 'outlined' : 'contained'}
              size="small"
              aria-label={actionLabel('TRACK')}
            >
              {t('actions.TRACK')}
            </NativeButtonLink>
          )}
          {can('RECEIPT') && (
            <a
              href={routes.orderReceipt(order.code, locale)}
              download
              className={nativeButtonClass({ variant: 'outlined', size: 'small' })}
              aria-label={actionLabel('RECEIPT')}
            >
              {t('actions.RECEIPT')}
            </a>
          )}
          {can('BUY_AGAIN') && (
            <NativeButton
              busy={buying}
              variant="outlined"
              size="small"
              aria-label={actionLabel('BUY_AGAIN')}
              onClick={async () => {
                setBuying(true);
                setBuyError(false);
                const started = await onBuyAgain(order).catch(() => false);
                setBuying(false);
                setBuyError(!started);
              }}
            >
              {t('actions.BUY_AGAIN')}
            </NativeButton>
          )}
          {can('CANCEL') && (
            <NativeButton
              variant="text"
              color="error"
              size="small"
              onClick={() => setCancelling(true)}
              aria-label={actionLabel('CANCEL')}
            >
              {t('actions.CANCEL')}
            </NativeButton>
          )}
        </div>
        {buyError && (
          <Notice severity="warning" role="alert">
            {t('buyAgainError')}
          </Notice>
        )}
      </div>
      {cancelling && (
        <CancelOrderDialog
          code={order.code}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            onChanged();
          }}
        />
      )}
    </article>
  );
}
