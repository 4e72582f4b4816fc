import { toE164 } from '@alva/rules';
import { useMutation } from '@apollo/client/react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { routes } from '@/config/routes';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { CreateTestRideBookingMutation } from '../graphql/test-ride';
import { type BookingDraft, testDriveActions } from '../test-ride-slice';

/** The fields the form shows; a server error on any other field (productSlug, languageCode…) goes to the alert. */
export const BOOKING_FIELDS = [
  'name',
  'phone',
  'email',
  'surveyAnswers',
  'currentMotorcycle',
  'address',
  'placeId',
  'slotStart',
] as const satisfies readonly (keyof BookingDraft)[];

export const newBookingKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The booking form's submit: createTestRideBooking with the checked values, then the success page, the server's
 * field errors on their fields, or the refusal (slot taken, outside the service area) as the form's alert. The
 * place's pinpoint and the page's one-per-attempt key come from the store.
 */
export function useBookingSubmit(
  form: UseFormReturn<BookingDraft>,
  bike: { slug: string; name: string },
  onSlotTaken: () => void,
) {
  const t = useTranslations('TestRide');
  const errorText = useErrorText();
  const locale = useLocale();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [createBooking] = useMutation(CreateTestRideBookingMutation);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(values: BookingDraft) {
    setAlert(null);
    const isHome = values.locationType !== 'DEALER';
    // One key per booking attempt, kept in the (persisted) store so a retry after a lost answer or a reload sends
    // the same one and the server does not book twice; a new one after a booking succeeds.
    const { homeLocation, idempotencyKey: keptKey } = store.getState().testDrive;
    const idempotencyKey = keptKey || newBookingKey();
    if (!keptKey) dispatch(testDriveActions.setIdempotencyKey(idempotencyKey));
    let result;
    try {
      const { data } = await createBooking({
        variables: {
          input: {
            idempotencyKey,
            productSlug: bike.slug,
            locationType: values.locationType,
            placeId: isHome ? null : values.placeId,
            address: isHome ? values.address.trim() : null,
            latitude: isHome ? (homeLocation?.latitude ?? null) : null,
            longitude: isHome ? (homeLocation?.longitude ?? null) : null,
            slotStart: values.slotStart,
            name: values.name.trim(),
            phone: toE164(values.phone),
            email: values.email.trim(),
            surveyAnswers: values.surveyAnswers,
            currentMotorcycle: values.currentMotorcycle,
            languageCode: locale,
            notificationChannel: values.notificationChannel,
          },
        },
      });
      result = data?.createTestRideBooking;
    } catch {
      // The error link has already shown a toast; the form keeps what was typed.
      return;
    }
    if (!result) return;
    switch (result.__typename) {
      case 'TestRideBooking':
        dispatch(testDriveActions.setSuccessData({ ...result, productName: bike.name }));
        dispatch(testDriveActions.setCustommerSurvey(values.surveyAnswers));
        dispatch(testDriveActions.setImgSuccess('/images/test-ride/success.svg'));
        dispatch(testDriveActions.setImgSuccessMobile('/images/test-ride/success-mobile.svg'));
        dispatch(testDriveActions.setIdempotencyKey(''));
        dispatch(testDriveActions.setSlotStart(''));
        await router.push(routes.testRideSuccess);
        return;
      case 'TestRideValidationError': {
        const other = applyServerFieldErrors(form, result.fieldErrors, BOOKING_FIELDS);
        if (other.length) setAlert(other.map((e) => errorText(e.code, e.field)).join(' '));
        return;
      }
      case 'TestRideSlotFullError':
      case 'TestRideSlotUnavailableError':
        setAlert(t(`errors.${result.errorCode === 'SLOT_FULL' ? 'SLOT_FULL' : 'SLOT_UNAVAILABLE'}`));
        form.setValue('slotStart', '');
        // A new attempt: the refused one must not be replayed by its key.
        dispatch(testDriveActions.setIdempotencyKey(newBookingKey()));
        onSlotTaken();
        return;
      case 'TestRideOutsideServiceAreaError':
        setAlert(
          result.distanceKm != null
            ? t('errors.OUTSIDE_SERVICE_AREA', { distance: result.distanceKm.toFixed(1), max: result.maxDistanceKm })
            : t('errors.OUTSIDE_SERVICE_AREA_NO_DISTANCE'),
        );
        return;
      case 'TestRideLocationUndeterminedError':
        setAlert(t('errors.LOCATION_UNDETERMINED'));
        return;
    }
  }

  return { submit, alert, clearAlert: () => setAlert(null) };
}
