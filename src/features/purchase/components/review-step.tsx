import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { FormAlert } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeButton, Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';
import type { PurchaseQuote_QuoteFragment } from '@/graphql/generated/graphql';
import { routes } from '@/config/routes';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import { formatRupiah } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { checkoutKey } from '../checkout-key';
import { PlacePurchaseOrderMutation, PurchasePaymentMethodsQuery } from '../graphql/purchase';
import { orderErrorKey } from '../purchase-errors';
import { reviewFormSchema } from '../purchase-schemas';
import { purchaseActions } from '../purchase-slice';
import { FieldError } from './field-error';
import styles from './purchase.module.css';
import { QuoteLines } from './quote-lines';

// CUSTOMER (who the order is for) is set by the owner step; the shop cart has none, so its buyer signs in.
const MISSING_STEP: Record<string, number> = { CUSTOMER: 1, OWNER: 1, DELIVERY: 2, PAYMENT_OPTION: 3 };

interface ReviewValues {
  method: string;
  terms: boolean;
}

function PayButton({ label, disabled }: { label: string; disabled: boolean }) {
  const { isSubmitting } = useFormState();
  return (
    <NativeButton type="submit" variant="contained" size="large" busy={isSubmitting} disabled={disabled}>
      {label}
    </NativeButton>
  );
}

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
  const methods = useShopQuery(PurchasePaymentMethodsQuery);
  const request = useShopRequest();
  const inFlight = useRef(false);
  const form = useRulesForm<ReviewValues>(reviewFormSchema, { method: paymentMethod ?? '', terms: false });
  const list = methods.data?.purchasePaymentMethods ?? [];
  const missing = quote?.missing ?? [];
  // The quote's Payment Fee follows the method (the flow asks the server again with it). One registration serves
  // every radio of the group, so the handler looks the method up by the chosen value.
  const onMethod = (code: string) => {
    const chosen = list.find((m) => m.code === code);
    dispatch(purchaseActions.setPaymentMethod(code));
    dispatch(purchaseActions.setPaymentCategory(chosen?.category ?? null));
  };

  const onValid = async (values: ReviewValues) => {
    if (inFlight.current || !quote) return;
    inFlight.current = true;
    try {
      const result = (
        await request(PlacePurchaseOrderMutation, {
          input: {
            paymentMethodCode: values.method,
            acceptTerms: values.terms,
            idempotencyKey: checkoutKey(quote.orderCode),
          },
        })
      ).placePurchaseOrder;
      if (result?.__typename === 'PurchasePayment') {
        dispatch(purchaseActions.setOrderCode(result.orderCode));
        dispatch(purchaseActions.setBookingNumber(result.bookingNumber ?? null));
        dispatch(purchaseActions.setPaymentCategory(result.category));
        dispatch(purchaseActions.setIsNewAccount(!signedIn));
        onPlaced(result.orderCode);
        return;
      }
      if (result?.__typename === 'PurchaseInputError') {
        const terms = result.fieldErrors.find((e) => e.field === 'acceptTerms');
        if (terms) form.setError('terms', { type: 'server', message: terms.code }, { shouldFocus: true });
        else form.setError('root.server', { message: t('errors.invalidInput') });
        return;
      }
      form.setError('root.server', { message: t(`errors.${orderErrorKey(result?.errorCode)}`) });
      refreshQuote();
    } catch {
      form.setError('root.server', { message: t('errors.generic') });
    } finally {
      inFlight.current = false;
    }
  };

  // Until the quote and the methods first arrive, one status line: the form then appears whole, instead of each part
  // pushing the ones below it down as it arrives (a layout shift on a phone, issue 19).
  const quotePending = !quote && quoteLoading;
  if (quotePending || (methods.loading && !methods.data)) {
    return <p role="status">{t(quotePending ? 'quoteLoading' : 'methodsLoading')}</p>;
  }
  return (
    <RulesForm form={form} idPrefix="review" onValid={onValid}>
      {quote?.flow === 'SHOP_CART' && missing.includes('CUSTOMER') && (
        <Notice role="alert" severity="info" className={styles.spacedNotice}>
          {t('cartSignIn')}{' '}
          <Link href={routes.login} className={text.link}>
            {t('signIn')}
          </Link>
        </Notice>
      )}
      {missing.some((m) => MISSING_STEP[m] && !(quote?.flow === 'SHOP_CART' && m === 'CUSTOMER')) && (
        <Notice role="alert" severity="warning" className={styles.spacedNotice}>
          {t('missingSteps')}{' '}
          {missing.map((m) =>
            MISSING_STEP[m] && m !== 'CUSTOMER' ? (
              <NativeButton key={m} variant="text" size="small" onClick={() => onGoToStep(MISSING_STEP[m])}>
                {t(`missing.${m as 'OWNER' | 'DELIVERY' | 'PAYMENT_OPTION'}`)}
              </NativeButton>
            ) : null,
          )}
        </Notice>
      )}
      {quote ? (
        <QuoteLines quote={quote} />
      ) : quoteFailed ? (
        <Notice
          role="alert"
          severity="error"
          action={
            <NativeButton variant="text" onClick={refreshQuote}>
              {t('retry')}
            </NativeButton>
          }
        >
          {t('quoteFailed')}
        </Notice>
      ) : null}

      <fieldset className={styles.choices} style={{ marginTop: 24 }} aria-describedby="review-method-error">
        <legend className={styles.muted} style={{ marginBottom: 8 }}>
          {t('methodQuestion')}
        </legend>
        {methods.error && (
          <Notice
            role="alert"
            severity="error"
            action={
              <NativeButton variant="text" onClick={() => void methods.refetch()}>
                {t('retry')}
              </NativeButton>
            }
          >
            {t('methodsFailed')}
          </Notice>
        )}
        {list.map((m) => (
          <label key={m.code} className={styles.choice}>
            <input
              type="radio"
              value={m.code}
              {...form.register('method', { onChange: (event) => onMethod(event.target.value) })}
            />
            <span className={styles.choiceBody}>
              <strong>{t(`methodCategory.${m.category}`, { bank: m.bank ?? '' })}</strong>
              <span className={styles.muted}>
                {t('methodDetails', {
                  fee: formatRupiah(m.fee),
                  hours: Math.max(1, Math.round(m.windowMinutes / 60)),
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError name="method" label={t('methodQuestion')} id="review-method-error" />
      <label className={styles.checkRow}>
        <input type="checkbox" aria-describedby="review-terms-error" {...form.register('terms')} />
        <span>
          {t('termsLabel')}{' '}
          <Link href="/privacy-policy-term-of-use" target="_blank">
            {t('termsLink')}
          </Link>
        </span>
      </label>
      <FieldError name="terms" label={t('termsLabel')} id="review-terms-error" />
      <FormAlert />
      <div className={styles.actions}>
        <NativeButton variant="text" onClick={onBack}>
          {t('back')}
        </NativeButton>
        <PayButton
          label={quote ? t('pay', { amount: formatRupiah(quote.amountDueNow) }) : t('payPlain')}
          disabled={!quote || missing.length > 0}
        />
      </div>
    </RulesForm>
  );
}
