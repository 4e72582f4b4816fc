import dynamic from 'next/dynamic';
import Link from '@/components/ui/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert, FormSelect, FormSubmit } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeButton, NativeButtonLink, Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import type {
  InsertSubscriptionMutation as InsertSubscription,
  PurchasePayment_PaymentFragment,
} from '@/graphql/generated/graphql';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import { formatRupiah } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PAYMENT_POLL_MS } from '../constants';
import {
  InsertSubscriptionMutation,
  PurchasePaymentMethodsQuery,
  PurchasePaymentQuery,
  RetryPurchasePaymentMutation,
} from '../graphql/purchase';
import { orderErrorKey } from '../purchase-errors';
import { retryFormSchema } from '../purchase-schemas';
import { purchaseActions } from '../purchase-slice';
import { Countdown } from './countdown';
import styles from './purchase.module.css';

// The proof upload is only for a bank transfer: it loads when one is shown.
const ProofForm = dynamic(() => import('./proof-form').then((m) => m.ProofForm));

const OPEN = ['PENDING', 'PROOF_SUBMITTED'];

/** The payment's reference: VA number and bank, the QR string, the e-wallet link or the account for a transfer. */
function Reference({ payment }: { payment: PurchasePayment_PaymentFragment }) {
  const t = useTranslations('Purchase');
  const ref = payment.reference;
  if (!ref) return null;
  return (
    <dl className={styles.lines}>
      {ref.vaNumber && (
        <div>
          <dt className={styles.muted}>{t('vaNumber', { bank: ref.bank ?? '' })}</dt>
          <dd className={styles.reference} data-testid="va-number" style={{ margin: 0 }}>
            {ref.vaNumber}
          </dd>
        </div>
      )}
      {ref.qrString && (
        <div>
          <dt className={styles.muted}>{t('qrString')}</dt>
          <dd style={{ margin: 0, wordBreak: 'break-all' }} data-testid="qr-string">
            <code>{ref.qrString}</code>
          </dd>
        </div>
      )}
      {ref.deeplinkUrl && (
        <div>
          <dt className={styles.muted}>{t('ewallet')}</dt>
          <dd style={{ margin: 0 }}>
            <a href={ref.deeplinkUrl}>{t('openEwallet')}</a>
          </dd>
        </div>
      )}
      {ref.accountNumber && (
        <div>
          <dt className={styles.muted}>{t('transferTo', { bank: ref.bank ?? '' })}</dt>
          <dd className={styles.reference} style={{ margin: 0 }}>
            {ref.accountNumber}
          </dd>
          <dd style={{ margin: 0 }}>{ref.accountHolder}</dd>
        </div>
      )}
      {ref.sandboxUrl && (
        <div>
          <dt className={styles.muted}>{t('sandbox')}</dt>
          <dd style={{ margin: 0 }}>
            <a href={ref.sandboxUrl} target="_blank" rel="noreferrer">
              {t('sandboxLink')}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Battery subscription rental: created once the order is paid, then its monthly fee and next due date shown. */
function SubscriptionNote({ orderCode }: { orderCode: string }) {
  const t = useTranslations('Purchase');
  const format = useFormatter();
  const request = useShopRequest();
  const [outcome, setOutcome] = useState<{ result?: InsertSubscription['insertSubscription']; failed?: true }>({});
  useEffect(() => {
    let mounted = true;
    request(InsertSubscriptionMutation, { orderCode }).then(
      (data) => mounted && setOutcome({ result: data.insertSubscription }),
      () => mounted && setOutcome({ failed: true }),
    );
    return () => {
      mounted = false;
    };
  }, [request, orderCode]);
  const { result } = outcome;
  if (outcome.failed) {
    return (
      <Notice role="alert" severity="error">
        {t('errors.generic')}
      </Notice>
    );
  }
  if (result?.__typename === 'BatterySubscription') {
    return (
      <Notice role="alert" severity="info" style={{ marginTop: 16 }} data-testid="subscription">
        {t('subscriptionCreated', {
          fee: formatRupiah(result.monthlyFee),
          date: format.dateTime(new Date(result.nextDueDate), { dateStyle: 'long', timeZone: 'Asia/Jakarta' }),
        })}
      </Notice>
    );
  }
  if (result?.__typename === 'PurchaseOrderError') {
    return (
      <Notice role="alert" severity="warning">
        {t(`errors.${orderErrorKey(result.errorCode)}`)}
      </Notice>
    );
  }
  return null;
}

/** A new payment for the same open order after a declined or expired one. */
function RetryForm({ payment, onRetried }: { payment: PurchasePayment_PaymentFragment; onRetried: () => void }) {
  const t = useTranslations('Purchase');
  const methods = useShopQuery(PurchasePaymentMethodsQuery);
  const request = useShopRequest();
  const form = useRulesForm<{ method: string }>(retryFormSchema, { method: payment.paymentMethodCode });
  const onValid = async ({ method }: { method: string }) => {
    try {
      const result = (
        await request(RetryPurchasePaymentMutation, { orderCode: payment.orderCode, paymentMethodCode: method })
      ).retryPurchasePayment;
      if (result?.__typename === 'PurchasePayment') onRetried();
      else form.setError('root.server', { message: t(`errors.${orderErrorKey(result?.errorCode)}`) });
    } catch {
      form.setError('root.server', { message: t('errors.generic') });
    }
  };
  return (
    <RulesForm form={form} idPrefix="retry" onValid={onValid} style={{ marginTop: 16, maxWidth: 360 }}>
      <FormSelect name="method" label={t('retryMethod')} required>
        {(methods.data?.purchasePaymentMethods ?? []).map((m) => (
          <option key={m.code} value={m.code}>
            {t(`methodCategory.${m.category}`, { bank: m.bank ?? '' })}
          </option>
        ))}
      </FormSelect>
      <FormAlert />
      <div className={styles.actions}>
        <span />
        <FormSubmit>{t('retryPayment')}</FormSubmit>
      </div>
    </RulesForm>
  );
}

/**
 * The payment page of a placed order: reference, amount, live countdown (24 h, or 1 h for QRIS/e-wallet), and the
 * status polled from the server until it is settled (the success state), declined or expired (retry while the order
 * is open) or cancelled.
 */
export function PaymentPanel({ orderCode, signedIn }: { orderCode: string; signedIn: boolean }) {
  const t = useTranslations('Purchase');
  const dispatch = useAppDispatch();
  const { battery, isNewAccount, dataOwner, emailBuyer } = useAppSelector((s) => s.purchase);
  const query = useShopQuery(PurchasePaymentQuery, { orderCode });
  const payment = query.data?.purchasePayment ?? null;
  const open = payment ? OPEN.includes(payment.status) : false;
  const { refetch } = query;

  // The status asked again while the payment is open; the answer shown stays until the next one arrives.
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void refetch(), PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [open, refetch]);

  const reload = useCallback(() => void refetch(), [refetch]);

  const startOver = () => {
    dispatch(purchaseActions.resetPurchase());
  };

  if (query.loading && !payment) {
    return <p role="status">{t('paymentLoading')}</p>;
  }
  if (query.error && !payment) {
    return (
      <Notice
        role="alert"
        severity="error"
        action={
          <NativeButton variant="text" onClick={() => void refetch()}>
            {t('retry')}
          </NativeButton>
        }
      >
        {t('paymentFailedToLoad')}
      </Notice>
    );
  }
  if (!payment) {
    return (
      <Notice role="alert" severity="warning">
        {t('paymentNotFound')}{' '}
        <Link href={routes.product} className={text.link}>
          {t('chooseBike')}
        </Link>
      </Notice>
    );
  }

  const amountLabel = {
    FULL: t('amountDue'),
    BOOKING_FEE: t('bookingFeeNow'),
    REMAINING: t('remainingNow'),
    DOWN_PAYMENT: t('downPaymentNow'),
  };
  const paidMessage = {
    FULL: t('paidFull'),
    BOOKING_FEE: t('paidBooking'),
    REMAINING: t('paidRemaining'),
    DOWN_PAYMENT: t('paidDownPayment'),
  };
  return (
    <section className={styles.card} aria-labelledby="payment-title" data-payment-status={payment.status}>
      <h3 id="payment-title" className={styles.emptyTitle}>
        {payment.status === 'SETTLED' ? t('paidTitle') : t('paymentTitle')}
      </h3>
      <p className={styles.muted}>
        {t('orderCode', { code: payment.orderCode })}
        {payment.bookingNumber ? ` · ${t('bookingNumber', { number: payment.bookingNumber })}` : ''}
      </p>
      <p>
        <span className={styles.muted}>{amountLabel[payment.purpose]} </span>
        <strong data-testid="payment-amount">{formatRupiah(payment.amount)}</strong>
      </p>
      <div role="status" aria-live="polite">
        {payment.status === 'SETTLED' && (
          <Notice role="alert" severity="success">
            {paidMessage[payment.purpose]}
          </Notice>
        )}
        {payment.status === 'PROOF_SUBMITTED' && (
          <Notice role="alert" severity="info">
            {t('proofUnderReview')}
          </Notice>
        )}
        {payment.status === 'DECLINED' && (
          <Notice role="alert" severity="error">
            {t('paymentDeclined')}
          </Notice>
        )}
        {payment.status === 'EXPIRED' && (
          <Notice role="alert" severity="warning">
            {t('paymentExpired')}
          </Notice>
        )}
        {payment.status === 'CANCELLED' && (
          <Notice role="alert" severity="warning">
            {t('orderCancelled')}
          </Notice>
        )}
      </div>
      {payment.status === 'PENDING' && (
        <>
          {payment.secondsLeft > 0 && <Countdown secondsLeft={payment.secondsLeft} onElapsed={reload} />}
          <Reference payment={payment} />
          {payment.category === 'BANK_TRANSFER' && <ProofForm payment={payment} onSubmitted={reload} />}
          {payment.category !== 'BANK_TRANSFER' && <p className={styles.muted}>{t('waitingForPayment')}</p>}
        </>
      )}
      {payment.canRetry && <RetryForm payment={payment} onRetried={reload} />}
      {payment.status === 'SETTLED' && battery.code === 'subscription-rental' && (
        <SubscriptionNote orderCode={payment.orderCode} />
      )}
      {payment.status === 'SETTLED' && !signedIn && isNewAccount && (
        <Notice role="alert" severity="info" style={{ marginTop: 16 }}>
          {/* The order is the guest customer's of the buyer's e-mail: an account of that verified address gets it. */}
          {t('accountOffer', { email: (dataOwner.isbuyer ? dataOwner.email : emailBuyer) || dataOwner.email })}{' '}
          <Link href={routes.register} className={text.link}>
            {t('createAccount')}
          </Link>
        </Notice>
      )}
      {(payment.status === 'SETTLED' || payment.status === 'CANCELLED') && (
        <div className={styles.actions}>
          <span />
          <NativeButtonLink href={routes.home} onClick={startOver} variant="outlined">
            {t('done')}
          </NativeButtonLink>
        </div>
      )}
    </section>
  );
}
