import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormAlert, FormSubmit, FormTextArea, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { PurchaseProfileQuery, SetPurchaseOwnerMutation } from '../graphql/purchase';
import { orderErrorKey } from '../purchase-errors';
import { OWNER_FIELDS, ownerFormSchema, type OwnerFormValues } from '../purchase-schemas';
import { purchaseActions } from '../purchase-slice';
import styles from './purchase.module.css';
import { addressInput, PurchaseRegionSelects, regionNames } from './region-selects';

/** Renders the uploader of the owner's KTP photo; `onUploaded` runs once it is stored with the identity documents. */
export type KtpPhotoUploaderSlot = (onUploaded: () => void) => ReactNode;

/**
 * Step 1: the bike's owner (STNK) and, when someone else pays, the buyer. Signed-in customers start from their
 * profile and KTP document; every value typed is kept in the persisted purchase state as it is typed.
 * Memoised: the flow renders again with each answer of the quote, which changes nothing in this form.
 */
export const OwnerStep = memo(function OwnerStep({
  signedIn,
  onDone,
  ktpPhotoUploader,
}: {
  signedIn: boolean;
  onDone: () => void;
  ktpPhotoUploader?: KtpPhotoUploaderSlot;
}) {
  const t = useTranslations('Purchase');
  const dispatch = useAppDispatch();
  // The starting values, read once: every keystroke goes to the store, and reading it here would render the form again.
  const store = useAppStore();
  const [saved] = useState(() => store.getState().purchase);
  const profile = useShopQuery(PurchaseProfileQuery, undefined, { skip: !signedIn });
  const request = useShopRequest();
  const owner = saved.dataOwner;

  const form = useRulesForm<OwnerFormValues>(ownerFormSchema, {
    name: owner.name,
    identityCardNumber: owner.identityCardNumber,
    email: owner.email,
    phoneNumber: owner.phoneNumber,
    address: owner.address,
    provinceId: owner.provinceId ?? '',
    cityId: owner.cityId ?? '',
    zipCode: '',
    isBuyer: owner.isbuyer,
    buyerName: saved.nameOwner,
    buyerEmail: saved.emailBuyer,
  });
  const { watch, setValue, getValues, setError, register } = form;
  // Only the buyer switch re-renders the step (watch() here would render the whole form with every keystroke).
  const isBuyer = useWatch({ control: form.control, name: 'isBuyer' });

  // Fill empty fields from the profile and the KTP document once they arrive (never over what the buyer typed).
  const customer = profile.data?.profileCustomer;
  const ktp = profile.data?.customerDocuments.find((d) => d.type === 'IDENTITY_CARD');
  useEffect(() => {
    if (!customer) return;
    const fill = (
      field: 'name' | 'email' | 'phoneNumber' | 'address' | 'zipCode',
      value: string | null | undefined,
    ) => {
      if (value && !getValues(field)) setValue(field, value, { shouldDirty: true });
    };
    fill('name', ktp?.name ?? customer.name);
    fill('email', customer.emailAddress);
    fill('phoneNumber', customer.phoneNumber);
    fill('address', ktp?.address);
    fill('zipCode', ktp?.zipCode);
  }, [customer, ktp, getValues, setValue]);

  // Back, forward and reload keep every value: each change goes to the persisted state.
  useEffect(() => {
    const subscription = watch((values) => {
      const { provinceName, cityName } = regionNames(values.provinceId, values.cityId);
      dispatch(
        purchaseActions.setDataOwner({
          name: values.name ?? '',
          identityCardNumber: values.identityCardNumber ?? '',
          identityCardImage: ktp?.hasImage ? 'profile' : '',
          email: values.email ?? '',
          phoneNumber: values.phoneNumber ?? '',
          address: values.address ?? '',
          provinceId: values.provinceId || null,
          provinceName,
          cityId: values.cityId || null,
          cityName,
          isbuyer: values.isBuyer ?? true,
        }),
      );
      dispatch(purchaseActions.setNameOwner(values.buyerName ?? ''));
      dispatch(purchaseActions.setEmailBuyer(values.buyerEmail ?? ''));
    });
    return () => subscription.unsubscribe();
  }, [watch, dispatch, ktp]);

  const onValid = async (values: OwnerFormValues) => {
    try {
      const data = await request(SetPurchaseOwnerMutation, {
        input: {
          name: values.name ?? '',
          identityCardNumber: (values.identityCardNumber ?? '').trim(),
          email: values.email ?? '',
          ...addressInput(values),
          isBuyer: values.isBuyer,
          buyerName: values.isBuyer ? null : (values.buyerName ?? ''),
          buyerEmail: values.isBuyer ? null : (values.buyerEmail ?? ''),
        },
      });
      const result = data.setPurchaseOwner;
      if (result?.__typename === 'Order') {
        dispatch(purchaseActions.setOwnerDetail(true));
        dispatch(purchaseActions.setIsNewAccount(!signedIn));
        onDone();
        return;
      }
      if (result?.__typename === 'PurchaseInputError') {
        // Province and city names come from the chosen ids: their errors belong to the selects.
        const mapped = result.fieldErrors.map((e) => ({
          ...e,
          field: e.field === 'provinceName' ? 'provinceId' : e.field === 'cityName' ? 'cityId' : e.field,
        }));
        const other = applyServerFieldErrors(form, mapped, OWNER_FIELDS);
        if (other.length) setError('root.server', { message: t('errors.invalidInput') });
        return;
      }
      setError('root.server', { message: t(`errors.${orderErrorKey(result?.errorCode)}`) });
    } catch {
      setError('root.server', { message: t('errors.generic') });
    }
  };

  return (
    <RulesForm form={form} idPrefix="owner" onValid={onValid}>
      {!signedIn && (
        <Notice severity="info" className={styles.spacedNotice}>
          {t('guestNote')}{' '}
          <Link href={routes.login} className={text.link}>
            {t('signIn')}
          </Link>
        </Notice>
      )}
      {signedIn && ktp?.hasImage && (
        <Notice severity="success" className={styles.spacedNotice}>
          {ktp.maskedNumber ? t('ktpReused', { number: ktp.maskedNumber }) : t('ktpPhotoOnFile')}
        </Notice>
      )}
      {/* The owner's KTP photo goes to the profile's identity documents, where the next purchase finds it. */}
      {signedIn && ktpPhotoUploader && profile.data && !ktp?.hasImage && (
        <section aria-labelledby="owner-ktp-photo" className={styles.ktpPhoto}>
          <h4 id="owner-ktp-photo" className={styles.subTitle}>
            {t('ktpPhotoTitle')}
          </h4>
          <p className={styles.muted}>{t('ktpPhotoHint')}</p>
          {ktpPhotoUploader?.(() => void profile.refetch())}
        </section>
      )}
      <div className={styles.fieldGrid}>
        <FormTextField name="name" label={t('fields.ownerName')} autoComplete="name" required />
        <FormTextField
          name="identityCardNumber"
          label={t('fields.identityCardNumber')}
          inputMode="numeric"
          maxLength={32}
          required
        />
        <FormTextField name="email" label={t('fields.email')} type="email" autoComplete="email" required />
        <FormTextField name="phoneNumber" label={t('fields.phoneNumber')} type="tel" autoComplete="tel" required />
        <FormTextArea name="address" label={t('fields.address')} className={styles.wide} rows={2} required />
        <PurchaseRegionSelects />
        <FormTextField name="zipCode" label={t('fields.zipCode')} inputMode="numeric" autoComplete="postal-code" />
      </div>
      <label className={styles.checkRow}>
        <input type="checkbox" {...register('isBuyer')} />
        <span>{t('fields.isBuyer')}</span>
      </label>
      {!isBuyer && (
        <div className={styles.fieldGrid}>
          <FormTextField name="buyerName" label={t('fields.buyerName')} required />
          <FormTextField name="buyerEmail" label={t('fields.buyerEmail')} type="email" required />
        </div>
      )}
      <FormAlert />
      <div className={styles.actions}>
        <span />
        <FormSubmit>{t('continue')}</FormSubmit>
      </div>
    </RulesForm>
  );
});
