import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { FormAlert, FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { routes } from '@/config/routes';
import type { PurchaseQuote_QuoteFragment } from '@/graphql/generated/graphql';
import { useShopRequest } from '@/graphql/use-shop-query';
import { formatRupiah } from '@/lib/money';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import {
  PurchaseApplyCouponMutation,
  PurchaseRemoveCouponMutation,
  SetPurchaseOptionsMutation,
} from '../graphql/purchase';
import { orderErrorKey } from '../purchase-errors';
import { couponFormSchema, optionsFormSchema, type OptionsFormValues } from '../purchase-schemas';
import { purchaseActions } from '../purchase-slice';
import { FieldError } from './field-error';
import styles from './purchase.module.css';
import { NativeButton, Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';

/** Coupons: apply or remove a code (Vendure promotions), with the translated COUPON_CODE_* messages. */
function CouponForm({ applied, onChanged }: { applied: string[]; onChanged: () => void }) {
  const t = useTranslations('Purchase');
  const dispatch = useAppDispatch();
  const request = useShopRequest();
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useRulesForm<{ code: string }>(couponFormSchema, { code: '' });

  const onApply = async ({ code }: { code: string }) => {
    setNotice(null);
    const couponCode = code.trim();
    try {
      const result = (await request(PurchaseApplyCouponMutation, { couponCode })).applyCouponCode;
      if (result?.__typename === 'Order') {
        dispatch(purchaseActions.setCoupon(couponCode));
        dispatch(purchaseActions.setSelectedPromo(result.couponCodes));
        setNotice(t('couponApplied', { code: couponCode }));
        form.reset({ code: '' });
        onChanged();
        return;
      }
      const errorCode = result && 'errorCode' in result ? result.errorCode : null;
      form.setError('root.server', { message: t(`errors.${orderErrorKey(errorCode)}`) });
    } catch {
      form.setError('root.server', { message: t('errors.applyCoupon') });
    }
  };

  const onRemove = async (code: string) => {
    setNotice(null);
    form.clearErrors();
    setRemoving(true);
    try {
      const data = await request(PurchaseRemoveCouponMutation, { couponCode: code });
      dispatch(purchaseActions.setSelectedPromo(data.removeCouponCode?.couponCodes ?? []));
      dispatch(purchaseActions.resetCoupon());
      setNotice(t('couponRemoved', { code }));
      onChanged();
    } catch {
      form.setError('root.server', { message: t('errors.removeCoupon') });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div style={{ marginTop: 24 }}>
      <h4 className={styles.subTitle} style={{ marginBottom: 8 }}>
        {t('couponTitle')}
      </h4>
      {/* A form of its own (not nested): Enter in the code field applies the code. */}
      <RulesForm form={form} idPrefix="coupon" onValid={onApply} className={styles.inlineForm}>
        <FormTextField name="code" label={t('fields.couponCode')} maxLength={64} autoCapitalize="characters" />
        <FormSubmit>{t('applyCoupon')}</FormSubmit>
        <div className={styles.wide}>
          <FormAlert />
        </div>
      </RulesForm>
      {applied.length > 0 && (
        <ul className={styles.chips} aria-label={t('appliedCoupons')}>
          {applied.map((code) => (
            <li key={code} className={styles.chip}>
              <span>{code}</span>
              <button
                type="button"
                aria-label={t('removeCoupon', { code })}
                disabled={removing}
                onClick={() => void onRemove(code)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div role="status" aria-live="polite">
        {notice && (
          <Notice role="alert" severity="success" style={{ marginTop: 8 }}>
            {notice}
          </Notice>
        )}
      </div>
    </div>
  );
}

/**
 * Step 3: how the bike is paid — in full, as a pre-order with a booking fee, or by installment (which continues on
 * the installment page: the providers' offers and the application) — plus coupons, a referral code and the promotions applied.
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
  // The starting choice, read once (as the owner and delivery steps do); the applied promotions while the quote loads.
  const store = useAppStore();
  const [saved] = useState(() => store.getState().purchase);
  const savedPromo = useAppSelector((s) => s.purchase.selectedPromo);
  const cart = flow === 'SHOP_CART';
  const request = useShopRequest();
  const initialChoice = cart
    ? 'FULL'
    : saved.paymentOption === 'INSTALLMENT'
      ? 'INSTALLMENT'
      : saved.paymentOption
        ? saved.preOrder
          ? 'BOOKING'
          : 'FULL'
        : '';
  const form = useRulesForm<OptionsFormValues>(optionsFormSchema, {
    choice: initialChoice,
    referralCode: saved.selectedPromoReferral ?? '',
  });
  const applied = quote?.promotions.map((p) => p.couponCode).filter((c): c is string => Boolean(c)) ?? savedPromo;

  const onValid = async (values: OptionsFormValues) => {
    if (values.choice === 'INSTALLMENT') return;
    const booking = values.choice === 'BOOKING';
    const referralCode = values.referralCode?.trim() ?? '';
    dispatch(purchaseActions.setPaymentOption('FULL_PAYMENT'));
    dispatch(purchaseActions.setPreOrder(booking));
    dispatch(purchaseActions.setPurchaseOrderType(booking ? 'Booking' : 'FullPurchase'));
    dispatch(purchaseActions.setSelectedPromoReferral(referralCode || null));
    try {
      const result = (
        await request(SetPurchaseOptionsMutation, {
          input: {
            purchaseOrderType: booking ? 'BOOKING' : 'FULL_PURCHASE',
            paymentOption: 'FULL_PAYMENT',
            referralCode,
          },
        })
      ).setPurchaseOptions;
      if (result?.__typename === 'Order') {
        onDone();
        return;
      }
      if (result?.__typename === 'PurchaseInputError') {
        const other = applyServerFieldErrors(form, result.fieldErrors, ['referralCode']);
        if (other.length) form.setError('root.server', { message: t('errors.invalidInput') });
        return;
      }
      form.setError('root.server', { message: t(`errors.${orderErrorKey(result?.errorCode)}`) });
    } catch {
      form.setError('root.server', { message: t('errors.generic') });
    }
  };

  return (
    <>
      <RulesForm form={form} idPrefix="options" id="purchase-options" onValid={onValid}>
        {cart ? (
          <p>{t('cartFullPaymentOnly')}</p>
        ) : (
          <fieldset className={styles.choices} aria-describedby="options-choice-error">
            <legend className={styles.muted} style={{ marginBottom: 8 }}>
              {t('paymentQuestion')}
            </legend>
            {(
              [
                ['FULL', 'fullPayment', 'fullPaymentBody'],
                ['BOOKING', 'preOrder', 'preOrderBody'],
                ['INSTALLMENT', 'installment', 'installmentBody'],
              ] as const
            ).map(([value, title, body]) => (
              <label key={value} className={styles.choice}>
                <input type="radio" value={value} {...form.register('choice')} />
                <span className={styles.choiceBody}>
                  <strong>{t(title)}</strong>
                  <span className={styles.muted}>{t(body)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <FieldError name="choice" label={t('paymentOption')} id="options-choice-error" />
        <InstallmentNext control={form.control} productSlug={quote?.productSlug ?? null} />
        {!cart && (
          <div style={{ marginTop: 24, maxWidth: 360 }}>
            <FormTextField
              name="referralCode"
              label={t('fields.referralCode')}
              hint={t('referralHelp')}
              maxLength={40}
              autoCapitalize="characters"
            />
          </div>
        )}
        <FormAlert />
      </RulesForm>
      <CouponForm applied={applied} onChanged={refreshQuote} />
      {quote && quote.promotions.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <h4 className={styles.subTitle}>{t('promotionsTitle')}</h4>
          <ul>
            {quote.promotions.map((p) => (
              <li key={`${p.name}-${p.couponCode ?? ''}`}>
                {p.name}: {formatRupiah(p.amount)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <NativeButton variant="text" onClick={onBack}>
          {t('back')}
        </NativeButton>
        <ContinueButton control={form.control} />
      </div>
    </>
  );
}

// The payment choice and the submit state are read by the two parts that show them: read in the step (watch,
// formState), each keystroke in the referral code rendered the whole step, coupon form included, again (issue 19).

/** Where an installment continues: the providers' offers on the installment page. */
function InstallmentNext({
  control,
  productSlug,
}: {
  control: Control<OptionsFormValues>;
  productSlug: string | null;
}) {
  const t = useTranslations('Purchase');
  const dispatch = useAppDispatch();
  const choice = useWatch({ control, name: 'choice' });
  if (choice !== 'INSTALLMENT') return null;
  return (
    <Notice role="alert" severity="info" style={{ marginTop: 16 }}>
      {t('installmentNext')}{' '}
      <Link
        className={text.link}
        href={productSlug ? routes.installmentFor(productSlug) : routes.monthlyCost}
        onClick={() => dispatch(purchaseActions.setPaymentOption('INSTALLMENT'))}
      >
        {t('installmentLink')}
      </Link>
    </Notice>
  );
}

/** Continue: not for an installment (it continues on its own page), nor while the options are being saved. */
function ContinueButton({ control }: { control: Control<OptionsFormValues> }) {
  const t = useTranslations('Purchase');
  const choice = useWatch({ control, name: 'choice' });
  const { isSubmitting } = useFormState({ control });
  return (
    <NativeButton
      type="submit"
      form="purchase-options"
      variant="contained"
      size="large"
      disabled={choice === 'INSTALLMENT' || isSubmitting}
    >
      {t('continue')}
    </NativeButton>
  );
}
