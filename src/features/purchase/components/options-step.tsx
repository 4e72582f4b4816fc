import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import type { PurchaseQuote_QuoteFragment } from '@/graphql/generated/graphql';
import { formatRupiah } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  PurchaseApplyCouponMutation,
  PurchaseRemoveCouponMutation,
  SetPurchaseOptionsMutation,
} from '../graphql/purchase';
import { fieldErrorKey, orderErrorKey } from '../purchase-errors';
import { purchaseActions } from '../purchase-slice';
import styles from './purchase.module.css';

type PaymentChoice = 'FULL' | 'BOOKING' | 'INSTALLMENT';

interface OptionValues {
  choice: PaymentChoice | '';
  referralCode: string;
}

const REFERRAL = /^[A-Za-z0-9_-]{0,32}$/;

/** Coupons: apply or remove a code (Vendure promotions), with the translated COUPON_CODE_* messages. */
function CouponForm({ applied, onChanged }: { applied: string[]; onChanged: () => void }) {
  const t = useTranslations('Purchase');
  const dispatch = useAppDispatch();
  const [apply, { loading: applying }] = useMutation(PurchaseApplyCouponMutation);
  const [remove, { loading: removing }] = useMutation(PurchaseRemoveCouponMutation);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onApply = handleSubmit(async ({ code }) => {
    setMessage(null);
    try {
      const { data } = await apply({ variables: { couponCode: code.trim() } });
      const result = data?.applyCouponCode;
      if (result?.__typename === 'Order') {
        dispatch(purchaseActions.setCoupon(code.trim()));
        dispatch(purchaseActions.setSelectedPromo(result.couponCodes));
        setMessage({ kind: 'success', text: t('couponApplied', { code: code.trim() }) });
        reset({ code: '' });
        onChanged();
        return;
      }
      setMessage({
        kind: 'error',
        text: t(`errors.${orderErrorKey(result && 'errorCode' in result ? result.errorCode : null)}`),
      });
    } catch {
      setMessage({ kind: 'error', text: t('errors.applyCoupon') });
    }
  });

  const onRemove = async (code: string) => {
    setMessage(null);
    try {
      const { data } = await remove({ variables: { couponCode: code } });
      dispatch(purchaseActions.setSelectedPromo(data?.removeCouponCode?.couponCodes ?? []));
      dispatch(purchaseActions.resetCoupon());
      setMessage({ kind: 'success', text: t('couponRemoved', { code }) });
      onChanged();
    } catch {
      setMessage({ kind: 'error', text: t('errors.removeCoupon') });
    }
  };

  return (
    <div style={{ marginTop: 24 }}>
      <Typography component="h4" variant="subtitle1" sx={{ mb: 1 }}>
        {t('couponTitle')}
      </Typography>
      {/* A form of its own (not nested): Enter in the code field applies the code. */}
      <form onSubmit={onApply} noValidate style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <TextField
          {...register('code', { validate: (v) => Boolean(v.trim()) || 'REQUIRED' })}
          label={t('fields.couponCode')}
          size="small"
          error={Boolean(formState.errors.code)}
          helperText={formState.errors.code ? t('fieldErrors.REQUIRED') : undefined}
          slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters' } }}
        />
        <BusyButton type="submit" variant="outlined" busy={applying}>
          {t('applyCoupon')}
        </BusyButton>
      </form>
      {applied.length > 0 && (
        <ul className={styles.chips} aria-label={t('appliedCoupons')}>
          {applied.map((code) => (
            <li key={code}>
              <Chip
                label={code}
                onDelete={removing ? undefined : () => void onRemove(code)}
                deleteIcon={<span aria-label={t('removeCoupon', { code })}>×</span>}
              />
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {message && (
          <Alert severity={message.kind} sx={{ mt: 1 }}>
            {message.text}
          </Alert>
        )}
      </div>
    </div>
  );
}

/**
 * Step 3: how the bike is paid — in full, as a pre-order with a booking fee, or by installment (the installment
 * calculator; the application flow is its own issue) — plus coupons, a referral code and the promotions applied.
 * The shop cart is always paid in full.
 */
export function OptionsStep({
  flow,
  quote,
  refreshQuote,
  onDone,
  onBack,
}: {
  flow: string;
  quote: PurchaseQuote_QuoteFragment | null;
  refreshQuote: () => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const t = useTranslations('Purchase');
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.purchase);
  const cart = flow === 'SHOP_CART';
  const [save, { loading }] = useMutation(SetPurchaseOptionsMutation);
  const [formError, setFormError] = useState<string | null>(null);
  const initialChoice: PaymentChoice | '' = cart
    ? 'FULL'
    : saved.paymentOption === 'INSTALLMENT'
      ? 'INSTALLMENT'
      : saved.paymentOption
        ? saved.preOrder
          ? 'BOOKING'
          : 'FULL'
        : '';
  const { register, handleSubmit, watch, formState, setError } = useForm<OptionValues>({
    defaultValues: { choice: initialChoice, referralCode: saved.selectedPromoReferral ?? '' },
  });
  const choice = watch('choice');
  const applied =
    quote?.promotions.map((p) => p.couponCode).filter((c): c is string => Boolean(c)) ?? saved.selectedPromo;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (values.choice === 'INSTALLMENT' || !values.choice) return;
    const booking = values.choice === 'BOOKING';
    dispatch(purchaseActions.setPaymentOption('FULL_PAYMENT'));
    dispatch(purchaseActions.setPreOrder(booking));
    dispatch(purchaseActions.setPurchaseOrderType(booking ? 'Booking' : 'FullPurchase'));
    dispatch(purchaseActions.setSelectedPromoReferral(values.referralCode.trim() || null));
    try {
      const { data } = await save({
        variables: {
          input: {
            purchaseOrderType: booking ? 'BOOKING' : 'FULL_PURCHASE',
            paymentOption: 'FULL_PAYMENT',
            referralCode: values.referralCode.trim(),
          },
        },
      });
      const result = data?.setPurchaseOptions;
      if (result?.__typename === 'Order') {
        onDone();
        return;
      }
      if (result?.__typename === 'PurchaseInputError') {
        for (const error of result.fieldErrors) {
          if (error.field === 'referralCode') setError('referralCode', { message: fieldErrorKey(error.code) });
          else setFormError(t(`fieldErrors.${fieldErrorKey(error.code)}`));
        }
        return;
      }
      setFormError(t(`errors.${orderErrorKey(result?.errorCode)}`));
    } catch {
      setFormError(t('errors.generic'));
    }
  });

  return (
    <>
      <form id="purchase-options" onSubmit={onSubmit} noValidate>
        {cart ? (
          <p>{t('cartFullPaymentOnly')}</p>
        ) : (
          <fieldset className={styles.choices}>
            <legend className={styles.muted} style={{ marginBottom: 8 }}>
              {t('paymentQuestion')}
            </legend>
            <label className={styles.choice}>
              <input type="radio" value="FULL" {...register('choice', { required: 'REQUIRED' })} />
              <span className={styles.choiceBody}>
                <strong>{t('fullPayment')}</strong>
                <span className={styles.muted}>{t('fullPaymentBody')}</span>
              </span>
            </label>
            <label className={styles.choice}>
              <input type="radio" value="BOOKING" {...register('choice', { required: 'REQUIRED' })} />
              <span className={styles.choiceBody}>
                <strong>{t('preOrder')}</strong>
                <span className={styles.muted}>{t('preOrderBody')}</span>
              </span>
            </label>
            <label className={styles.choice}>
              <input type="radio" value="INSTALLMENT" {...register('choice', { required: 'REQUIRED' })} />
              <span className={styles.choiceBody}>
                <strong>{t('installment')}</strong>
                <span className={styles.muted}>{t('installmentBody')}</span>
              </span>
            </label>
          </fieldset>
        )}
        {formState.errors.choice && (
          <p role="alert" style={{ color: '#b00020' }}>
            {t('fieldErrors.paymentOptionRequired')}
          </p>
        )}
        {choice === 'INSTALLMENT' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('installmentNext')}{' '}
            <Link href={routes.monthlyCost} onClick={() => dispatch(purchaseActions.setPaymentOption('INSTALLMENT'))}>
              {t('installmentLink')}
            </Link>
          </Alert>
        )}
        {!cart && (
          <TextField
            {...register('referralCode', { validate: (v) => REFERRAL.test(v.trim()) || 'INVALID_VALUE' })}
            label={t('fields.referralCode')}
            size="small"
            sx={{ mt: 3 }}
            error={Boolean(formState.errors.referralCode)}
            helperText={
              formState.errors.referralCode?.message
                ? t(`fieldErrors.${fieldErrorKey(formState.errors.referralCode.message)}`)
                : t('referralHelp')
            }
          />
        )}
      </form>
      <CouponForm applied={applied} onChanged={refreshQuote} />
      {quote && quote.promotions.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <Typography component="h4" variant="subtitle1">
            {t('promotionsTitle')}
          </Typography>
          <ul>
            {quote.promotions.map((p) => (
              <li key={`${p.name}-${p.couponCode ?? ''}`}>
                {p.name}: {formatRupiah(p.amount)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {formError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={onBack}>{t('back')}</Button>
        <BusyButton
          type="submit"
          form="purchase-options"
          variant="contained"
          busy={loading}
          disabled={choice === 'INSTALLMENT'}
        >
          {t('continue')}
        </BusyButton>
      </div>
    </>
  );
}
