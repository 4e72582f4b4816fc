import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { PlacesMap } from '@/components/map/places-map';
import { BusyButton } from '@/components/ui/busy-button';
import type { PurchaseDealer_DealerFragment } from '@/graphql/generated/graphql';
import { formatRupiah } from '@/lib/money';
import { formatOpeningHours } from '@/lib/opening-hours';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  CheckDeliveryAddressQuery,
  PurchaseDealersQuery,
  PurchaseProvincesQuery,
  SetPurchaseDeliveryMutation,
} from '../graphql/purchase';
import { fieldErrorKey, orderErrorKey } from '../purchase-errors';
import { deliveryChecks } from '../purchase-rules';
import { purchaseActions } from '../purchase-slice';
import type { Dealer, DeliveryType } from '../purchase-types';
import styles from './purchase.module.css';

interface DeliveryValues {
  type: DeliveryType | '';
  dealerId: string;
  recipientName: string;
  phoneNumber: string;
  address: string;
  provinceId: string;
  cityId: string;
  zipCode: string;
  latitude: string;
  longitude: string;
}

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

const coordinate = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * Step 2: home delivery (address and a map pinpoint, checked by the server: SPEC §8 address messages) or pick-up
 * at a dealer (nearest first, opening hours). For the shop cart, home delivery is the courier.
 */
