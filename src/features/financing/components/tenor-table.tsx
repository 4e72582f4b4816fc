import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/numbers';
import { formatRupiah } from '@/lib/money';
import { rateOf, simulateChoice, type FinancingChoice, type FinancingParameters } from '../choice';
import styles from './financing.module.css';

/** Down-payment simulation: one row per tenor with what the chosen provider would charge. */
export function TenorTable({ params, choice }: { params: FinancingParameters; choice: FinancingChoice }) {
  const t = useTranslations('Financing');
  const locale = useLocale();
  const provider = params.providers.find((p) => p.code === choice.provider);
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stackOnPhone}`} aria-live="polite">
        <caption>
          {t('tenorTableCaption', {
            provider: provider?.name ?? choice.provider,
            percent: formatDecimal(choice.downPaymentPercent, locale),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('tenor')}</th>
            <th scope="col">{t('monthlyInstalment')}</th>
            <th scope="col">{t('totalPayment')}</th>
            <th scope="col">{t('flatRate')}</th>
            <th scope="col">{t('firstPayment')}</th>
          </tr>
        </thead>
        <tbody>
          {params.tenors.map((tenor) => {
            const result = simulateChoice(params, choice, tenor);
            const rate = rateOf(params, choice.provider, tenor);
            return (
              <tr key={tenor}>
                <th scope="row">{t('months', { count: tenor })}</th>
                {result && rate ? (
                  <>
                    <td data-label={t('monthlyInstalment')}>
                      <strong>{formatRupiah(result.monthlyInstalment)}</strong>
                    </td>
                    <td data-label={t('totalPayment')}>{formatRupiah(result.totalPayment)}</td>
                    <td data-label={t('flatRate')}>
                      {t('percentPerYear', { value: formatDecimal(rate.flatRatePercent, locale) })}
                    </td>
                    <td data-label={t('firstPayment')}>{formatRupiah(result.firstPayment)}</td>
                  </>
                ) : (
                  <td colSpan={4}>{t('tenorNotOffered')}</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
