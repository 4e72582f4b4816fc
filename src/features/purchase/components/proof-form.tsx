import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormAlert, FormSelect, FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { ProgressBar } from '@/components/ui/progress-bar';
import type {
  PaymentProofCardType,
  PaymentProofECommerce,
  PaymentProofMethod,
  PurchasePayment_PaymentFragment,
  SubmitPaymentProofMutation as SubmitResult,
} from '@/graphql/generated/graphql';
import { multipartUpload } from '@/graphql/multipart-upload';
import { PROOF_EXTENSIONS } from '../constants';
import { SubmitPaymentProofMutation } from '../graphql/purchase';
import { orderErrorKey } from '../purchase-errors';
import { proofFormSchema } from '../purchase-schemas';
import { FieldError } from './field-error';
import styles from './purchase.module.css';

interface ProofValues {
  file: FileList | null;
  orderNumber: string;
  referenceNumber: string;
  cardType: PaymentProofCardType | '';
  bankName: string;
  paymentDate: string;
  nominal: string;
  paymentMethod: PaymentProofMethod | '';
  eCommerce: PaymentProofECommerce | '';
}

const PROOF_FIELDS = [
  'file',
  'orderNumber',
  'referenceNumber',
  'cardType',
  'bankName',
  'paymentDate',
  'nominal',
  'paymentMethod',
  'eCommerce',
] as const;
const CARD_TYPES: PaymentProofCardType[] = ['DEBIT', 'CREDIT'];
const METHODS: PaymentProofMethod[] = ['ATM', 'INTERNET_BANKING', 'MOBILE_BANKING', 'TELLER'];
const SHOPS: PaymentProofECommerce[] = [
  'ALVA_WEBSITE',
  'ALVA_APP',
  'TOKOPEDIA',
  'SHOPEE',
  'BLIBLI',
  'LAZADA',
  'TIKTOK_SHOP',
];
const ACCEPT = [...PROOF_EXTENSIONS.map((e) => `.${e}`), 'image/jpeg', 'image/png', 'application/pdf'].join(',');

const jakartaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** The SPEC §5 bank-transfer proof form, uploaded with progress; staff accept or reject it in the back office. */
export function ProofForm({
  payment,
  onSubmitted,
}: {
  payment: PurchasePayment_PaymentFragment;
  onSubmitted: () => void;
}) {
  const t = useTranslations('Purchase');
  const locale = useLocale();
  const [progress, setProgress] = useState<number | null>(null);
  const today = jakartaToday();
  const amountIdr = payment.amount / 100;
  const schema = useMemo(
    () => proofFormSchema({ orderCode: payment.orderCode, amountIdr, today }),
    [payment.orderCode, amountIdr, today],
  );
  const form = useRulesForm<ProofValues>(schema, {
    file: null,
    orderNumber: payment.orderCode,
    referenceNumber: '',
    cardType: '',
    bankName: '',
    paymentDate: today,
    nominal: String(amountIdr),
    paymentMethod: '',
    eCommerce: 'ALVA_WEBSITE',
  });
  const file = form.watch('file')?.[0];

  const onValid = async (values: ProofValues) => {
    const chosen = values.file?.[0];
    if (!chosen) return;
    setProgress(0);
    try {
      const data = await multipartUpload<SubmitResult>({
        document: SubmitPaymentProofMutation,
        operationName: 'SubmitPaymentProof',
        variables: {
          input: {
            orderNumber: values.orderNumber.trim(),
            referenceNumber: values.referenceNumber.trim(),
            cardType: values.cardType,
            bankName: values.bankName.trim(),
            paymentDate: values.paymentDate,
            // Rupiah in the form, minor units on the wire.
            nominal: Number(values.nominal) * 100,
            paymentMethod: values.paymentMethod,
            eCommerce: values.eCommerce,
          },
        },
        fileVariable: 'file',
        file: chosen,
        locale,
        onProgress: setProgress,
      });
      const result = data.submitPaymentProof;
      if (result.__typename === 'PurchasePayment') {
        onSubmitted();
        return;
      }
      if (result.__typename === 'PaymentProofFileError') {
        form.setError('file', { type: 'server', message: result.reason }, { shouldFocus: true });
        return;
      }
      if (result.__typename === 'PurchaseInputError') {
        const other = applyServerFieldErrors(form, result.fieldErrors, PROOF_FIELDS);
        if (other.length) form.setError('root.server', { message: t('errors.invalidInput') });
        return;
      }
      form.setError('root.server', { message: t(`errors.${orderErrorKey(result.errorCode)}`) });
    } catch {
      form.setError('root.server', { message: t('errors.generic') });
    } finally {
      setProgress(null);
    }
  };

  return (
    <RulesForm form={form} idPrefix="proof" onValid={onValid} aria-labelledby="proof-title">
      <h4 id="proof-title">{t('proofTitle')}</h4>
      <p className={styles.muted}>{t('proofHelp')}</p>
      <div className={styles.fieldGrid}>
        <div className={styles.wide}>
          <label htmlFor="proof-file">{t('proofFields.file')}</label>
          <input
            id="proof-file"
            type="file"
            accept={ACCEPT}
            aria-invalid={Boolean(form.formState.errors.file) || undefined}
            aria-describedby="proof-file-help proof-file-error"
            {...form.register('file')}
            style={{ display: 'block', marginTop: 8, minHeight: 44 }}
          />
          <p id="proof-file-help" className={styles.muted}>
            {file ? `${file.name} · ${(file.size / 1024 / 1024).toFixed(2)} MB` : t('proofFileHelp')}
          </p>
          <FieldError name="file" label={t('proofFields.file')} id="proof-file-error" />
        </div>
        <FormTextField name="orderNumber" label={t('proofFields.orderNumber')} required />
        <FormTextField name="referenceNumber" label={t('proofFields.referenceNumber')} maxLength={60} required />
        <FormSelect name="cardType" label={t('proofFields.cardType')} required>
          <option value="">{t('choose')}</option>
          {CARD_TYPES.map((c) => (
            <option key={c} value={c}>
              {t(`proofCardTypes.${c}`)}
            </option>
          ))}
        </FormSelect>
        <FormTextField name="bankName" label={t('proofFields.bankName')} required />
        <FormTextField name="paymentDate" label={t('proofFields.paymentDate')} type="date" max={today} required />
        <FormTextField name="nominal" label={t('proofFields.nominal')} inputMode="numeric" required />
        <FormSelect name="paymentMethod" label={t('proofFields.paymentMethod')} required>
          <option value="">{t('choose')}</option>
          {METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`proofMethods.${m}`)}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="eCommerce" label={t('proofFields.eCommerce')} required>
          {SHOPS.map((s) => (
            <option key={s} value={s}>
              {t(`proofShops.${s}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      {progress !== null && (
        <div style={{ marginTop: 16 }}>
          <ProgressBar value={progress} label={t('uploadProgress')} />
          <p className={styles.muted}>{t('uploading', { percent: progress })}</p>
        </div>
      )}
      <FormAlert />
      <div className={styles.actions}>
        <span />
        <FormSubmit>{t('sendProof')}</FormSubmit>
      </div>
    </RulesForm>
  );
}
