import { useQuery } from '@apollo/client/react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { FormTextArea } from '@/components/form/native-fields';
import { useFormMethods } from '@/components/form/rules-form';
import { PlacesMap } from '@/components/map/places-map';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { ChoiceGroup, ChoiceOption } from '@/components/ui/native-choice';
import { formatOpeningHours } from '@/lib/opening-hours';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { TestRidePlacesQuery } from '../graphql/test-ride';
import { type BookingDraft, testDriveActions } from '../test-ride-slice';
import styles from './booking-form.module.css';
import type { SlotsResult } from './slot-picker';

/** The experience-centre list's height: it scrolls past this, and keeps it while loading. */
const PLACE_LIST_HEIGHT = 320;

const LOCATION_TYPE_LABELS = { DEALER: 'typeDealer', HOME: 'typeHome', OWNER: 'typeOwner' } as const;

interface BookingWhereProps {
  /** The slot list's answer: for a home ride, whom it is served by or why it cannot be. */
  slotsResult: SlotsResult | null;
  /** Why a home ride cannot be booked at the pinned place (outside the area), or null. */
  areaError: string | null;
}

/** Where to ride: a dealer from the list or the map (nearest first), or a home address with its pinpoint. */
export function BookingWhere({ slotsResult, areaError }: BookingWhereProps) {
  const t = useTranslations('TestRide');
  const locale = useLocale();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const userLocation = useAppSelector((s) => s.testDrive.userLocation);
  const userLocationShared = useAppSelector((s) => s.testDrive.userLocationShared);
  const homeLocation = useAppSelector((s) => s.testDrive.homeLocation);
  const { setValue } = useFormMethods<BookingDraft>();
  const { isSubmitted } = useFormState<BookingDraft>();
  const locationType = useController<BookingDraft, 'locationType'>({ name: 'locationType' });
  const place = useController<BookingDraft, 'placeId'>({ name: 'placeId' });
  const [locating, setLocating] = useState(false);
  const [locationDenied, setLocationDenied] = useState(false);

  // Distances only from where the visitor is: the default map centre would show every place as "0.3 km away".
  const places = useQuery(TestRidePlacesQuery, {
    variables: userLocationShared ? { latitude: userLocation.latitude, longitude: userLocation.longitude } : {},
  });
  const placeList = places.data?.testRidePlaces ?? [];
  const isHome = locationType.field.value !== 'DEALER';
  const pin = homeLocation ?? userLocation;

  // A new place or type has other times: the chosen one no longer applies.
  const clearSlot = useCallback(() => setValue('slotStart', ''), [setValue]);
  const choosePlace = (id: string) => {
    place.field.onChange(id);
    clearSlot();
  };
  const setPin = useCallback(
    (point: { latitude: number; longitude: number }) => {
      dispatch(testDriveActions.setHomeLocation(point));
      clearSlot();
    },
    [dispatch, clearSlot],
  );

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setLocationDenied(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        dispatch(testDriveActions.setUserLocation(point));
        dispatch(testDriveActions.setUserLocationShared(true));
        if (isHome) dispatch(testDriveActions.setHomeLocation(point));
        setLocating(false);
        setLocationDenied(false);
      },
      () => {
        setLocating(false);
        setLocationDenied(true);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  const placeCode = place.fieldState.error?.message;
  const placeError = placeCode === 'REQUIRED' ? t('fields.placeRequired') : errorText(placeCode, t('dealerGroup'));

  return (
    <>
      <ChoiceGroup
        id="tr-location-type"
        legend={t('locationType')}
        layout="row"
        helperText={locationType.field.value === 'OWNER' ? t('ownerHint') : undefined}
      >
        {(['DEALER', 'HOME', 'OWNER'] as const).map((value) => (
          <ChoiceOption
            key={value}
            name={locationType.field.name}
            value={value}
            checked={locationType.field.value === value}
            onChange={() => {
              locationType.field.onChange(value);
              clearSlot();
            }}
            onBlur={locationType.field.onBlur}
            label={t(LOCATION_TYPE_LABELS[value])}
          />
        ))}
      </ChoiceGroup>

      <div className={styles.inline}>
        <NativeButton variant="outlined" onClick={locateMe} disabled={locating}>
          {locating ? t('locating') : t('useMyLocation')}
        </NativeButton>
        {locationDenied && (
          <p className={styles.muted} role="status">
            {t('locationDenied')}
          </p>
        )}
      </div>

      {!isHome ? (
        <div className={styles.listAndMap}>
          {/* While the places load, the list's full height (its maxHeight) is kept: on a phone the map below it
              would otherwise jump down when they arrive. */}
          {!places.data && places.loading ? (
            <LoadingPanel minHeight={PLACE_LIST_HEIGHT} />
          ) : (
            <ChoiceGroup
              id="tr-place"
              legend={userLocationShared ? `${t('dealerGroup')} · ${t('nearestFirst')}` : t('dealerGroup')}
              error={Boolean(placeError)}
              helperText={placeError}
              maxHeight={PLACE_LIST_HEIGHT}
            >
              {places.data && placeList.length === 0 && <p>{t('noPlaces')}</p>}
              {placeList.map((p, index) => (
                <ChoiceOption
                  key={p.id}
                  name={place.field.name}
                  value={p.id}
                  disabled={!p.bookable}
                  ref={index === 0 ? place.field.ref : undefined}
                  checked={place.field.value === p.id}
                  onChange={() => choosePlace(p.id)}
                  onBlur={place.field.onBlur}
                  label={<strong>{p.location}</strong>}
                  description={
                    <>
                      {[
                        p.city,
                        p.upcoming ? t('comingSoon') : p.operatingHours && formatOpeningHours(p.operatingHours, locale),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      {p.distanceKm != null && ` · ${t('distance', { km: p.distanceKm.toFixed(1) })}`}
                    </>
                  }
                />
              ))}
            </ChoiceGroup>
          )}
          <PlacesMap
            label={t('mapLabel')}
            center={userLocation}
            points={placeList
              .filter((p) => p.bookable)
              .map((p) => ({ id: p.id, latitude: p.latitude, longitude: p.longitude, title: p.location }))}
            selectedId={place.field.value || null}
            onSelect={choosePlace}
          />
        </div>
      ) : (
        <div className={styles.stack}>
          <FormTextArea
            name="address"
            label={t('address')}
            hint={t('addressHint')}
            autoComplete="street-address"
            required
            rows={2}
            maxLength={300}
          />
          <p className={styles.muted}>
            {t('pinHint')}{' '}
            {homeLocation &&
              t('pinpoint', { lat: homeLocation.latitude.toFixed(5), lng: homeLocation.longitude.toFixed(5) })}
          </p>
          <PlacesMap
            label={t('homeMapLabel')}
            center={pin}
            pin={pin}
            pinTitle={t('homeMapLabel')}
            onPinChange={setPin}
          />
          {!homeLocation && (
            <NativeButton variant="text" onClick={() => setPin(pin)} className={styles.startAligned}>
              {t('pinpoint', { lat: pin.latitude.toFixed(4), lng: pin.longitude.toFixed(4) })}
            </NativeButton>
          )}
          {areaError && (
            <Notice
              severity="warning"
              action={
                <NativeButton
                  variant="text"
                  onClick={() => setValue('locationType', 'DEALER', { shouldValidate: isSubmitted })}
                >
                  {t('bookAtDealer')}
                </NativeButton>
              }
            >
              {areaError}
            </Notice>
          )}
          {slotsResult?.__typename === 'TestRideSlotList' && (
            <p className={styles.note}>{t('servedBy', { place: slotsResult.place.location })}</p>
          )}
        </div>
      )}
    </>
  );
}
