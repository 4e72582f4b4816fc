import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { Spinner } from '@/components/ui/spinner';
import spinner from '@/components/ui/spinner.module.css';
import { useShopQuery } from '@/graphql/use-shop-query';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PurchaseQuoteQuery } from '../graphql/purchase';
import { purchaseActions } from '../purchase-slice';
import { usePurchaseOrder } from '../use-purchase-order';
import { OrderSummary } from './order-summary';
import { PurchaseEmpty } from './purchase-empty';
import { type KtpPhotoUploaderSlot, OwnerStep } from './owner-step';
import styles from './purchase.module.css';
import { PurchaseStepper, type StepKey } from './purchase-stepper';

// Later steps and the payment page load when they are reached (the first step is what a buyer sees first).
const StepLoading = () => <Spinner />;
const DeliveryStep = dynamic(() => import('./delivery-step').then((m) => m.DeliveryStep), { loading: StepLoading });
const OptionsStep = dynamic(() => import('./options-step').then((m) => m.OptionsStep), { loading: StepLoading });
const ReviewStep = dynamic(() => import('./review-step').then((m) => m.ReviewStep), { loading: StepLoading });
const PaymentPanel = dynamic(() => import('./payment-panel').then((m) => m.PaymentPanel), { loading: StepLoading });

const BIKE_STEPS: { key: StepKey; number: number }[] = [
  { key: 'owner', number: 1 },
  { key: 'delivery', number: 2 },
  { key: 'options', number: 3 },
  { key: 'review', number: 4 },
];
// The shop cart has no owner step (issue 12): its steps keep their numbers so stepActive means the same thing.
const CART_STEPS = BIKE_STEPS.slice(1);

export interface PurchaseFlowProps {
  signedIn: boolean;
  /** `/purchase?order=CODE`: the payment page of a placed order. */
  orderCodeFromUrl: string | null;
  onOrderPlaced: (orderCode: string) => void;
  /** The accounts feature's KTP photo uploader, given by the view (a feature never imports another). */
  ktpPhotoUploader?: KtpPhotoUploaderSlot;
}

/**
 * /purchase: the steps of SPEC §2 driven by the persisted `stepActive` (a reload or a new tab continues there), then
 * the payment page of the placed order. Every amount comes from the server's quote.
 */
export function PurchaseFlow({ signedIn, orderCodeFromUrl, onOrderPlaced, ktpPhotoUploader }: PurchaseFlowProps) {
  const t = useTranslations('Purchase');
  const dispatch = useAppDispatch();
  // Each field on its own: the owner step writes every keystroke to the purchase state, which must not render the flow.
  const variantColor = useAppSelector((state) => state.purchase.variantColor);
  const additionalBattery = useAppSelector((state) => state.purchase.additionalBattery);
  const paymentMethod = useAppSelector((state) => state.purchase.paymentMethod);
  const stepActive = useAppSelector((state) => state.purchase.stepActive);
  const savedOrderCode = useAppSelector((state) => state.purchase.orderCode);
  const isBike = Boolean(variantColor);
  const orderCode = orderCodeFromUrl ?? savedOrderCode;
  const { status, retry } = usePurchaseOrder(
    isBike && !orderCode ? { variantId: variantColor!, additionalBattery } : null,
  );
  const quote = useShopQuery(
    PurchaseQuoteQuery,
    { paymentMethodCode: paymentMethod },
    { skip: Boolean(orderCode) || status.kind !== 'ready' },
  );
  const steps = isBike ? BIKE_STEPS : CART_STEPS;
  const active = Math.min(Math.max(stepActive, steps[0].number), 4);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Moving between steps puts the keyboard and screen-reader focus on the new step's heading.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [active]);

  // Stable, so that the quote's answers do not render the (memoised) owner step's form again.
  const { refetch: refetchQuote } = quote;
  const goTo = useCallback((number: number) => dispatch(purchaseActions.setStepActive(number)), [dispatch]);
  const next = useCallback(() => {
    void refetchQuote();
    goTo(active + 1);
  }, [refetchQuote, goTo, active]);

  if (orderCode) {
    return <PaymentPanel orderCode={orderCode} signedIn={signedIn} />;
  }

  if (status.kind === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        <Spinner className={spinner.beforeText} />
        {t('preparing')}
      </p>
    );
  }
  if (status.kind === 'empty') return <PurchaseEmpty signedIn={signedIn} />;
  if (status.kind === 'error') {
    return (
      <Notice
        severity="error"
        action={
          <NativeButton variant="text" onClick={retry}>
            {t('retry')}
          </NativeButton>
        }
      >
        {t(`errors.${status.messageKey}`)}
      </Notice>
    );
  }

  const back = () => goTo(Math.max(steps[0].number, active - 1));
  const current = steps.find((s) => s.number === active) ?? steps[0];
  const flow = quote.data?.purchaseQuote?.flow ?? (isBike ? 'MOTORCYCLE' : 'SHOP_CART');

  return (
    <div className={styles.layout}>
      <div>
        <PurchaseStepper steps={steps} active={active} onSelect={goTo} />
        <section aria-labelledby="purchase-step-title" className={styles.card}>
          <h3 id="purchase-step-title" className={styles.stepTitle} ref={headingRef} tabIndex={-1}>
            {t(`stepTitles.${current.key}`)}
          </h3>
          {current.key === 'owner' && (
            <OwnerStep signedIn={signedIn} onDone={next} ktpPhotoUploader={ktpPhotoUploader} />
          )}
          {current.key === 'delivery' && <DeliveryStep flow={flow} onDone={next} onBack={isBike ? back : undefined} />}
          {current.key === 'options' && (
            <OptionsStep
              flow={flow}
              quote={quote.data?.purchaseQuote ?? null}
              refreshQuote={() => void refetchQuote()}
              onDone={next}
              onBack={back}
            />
          )}
          {current.key === 'review' && (
            <ReviewStep
              quote={quote.data?.purchaseQuote ?? null}
              quoteLoading={quote.loading}
              quoteFailed={Boolean(quote.error)}
              refreshQuote={() => void refetchQuote()}
              signedIn={signedIn}
              onBack={back}
              onGoToStep={goTo}
              onPlaced={onOrderPlaced}
            />
          )}
        </section>
      </div>
      <OrderSummary
        quote={quote.data?.purchaseQuote ?? null}
        loading={quote.loading}
        failed={Boolean(quote.error)}
        onRetry={() => void refetchQuote()}
      />
    </div>
  );
}
