import { marketingLeadSchema, type MarketingLeadValues } from '@alva/rules';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert, formKit } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeButton, Notice } from '@/components/ui/native-button';
import type { FinancingProvider } from '@/graphql/generated/graphql';
import { type HandoffProps, useHandoffDefaults } from '@/lib/interaction-part';
import { useLeadSubmit } from '../use-lead-submit';
import { MarketingLeadFields, type MarketingLeadProps } from './marketing-lead-fields';
import styles from './leads.module.css';

const FIELDS = ['fullName', 'phone', 'city'] as const;
const EMPTY: MarketingLeadValues = { fullName: '', phone: '', city: '' };

/**
 * SPEC §5 lead form: full name, phone (+62), city — the lead schema of @alva/rules, checked again by the server. The
 * calculators show its shell (marketing-lead-fields.tsx) until someone uses it; what was typed there is `handoff`.
 */
export function MarketingLeadForm({
  source,
  context,
  onSubmitted,
  idPrefix,
  handoff,
}: MarketingLeadProps & HandoffProps) {
  const t = useTranslations('Leads');
  const locale = useLocale();
  const form = useRulesForm<MarketingLeadValues>(marketingLeadSchema, useHandoffDefaults(EMPTY, handoff));
  const { send, newFill, preload } = useLeadSubmit(form, FIELDS, handoff);
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
      <MarketingLeadFields kit={formKit} alert={<FormAlert />} />
    </RulesForm>
  );
}
