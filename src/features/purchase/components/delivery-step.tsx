import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormAlert, FormSubmit, FormTextArea, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { PlacesMap } from '@/components/map/places-map';
import type { PurchaseDealer_DealerFragment } from '@/graphql/generated/graphql';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import { formatRupiah } from '@/lib/money';
import { formatOpeningHours } from '@/lib/opening-hours';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { CheckDeliveryAddressQuery, PurchaseDealersQuery, SetPurchaseDeliveryMutation } from '../graphql/purchase';
import { orderErrorKey } from '../purchase-errors';
import { deliveryFormSchema, type DeliveryFormValues } from '../purchase-schemas';
import { purchaseActions } from '../purchase-slice';
import type { Dealer } from '../purchase-types';
import { FieldError } from './field-error';
import styles from './purchase.module.css';
import { addressInput, PurchaseRegionSelects, regionNames } from './region-selects';
import { NativeButton, Notice } from '@/components/ui/native-button';

const DELIVERY_FIELDS = [
  'type',
  'dealerId',
  'recipientName',
  'phoneNumber',
  'address',
  'provinceId',
  'cityId',
  'zipCode',
  'latitude',
  'longitude',
] as const;

const toDealer = (d: PurchaseDealer_DealerFragment): Dealer => ({
  id: d.id,
  default: d.default,
  location: d.location,
  address1: d.address1,
  address2: d.address2 ?? null,
  city: d.city,
  state: d.state,
  country: d.country,
  latitude: d.latitude,
  longitude: d.longitude,
  operatingHours: d.operatingHours ?? null,
  zipCode: d.zipCode ?? null,
  code: d.code,
  distance: d.distance ?? null,
  distanceLabel: d.distanceLabel ?? null,
});

