import { CITY_MAX, type LeadSource, NAME_MAX } from '@alva/rules';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldKit } from '@/components/form/field-kit';
import { ShellForm, shellKit } from '@/components/form/shell-fields';
import { phoneInputProps } from '@/components/ui/native-field';
import styles from './leads.module.css';

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

export interface MarketingLeadProps {
  source: LeadSource;
  context: LeadContext;
  /** Called once the back end has stored the lead (the page records it in the purchase state). */
  onSubmitted?: () => void;
  idPrefix: string;
}

/** The lead form's fields, written once: the form kit renders them in MarketingLeadForm, the shell kit in its shell. */
export function MarketingLeadFields({
  kit,
  alert,
}: {
  kit: FieldKit;
  /** The form-level message (the form kit's FormAlert), above the button. */
  alert?: ReactNode;
}) {
  const t = useTranslations('Leads');
  return (
    <>
      <div className={styles.fields3}>
        <kit.TextField name="fullName" label={t('fullName')} autoComplete="name" required maxLength={NAME_MAX + 20} />
        <kit.TextField {...phoneInputProps} name="phone" label={t('phone')} hint={t('phoneHint')} required />
        <kit.TextField name="city" label={t('city')} autoComplete="address-level2" required maxLength={CITY_MAX + 20} />
      </div>
      <p className={styles.consent}>{t('consent')}</p>
      {alert}
      <div>
        <kit.Submit busyLabel={t('submitting')}>{t('submit')}</kit.Submit>
      </div>
    </>
  );
}

/** The lead form as the server renders it, until MarketingLeadForm has loaded. */
export function MarketingLeadShell({ idPrefix }: MarketingLeadProps) {
  const t = useTranslations('Leads');
  return (
    <ShellForm idPrefix={idPrefix} className={styles.form} aria-label={t('formLabel')}>
      <MarketingLeadFields kit={shellKit} />
    </ShellForm>
  );
}
