import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/numbers';
import { NativeSelect } from '@/components/ui/native-field';
import {
  batteryOptionsOf,
  financedModels,
  normalizeChoice,
  tenorsOf,
  type FinancedModel,
  type FinancingChoice,
  type FinancingParameters,
  type ProviderCode,
} from '../choice';
import styles from './financing.module.css';

interface Props {
  params: FinancingParameters;
  models: FinancedModel[];
  choice: FinancingChoice;
  onChange: (choice: FinancingChoice) => void;
  /** The down-payment table shows every tenor, so its form has no tenor field. */
  showTenor?: boolean;
  idPrefix: string;
}

/** The calculator's choices as native selects: labelled, keyboard-operable, usable without JavaScript styling. */
export function FinancingChoiceFields({ params, models, choice, onChange, showTenor = true, idPrefix }: Props) {
  const t = useTranslations('Financing');
  const locale = useLocale();
  const set = (patch: Partial<FinancingChoice>) => onChange(normalizeChoice(params, { ...choice, ...patch }));
  const batteries = batteryOptionsOf(params, choice.areaCode, choice.productSlug);
  const tenors = tenorsOf(params, choice.provider);

  return (
    <div className={styles.fields}>
      <NativeSelect
        id={`${idPrefix}-model`}
        label={t('model')}
        value={choice.productSlug}
        onChange={(e) => set({ productSlug: e.target.value })}
      >
        {financedModels(params, models).map((m) => (
          <option key={m.slug} value={m.slug}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        id={`${idPrefix}-battery`}
        label={t('battery')}
        value={choice.batteryOption}
        onChange={(e) => set({ batteryOption: e.target.value })}
      >
        {batteries.map((b) => (
          <option key={b} value={b}>
            {t(`batteries.${b as 'single' | 'dual' | 'subscription-rental'}`)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        id={`${idPrefix}-area`}
        label={t('area')}
        helperText={t('areaHint')}
        value={choice.areaCode}
        onChange={(e) => set({ areaCode: e.target.value })}
      >
        {params.areas.map((a) => (
          <option key={a.code} value={a.code}>
            {a.name}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        id={`${idPrefix}-provider`}
        label={t('provider')}
        value={choice.provider}
        onChange={(e) => set({ provider: e.target.value as ProviderCode })}
      >
        {params.providers.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        id={`${idPrefix}-dp`}
        label={t('downPaymentShare')}
        value={String(choice.downPaymentPercent)}
        onChange={(e) => set({ downPaymentPercent: Number(e.target.value) })}
      >
        {params.downPayment.options.map((p) => (
          <option key={p} value={String(p)}>
            {t('percent', { value: formatDecimal(p, locale) })}
          </option>
        ))}
      </NativeSelect>
      {showTenor && (
        <NativeSelect
          id={`${idPrefix}-tenor`}
          label={t('tenor')}
          value={String(choice.tenorMonths)}
          onChange={(e) => set({ tenorMonths: Number(e.target.value) })}
        >
          {tenors.map((m) => (
            <option key={m} value={String(m)}>
              {t('months', { count: m })}
            </option>
          ))}
        </NativeSelect>
      )}
    </div>
  );
}
