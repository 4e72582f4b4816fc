import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { FormMuiTextField } from '@/components/form/mui-fields';
import { PlacesMap } from '@/components/map/places-map';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { formatOpeningHours } from '@/lib/opening-hours';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { TestRidePlacesQuery } from '../graphql/test-ride';
import { type BookingDraft, testDriveActions } from '../test-ride-slice';
import type { SlotsResult } from './slot-picker';

/** The experience-centre list's height: it scrolls past this, and keeps it while loading. */
const PLACE_LIST_HEIGHT = 320;

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
  const { setValue, formState } = useFormContext<BookingDraft>();
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
      <FormControl>
        <FormLabel id="tr-location-type">{t('locationType')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="tr-location-type"
          name={locationType.field.name}
          value={locationType.field.value}
          onChange={(e) => {
            locationType.field.onChange(e.target.value);
            clearSlot();
          }}
        >
          <FormControlLabel value="DEALER" control={<Radio />} label={t('typeDealer')} />
          <FormControlLabel value="HOME" control={<Radio />} label={t('typeHome')} />
          <FormControlLabel value="OWNER" control={<Radio />} label={t('typeOwner')} />
        </RadioGroup>
        {locationType.field.value === 'OWNER' && <FormHelperText>{t('ownerHint')}</FormHelperText>}
      </FormControl>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={locateMe} disabled={locating}>
          {locating ? t('locating') : t('useMyLocation')}
        </Button>
        {locationDenied && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('locationDenied')}
          </Typography>
        )}
      </Box>

      {!isHome ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          <FormControl error={Boolean(placeError)}>
            <FormLabel id="tr-place">
              {t('dealerGroup')}
              {userLocationShared && ` · ${t('nearestFirst')}`}
            </FormLabel>
            {places.data && placeList.length === 0 && <Typography>{t('noPlaces')}</Typography>}
            {/* While the places load, the list's full height (its maxHeight) is kept: on a phone the map below it
                would otherwise jump down when they arrive. */}
            {!places.data && places.loading ? (
              <LoadingPanel minHeight={PLACE_LIST_HEIGHT} />
            ) : (
              <RadioGroup
                aria-labelledby="tr-place"
                aria-describedby={placeError ? 'tr-place-error' : undefined}
                name={place.field.name}
                value={place.field.value}
                onChange={(e) => choosePlace(e.target.value)}
                sx={{ maxHeight: PLACE_LIST_HEIGHT, overflowY: 'auto', flexWrap: 'nowrap' }}
              >
                {placeList.map((p, index) => (
                  <FormControlLabel
                    key={p.id}
                    value={p.id}
                    disabled={!p.bookable}
                    control={<Radio slotProps={{ input: { ref: index === 0 ? place.field.ref : undefined } }} />}
                    sx={{ alignItems: 'flex-start', py: 0.5 }}
                    label={
                      <Box component="span" sx={{ display: 'grid', pt: 1 }}>
                        <strong>{p.location}</strong>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {[
                            p.city,
                            p.upcoming
                              ? t('comingSoon')
                              : p.operatingHours && formatOpeningHours(p.operatingHours, locale),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                          {p.distanceKm != null && ` · ${t('distance', { km: p.distanceKm.toFixed(1) })}`}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            )}
            {placeError && <FormHelperText id="tr-place-error">{placeError}</FormHelperText>}
          </FormControl>
          <PlacesMap
            label={t('mapLabel')}
            center={userLocation}
            points={placeList
              .filter((p) => p.bookable)
              .map((p) => ({ id: p.id, latitude: p.latitude, longitude: p.longitude, title: p.location }))}
            selectedId={place.field.value || null}
            onSelect={choosePlace}
          />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormMuiTextField
            name="address"
            label={t('address')}
            hint={t('addressHint')}
            autoComplete="street-address"
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('pinHint')}{' '}
            {homeLocation &&
              t('pinpoint', { lat: homeLocation.latitude.toFixed(5), lng: homeLocation.longitude.toFixed(5) })}
          </Typography>
          <PlacesMap
            label={t('homeMapLabel')}
            center={pin}
            pin={pin}
            pinTitle={t('homeMapLabel')}
            onPinChange={setPin}
          />
          {!homeLocation && (
            <Button variant="text" onClick={() => setPin(pin)} sx={{ justifySelf: 'start' }}>
              {t('pinpoint', { lat: pin.latitude.toFixed(4), lng: pin.longitude.toFixed(4) })}
            </Button>
          )}
          {areaError && (
            <Alert
              severity="warning"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setValue('locationType', 'DEALER', { shouldValidate: formState.isSubmitted })}
                >
                  {t('bookAtDealer')}
                </Button>
              }
            >
              {areaError}
            </Alert>
          )}
          {slotsResult?.__typename === 'TestRideSlotList' && (
            <Typography variant="body2">{t('servedBy', { place: slotsResult.place.location })}</Typography>
          )}
        </Box>
      )}
    </>
  );
}
