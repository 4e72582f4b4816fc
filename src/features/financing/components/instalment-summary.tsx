import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/numbers';
import text from '@/components/ui/text.module.css';
import { formatRupiah } from '@/lib/money';
import type { SimulationResult } from '@alva/rules';
import styles from './financing.module.css';

interface Props {
  result: SimulationResult | null;
  flatRatePercent: number | null;
}

/** The monthly instalment and how it is made up. */
export function InstalmentSummary({ result, flatRatePercent }: Props) {
  const t = useTranslations('Financing');
  const locale = useLocale();
  if (!result) {
    return (
      <p role="status" className={text.muted}>
        {t('notOffered')}
      </p>
    );
  }
  const rows: Array<[string, number]> = [
    [t('otrPrice'), result.otrPrice],
    [t('downPaymentWithShare', { percent: formatDecimal(result.downPaymentPercent, locale) }), result.downPayment],
    [t('adminFee'), result.adminFee],
    [t('firstPayment'), result.firstPayment],
    [t('insurance'), result.insurance],
    [t('principal'), result.principal],
    [t('interest', { rate: formatDecimal(flatRatePercent ?? 0, locale) }), result.interest],
    [t('totalPayment'), result.totalPayment],
  ];
  return (
    <div aria-live="polite">
      <p className={text.muted}>{t('monthlyInstalment')}</p>
      <p className={styles.bigNumber} data-testid="monthly-instalment">
        {formatRupiah(result.monthlyInstalment)}
        <span className={styles.perMonth}>{t('perMonthFor', { count: result.tenorMonths })}</span>
      </p>
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.summaryRow}>
            <dt>{label}</dt>
            <dd>{formatRupiah(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
