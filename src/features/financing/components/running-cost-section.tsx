import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/numbers';
import { useState } from 'react';
import { NativeTextField } from '@/components/ui/native-field';
import { formatRupiah } from '@/lib/money';
import type { FinancingParameters } from '../choice';
import { compareRunningCosts, parseKmPerDay } from '@alva/rules';
import styles from './financing.module.css';
import { RunningCostChart, type ChartBar } from './running-cost-chart';

const TONES = { PETROL: 'petrol', EV_HOME: 'electric', EV_SWAP: 'electric-alt' } as const;

/** Electric vs petrol: monthly running costs for the distance the visitor rides. */
export function RunningCostSection({
  params,
  onKmChange,
}: {
  params: FinancingParameters['runningCosts'];
  onKmChange?: (kmPerDay: number | null) => void;
}) {
  const t = useTranslations('Financing');
  const locale = useLocale();
  const [text, setText] = useState(String(params.defaultKmPerDay));
  const [lastValid, setLastValid] = useState(params.defaultKmPerDay);
  // The calculator's distance rule (@alva/rules), the one a lead's kmPerDay is checked with on the server.
  const parsed = parseKmPerDay(text, params.maxKmPerDay);
  const invalid = parsed === null;
  const km = parsed ?? lastValid;
  const comparison = compareRunningCosts(km, params);
  const bars: ChartBar[] = comparison.lines.map((l) => ({
    label: t(`running.kinds.${l.kind}`),
    value: l.totalPerMonth,
    valueLabel: formatRupiah(l.totalPerMonth),
    tone: TONES[l.kind],
  }));
  const saving = comparison.savingPerMonth;

  return (
    <div className={styles.runningSection}>
      <NativeTextField
        id="running-km"
        label={t('running.kmPerDay')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const next = parseKmPerDay(e.target.value, params.maxKmPerDay);
          if (next !== null) setLastValid(next);
          onKmChange?.(next);
        }}
        error={invalid}
        helperText={
          invalid
            ? t('running.kmInvalid', { max: params.maxKmPerDay })
            : t('running.kmHint', { km: formatDecimal(comparison.kmPerMonth, locale), days: params.daysPerMonth })
        }
        inputMode="decimal"
        maxLength={7}
        className={styles.kmField}
      />
      <p className={styles.saving} role="status" aria-live="polite" data-testid="running-saving">
        {/* A figure for a refused distance would read as the answer to it: say which distance they belong to. */}
        {invalid
          ? t('running.staleNote', { km: formatDecimal(km, locale) })
          : saving > 0
            ? t('running.saving', { month: formatRupiah(saving), year: formatRupiah(comparison.savingPerYear) })
            : t('running.noSaving')}
      </p>
      <div className={invalid ? styles.stale : undefined}>
        <RunningCostChart
          title={t('running.chartTitle', { km: formatDecimal(km, locale) })}
          description={bars.map((b) => `${b.label}: ${b.valueLabel}`).join('; ')}
          bars={bars}
        />
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stackOnPhone}`}>
            <caption>{t('running.tableCaption', { km: formatDecimal(km, locale) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('running.option')}</th>
                <th scope="col">{t('running.perMonth')}</th>
                <th scope="col">{t('running.perYear')}</th>
                <th scope="col">{t('running.energy')}</th>
                <th scope="col">{t('running.service')}</th>
              </tr>
            </thead>
            <tbody>
              {comparison.lines.map((l) => (
                <tr key={l.kind}>
                  <th scope="row">{t(`running.kinds.${l.kind}`)}</th>
                  <td data-label={t('running.perMonth')}>
                    <strong>{formatRupiah(l.totalPerMonth)}</strong>
                  </td>
                  <td data-label={t('running.perYear')}>{formatRupiah(l.totalPerYear)}</td>
                  <td data-label={t('running.energy')}>{formatRupiah(l.energyPerMonth)}</td>
                  <td data-label={t('running.service')}>{formatRupiah(l.servicePerMonth)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <p className={styles.note}>
        {t('running.assumptions', {
          petrol: formatRupiah(params.petrolPricePerLitre),
          kmPerLitre: formatDecimal(params.petrolKmPerLitre, locale),
          kwh: formatRupiah(params.electricityPricePerKwh),
          whPerKm: formatDecimal(params.evWhPerKm, locale),
          swap: formatRupiah(params.swapSubscriptionPerMonth),
        })}
      </p>
    </div>
  );
}
