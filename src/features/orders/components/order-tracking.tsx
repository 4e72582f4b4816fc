import dynamic from 'next/dynamic';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { NativeButton, NativeButtonLink, nativeButtonClass, Notice } from '@/components/ui/native-button';
import { NativeChip } from '@/components/ui/native-chip';
import { NativeStepper } from '@/components/ui/native-stepper';
import { routes } from '@/config/routes';
import { useShopQuery } from '@/graphql/use-shop-query';
import { assetUrl } from '@/lib/asset-url';
import { formatRupiah } from '@/lib/money';
import { MyPurchaseOrderQuery } from '../graphql/orders';
import { JAKARTA_DATE, JAKARTA_DATE_TIME, type OrderTracking as Tracking } from '../order-types';
import { BookingConfirmation } from './booking-confirmation';
import { HandoverForm } from './handover-form';
import { stateColor, stateLabel } from './order-labels';
import styles from './order-tracking.module.css';

// The cancel dialog is MUI's modal and a form: it loads with the first "Cancel", not with the page (issue 19).
/** A charge line other than PRICE, which the order's item lines already show. */
type ChargeBeyondItems = Tracking['charges'][number] & { code: Exclude<Tracking['charges'][number]['code'], 'PRICE'> };

const CancelOrderDialog = dynamic(() => import('./cancel-order-dialog').then((m) => m.CancelOrderDialog));

/** One order's progress (SPEC §4): step, status message, timeline, plates, and what the customer can do next. */
export function OrderTracking({ code }: { code: string }) {
  const t = useTranslations('Orders');
  const { data, loading, refetch } = useShopQuery(MyPurchaseOrderQuery, { code });
  if (!data && loading) return <LoadingPanel label={t('loading')} minHeight={400} />;
  if (!data) {
    return (
      <Notice
        severity="error"
        action={
          <NativeButton variant="text" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </NativeButton>
        }
      >
        {t('trackLoadError')}
      </Notice>
    );
  }
  if (!data.myPurchaseOrder) return <OrderNotFound />;
  return <OrderTrackingDetail order={data.myPurchaseOrder} onChanged={() => void refetch()} />;
}

