import { useTranslations } from 'next-intl';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeTextField } from '@/components/ui/native-field';
import type { FinancingProvider } from '@/graphql/generated/graphql';
import { type LeadSource, validateMarketingLead } from '../lead-rules';
import { useLeadForm } from '../use-lead-form';
import styles from './leads.module.css';

const FIELDS = ['fullName', 'phone', 'city'] as const;
const EMPTY: Record<Field, string> = { fullName: '', phone: '', city: '' };
type Field = (typeof FIELDS)[number];

/** The calculator inputs sent with the lead, so sales can call back with the same offer. */
export interface LeadContext {
  productSlug?: string;
  batteryOption?: string;
  areaCode?: string;
  downPaymentPercent?: number;
  tenorMonths?: number;
  provider?: string;
  kmPerDay?: number | null;
}

interface Props {
  source: LeadSource;
  context: LeadContext;
  /** Called once the back end has stored the lead (the page records it in the purchase state). */
  onSubmitted?: () => void;
  idPrefix: string;
}

/** SPEC §5 lead form: full name, phone (+62), city — validated here and again by the server with the same rules. */
export function MarketingLeadForm({ source, context, onSubmitted, idPrefix }: Props) {
  const t = useTranslations('Leads');
  const label: Record<Field, string> = { fullName: t('fullName'), phone: t('phone'), city: t('city') };
  const { values, errors, formError, submitting, done, message, change, onSubmit, reset, preload } = useLeadForm({
    fields: FIELDS,
    empty: EMPTY,
    idPrefix,
    labels: label,
    validate: validateMarketingLead,
    send: (submit, idempotencyKey, fill, locale) =>
      submit.submitMarketingLead(
        {
          idempotencyKey,
          fullName: fill.fullName,
          phone: fill.phone,
          city: fill.city,
          source,
          productSlug: context.productSlug,
          batteryOption: context.batteryOption,
          areaCode: context.areaCode,
          downPaymentPercent: context.downPaymentPercent,
          tenorMonths: context.tenorMonths,
          provider: context.provider as FinancingProvider | undefined,
          kmPerDay: context.kmPerDay ?? undefined,
          languageCode: locale,
        },
        locale,
        t('errors.system'),
      ),
    onStored: onSubmitted,
  });

  if (done) {
    return (
      <div role="status" className={styles.done}>
        <Notice severity="success">{t('success', { name: values.fullName.trim().split(/\s+/)[0] })}</Notice>
        <NativeButton variant="outlined" onClick={reset}>
          {t('sendAnother')}
        </NativeButton>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void preload()}
      className={styles.form}
      aria-label={t('formLabel')}
    >
      <div className={styles.fields3}>
        <NativeTextField
          id={`${idPrefix}-fullName`}
          label={label.fullName}
          name="fullName"
          autoComplete="name"
          required
          value={values.fullName}
          onChange={change('fullName')}
          error={Boolean(errors.fullName)}
          helperText={message('fullName', errors.fullName)}
          maxLength={80}
        />
        <NativeTextField
          id={`${idPrefix}-phone`}
          label={label.phone}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          value={values.phone}
          onChange={change('phone')}
          error={Boolean(errors.phone)}
          helperText={message('phone', errors.phone) ?? t('phoneHint')}
          inputMode="numeric"
          maxLength={16}
          prefix="+62"
        />
        <NativeTextField
          id={`${idPrefix}-city`}
          label={label.city}
          name="city"
          autoComplete="address-level2"
          required
          value={values.city}
          onChange={change('city')}
          error={Boolean(errors.city)}
          helperText={message('city', errors.city)}
          maxLength={60}
        />
      </div>
      <p className={styles.consent}>{t('consent')}</p>
      {formError && (
        <Notice severity="error" role="alert">
          {formError}
        </Notice>
      )}
      <div>
        <NativeButton type="submit" variant="contained" size="large" busy={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </NativeButton>
      </div>
    </form>
  );
}