export function DeliveryStep({ flow, onDone, onBack }: { flow: string; onDone: () => void; onBack?: () => void }) {
  const t = useTranslations('Purchase');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const { delivery, userLocation, dataOwner } = useAppSelector((s) => s.purchase);
  const home = delivery.home;
  const cart = flow === 'SHOP_CART';
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetPurchaseDeliveryMutation);
  const provinces = useQuery(PurchaseProvincesQuery);

  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<DeliveryValues>({
    mode: 'onTouched',
    defaultValues: {
      type: delivery.type ?? '',
      dealerId: delivery.dealer?.id ?? '',
      recipientName: home?.recipientName ?? dataOwner.name,
      phoneNumber: home?.phoneNumber ?? dataOwner.phoneNumber,
      address: home?.address ?? dataOwner.address,
      provinceId: home?.provinceId ?? dataOwner.provinceId ?? '',
      cityId: home?.cityId ?? dataOwner.cityId ?? '',
      zipCode: home?.zipCode ?? '',
      latitude: String(home?.latitude ?? userLocation.latitude),
      longitude: String(home?.longitude ?? userLocation.longitude),
    },
  });
  const type = watch('type');
  const latitude = coordinate(watch('latitude'));
  const longitude = coordinate(watch('longitude'));
  const point =
    latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude)
      ? { latitude, longitude }
      : null;
  const dealers = useQuery(PurchaseDealersQuery, {
    variables: { latitude: userLocation.latitude, longitude: userLocation.longitude },
    skip: type !== 'PICKUP_AT_DEALER',
  });
  const check = useQuery(CheckDeliveryAddressQuery, {
    variables: { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null },
    skip: type !== 'DELIVER_TO_HOME',
  });
  const outcome = check.data?.checkDeliveryAddress;
  const refused = outcome?.outcome === 'TOO_FAR' || outcome?.outcome === 'LOCATION_UNDETERMINED';
  const provinceList = useMemo(() => provinces.data?.indonesiaProvinces ?? [], [provinces.data]);
  const provinceId = watch('provinceId');
  const cities = provinceList.find((p) => p.id === provinceId)?.cities ?? [];
  const dealerList = dealers.data?.purchaseDealers ?? [];
  const dealerId = watch('dealerId');

  // Every value typed is kept in the persisted state (back, forward and reload keep it).
  useEffect(() => {
    const subscription = watch((values) => {
      const v = values as DeliveryValues;
      const province = provinceList.find((p) => p.id === v.provinceId);
      const lat = coordinate(v.latitude);
      const lng = coordinate(v.longitude);
      dispatch(
        purchaseActions.setDelivery({
          type: v.type || null,
          dealer: delivery.dealer?.id === v.dealerId ? delivery.dealer : null,
          owner: null,
          home: {
            address: v.address,
            latitude: lat ?? userLocation.latitude,
            longitude: lng ?? userLocation.longitude,
            notes: '',
            recipientName: v.recipientName,
            phoneNumber: v.phoneNumber,
            provinceId: v.provinceId,
            provinceName: province?.name ?? '',
            cityId: v.cityId,
            cityName: province?.cities.find((c) => c.id === v.cityId)?.name ?? '',
            zipCode: v.zipCode,
          },
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [watch, dispatch, provinceList, delivery.dealer, userLocation]);

  const pickDealer = (dealer: PurchaseDealer_DealerFragment) => {
    setValue('dealerId', dealer.id, { shouldValidate: true });
    dispatch(purchaseActions.setDelivery({ ...delivery, type: 'PICKUP_AT_DEALER', dealer: toDealer(dealer) }));
    dispatch(purchaseActions.setDealerID(dealer.id));
  };

  const useMyLocation = () => {
    navigator.geolocation?.getCurrentPosition(
      (position) => {
        const here = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        dispatch(purchaseActions.setUserLocation(here));
        setValue('latitude', here.latitude.toFixed(6));
        setValue('longitude', here.longitude.toFixed(6));
      },
      () => setFormError(t('locationDenied')),
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (!values.type) {
      setError('type', { type: 'required', message: 'REQUIRED' });
      return;
    }
    const province = provinceList.find((p) => p.id === values.provinceId);
    const input =
      values.type === 'PICKUP_AT_DEALER'
        ? { type: values.type, dealerId: values.dealerId }
        : {
            type: values.type,
            latitude: coordinate(values.latitude),
            longitude: coordinate(values.longitude),
            recipientName: values.recipientName.trim(),
            phoneNumber: values.phoneNumber.trim(),
            address: values.address.trim(),
            provinceId: values.provinceId,
            provinceName: province?.name ?? '',
            cityId: values.cityId,
            cityName: province?.cities.find((c) => c.id === values.cityId)?.name ?? '',
            zipCode: values.zipCode.trim() || null,
          };
    try {
      const { data } = await save({ variables: { input } });
      const result = data?.setPurchaseDelivery;
      if (result?.__typename === 'Order') {
        dispatch(purchaseActions.setAddressPinpointError(null));
        onDone();
        return;
      }
      if (result?.__typename === 'DeliveryAddressRefusedError') {
        dispatch(purchaseActions.setAddressPinpointError(result.outcome));
        setFormError(t(`address.${result.outcome}`));
        return;
      }
      if (result?.__typename === 'PurchaseInputError') {
        for (const error of result.fieldErrors) {
          const field = error.field as FieldPath<DeliveryValues>;
          if (field in values)
            setError(field, { type: 'server', message: fieldErrorKey(error.code) }, { shouldFocus: true });
          else setFormError(t(`fieldErrors.${fieldErrorKey(error.code)}`));
        }
        return;
      }
      setFormError(t(`errors.${orderErrorKey(result?.errorCode)}`));
    } catch {
      setFormError(t('errors.generic'));
    }
  });

  const textField = (name: keyof DeliveryValues, label: string, validate?: (v: string) => true | string) => {
    const error = formState.errors[name];
    return {
      ...register(name, {
        validate: (v) => type !== 'DELIVER_TO_HOME' || (validate ? validate(String(v)) : true),
      }),
      label,
      fullWidth: true,
      error: Boolean(error),
      helperText: error?.message ? t(`fieldErrors.${fieldErrorKey(error.message)}`) : undefined,
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className={styles.choices}>
        <legend className={styles.muted} style={{ marginBottom: 8 }}>
          {t('deliveryQuestion')}
        </legend>
        <label className={styles.choice}>
          <input type="radio" value="DELIVER_TO_HOME" {...register('type', { required: 'REQUIRED' })} />
          <span className={styles.choiceBody}>
            <strong>{cart ? t('courier') : t('homeDelivery')}</strong>
            <span className={styles.muted}>{cart ? t('courierBody') : t('homeDeliveryBody')}</span>
          </span>
        </label>
        <label className={styles.choice}>
          <input type="radio" value="PICKUP_AT_DEALER" {...register('type', { required: 'REQUIRED' })} />
          <span className={styles.choiceBody}>
            <strong>{t('pickup')}</strong>
            <span className={styles.muted}>{t('pickupBody')}</span>
          </span>
        </label>
      </fieldset>
      {formState.errors.type && (
        <p role="alert" className={styles.muted} style={{ color: '#b00020' }}>
          {t('fieldErrors.deliveryRequired')}
        </p>
      )}

      {type === 'DELIVER_TO_HOME' && (
        <div style={{ marginTop: 16 }}>
          <div className={styles.fieldGrid}>
            <TextField {...textField('recipientName', t('fields.recipientName'), deliveryChecks.name)} required />
            <TextField
              {...textField('phoneNumber', t('fields.phoneNumber'), deliveryChecks.phone)}
              type="tel"
              required
            />
            <TextField
              {...textField('address', t('fields.address'), (v) => (v.trim() ? true : 'REQUIRED'))}
              className={styles.wide}
              multiline
              minRows={2}
              required
            />
            <TextField
              {...textField('provinceId', t('fields.province'), (v) => (v ? true : 'REQUIRED'))}
              select
              required
              value={provinceId}
              onChange={(event) => {
                setValue('provinceId', event.target.value, { shouldValidate: true });
                setValue('cityId', '');
              }}
            >
              {provinceList.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...textField('cityId', t('fields.city'), (v) => (v ? true : 'REQUIRED'))}
              select
              required
              disabled={!cities.length}
              value={watch('cityId')}
              onChange={(event) => setValue('cityId', event.target.value, { shouldValidate: true })}
            >
              {cities.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...textField('zipCode', t('fields.zipCode'), (v) =>
                !v.trim() || /^\d{5}$/.test(v.trim()) ? true : 'ZIP_FORMAT',
              )}
              inputMode="numeric"
            />
          </div>
          <Typography component="h4" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
            {t('pinpointTitle')}
          </Typography>
          <p className={styles.muted}>{t('pinpointHelp')}</p>
          <PlacesMap
            label={t('pinpointMap')}
            center={point ?? userLocation}
            pin={point ?? userLocation}
            pinTitle={t('pinpointTitle')}
            onPinChange={(p) => {
              setValue('latitude', p.latitude.toFixed(6));
              setValue('longitude', p.longitude.toFixed(6));
            }}
          />
          <div className={styles.fieldGrid} style={{ marginTop: 12 }}>
            <TextField {...register('latitude')} label={t('fields.latitude')} inputMode="decimal" size="small" />
            <TextField {...register('longitude')} label={t('fields.longitude')} inputMode="decimal" size="small" />
          </div>
          <Button onClick={useMyLocation} sx={{ mt: 1 }}>
            {t('useMyLocation')}
          </Button>
          <div aria-live="polite" style={{ marginTop: 12 }}>
            {check.loading && <p className={styles.muted}>{t('checkingAddress')}</p>}
            {outcome && !check.loading && (
              <Alert severity={refused ? 'error' : outcome.outcome === 'OUTSIDE_JABODETABEK' ? 'warning' : 'success'}>
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
              </Alert>
            )}
            {check.error && <Alert severity="error">{t('errors.generic')}</Alert>}
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
            <Alert severity="error" action={<Button onClick={() => void dealers.refetch()}>{t('retry')}</Button>}>
              {t('dealersFailed')}
            </Alert>
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
              <fieldset className={styles.dealerList} style={{ marginTop: 12 }}>
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
          <input
            type="hidden"
            {...register('dealerId', { validate: (v) => type !== 'PICKUP_AT_DEALER' || Boolean(v) || 'REQUIRED' })}
          />
          {formState.errors.dealerId && (
            <p role="alert" style={{ color: '#b00020' }}>
              {t('fieldErrors.dealerRequired')}
            </p>
          )}
        </div>
      )}

      {formError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <div className={styles.actions}>
        {onBack ? <Button onClick={onBack}>{t('back')}</Button> : <span />}
        <BusyButton type="submit" variant="contained" busy={loading} disabled={type === 'DELIVER_TO_HOME' && refused}>
          {t('continue')}
        </BusyButton>
      </div>
    </form>
  );
}
