import {
  checkTestRideAddress,
  CURRENT_MOTORCYCLES,
  fieldErrorsOf,
  SURVEY_ANSWERS,
  testRideContactSchema,
  type TestRideLocationType as LocationType,
  toE164,
} from '@alva/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { type Messages, useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { routes } from '@/config/routes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CreateTestRideBookingMutation, TestRidePlacesQuery } from '../graphql/test-ride';
import { testDriveActions } from '../test-drive-slice';
import { PlacesMap } from '@/components/map/places-map';
import { formatOpeningHours } from '@/lib/opening-hours';
import { SlotPicker, type SlotQueryInput, type SlotsResult } from './slot-picker';

/** The fields the form shows; a server error on any other field (productSlug, languageCode…) goes to the alert. */
const FORM_FIELDS = [
  'name',
  'phone',
  'email',
  'surveyAnswers',
  'currentMotorcycle',
  'address',
  'placeId',
  'slotStart',
] as const;
type FormField = (typeof FORM_FIELDS)[number];
type FieldErrorCode = keyof Messages['TestRide']['fields'];
type FormErrors = Partial<Record<FormField, FieldErrorCode>>;

/** Rule codes (from @alva/rules here or from the server) onto the form's fields; unknown codes read INVALID_VALUE. */
function toFormErrors(list: readonly { field: string; code: string }[], isKnown: (code: string) => boolean) {
  const errors: FormErrors = {};
  const other: { field: string; code: FieldErrorCode }[] = [];
  for (const { field, code } of list) {
    const known = (isKnown(code) ? code : 'INVALID_VALUE') as FieldErrorCode;
    if ((FORM_FIELDS as readonly string[]).includes(field)) errors[field as FormField] ??= known;
    else other.push({ field, code: known });
  }
  return { errors, other };
}

export interface BikeOption {
  id: string;
  slug: string;
  name: string;
}

