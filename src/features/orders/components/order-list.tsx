import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import Link from '@/components/ui/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import { formatRupiah } from '@/lib/money';
import { MyPurchaseOrdersQuery } from '../graphql/orders';
import { type BuyAgainHandler, JAKARTA_DATE_TIME, ORDERS_PAGE_SIZE, type OrderSummary } from '../order-types';
import { CancelOrderDialog } from './cancel-order-dialog';
import { stateColor, stateLabel } from './order-labels';
import { assetUrl } from '@/lib/asset-url';

/** The account's orders (SPEC §2 order list), newest first, with the actions the API allows for each. */
export function OrderList({ onBuyAgain }: { onBuyAgain: BuyAgainHandler }) {
  const t = useTranslations('Orders');
  const [page, setPage] = useState(0);
  const { data, loading, refetch } = useQuery(MyPurchaseOrdersQuery, {
    variables: { skip: page * ORDERS_PAGE_SIZE, take: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.myPurchaseOrders;
  if (!list && loading) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  }
  if (!list) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  }
  if (list.totalItems === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
        <Typography>{t('empty')}</Typography>
        <Button component={Link} href={routes.product} variant="contained">
          {t('emptyCta')}
        </Button>
      </Stack>
    );
  }
  const pages = Math.ceil(list.totalItems / ORDERS_PAGE_SIZE);
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-busy={loading || undefined}>
        {list.items.map((order) => (
          <li key={order.code}>
            <OrderCard order={order} onBuyAgain={onBuyAgain} onChanged={() => void refetch()} />
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <Stack component="nav" direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
          <Button disabled={page === 0 || loading} onClick={() => setPage((p) => p - 1)}>
            {t('previous')}
          </Button>
          <Typography aria-live="polite">{t('pageOf', { page: page + 1, pages })}</Typography>
          <Button disabled={page + 1 >= pages || loading} onClick={() => setPage((p) => p + 1)}>
            {t('next')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function OrderCard({
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
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid={`order-${order.code}`}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '72px 1fr', sm: '120px 1fr' } }}
    >
      <Box
        sx={{
          width: { xs: 72, sm: 120 },
          aspectRatio: '4 / 3',
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {order.previewUrl && (
          <img
            src={assetUrl(order.previewUrl, 240, 180, { mode: 'crop' })}
            alt=""
            width={120}
            height={90}
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={t(`kind.${order.kind}`)} />
          <Chip size="small" color={stateColor(order)} label={stateLabel(t, order.state)} data-testid="order-state" />
          {order.refundStatus && (
            <Chip
              size="small"
              color={order.refundStatus === 'FAILED' ? 'error' : 'default'}
              label={t(`refund.${order.refundStatus}`)}
            />
          )}
        </Stack>
        <Typography id={titleId} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {order.productName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('orderCode', { code: order.code })}
          {order.placedAt &&
            ` · ${t('placedAt', { date: format.dateTime(new Date(order.placedAt), JAKARTA_DATE_TIME) })}`}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="order-amount">
          {formatRupiah(order.totalWithTax)}
        </Typography>
        {canPay && deadline && (
          <Typography variant="body2" color="warning.dark">
            {t('payBefore', { date: format.dateTime(deadline, JAKARTA_DATE_TIME) })}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
          {canPay && (
            <Button
              component={Link}
              href={routes.purchasePayment(order.code)}
              variant="contained"
              size="small"
              aria-label={t('actionLabel', { action: t('actions.PAY'), code: order.code })}
            >
              {t('actions.PAY')}
            </Button>
          )}
          {/* What the customer must do on the track page (confirm the booking, the hand-over) leads there. */}
          {(['CONFIRM_BOOKING', 'CONFIRM_HANDOVER'] as const).filter(can).map((action) => (
            <Button
              key={action}
              component={Link}
              href={routes.orderDetail(order.code)}
              variant="contained"
              size="small"
              aria-label={t('actionLabel', { action: t(`actions.${action}`), code: order.code })}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
          {can('TRACK') && (
            <Button
              component={Link}
              href={routes.orderDetail(order.code)}
              variant={canPay || can('CONFIRM_BOOKING') || can('CONFIRM_HANDOVER') ? 'outlined' : 'contained'}
              size="small"
              aria-label={t('actionLabel', { action: t('actions.TRACK'), code: order.code })}
            >
              {t('actions.TRACK')}
            </Button>
          )}
          {can('RECEIPT') && (
            <Button
              component="a"
              href={routes.orderReceipt(order.code, locale)}
              download
              variant="outlined"
              size="small"
              aria-label={t('actionLabel', { action: t('actions.RECEIPT'), code: order.code })}
            >
              {t('actions.RECEIPT')}
            </Button>
          )}
          {can('BUY_AGAIN') && (
            <BusyButton
              busy={buying}
              variant="outlined"
              size="small"
              aria-label={t('actionLabel', { action: t('actions.BUY_AGAIN'), code: order.code })}
              onClick={async () => {
                setBuying(true);
                setBuyError(false);
                const started = await onBuyAgain(order).catch(() => false);
                setBuying(false);
                setBuyError(!started);
              }}
            >
              {t('actions.BUY_AGAIN')}
            </BusyButton>
          )}
          {can('CANCEL') && (
            <Button
              color="error"
              size="small"
              onClick={() => setCancelling(true)}
              aria-label={t('actionLabel', { action: t('actions.CANCEL'), code: order.code })}
            >
              {t('actions.CANCEL')}
            </Button>
          )}
        </Stack>
        {buyError && (
          <Alert severity="warning" role="alert">
            {t('buyAgainError')}
          </Alert>
        )}
      </Stack>
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
    </Card>
  );
}
