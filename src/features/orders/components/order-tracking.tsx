import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import Link from '@/components/ui/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { routes } from '@/config/routes';
import { formatRupiah } from '@/lib/money';
import { MyPurchaseOrderQuery } from '../graphql/orders';
import { JAKARTA_DATE, JAKARTA_DATE_TIME, type OrderTracking as Tracking } from '../order-types';
import { BookingConfirmation } from './booking-confirmation';
import { CancelOrderDialog } from './cancel-order-dialog';
import { HandoverForm } from './handover-form';
import { stateColor, stateLabel } from './order-labels';
import { assetUrl } from '@/lib/asset-url';

/** One order's progress (SPEC §4): step, status message, timeline, plates, and what the customer can do next. */
export function OrderTracking({ code }: { code: string }) {
  const t = useTranslations('Orders');
  const { data, loading, refetch } = useQuery(MyPurchaseOrderQuery, {
    variables: { code },
    fetchPolicy: 'cache-and-network',
  });
  if (!data && loading) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  }
  if (!data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('trackLoadError')}
      </Alert>
    );
  }
  if (!data.myPurchaseOrder) return <OrderNotFound />;
  return <OrderTrackingDetail order={data.myPurchaseOrder} onChanged={() => void refetch()} />;
}

export function OrderNotFound() {
  const t = useTranslations('Orders');
  return (
    <Stack spacing={2} data-testid="order-not-found" sx={{ alignItems: 'flex-start' }}>
      <Typography component="h2" variant="h4">
        {t('notFoundTitle')}
      </Typography>
      <Typography>{t('notFoundText')}</Typography>
      <Button component={Link} href={routes.orders} variant="contained">
        {t('backToList')}
      </Button>
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function OrderTrackingDetail({ order, onChanged }: { order: Tracking; onChanged: () => void }) {
  const t = useTranslations('Orders');
  const format = useFormatter();
  const locale = useLocale();
  const [cancelling, setCancelling] = useState(false);
  const { summary } = order;
  const pickup = order.deliveryType === 'PICKUP_AT_DEALER';
  const can = (action: Tracking['summary']['actions'][number]) => summary.actions.includes(action);
  const when = (iso: string) => format.dateTime(new Date(iso), JAKARTA_DATE_TIME);
  const deadline = summary.paymentDeadline ? new Date(summary.paymentDeadline) : null;
  const canPay = can('PAY') && (!deadline || deadline.getTime() > Date.now());
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {summary.previewUrl && (
          <Box
            component="img"
            src={assetUrl(summary.previewUrl, 320, 240, { mode: 'crop' })}
            alt=""
            sx={{ width: { xs: 120, sm: 160 }, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={t(`kind.${summary.kind}`)} />
            <Chip
              size="small"
              color={stateColor(summary)}
              label={stateLabel(t, summary.state, pickup)}
              data-testid="order-state"
            />
          </Stack>
          <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {summary.productName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {/* The page's title names the order; this line says when it was placed. */}
            {summary.placedAt && t('placedAt', { date: when(summary.placedAt) })}
          </Typography>
          {order.deliveryType && (
            <Typography variant="body2" color="text.secondary">
              {order.deliveryType === 'PICKUP_AT_DEALER'
                ? order.dealerName
                  ? t('delivery.PICKUP_AT_DEALER', { dealer: order.dealerName })
                  : t('delivery.PICKUP_AT_DEALER_NO_NAME')
                : t('delivery.DELIVER_TO_HOME')}
            </Typography>
          )}
        </Stack>
      </Stack>

      {order.statusMessage && (
        <Alert
          severity={order.statusMessage === 'INSTALLMENT_REJECTED' ? 'error' : 'info'}
          data-testid="order-status"
          role="status"
        >
          {t(`status.${order.statusMessage}`)}
        </Alert>
      )}

      {summary.state !== 'Cancelled' && <ProgressStepper order={order} pickup={pickup} />}

      {order.cancellation && (
        <Section title={t('cancelledTitle')} testId="order-cancellation">
          <Stack spacing={0.5}>
            <Typography>{t('cancelledOn', { date: when(order.cancellation.cancelledAt) })}</Typography>
            <Typography>
              {t('cancelledReason', {
                reason:
                  order.cancellation.reason === 'OTHER' && order.cancellation.otherReason
                    ? order.cancellation.otherReason
                    : t(`reasons.${order.cancellation.reason}`),
              })}
            </Typography>
            {order.cancellation.refund && (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                data-testid="refund"
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography>{t('refundAmount', { amount: formatRupiah(order.cancellation.refund.amount) })}</Typography>
                <Chip
                  size="small"
                  color={order.cancellation.refund.status === 'FAILED' ? 'error' : 'default'}
                  label={t(`refund.${order.cancellation.refund.status}`)}
                />
                {order.cancellation.refund.settledAt && (
                  <Typography variant="body2" color="text.secondary">
                    {t('refundSettledOn', { date: when(order.cancellation.refund.settledAt) })}
                  </Typography>
                )}
              </Stack>
            )}
          </Stack>
        </Section>
      )}

      {can('CONFIRM_BOOKING') && <BookingConfirmation code={summary.code} onChanged={onChanged} />}

      {canPay && (
        <Alert
          severity="warning"
          role="status"
          action={
            <Button component={Link} href={routes.purchasePayment(summary.code)} variant="contained" color="warning">
              {order.bookingConfirmation === 'CONFIRMED' ? t('payRemaining') : t('actions.PAY')}
            </Button>
          }
        >
          {order.bookingConfirmation === 'CONFIRMED' && <Box>{t('bookingConfirmed')}</Box>}
          {deadline && t('payBefore', { date: when(deadline.toISOString()) })}
        </Alert>
      )}

      {can('CONFIRM_HANDOVER') && <HandoverForm code={summary.code} onConfirmed={onChanged} />}

      {order.timeline.length > 0 && (
        <Section title={t('timeline')} testId="order-timeline">
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {order.timeline.map((stage) => (
              <Box
                component="li"
                key={stage.key}
                data-reached={stage.reachedAt ? 'true' : 'false'}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    flex: 'none',
                    alignSelf: 'center',
                    bgcolor: stage.reachedAt ? 'primary.main' : 'transparent',
                    border: 2,
                    borderColor: stage.reachedAt ? 'primary.main' : 'grey.400',
                  }}
                />
                <Typography sx={{ flex: '1 1 10rem', fontWeight: stage.reachedAt ? 600 : 400 }}>
                  {t(`stage.${stage.key}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {stage.reachedAt ? (
                    <time dateTime={stage.reachedAt}>{when(stage.reachedAt)}</time>
                  ) : (
                    t('stageNotReached')
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
      )}

      {summary.kind !== 'SHOP' && summary.state !== 'Cancelled' && (
        <Section title={t('plateTitle')} testId="order-plate">
          {order.plate ? <PlateProgress plate={order.plate} /> : <Typography>{t('plateNotStarted')}</Typography>}
        </Section>
      )}

      <Section title={t('lines')}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1 }}>
          {order.lines.map((line, index) => (
            <Box key={index} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ overflowWrap: 'anywhere' }}>
                {line.name} {line.quantity > 1 && t('quantity', { quantity: line.quantity })}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {formatRupiah(line.linePriceWithTax)}
              </Box>
            </Box>
          ))}
          <Box component="dt" sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 1 }}>
            {t('total')}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, textAlign: 'right', fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 1 }}
            data-testid="order-total"
          >
            {formatRupiah(summary.totalWithTax)}
          </Box>
        </Box>
      </Section>

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {can('RECEIPT') && (
          <Button component="a" href={routes.orderReceipt(summary.code, locale)} download variant="outlined">
            {t('actions.RECEIPT')}
          </Button>
        )}
        {can('CANCEL') && (
          <Button color="error" onClick={() => setCancelling(true)}>
            {t('actions.CANCEL')}
          </Button>
        )}
        <Button component={Link} href={routes.orders}>
          {t('backToList')}
        </Button>
      </Stack>
      {cancelling && (
        <CancelOrderDialog
          code={summary.code}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}

/** SPEC §4 progress: the step of the kind's table (booking or full purchase) out of its last step. */
function ProgressStepper({ order, pickup }: { order: Tracking; pickup: boolean }) {
  const t = useTranslations('Orders');
  const booking = order.summary.kind === 'BOOKING';
  const table = booking ? 'booking' : 'full';
  // The full-purchase table's step 0 is an installment still in review or refused: no stepper then, only its text.
  const first = booking ? 0 : 1;
  if (!booking && order.progressStep === 0) {
    return <Typography data-testid="order-progress">{t('inReview')}</Typography>;
  }
  const label = (step: number) => {
    const shippingStep = booking ? 2 : 4;
    if (pickup && step === shippingStep) return t('steps.pickupShipping');
    if (pickup && step === shippingStep + 1) return t('steps.pickupDelivered');
    return t(`steps.${table}.${step}` as Parameters<typeof t>[0]);
  };
  const steps = Array.from({ length: order.progressStepCount - first + 1 }, (_, i) => first + i);
  return (
    <Section title={t('progress')} testId="order-progress">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="order-progress-step">
        {t('progressStep', { step: order.progressStep, count: order.progressStepCount })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Stepper
          activeStep={order.progressStep - first}
          alternativeLabel
          sx={{ minWidth: steps.length * 88, display: { xs: 'none', sm: 'flex' } }}
        >
          {steps.map((step) => (
            <Step key={step} completed={step <= order.progressStep}>
              <StepLabel>{label(step)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {/* Phones: a vertical stepper fits the labels without scrolling. */}
        <Stepper activeStep={order.progressStep - first} orientation="vertical" sx={{ display: { sm: 'none' } }}>
          {steps.map((step) => (
            <Step key={step} completed={step <= order.progressStep}>
              <StepLabel>{label(step)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
    </Section>
  );
}

/** STNK/BPKB: PROCESSING (step 0, estimate), READY (step 1), COLLECTED (step 3), and staff's delay reason. */
function PlateProgress({ plate }: { plate: NonNullable<Tracking['plate']> }) {
  const t = useTranslations('Orders');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), JAKARTA_DATE);
  const text =
    plate.status === 'PROCESSING'
      ? plate.estimatedAt
        ? t('plate.PROCESSING', { date: date(plate.estimatedAt) })
        : t('plate.PROCESSING_NO_ESTIMATE')
      : plate.status === 'READY'
        ? t('plate.READY', { date: plate.readyAt ? date(plate.readyAt) : '' })
        : t('plate.COLLECTED', { date: plate.collectedAt ? date(plate.collectedAt) : '' });
  const steps = ['PROCESSING', 'READY', 'COLLECTED'] as const;
  return (
    <Stack spacing={1.5} data-plate-step={plate.step}>
      <Stepper activeStep={steps.indexOf(plate.status)} alternativeLabel>
        {steps.map((step, index) => (
          <Step key={step} completed={index <= steps.indexOf(plate.status)}>
            <StepLabel>{t(`plateSteps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography data-testid="plate-status">{text}</Typography>
      {plate.delayReason && (
        <Alert severity="warning" role="status" data-testid="plate-delay">
          {t('plateDelay', { reason: plate.delayReason })}
        </Alert>
      )}
    </Stack>
  );
}