export interface BookingFormProps {
  bike: BikeOption;
  /** The signed-in customer's details, to prefill empty fields. */
  prefill?: { name?: string | null; email?: string | null; phone?: string | null } | null;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** +62812… → 812… for the field that shows +62 as a prefix. */
const nationalPart = (phone: string) => phone.replace(/^\+?62/, '').replace(/^0/, '');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function BookingForm({ bike, prefill }: BookingFormProps) {
  const t = useTranslations('TestRide');
  const locale = useLocale();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.testDrive);
  const { locationType, idLocation, userLocation, homeAddress, homeLocation, bookingDate, slotStart } = state;
  const details = state.customerDetailSurvey;

  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [slotsRefresh, setSlotsRefresh] = useState(0);
  const [slotsResult, setSlotsResult] = useState<SlotsResult | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationDenied, setLocationDenied] = useState(false);
  const submittingRef = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [createBooking] = useMutation(CreateTestRideBookingMutation);

  const places = useQuery(TestRidePlacesQuery, {
    variables: { latitude: userLocation.latitude, longitude: userLocation.longitude },
  });
  const placeList = places.data?.testRidePlaces ?? [];

  // Prefill once from the signed-in customer, without overwriting what was typed.
  useEffect(() => {
    if (!prefill) return;
    dispatch(
      testDriveActions.setCustomerDetailSurvey({
        ...details,
        customerName: details.customerName || prefill.name || '',
        email: details.email || prefill.email || '',
        phoneNumber: details.phoneNumber || (prefill.phone ? nationalPart(prefill.phone) : ''),
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill?.name, prefill?.email, prefill?.phone]);

  useEffect(() => {
    if (!state.idempotencyKey) dispatch(testDriveActions.setIdempotencyKey(newKey()));
  }, [state.idempotencyKey, dispatch]);

  const isKnownCode = (code: string) => t.has(`fields.${code}` as `fields.${FieldErrorCode}`);
  const fieldMessage = (field: FormField | 'slot' | 'place', code: FieldErrorCode | undefined) => {
    if (!code) return undefined;
    if (code === 'REQUIRED' && field === 'placeId') return t('fields.placeRequired');
    if (code === 'REQUIRED' && field === 'slotStart') return t('fields.slotRequired');
    const label = field === 'phone' ? t('phone') : field === 'email' ? t('email') : '';
    return t(`fields.${code}`, { field: label });
  };

  const setDetails = (patch: Partial<typeof details>) =>
    dispatch(testDriveActions.setCustomerDetailSurvey({ ...details, ...patch }));
  const clearError = (field: FormField) => setErrors((e) => ({ ...e, [field]: undefined }));

  const isHome = locationType !== 'DEALER';
  const pin = homeLocation ?? userLocation;
  const slotInput: SlotQueryInput | null = isHome
    ? homeLocation
      ? { locationType, latitude: homeLocation.latitude, longitude: homeLocation.longitude }
      : null
    : idLocation
      ? { locationType: 'DEALER', placeId: idLocation }
      : null;

  const onSlotsResult = useCallback((result: SlotsResult | null) => setSlotsResult(result), []);

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

  const setPin = useCallback(
    (point: { latitude: number; longitude: number }) => {
      dispatch(testDriveActions.setHomeLocation(point));
      dispatch(testDriveActions.setSlotStart(''));
    },
    [dispatch],
  );

  const areaError =
    isHome && slotsResult?.__typename === 'TestRideOutsideServiceAreaError'
      ? slotsResult.distanceKm != null
        ? t('errors.OUTSIDE_SERVICE_AREA', {
            distance: slotsResult.distanceKm.toFixed(1),
            max: slotsResult.maxDistanceKm,
          })
        : t('errors.OUTSIDE_SERVICE_AREA_NO_DISTANCE')
      : isHome && slotsResult?.__typename === 'TestRideLocationUndeterminedError'
        ? t('errors.LOCATION_UNDETERMINED')
        : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submittingRef.current) return;
    const who = {
      name: details.customerName,
      phone: details.phoneNumber,
      email: details.email,
      surveyAnswers: state.surveyTemp,
      currentMotorcycle: state.currentMotorcycle,
    };
    // The who-rides section by the same schema createTestRideBooking checks (@alva/rules test-ride.ts).
    const next = toFormErrors(
      fieldErrorsOf(testRideContactSchema, { ...who, phone: toE164(who.phone) }),
      isKnownCode,
    ).errors;
    if (isHome) {
      const addressError = checkTestRideAddress(homeAddress);
      if (addressError) next.address = addressError;
    } else if (!idLocation) next.placeId = 'REQUIRED';
    if (!slotStart) next.slotStart = 'REQUIRED';
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) {
      setFormError(t('fixErrors'));
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      const { data } = await createBooking({
        variables: {
          input: {
            idempotencyKey: state.idempotencyKey || newKey(),
            productSlug: bike.slug,
            locationType,
            placeId: isHome ? null : idLocation,
            address: isHome ? homeAddress.trim() : null,
            latitude: isHome ? (homeLocation?.latitude ?? null) : null,
            longitude: isHome ? (homeLocation?.longitude ?? null) : null,
            slotStart,
            name: who.name.trim(),
            phone: toE164(who.phone),
            email: who.email.trim(),
            surveyAnswers: who.surveyAnswers,
            currentMotorcycle: who.currentMotorcycle,
            languageCode: locale,
            notificationChannel: state.notificationChannel,
          },
        },
      });
      const result = data?.createTestRideBooking;
      if (!result) throw new Error('no result');
      switch (result.__typename) {
        case 'TestRideBooking':
          dispatch(testDriveActions.setSuccessData({ ...result, productName: bike.name }));
          dispatch(testDriveActions.setCustommerSurvey(who.surveyAnswers));
          dispatch(testDriveActions.setImgSuccess('/images/test-ride/success.svg'));
          dispatch(testDriveActions.setImgSuccessMobile('/images/test-ride/success-mobile.svg'));
          dispatch(testDriveActions.setIdempotencyKey(''));
          dispatch(testDriveActions.setSlotStart(''));
          await router.push(routes.testRideSuccess);
          return;
        case 'TestRideValidationError': {
          const mapped = toFormErrors(result.fieldErrors, isKnownCode);
          setErrors(mapped.errors);
          setFormError(
            mapped.other.length
              ? mapped.other.map((e) => t(`fields.${e.code}`, { field: e.field })).join(' ')
              : t('fixErrors'),
          );
          break;
        }
        case 'TestRideSlotFullError':
        case 'TestRideSlotUnavailableError':
          setFormError(t(`errors.${result.errorCode === 'SLOT_FULL' ? 'SLOT_FULL' : 'SLOT_UNAVAILABLE'}`));
          dispatch(testDriveActions.setSlotStart(''));
          // A new attempt: the refused one must not be replayed by its key.
          dispatch(testDriveActions.setIdempotencyKey(newKey()));
          setSlotsRefresh((n) => n + 1);
          break;
        case 'TestRideOutsideServiceAreaError':
          setFormError(
            result.distanceKm != null
              ? t('errors.OUTSIDE_SERVICE_AREA', { distance: result.distanceKm.toFixed(1), max: result.maxDistanceKm })
              : t('errors.OUTSIDE_SERVICE_AREA_NO_DISTANCE'),
          );
          break;
        case 'TestRideLocationUndeterminedError':
          setFormError(t('errors.LOCATION_UNDETERMINED'));
          break;
      }
    } catch {
      // The error link has already shown a toast; keep the form as it is.
    }
    submittingRef.current = false;
    setSubmitting(false);
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }} aria-busy={submitting}>
      <Section title={t('stepWhere')}>
        <FormControl>
          <FormLabel id="tr-location-type">{t('locationType')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="tr-location-type"
            name="locationType"
            value={locationType}
            onChange={(e) => {
              dispatch(testDriveActions.setLocationType(e.target.value as LocationType));
              dispatch(testDriveActions.setSlotStart(''));
              setFormError(null);
            }}
          >
            <FormControlLabel value="DEALER" control={<Radio />} label={t('typeDealer')} />
            <FormControlLabel value="HOME" control={<Radio />} label={t('typeHome')} />
            <FormControlLabel value="OWNER" control={<Radio />} label={t('typeOwner')} />
          </RadioGroup>
          {locationType === 'OWNER' && <FormHelperText>{t('ownerHint')}</FormHelperText>}
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
            <FormControl error={Boolean(errors.placeId)}>
              <FormLabel id="tr-place">
                {t('dealerGroup')} · {t('nearestFirst')}
              </FormLabel>
              {places.data && placeList.length === 0 && <Typography>{t('noPlaces')}</Typography>}
              <RadioGroup
                aria-labelledby="tr-place"
                name="placeId"
                value={idLocation ?? ''}
                onChange={(e) => {
                  dispatch(testDriveActions.setIdLocation(e.target.value));
                  dispatch(testDriveActions.setSlotStart(''));
                  setErrors((x) => ({ ...x, placeId: undefined }));
                }}
                sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}
              >
                {placeList.map((place) => (
                  <FormControlLabel
                    key={place.id}
                    value={place.id}
                    disabled={!place.bookable}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', py: 0.5 }}
                    label={
                      <Box component="span" sx={{ display: 'grid', pt: 1 }}>
                        <strong>{place.location}</strong>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {[
                            place.city,
                            place.upcoming
                              ? t('comingSoon')
                              : place.operatingHours && formatOpeningHours(place.operatingHours, locale),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                          {place.distanceKm != null && ` · ${t('distance', { km: place.distanceKm.toFixed(1) })}`}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
              {errors.placeId && <FormHelperText>{fieldMessage('placeId', errors.placeId)}</FormHelperText>}
            </FormControl>
            <PlacesMap
              label={t('mapLabel')}
              center={userLocation}
              points={placeList
                .filter((p) => p.bookable)
                .map((p) => ({ id: p.id, latitude: p.latitude, longitude: p.longitude, title: p.location }))}
              selectedId={idLocation}
              onSelect={(id) => {
                dispatch(testDriveActions.setIdLocation(id));
                dispatch(testDriveActions.setSlotStart(''));
              }}
            />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label={t('address')}
              name="address"
              autoComplete="street-address"
              required
              multiline
              minRows={2}
              value={homeAddress}
              onChange={(e) => {
                dispatch(testDriveActions.setHomeAddress(e.target.value));
                clearError('address');
              }}
              error={Boolean(errors.address)}
              helperText={fieldMessage('address', errors.address) ?? t('addressHint')}
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
                    onClick={() => dispatch(testDriveActions.setLocationType('DEALER'))}
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
      </Section>

      <Section title={t('stepWhen')}>
        <SlotPicker
          input={areaError ? null : slotInput}
          date={bookingDate}
          onDateChange={(d) => dispatch(testDriveActions.setBookingDate(d))}
          slotStart={slotStart}
          onSlotChange={(s) => {
            dispatch(testDriveActions.setSlotStart(s));
            clearError('slotStart');
          }}
          error={fieldMessage('slotStart', errors.slotStart)}
          refreshKey={slotsRefresh}
          onResult={onSlotsResult}
        />
      </Section>

      <Section title={t('stepWho')}>
        <TextField
          label={t('name')}
          name="name"
          autoComplete="name"
          required
          value={details.customerName}
          onChange={(e) => {
            setDetails({ customerName: e.target.value });
            clearError('name');
          }}
          error={Boolean(errors.name)}
          helperText={fieldMessage('name', errors.name)}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          label={t('phone')}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          value={details.phoneNumber}
          onChange={(e) => {
            setDetails({ phoneNumber: e.target.value });
            clearError('phone');
          }}
          error={Boolean(errors.phone)}
          helperText={fieldMessage('phone', errors.phone) ?? t('phoneHint')}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 16 },
            input: { startAdornment: <InputAdornment position="start">+62</InputAdornment> },
          }}
        />
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={details.email}
          onChange={(e) => {
            setDetails({ email: e.target.value });
            clearError('email');
          }}
          error={Boolean(errors.email)}
          helperText={fieldMessage('email', errors.email)}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <FormControl component="fieldset" error={Boolean(errors.surveyAnswers)} required>
          <FormLabel component="legend">{t('survey')}</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {SURVEY_ANSWERS.map((answer) => (
              <FormControlLabel
                key={answer}
                control={
                  <Checkbox
                    name="surveyAnswers"
                    value={answer}
                    checked={state.surveyTemp.includes(answer)}
                    onChange={(e) => {
                      dispatch(
                        testDriveActions.setSurveyTemp(
                          e.target.checked
                            ? [...state.surveyTemp, answer]
                            : state.surveyTemp.filter((a) => a !== answer),
                        ),
                      );
                      clearError('surveyAnswers');
                    }}
                  />
                }
                label={t(`surveyAnswers.${answer}`)}
              />
            ))}
          </FormGroup>
          {errors.surveyAnswers && (
            <FormHelperText>{fieldMessage('surveyAnswers', errors.surveyAnswers)}</FormHelperText>
          )}
        </FormControl>
        <TextField
          select
          label={t('currentMotorcycle')}
          name="currentMotorcycle"
          required
          value={state.currentMotorcycle}
          onChange={(e) => {
            dispatch(testDriveActions.setCurrentMotorcycle(e.target.value));
            clearError('currentMotorcycle');
          }}
          error={Boolean(errors.currentMotorcycle)}
          helperText={fieldMessage('currentMotorcycle', errors.currentMotorcycle)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('choose')}</option>
          {CURRENT_MOTORCYCLES.map((m) => (
            <option key={m} value={m}>
              {t(`motorcycles.${m}`)}
            </option>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="tr-channel">{t('channel')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="tr-channel"
            name="notificationChannel"
            value={state.notificationChannel}
            onChange={(e) => dispatch(testDriveActions.setNotificationChannel(e.target.value as 'SMS' | 'WHATSAPP'))}
          >
            <FormControlLabel value="WHATSAPP" control={<Radio />} label={t('channelWHATSAPP')} />
            <FormControlLabel value="SMS" control={<Radio />} label={t('channelSMS')} />
          </RadioGroup>
        </FormControl>
      </Section>

      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <BusyButton type="submit" variant="contained" size="large" busy={submitting}>
        {submitting ? t('submitting') : t('submit')}
      </BusyButton>
    </Box>
  );
}
