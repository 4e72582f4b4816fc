import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeTextField } from '@/components/ui/native-field';
import type { FinancingProvider } from '@/graphql/generated/graphql';
import { mapServerFieldErrors, newIdempotencyKey, toFieldErrors, type FieldErrors } from '../form-errors';
import { type LeadFieldErrorCode, type LeadSource, validateMarketingLead } from '../lead-rules';
import styles from './leads.module.css';

const FIELDS = ['fullName', 'phone', 'city'] as const;
/** Apollo and the mutation load when the visitor starts on the form, not with the page. */
const loadSubmit = () => import('../submit-lead');
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
  const locale = useLocale();
  const [values, setValues] = useState<Record<Field, string>>({ fullName: '', phone: '', city: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const key = useRef<string | null>(null);

  const label: Record<Field, string> = { fullName: t('fullName'), phone: t('phone'), city: t('city') };
  const message = (field: Field, code?: LeadFieldErrorCode) =>
    code ? t(`errors.${code}`, { field: label[field] }) : undefined;
  const change = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    setFormError(null);
    const local = toFieldErrors<Field>(validateMarketingLead(values));
    setErrors(local);
    if (Object.keys(local).length) {
      document.getElementById(`${idPrefix}-${FIELDS.find((f) => local[f])}`)?.focus();
      return;
    }
    key.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const { submitMarketingLead } = await loadSubmit();
      const result = await submitMarketingLead(
        {
          idempotencyKey: key.current,
          fullName: values.fullName,
          phone: values.phone,
          city: values.city,
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
      );
      if (result?.__typename === 'LeadReceipt') {
        setDone(true);
        onSubmitted?.();
      } else if (result?.__typename === 'LeadValidationError') {
        const mapped = mapServerFieldErrors(result.fieldErrors, FIELDS);
        setErrors(mapped.errors);
        if (mapped.other.length) setFormError(t('errors.formInvalid'));
      } else if (result?.__typename === 'LeadRateLimitError') {
        setFormError(t('errors.rateLimited', { minutes: Math.ceil(result.retryAfterSeconds / 60) }));
      } else {
        setFormError(t('errors.system'));
      }
    } catch {
      // The Apollo error link has shown the toast; the form says it too, next to the button.
      setFormError(t('errors.system'));
    } finally {
      setSubmitting(false);
    }
  }

  if (done) {
    return (
      <div role="status" className={styles.done}>
        <Notice severity="success">{t('success', { name: values.fullName.trim().split(/\s+/)[0] })}</Notice>
        <NativeButton
          variant="outlined"
          onClick={() => {
            key.current = null;
            setValues({ fullName: '', phone: '', city: '' });
            setDone(false);
          }}
        >
          {t('sendAnother')}
        </NativeButton>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSubmit()}
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
      <p className={styles.consent}>
        {t('consent')}
      </p>
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
