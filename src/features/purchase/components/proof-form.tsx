import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import type {
  PaymentProofCardType,
  PaymentProofECommerce,
  PaymentProofMethod,
  PurchasePayment_PaymentFragment,
  SubmitPaymentProofMutation as SubmitResult,
} from '@/graphql/generated/graphql';
import { multipartUpload } from '@/graphql/multipart-upload';
import { PROOF_EXTENSIONS, PROOF_MAX_BYTES } from '../constants';
import { SubmitPaymentProofMutation } from '../graphql/purchase';
import { fieldErrorKey, orderErrorKey, proofErrorKey, proofFileErrorKey } from '../purchase-errors';
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

/** SPEC §5: jpg, jpeg, png or pdf up to 8 MB (the server checks the content again). */
export function proofFileProblem(file: File | undefined): string | null {
  if (!file) return 'FILE_REQUIRED';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!PROOF_EXTENSIONS.includes(extension)) return 'FILE_TYPE';
  if (file.size === 0) return 'FILE_EMPTY';
  if (file.size > PROOF_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** The SPEC §5 bank-transfer proof form, uploaded with progress; staff accept or reject it in the back office. */
export function ProofForm({
  payment,
  onSubmitted,
}: {
  payment: PurchasePayment_PaymentFragment;
  onSubmitted: (payment: PurchasePayment_PaymentFragment) => void;
}) {
  const t = useTranslations('Purchase');
  const locale = useLocale();
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, watch, setValue } = useForm<ProofValues>({
    mode: 'onTouched',
    defaultValues: {
      file: null,
      orderNumber: payment.orderCode,
      referenceNumber: '',
      cardType: '',
      bankName: '',
      paymentDate: today(),
      nominal: String(payment.amount / 100),
      paymentMethod: '',
      eCommerce: 'ALVA_WEBSITE',
    },
  });
  const message = (name: keyof ProofValues) => {
    const key = formState.errors[name]?.message;
    return key ? t(`proofErrors.${proofErrorKey(key)}`) : undefined;
  };
  const requiredText = (v: unknown) => (String(v ?? '').trim() ? true : 'REQUIRED');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const file = values.file?.[0];
    if (!file) return;
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
            // IDR in the form, minor units on the wire.
            nominal: Math.round(Number(values.nominal) * 100),
            paymentMethod: values.paymentMethod,
            eCommerce: values.eCommerce,
          },
        },
        fileVariable: 'file',
        file,
        locale,
        onProgress: setProgress,
      });
      const result = data.submitPaymentProof;
      if (result.__typename === 'PurchasePayment') {
        onSubmitted(result);
        return;
      }
      if (result.__typename === 'PaymentProofFileError') {
        setError('file', { message: proofFileErrorKey(result.reason) }, { shouldFocus: true });
        return;
      }
      if (result.__typename === 'PurchaseInputError') {
        for (const error of result.fieldErrors) {
          const field = error.field as FieldPath<ProofValues>;
          if (field in values) setError(field, { message: fieldErrorKey(error.code) }, { shouldFocus: true });
          else setFormError(t(`fieldErrors.${fieldErrorKey(error.code)}`));
        }
        return;
      }
      setFormError(t(`errors.${orderErrorKey(result.errorCode)}`));
    } catch {
      setFormError(t('errors.generic'));
    } finally {
      setProgress(null);
    }
  });

  const file = watch('file')?.[0];
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="proof-title">
      <h4 id="proof-title">{t('proofTitle')}</h4>
      <p className={styles.muted}>{t('proofHelp')}</p>
      <div className={styles.fieldGrid}>
        <div className={styles.wide}>
          <label htmlFor="proof-file">{t('proofFields.file')}</label>
          <input
            id="proof-file"
            type="file"
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            aria-invalid={Boolean(formState.errors.file)}
            aria-describedby="proof-file-help"
            {...register('file', {
              validate: (list) => {
                const problem = proofFileProblem((list as FileList | null)?.[0]);
                return problem ?? true;
              },
            })}
            style={{ display: 'block', marginTop: 8, minHeight: 44 }}
          />
          <p id="proof-file-help" className={styles.muted} role={formState.errors.file ? 'alert' : undefined}>
            {message('file') ??
              (file ? `${file.name} · ${(file.size / 1024 / 1024).toFixed(2)} MB` : t('proofFileHelp'))}
          </p>
        </div>
        <TextField
          {...register('orderNumber', { validate: requiredText })}
          label={t('proofFields.orderNumber')}
          required
          error={Boolean(formState.errors.orderNumber)}
          helperText={message('orderNumber')}
        />
        <TextField
          {...register('referenceNumber', {
            validate: (v) =>
              !String(v).trim() ? 'REQUIRED' : /^[A-Za-z0-9-]{4,40}$/.test(String(v).trim()) || 'ID_FORMAT',
          })}
          label={t('proofFields.referenceNumber')}
          required
          error={Boolean(formState.errors.referenceNumber)}
          helperText={message('referenceNumber')}
        />
        <TextField
          {...register('cardType', { validate: requiredText })}
          select
          label={t('proofFields.cardType')}
          required
          value={watch('cardType')}
          onChange={(e) => setValue('cardType', e.target.value as PaymentProofCardType, { shouldValidate: true })}
          error={Boolean(formState.errors.cardType)}
          helperText={message('cardType')}
        >
          {CARD_TYPES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`proofCardTypes.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...register('bankName', { validate: requiredText })}
          label={t('proofFields.bankName')}
          required
          error={Boolean(formState.errors.bankName)}
          helperText={message('bankName')}
        />
        <TextField
          {...register('paymentDate', {
            validate: (v) => (!v ? 'REQUIRED' : String(v) > today() ? 'DATE_IN_FUTURE' : true),
          })}
          type="date"
          label={t('proofFields.paymentDate')}
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          error={Boolean(formState.errors.paymentDate)}
          helperText={message('paymentDate')}
        />
        <TextField
          {...register('nominal', {
            validate: (v) => (!String(v).trim() ? 'REQUIRED' : /^\d+$/.test(String(v).trim()) || 'NUMBERS_ONLY'),
          })}
          label={t('proofFields.nominal')}
          inputMode="numeric"
          required
          error={Boolean(formState.errors.nominal)}
          helperText={message('nominal')}
        />
        <TextField
          {...register('paymentMethod', { validate: requiredText })}
          select
          label={t('proofFields.paymentMethod')}
          required
          value={watch('paymentMethod')}
          onChange={(e) => setValue('paymentMethod', e.target.value as PaymentProofMethod, { shouldValidate: true })}
          error={Boolean(formState.errors.paymentMethod)}
          helperText={message('paymentMethod')}
        >
          {METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`proofMethods.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...register('eCommerce', { validate: requiredText })}
          select
          label={t('proofFields.eCommerce')}
          required
          value={watch('eCommerce')}
          onChange={(e) => setValue('eCommerce', e.target.value as PaymentProofECommerce, { shouldValidate: true })}
          error={Boolean(formState.errors.eCommerce)}
          helperText={message('eCommerce')}
        >
          {SHOPS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`proofShops.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </div>
      {progress !== null && (
        <div style={{ marginTop: 16 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t('uploadProgress')} />
          <p className={styles.muted}>{t('uploading', { percent: progress })}</p>
        </div>
      )}
      {formError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <div className={styles.actions}>
        <span />
        <BusyButton type="submit" variant="contained" busy={progress !== null}>
          {t('sendProof')}
        </BusyButton>
      </div>
    </form>
  );
}
