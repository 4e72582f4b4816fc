import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NativeButton, NativeButtonLink, Notice } from '@/components/ui/native-button';
import { routes } from '@/config/routes';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import { formatRupiah } from '@/lib/money';
import {
  InstallmentPaymentMethodsQuery,
  OrderInstallmentQuery,
  PayInstallmentDownPaymentMutation,
  SwitchInstallmentToFullPaymentMutation,
} from '../graphql/installment';
import styles from './installment.module.css';

export interface InstallmentPanelProps {
  code: string;
  /** Where the customer pays once a payment is started (the purchase flow's payment page). */
  onPaymentStarted: (orderCode: string) => void;
}

type PayAction = 'PAY_DOWN_PAYMENT' | 'SWITCH_TO_FULL_PAYMENT';

/**
 * The order page's installment section (issue 14): the provider, the terms applied for and where the application
 * stands; after approval the down payment; after a rejection who refused and why, with the two ways on: another
 * provider (nothing re-entered) or paying in full. Renders nothing for an order that never applied.
 */
export function InstallmentPanel({ code, onPaymentStarted }: InstallmentPanelProps) {
  const t = useTranslations('Installment');
  const view = useShopQuery(OrderInstallmentQuery, { orderCode: code });
  const [paying, setPaying] = useState<PayAction | null>(null);
  const installment = view.data?.orderInstallment;
  if (!installment?.current) return null;
  const a = installment.current;
  const productSlug = installment.productSlug;
  const statusText = t(`status.${a.status}`, { provider: a.providerName });
  return (
    <section aria-labelledby="installment-panel-title" className={styles.card} style={{ marginBottom: 24 }}>
      <h3 id="installment-panel-title" className={styles.panelTitle}>
        {t('panelTitle', { provider: a.providerName })}
      </h3>
      <p role="status" data-testid="installment-status">
        <strong>{statusText}</strong>
      </p>
      {a.rejectedBy && (
        <Notice severity="warning" className={styles.spacedNotice}>
          {t('rejectedBy', { provider: a.providerName })}
          {a.decisionReason ? ` ${t('reason', { reason: a.decisionReason })}` : ''}
        </Notice>
      )}
      <dl className={styles.terms}>
        <dt>{t('monthly')}</dt>
        <dd>{formatRupiah(a.monthlyInstalment)}</dd>
        <dt>{t('tenor')}</dt>
        <dd>{t('months', { count: a.tenorMonths })}</dd>
        <dt>{t('downPayment')}</dt>
        <dd>
          {formatRupiah(a.downPayment)} ({a.downPaymentPercent}%)
        </dd>
        <dt>{t('adminFee')}</dt>
        <dd>{formatRupiah(a.adminFee)}</dd>
        <dt>{t('firstPayment')}</dt>
        <dd>
          {formatRupiah(a.firstPayment)}
          {installment.downPaymentPaid ? ` — ${t('paid')}` : ''}
        </dd>
        <dt>{t('totalPaid')}</dt>
        <dd>{formatRupiah(a.totalPayment)}</dd>
        <dt>{t('reference')}</dt>
        <dd>{a.reference}</dd>
      </dl>
      {a.status === 'APPROVED' && installment.downPaymentPaid && <p>{t('contractNext')}</p>}
      <div className={styles.actions}>
        {installment.actions.includes('PAY_DOWN_PAYMENT') && (
          <NativeButton onClick={() => setPaying('PAY_DOWN_PAYMENT')}>
            {t('payDownPayment', { amount: formatRupiah(a.firstPayment) })}
          </NativeButton>
        )}
        {installment.actions.includes('APPLY_AGAIN') && productSlug && (
          <NativeButtonLink href={routes.installmentFor(productSlug, code)}>{t('applyAgain')}</NativeButtonLink>
        )}
        {installment.actions.includes('SWITCH_TO_FULL_PAYMENT') && (
          <NativeButton variant="outlined" onClick={() => setPaying('SWITCH_TO_FULL_PAYMENT')}>
            {t('switchToFull')}
          </NativeButton>
        )}
      </div>
      {paying && (
        <MethodChooser code={code} action={paying} onCancel={() => setPaying(null)} onStarted={onPaymentStarted} />
      )}
      {installment.previous.length > 0 && (
        <details className={styles.previous}>
          <summary>{t('previousTitle', { count: installment.previous.length })}</summary>
          <ul>
            {installment.previous.map((p) => (
              <li key={p.id}>
                {p.providerName}: {t(`status.${p.status}`, { provider: p.providerName })}
                {p.decisionReason ? ` — ${p.decisionReason}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** The payment method for the down payment or the full payment; the amount itself is the server's. */
function MethodChooser({
  code,
  action,
  onCancel,
  onStarted,
}: {
  code: string;
  action: PayAction;
  onCancel: () => void;
  onStarted: (orderCode: string) => void;
}) {
  const t = useTranslations('Installment');
  const methods = useShopQuery(InstallmentPaymentMethodsQuery);
  const [method, setMethod] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useShopRequest();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!method) {
      setError(t('chooseMethod'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const variables = { orderCode: code, paymentMethodCode: method };
      const result =
        action === 'PAY_DOWN_PAYMENT'
          ? (await request(PayInstallmentDownPaymentMutation, variables)).payInstallmentDownPayment
          : (await request(SwitchInstallmentToFullPaymentMutation, variables)).switchInstallmentToFullPayment;
      if (result?.__typename === 'PurchasePayment') {
        onStarted(result.orderCode);
        return;
      }
      setError(t('errors.paymentRefused'));
    } catch {
      setError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className={styles.methods} aria-describedby="installment-method-error">
      <legend>{action === 'PAY_DOWN_PAYMENT' ? t('methodForDownPayment') : t('methodForFull')}</legend>
      {methods.loading && <p role="status">{t('loadingMethods')}</p>}
      {methods.error && <Notice severity="error">{t('methodsFailed')}</Notice>}
      {(methods.data?.purchasePaymentMethods ?? []).map((m) => (
        <label key={m.code} className={styles.checkRow}>
          <input
            type="radio"
            name="installment-method"
            value={m.code}
            checked={method === m.code}
            onChange={() => setMethod(m.code)}
          />
          <span>{m.name}</span>
        </label>
      ))}
      {error && (
        <p id="installment-method-error" role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <NativeButton variant="text" onClick={onCancel}>
          {t('cancel')}
        </NativeButton>
        <NativeButton onClick={() => void submit()} disabled={busy}>
          {busy ? t('starting') : t('continueToPay')}
        </NativeButton>
      </div>
    </fieldset>
  );
}
