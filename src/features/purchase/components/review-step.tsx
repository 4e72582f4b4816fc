import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import type { PurchaseQuote_QuoteFragment } from '@/graphql/generated/graphql';
import { formatRupiah } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { PlacePurchaseOrderMutation, PurchasePaymentMethodsQuery } from '../graphql/purchase';
import { checkoutKey } from '../checkout-key';
import { fieldErrorKey, orderErrorKey } from '../purchase-errors';
import { purchaseActions } from '../purchase-slice';
import styles from './purchase.module.css';
import { QuoteLines } from './quote-lines';

const MISSING_STEP: Record<string, number> = { OWNER: 1, DELIVERY: 2, PAYMENT_OPTION: 3 };

/**
 * Step 4: every charge line of the server's quote for the chosen method, the payment method, the terms and "pay".
 * "Pay" places the order once however often it is pressed: the button locks while the call runs and every call
 * of this checkout carries the same idempotency key, so the server answers the same order.
 */
export function ReviewStep({
  quote,
  quoteLoading,
  quoteFailed,
  refreshQuote,
  signedIn,
  onBack,
  onGoToStep,
  onPlaced,
}: {
  quote: PurchaseQuote_QuoteFragment | null;
  quoteLoading: boolean;
  quoteFailed: boolean;
  refreshQuote: () => void;
  signedIn: boolean;
  onBack: () => void;
  onGoToStep: (step: number) => void;
  onPlaced: (orderCode: string) => void;
}) {
  const t = useTranslations('Purchase');
  const dispatch = useAppDispatch();
  const paymentMethod = useAppSelector((s) => s.purchase.paymentMethod);
  const methods = useQuery(PurchasePaymentMethodsQuery, { fetchPolicy: 'no-cache' });
  const [place, { loading }] = useMutation(PlacePurchaseOrderMutation);
  const [formError, setFormError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const { register, handleSubmit, formState, watch } = useForm<{ method: string; terms: boolean }>({
    defaultValues: { method: paymentMethod ?? '', terms: false },
  });
  const method = watch('method');
  const list = methods.data?.purchasePaymentMethods ?? [];
  const missing = quote?.missing ?? [];

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current || !quote) return;
    inFlight.current = true;
    setFormError(null);
    try {
      const { data } = await place({
        variables: {
          input: {
            paymentMethodCode: values.method,
            acceptTerms: values.terms,
            idempotencyKey: checkoutKey(quote.orderCode),
          },
        },
      });
      const result = data?.placePurchaseOrder;
      if (result?.__typename === 'PurchasePayment') {
        dispatch(purchaseActions.setOrderCode(result.orderCode));
        dispatch(purchaseActions.setBookingNumber(result.bookingNumber ?? null));
        dispatch(purchaseActions.setPaymentCategory(result.category));
        dispatch(purchaseActions.setIsNewAccount(!signedIn));
        onPlaced(result.orderCode);
        return;
      }
      if (result?.__typename === 'PurchaseInputError') {
        setFormError(result.fieldErrors.map((e) => t(`fieldErrors.${fieldErrorKey(e.code)}`)).join(' '));
        return;
      }
      setFormError(t(`errors.${orderErrorKey(result?.errorCode)}`));
      refreshQuote();
    } catch {
      setFormError(t('errors.generic'));
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('missingSteps')}{' '}
          {missing.map((m) =>
            MISSING_STEP[m] ? (
              <Button key={m} size="small" onClick={() => onGoToStep(MISSING_STEP[m])}>
                {t(`missing.${m as 'OWNER' | 'DELIVERY' | 'PAYMENT_OPTION'}`)}
              </Button>
            ) : null,
          )}
        </Alert>
      )}
      {quote ? (
        <QuoteLines quote={quote} />
      ) : quoteLoading ? (
        <p role="status">{t('quoteLoading')}</p>
      ) : quoteFailed ? (
        <Alert severity="error" action={<Button onClick={refreshQuote}>{t('retry')}</Button>}>
          {t('quoteFailed')}
        </Alert>
      ) : null}

      <fieldset className={styles.choices} style={{ marginTop: 24 }}>
        <legend className={styles.muted} style={{ marginBottom: 8 }}>
          {t('methodQuestion')}
        </legend>
        {methods.loading && <p role="status">{t('methodsLoading')}</p>}
        {methods.error && (
          <Alert severity="error" action={<Button onClick={() => void methods.refetch()}>{t('retry')}</Button>}>
            {t('methodsFailed')}
          </Alert>
        )}
        {list.map((m) => (
          <label key={m.code} className={styles.choice}>
            <input
              type="radio"
              value={m.code}
              {...register('method', {
                required: 'REQUIRED',
                onChange: (event) => {
                  dispatch(purchaseActions.setPaymentMethod(event.target.value));
                  dispatch(purchaseActions.setPaymentCategory(m.category));
                },
              })}
            />
            <span className={styles.choiceBody}>
              <strong>{t(`methodCategory.${m.category}`, { bank: m.bank ?? '' })}</strong>
              <span className={styles.muted}>
                {t('methodDetails', {
                  fee: formatRupiah(m.fee),
                  hours: m.windowMinutes >= 60 ? Math.round(m.windowMinutes / 60) : 1,
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {formState.errors.method && (
        <p role="alert" style={{ color: '#b00020' }}>
          {t('fieldErrors.methodRequired')}
        </p>
      )}
      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Checkbox {...register('terms', { validate: (v) => v || 'TERMS_REQUIRED' })} />}
        label={
          <>
            {t('termsLabel')}{' '}
            <Link href="/privacy-policy-term-of-use" target="_blank">
              {t('termsLink')}
            </Link>
          </>
        }
      />
      {formState.errors.terms && (
        <p role="alert" style={{ color: '#b00020' }}>
          {t('fieldErrors.TERMS_REQUIRED')}
        </p>
      )}
      {formError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={onBack}>{t('back')}</Button>
        <BusyButton type="submit" variant="contained" busy={loading} disabled={!quote || missing.length > 0 || !method}>
          {quote ? t('pay', { amount: formatRupiah(quote.amountDueNow) }) : t('payPlain')}
        </BusyButton>
      </div>
    </form>
  );
}
