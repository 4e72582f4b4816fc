import { CITY_MAX, type LeadSource, marketingLeadSchema, type MarketingLeadValues, NAME_MAX } from '@alva/rules';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert, FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeButton, Notice } from '@/components/ui/native-button';
import type { FinancingProvider } from '@/graphql/generated/graphql';
import { useLeadSubmit } from '../use-lead-submit';
import styles from './leads.module.css';
import { phoneInputProps } from '@/components/ui/native-field';

const FIELDS = ['fullName', 'phone', 'city'] as const;
const EMPTY: MarketingLeadValues = { fullName: '', phone: '', city: '' };

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

/** SPEC §5 lead form: full name, phone (+62), city — the lead schema of @alva/rules, checked again by the server. */
export function MarketingLeadForm({ source, context, onSubmitted, idPrefix }: Props) {
  const t = useTranslations('Leads');
  const locale = useLocale();
  const form = useRulesForm<MarketingLeadValues>(marketingLeadSchema, EMPTY);
  const { send, newFill, preload } = useLeadSubmit(form, FIELDS);
  const [storedName, setStoredName] = useState<string | null>(null);

  if (storedName !== null) {
    return (
      <div role="status" className={styles.done}>
        <Notice severity="success">{t('success', { name: storedName })}</Notice>
        <NativeButton
          variant="outlined"
          onClick={() => {
            newFill();
            form.reset(EMPTY);
            setStoredName(null);
          }}
        >
          {t('sendAnother')}
        </NativeButton>
      </div>
    );
  }

  return (
    <RulesForm
      form={form}
      idPrefix={idPrefix}
      onValid={async (values) => {
        const ok = await send((submit, idempotencyKey) =>
          submit.submitMarketingLead(
            {
              idempotencyKey,
              ...values,
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
        );
        if (!ok) return;
        setStoredName(values.fullName.trim().split(/\s+/)[0]);
        onSubmitted?.();
      }}
      onFocus={() => void preload()}
      className={styles.form}
      aria-label={t('formLabel')}
    >
      <div className={styles.fields3}>
        <FormTextField name="fullName" label={t('fullName')} autoComplete="name" required maxLength={NAME_MAX + 20} />
        <FormTextField {...phoneInputProps} name="phone" label={t('phone')} hint={t('phoneHint')} required />
        <FormTextField name="city" label={t('city')} autoComplete="address-level2" required maxLength={CITY_MAX + 20} />
      </div>
      <p className={styles.consent}>{t('consent')}</p>
      <FormAlert />
      <div>
        <FormSubmit busyLabel={t('submitting')}>{t('submit')}</FormSubmit>
      </div>
    </RulesForm>
  );
}
