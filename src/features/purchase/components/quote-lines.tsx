import { useTranslations } from 'next-intl';
import type { PurchaseQuote_QuoteFragment } from '@/graphql/generated/graphql';
import { formatRupiah } from '@/lib/money';
import styles from './purchase.module.css';

/** Every charge line of the server's quote (SPEC §3 labels), the promotions applied and what is due now, in IDR. */
export function QuoteLines({ quote }: { quote: PurchaseQuote_QuoteFragment }) {
  const t = useTranslations('Purchase');
  const booking = quote.purchaseOrderType === 'BOOKING';
  return (
    <dl className={styles.lines} data-testid="quote-lines">
      {quote.lines.map((line) => (
        <div
          key={line.code}
          className={`${styles.line} ${line.addsToTotal ? '' : styles.info}`}
          data-charge={line.code}
        >
          <dt>
            {t(`charges.${line.code}`)}
            {!line.addsToTotal && <span className={styles.muted}> {t('includedInPrice')}</span>}
          </dt>
          <dd>{formatRupiah(line.amount)}</dd>
        </div>
      ))}
      {quote.promotions.map((promotion) => (
        <div key={`${promotion.name}-${promotion.couponCode ?? ''}`} className={styles.line} data-promotion>
          <dt>{promotion.couponCode ? `${promotion.name} (${promotion.couponCode})` : promotion.name}</dt>
          <dd>{formatRupiah(promotion.amount)}</dd>
        </div>
      ))}
      <div className={`${styles.line} ${styles.total}`}>
        <dt>{t('total')}</dt>
        <dd data-testid="quote-total">{formatRupiah(quote.total)}</dd>
      </div>
      {booking && (
        <>
          <div className={`${styles.line} ${styles.total}`}>
            <dt>{t('bookingFeeNow')}</dt>
            <dd data-testid="quote-due-now">{formatRupiah(quote.amountDueNow)}</dd>
          </div>
          <div className={styles.line}>
            <dt>{t('remainingLater')}</dt>
            <dd>{formatRupiah(quote.remainingAmount)}</dd>
          </div>
        </>
      )}
      {quote.subscriptionMonthlyFee != null && (
        <div className={styles.line}>
          <dt>{t('subscriptionMonthly')}</dt>
          <dd>{t('perMonth', { amount: formatRupiah(quote.subscriptionMonthlyFee) })}</dd>
        </div>
      )}
    </dl>
  );
}