export function OrderNotFound() {
  const t = useTranslations('Orders');
  return (
    <div className={styles.notFound} data-testid="order-not-found">
      <h2 className={styles.notFoundTitle}>{t('notFoundTitle')}</h2>
      <p>{t('notFoundText')}</p>
      <NativeButtonLink href={routes.orders}>{t('backToList')}</NativeButtonLink>
    </div>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
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
    <div className={styles.page}>
      <div className={styles.head}>
        {summary.previewUrl && (
          <img
            className={styles.preview}
            src={assetUrl(summary.previewUrl, 320, 240, { mode: 'crop' })}
            alt=""
            width={160}
            height={120}
          />
        )}
        <div className={styles.headText}>
          <div className={styles.chips}>
            <NativeChip tone="outlined">{t(`kind.${summary.kind}`)}</NativeChip>
            <NativeChip tone={stateColor(summary)} data-testid="order-state">
              {stateLabel(t, summary.state, pickup)}
            </NativeChip>
          </div>
          <h2 className={styles.product}>{summary.productName}</h2>
          {/* The page's title names the order; this line says when it was placed. */}
          <p className={styles.meta}>{summary.placedAt && t('placedAt', { date: when(summary.placedAt) })}</p>
          {order.deliveryType && (
            <p className={styles.meta}>
              {order.deliveryType === 'PICKUP_AT_DEALER'
                ? order.dealerName
                  ? t('delivery.PICKUP_AT_DEALER', { dealer: order.dealerName })
                  : t('delivery.PICKUP_AT_DEALER_NO_NAME')
                : t('delivery.DELIVER_TO_HOME')}
            </p>
          )}
        </div>
      </div>

      {order.statusMessage && (
        <Notice
          severity={order.statusMessage === 'INSTALLMENT_REJECTED' ? 'error' : 'info'}
          data-testid="order-status"
          role="status"
        >
          {t(`status.${order.statusMessage}`)}
        </Notice>
      )}

      {summary.state !== 'Cancelled' && <ProgressStepper order={order} pickup={pickup} />}

      {order.cancellation && (
        <Section title={t('cancelledTitle')} testId="order-cancellation">
          <div className={styles.lines}>
            <p>{t('cancelledOn', { date: when(order.cancellation.cancelledAt) })}</p>
            <p>
              {t('cancelledReason', {
                reason:
                  order.cancellation.reason === 'OTHER' && order.cancellation.otherReason
                    ? order.cancellation.otherReason
                    : t(`reasons.${order.cancellation.reason}`),
              })}
            </p>
            {order.cancellation.refund && (
              <div className={styles.chips} data-testid="refund">
                <p>{t('refundAmount', { amount: formatRupiah(order.cancellation.refund.amount) })}</p>
                <NativeChip tone={order.cancellation.refund.status === 'FAILED' ? 'error' : 'default'}>
                  {t(`refund.${order.cancellation.refund.status}`)}
                </NativeChip>
                {order.cancellation.refund.settledAt && (
                  <p className={styles.meta}>
                    {t('refundSettledOn', { date: when(order.cancellation.refund.settledAt) })}
                  </p>
                )}
              </div>
            )}
          </div>
        </Section>
      )}

      {can('CONFIRM_BOOKING') && <BookingConfirmation code={summary.code} onChanged={onChanged} />}

      {canPay && (
        <Notice
          severity="warning"
          role="status"
          action={
            <NativeButtonLink href={routes.purchasePayment(summary.code)}>
              {order.bookingConfirmation === 'CONFIRMED' ? t('payRemaining') : t('actions.PAY')}
            </NativeButtonLink>
          }
        >
          {order.bookingConfirmation === 'CONFIRMED' && <span className={styles.block}>{t('bookingConfirmed')}</span>}
          {deadline && t('payBefore', { date: when(deadline.toISOString()) })}
        </Notice>
      )}

      {can('CONFIRM_HANDOVER') && <HandoverForm code={summary.code} onConfirmed={onChanged} />}

      {order.timeline.length > 0 && (
        <Section title={t('timeline')} testId="order-timeline">
          <ol className={styles.timeline}>
            {order.timeline.map((stage) => (
              <li key={stage.key} data-reached={stage.reachedAt ? 'true' : 'false'}>
                <span aria-hidden="true" className={styles.dot} />
                <span className={styles.stage}>{t(`stage.${stage.key}`)}</span>
                <span className={styles.meta}>
                  {stage.reachedAt ? (
                    <time dateTime={stage.reachedAt}>{when(stage.reachedAt)}</time>
                  ) : (
                    t('stageNotReached')
                  )}
                </span>
              </li>
            ))}
          </ol>
        </Section>
      )}

      {summary.kind !== 'SHOP' && summary.state !== 'Cancelled' && (
        <Section title={t('plateTitle')} testId="order-plate">
          {order.plate ? <PlateProgress plate={order.plate} /> : <p className={styles.text}>{t('plateNotStarted')}</p>}
        </Section>
      )}

      <Section title={t('lines')}>
        <dl className={styles.amounts}>
          {order.lines.map((line, index) => (
            <div key={index} className={styles.amountRow}>
              <dt>
                {line.name} {line.quantity > 1 && t('quantity', { quantity: line.quantity })}
              </dt>
              <dd>{formatRupiah(line.linePriceWithTax)}</dd>
            </div>
          ))}
          {/* The checkout's charges beyond the items (their sum is PRICE), so the rows add up to the total. */}
          {order.charges
            .filter((charge): charge is ChargeBeyondItems => charge.code !== 'PRICE')
            .map((charge) => (
              <div
                key={charge.code}
                className={`${styles.amountRow} ${charge.addsToTotal ? '' : styles.info}`}
                data-charge={charge.code}
              >
                <dt>
                  {t(`charges.${charge.code}`)}
                  {!charge.addsToTotal && <span> {t('includedInPrice')}</span>}
                </dt>
                <dd>{formatRupiah(charge.amount)}</dd>
              </div>
            ))}
          <div className={`${styles.amountRow} ${styles.total}`}>
            <dt>{t('total')}</dt>
            <dd data-testid="order-total">{formatRupiah(summary.totalWithTax)}</dd>
          </div>
        </dl>
      </Section>

      <div className={styles.actions}>
        {can('RECEIPT') && (
          <a
            href={routes.orderReceipt(summary.code, locale)}
            download
            className={nativeButtonClass({ variant: 'outlined' })}
          >
            {t('actions.RECEIPT')}
          </a>
        )}
        {can('CANCEL') && (
          <NativeButton variant="text" color="error" onClick={() => setCancelling(true)}>
            {t('actions.CANCEL')}
          </NativeButton>
        )}
        <NativeButtonLink variant="text" href={routes.orders}>
          {t('backToList')}
        </NativeButtonLink>
      </div>
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
    </div>
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
    return (
      <p className={styles.text} data-testid="order-progress">
        {t('inReview')}
      </p>
    );
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
      <p className={`${styles.meta} ${styles.stepCount}`} data-testid="order-progress-step">
        {/* The place among the steps drawn below (a booking's table starts at 0, the full purchase's at 1). */}
        {t('progressStep', { step: order.progressStep - first + 1, count: steps.length })}
      </p>
      {/* Across from tablets up (scrolling sideways if the labels need it); one step per row on phones. */}
      <div className={styles.stepperScroll} style={{ '--steps': steps.length } as CSSProperties}>
        <NativeStepper
          labels={steps.map(label)}
          active={order.progressStep - first}
          responsive
          className={styles.progressStepper}
        />
      </div>
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
    <div className={styles.plate} data-plate-step={plate.step}>
      <NativeStepper labels={steps.map((step) => t(`plateSteps.${step}`))} active={steps.indexOf(plate.status)} />
      <p className={styles.text} data-testid="plate-status">
        {text}
      </p>
      {plate.delayReason && (
        <Notice severity="warning" role="status" data-testid="plate-delay">
          {t('plateDelay', { reason: plate.delayReason })}
        </Notice>
      )}
    </div>
  );
}