const toNumber = (value: string | null | undefined) => {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Coordinates as the pin and "use my location" write them (six decimals, about 10 cm). */
const coordinateText = (n: number) => n.toFixed(6);

/**
 * Step 2: home delivery (address and a map pinpoint, checked by the server: SPEC §8 address messages) or pick-up
 * at a dealer (nearest first, opening hours). For the shop cart, home delivery is the courier.
 */
export function DeliveryStep({ flow, onDone, onBack }: { flow: string; onDone: () => void; onBack?: () => void }) {
  const t = useTranslations('Purchase');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // The starting values, read once: every keystroke goes to the store, and rendering from it would render the form.
  const [{ delivery, dataOwner }] = useState(() => store.getState().purchase);
  const home = delivery.home;
  const dealerSaved = useAppSelector((s) => s.purchase.delivery.dealer);
  const userLocation = useAppSelector((s) => s.purchase.userLocation);
  const cart = flow === 'SHOP_CART';
  const request = useShopRequest();

  const form = useRulesForm<DeliveryFormValues>(deliveryFormSchema, {
    type: delivery.type ?? '',
    dealerId: delivery.dealer?.id ?? '',
    recipientName: home?.recipientName ?? dataOwner.name,
    phoneNumber: home?.phoneNumber ?? dataOwner.phoneNumber,
    address: home?.address ?? dataOwner.address,
    provinceId: home?.provinceId ?? dataOwner.provinceId ?? '',
    cityId: home?.cityId ?? dataOwner.cityId ?? '',
    zipCode: home?.zipCode ?? '',
    latitude: coordinateText(home?.latitude ?? userLocation.latitude),
    longitude: coordinateText(home?.longitude ?? userLocation.longitude),
  });
  const { register, watch, setValue, setError } = form;
  // Subscriptions to the fields the step renders from, not to every keystroke of the address.
  const [type, latitudeText, longitudeText, dealerId] = useWatch({
    control: form.control,
    name: ['type', 'latitude', 'longitude', 'dealerId'],
  });
  const latitude = toNumber(latitudeText);
  const longitude = toNumber(longitudeText);
  const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;

  const dealers = useShopQuery(
    PurchaseDealersQuery,
    { latitude: userLocation.latitude, longitude: userLocation.longitude },
    { skip: type !== 'PICKUP_AT_DEALER' },
  );
  const check = useShopQuery(
    CheckDeliveryAddressQuery,
    { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null },
    { skip: type !== 'DELIVER_TO_HOME' },
  );
  const outcome = check.data?.checkDeliveryAddress;
  const refused = outcome?.outcome === 'TOO_FAR' || outcome?.outcome === 'LOCATION_UNDETERMINED';
  const dealerList = dealers.data?.purchaseDealers ?? [];

  // Every value typed is kept in the persisted state (back, forward and reload keep it).
  useEffect(() => {
    const subscription = watch((v) => {
      const { provinceName, cityName } = regionNames(v.provinceId, v.cityId);
      dispatch(
        purchaseActions.setDelivery({
          type: v.type === 'DELIVER_TO_HOME' || v.type === 'PICKUP_AT_DEALER' ? v.type : null,
          dealer: dealerSaved?.id === v.dealerId ? dealerSaved : null,
          owner: null,
          home: {
            address: v.address ?? '',
            latitude: toNumber(v.latitude) ?? userLocation.latitude,
            longitude: toNumber(v.longitude) ?? userLocation.longitude,
            notes: '',
            recipientName: v.recipientName ?? '',
            phoneNumber: v.phoneNumber ?? '',
            provinceId: v.provinceId ?? '',
            provinceName,
            cityId: v.cityId ?? '',
            cityName,
            zipCode: v.zipCode ?? '',
          },
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [watch, dispatch, dealerSaved, userLocation]);

  const pickDealer = (dealer: PurchaseDealer_DealerFragment) => {
    setValue('dealerId', dealer.id, { shouldValidate: form.formState.isSubmitted });
    const { delivery } = store.getState().purchase;
    dispatch(purchaseActions.setDelivery({ ...delivery, type: 'PICKUP_AT_DEALER', dealer: toDealer(dealer) }));
    dispatch(purchaseActions.setDealerID(dealer.id));
  };

  const useMyLocation = () => {
    navigator.geolocation?.getCurrentPosition(
      (position) => {
        const here = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        dispatch(purchaseActions.setUserLocation(here));
        setValue('latitude', coordinateText(here.latitude));
        setValue('longitude', coordinateText(here.longitude));
      },
      () => setError('root.server', { message: t('locationDenied') }),
    );
  };

  const onValid = async (values: DeliveryFormValues) => {
    if (values.type === 'DELIVER_TO_HOME' && refused) return;
    const input =
      values.type === 'PICKUP_AT_DEALER'
        ? { type: 'PICKUP_AT_DEALER' as const, dealerId: values.dealerId }
        : {
            type: 'DELIVER_TO_HOME' as const,
            latitude: toNumber(values.latitude),
            longitude: toNumber(values.longitude),
            recipientName: values.recipientName ?? '',
            ...addressInput(values),
          };
    try {
      const result = (await request(SetPurchaseDeliveryMutation, { input })).setPurchaseDelivery;
      if (result?.__typename === 'Order') {
        dispatch(purchaseActions.setAddressPinpointError(null));
        onDone();
        return;
      }
      if (result?.__typename === 'DeliveryAddressRefusedError') {
        dispatch(purchaseActions.setAddressPinpointError(result.outcome));
        setError('root.server', { message: t(`address.${result.outcome}`) });
        return;
      }
      if (result?.__typename === 'PurchaseInputError') {
        const mapped = result.fieldErrors.map((e) => ({
          ...e,
          field: e.field === 'provinceName' ? 'provinceId' : e.field === 'cityName' ? 'cityId' : e.field,
        }));
        const other = applyServerFieldErrors(form, mapped, DELIVERY_FIELDS);
        if (other.length) setError('root.server', { message: t('errors.invalidInput') });
        return;
      }
      setError('root.server', { message: t(`errors.${orderErrorKey(result?.errorCode)}`) });
    } catch {
      setError('root.server', { message: t('errors.generic') });
    }
  };

  return (
    <RulesForm form={form} idPrefix="delivery" onValid={onValid}>
      <fieldset className={styles.choices} aria-describedby="delivery-type-error">
        <legend className={styles.muted} style={{ marginBottom: 8 }}>
          {t('deliveryQuestion')}
        </legend>
        <label className={styles.choice}>
          <input type="radio" value="DELIVER_TO_HOME" {...register('type')} />
          <span className={styles.choiceBody}>
            <strong>{cart ? t('courier') : t('homeDelivery')}</strong>
            <span className={styles.muted}>{cart ? t('courierBody') : t('homeDeliveryBody')}</span>
          </span>
        </label>
        <label className={styles.choice}>
          <input type="radio" value="PICKUP_AT_DEALER" {...register('type')} />
          <span className={styles.choiceBody}>
            <strong>{t('pickup')}</strong>
            <span className={styles.muted}>{t('pickupBody')}</span>
          </span>
        </label>
      </fieldset>
      <FieldError name="type" label={t('deliveryType')} id="delivery-type-error" />

      {type === 'DELIVER_TO_HOME' && (
        <div style={{ marginTop: 16 }}>
          <div className={styles.fieldGrid}>
            <FormTextField name="recipientName" label={t('fields.recipientName')} autoComplete="name" required />
            <FormTextField name="phoneNumber" label={t('fields.phoneNumber')} type="tel" autoComplete="tel" required />
            <FormTextArea name="address" label={t('fields.address')} className={styles.wide} rows={2} required />
            <PurchaseRegionSelects />
            <FormTextField name="zipCode" label={t('fields.zipCode')} inputMode="numeric" autoComplete="postal-code" />
          </div>
          <h4 className={styles.subTitle} style={{ margin: '24px 0 8px' }}>
            {t('pinpointTitle')}
          </h4>
          <p className={styles.muted}>{t('pinpointHelp')}</p>
          <PlacesMap
            label={t('pinpointMap')}
            center={point ?? userLocation}
            pin={point ?? userLocation}
            pinTitle={t('pinpointTitle')}
            onPinChange={(p) => {
              setValue('latitude', coordinateText(p.latitude));
              setValue('longitude', coordinateText(p.longitude));
            }}
          />
          <div className={styles.fieldGrid} style={{ marginTop: 12 }}>
            <FormTextField name="latitude" label={t('fields.latitude')} inputMode="decimal" required />
            <FormTextField name="longitude" label={t('fields.longitude')} inputMode="decimal" required />
          </div>
          <NativeButton variant="text" onClick={useMyLocation} style={{ marginTop: 8 }}>
            {t('useMyLocation')}
          </NativeButton>
          <div aria-live="polite" style={{ marginTop: 12 }} data-testid="address-check">
            {check.loading && <p className={styles.muted}>{t('checkingAddress')}</p>}
            {outcome && !check.loading && (
              <Notice
                role="alert"
                severity={refused ? 'error' : outcome.outcome === 'OUTSIDE_JABODETABEK' ? 'warning' : 'success'}
              >
                {t(`address.${outcome.outcome}`)}
                {!refused && outcome.nearestDealer && (
                  <>
                    {' '}
                    {t('nearestDealer', {
                      dealer: outcome.nearestDealer.location,
                      distance: outcome.distanceKm != null ? outcome.distanceKm.toFixed(1) : '-',
                    })}
                  </>
                )}
                {!refused && outcome.deliveryFee != null && (
                  <> {t('deliveryFee', { fee: formatRupiah(outcome.deliveryFee) })}</>
                )}
              </Notice>
            )}
            {check.error && (
              <Notice role="alert" severity="error">
                {t('errors.generic')}
              </Notice>
            )}
          </div>
        </div>
      )}

      {type === 'PICKUP_AT_DEALER' && (
        <div style={{ marginTop: 16 }}>
          {dealers.loading && (
            <p role="status" className={styles.muted}>
              {t('dealersLoading')}
            </p>
          )}
          {dealers.error && (
            <Notice
              role="alert"
              severity="error"
              action={
                <NativeButton variant="text" onClick={() => void dealers.refetch()}>
                  {t('retry')}
                </NativeButton>
              }
            >
              {t('dealersFailed')}
            </Notice>
          )}
          {!dealers.loading && !dealers.error && dealerList.length === 0 && <p>{t('dealersEmpty')}</p>}
          {dealerList.length > 0 && (
            <>
              <PlacesMap
                label={t('dealerMap')}
                center={userLocation}
                points={dealerList.map((d) => ({
                  id: d.id,
                  latitude: d.latitude,
                  longitude: d.longitude,
                  title: d.location,
                }))}
                selectedId={dealerId || null}
                onSelect={(id) => {
                  const dealer = dealerList.find((d) => d.id === id);
                  if (dealer) pickDealer(dealer);
                }}
                fitPoints
              />
              <fieldset
                className={styles.dealerList}
                style={{ marginTop: 12 }}
                aria-describedby="delivery-dealer-error"
              >
                <legend className={styles.muted}>{t('dealerQuestion')}</legend>
                {dealerList.map((dealer) => (
                  <label key={dealer.id} className={styles.choice}>
                    <input
                      type="radio"
                      name="dealerId"
                      value={dealer.id}
                      checked={dealerId === dealer.id}
                      onChange={() => pickDealer(dealer)}
                    />
                    <span className={styles.choiceBody}>
                      <strong>
                        {dealer.location}
                        {dealer.distanceLabel ? ` · ${dealer.distanceLabel}` : ''}
                      </strong>
                      <span className={styles.muted}>
                        {[dealer.address1, dealer.address2, dealer.city].filter(Boolean).join(', ')}
                      </span>
                      {dealer.operatingHours && (
                        <span className={styles.muted}>
                          {t('openingHours', { hours: formatOpeningHours(dealer.operatingHours, locale) })}
                        </span>
                      )}
                    </span>
                  </label>
                ))}
              </fieldset>
            </>
          )}
          <FieldError name="dealerId" label={t('pickup')} id="delivery-dealer-error" />
        </div>
      )}

      <FormAlert />
      <div className={styles.actions}>
        {onBack ? (
          <NativeButton variant="text" onClick={onBack}>
            {t('back')}
          </NativeButton>
        ) : (
          <span />
        )}
        <FormSubmit>{t('continue')}</FormSubmit>
      </div>
    </RulesForm>
  );
}
