import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Notice } from '@/components/ui/native-button';
import { useShopRequest } from '@/graphql/use-shop-query';
import { ConfirmOrderHandoverMutation } from '../graphql/orders';
import { type HandoverValues, handoverSchema } from '../order-schemas';
import { useOrderErrorText } from './order-errors';
import styles from './order-tracking.module.css';

/** "Delivered means delivered": the customer enters the courier's or dealer's 6-digit code (CONFIRM_HANDOVER). */
export function HandoverForm({ code, onConfirmed }: { code: string; onConfirmed: () => void }) {
  const t = useTranslations('Orders');
  const errorText = useOrderErrorText();
  const request = useShopRequest();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useRulesForm<HandoverValues>(handoverSchema, { handoverCode: '' });
  return (
    <section className={styles.section} data-testid="handover">
      <h3 className={styles.sectionTitle}>{t('handoverTitle')}</h3>
      <p className={styles.text}>{t('handoverText')}</p>
      <RulesForm
        form={form}
        idPrefix={`handover-${code}`}
        onValid={async (values) => {
          setServerError(null);
          const result = (
            await request(ConfirmOrderHandoverMutation, { code, handoverCode: values.handoverCode.trim() }).catch(
              () => undefined,
            )
          )?.confirmOrderHandover;
          if (result?.__typename === 'OrderTracking') return onConfirmed();
          if (result?.__typename === 'PurchaseInputError') {
            const other = applyServerFieldErrors(form, result.fieldErrors, ['handoverCode']);
            if (other.length) setServerError(errorText(result.errorCode));
            return;
          }
          // A wrong code belongs to the field; a lock or a state the order is not in, to the form.
          if (result?.errorCode === 'HANDOVER_CODE_INVALID') {
            form.setError('handoverCode', { type: 'server', message: 'HANDOVER_CODE_INVALID' }, { shouldFocus: true });
            return;
          }
          setServerError(errorText(result?.errorCode));
        }}
      >
        <div className={styles.handoverRow}>
          <FormTextField
            name="handoverCode"
            label={t('handoverCode')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
          <FormSubmit size="medium" busyLabel={t('handoverBusy')}>
            {t('handoverSubmit')}
          </FormSubmit>
        </div>
        {serverError && (
          <Notice severity="error" role="alert" className={styles.formNotice}>
            {serverError}
          </Notice>
        )}
      </RulesForm>
    </section>
  );
}
