import { nationalNumber, testRideBookingInputSchema } from '@alva/rules';
import { useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { FormSubmit } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { Notice } from '@/components/ui/native-button';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { useBookingSubmit } from '../hooks/use-booking-submit';
import { type BookingDraft, bookingDraftOf, testDriveActions } from '../test-ride-slice';
import styles from './booking-form.module.css';
import { BookingWhere } from './booking-where';
import { BookingWho } from './booking-who';
import { SlotPicker, type SlotQueryInput, type SlotsResult } from './slot-picker';

/** The fields of the form in createTestRideBooking's own schema (the server checks the same rules). */
const bookingFormSchema = testRideBookingInputSchema.pick([
  'locationType',
  'placeId',
  'address',
  'slotStart',
  'name',
  'phone',
  'email',
  'surveyAnswers',
  'currentMotorcycle',
  'notificationChannel',
]);

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** When: the day and a free time of the chosen place (or of the dealer serving the pinned home). */
function BookingWhen(props: {
  input: SlotQueryInput | null;
  refreshKey: number;
  onResult: (result: SlotsResult | null) => void;
}) {
  const t = useTranslations('TestRide');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const bookingDate = useAppSelector((s) => s.testDrive.bookingDate);
  const slot = useController<BookingDraft, 'slotStart'>({ name: 'slotStart' });
  const code = slot.fieldState.error?.message;
  return (
    <SlotPicker
      {...props}
      date={bookingDate}
      onDateChange={(d) => dispatch(testDriveActions.setBookingDate(d))}
      slotStart={slot.field.value}
      onSlotChange={slot.field.onChange}
      error={code === 'REQUIRED' ? t('fields.slotRequired') : errorText(code, t('slotGroup'))}
    />
  );
}

/** "Please check the highlighted fields" once a submit found some, and the server's refusals. */
function BookingAlert({ message }: { message: string | null }) {
  const t = useTranslations('TestRide');
  const { errors, isSubmitted } = useFormState<BookingDraft>();
  const text = message ?? (isSubmitted && Object.keys(errors).length ? t('fixErrors') : null);
  if (!text) return null;
  return (
    <Notice severity="error" role="alert">
      {text}
    </Notice>
  );
}

/**
 * The test-ride booking (SPEC §5): where, when and who, checked by the rules createTestRideBooking checks. The
 * values live in the form; the store keeps a copy so a reload (or a sign-in on the way) keeps what was typed.
 */
export function BookingForm({ bike, prefill }: BookingFormProps) {
  const t = useTranslations('TestRide');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // The store is read once for the starting values: the form re-renders only for what it shows (a keystroke, copied
  // to the store, re-renders its field, not the whole form).
  const [draft] = useState(() => bookingDraftOf(store.getState().testDrive));
  const homeLocation = useAppSelector((s) => s.testDrive.homeLocation);
  const form = useRulesForm<BookingDraft>(bookingFormSchema, draft);
  const [slotsRefresh, setSlotsRefresh] = useState(0);
  const [slotsResult, setSlotsResult] = useState<SlotsResult | null>(null);
  const { submit, alert } = useBookingSubmit(form, bike, () => setSlotsRefresh((n) => n + 1));

  useEffect(() => {
    const subscription = form.watch((values) => dispatch(testDriveActions.bookingDraftChanged(values as BookingDraft)));
    return () => subscription.unsubscribe();
  }, [form, dispatch]);

  // Prefill once from the signed-in customer, without overwriting what was typed.
  useEffect(() => {
    if (!prefill) return;
    const fill = (name: 'name' | 'email' | 'phone', value: string | null | undefined) => {
      if (value && !form.getValues(name)) form.setValue(name, value);
    };
    fill('name', prefill.name);
    fill('email', prefill.email);
    fill('phone', prefill.phone ? nationalNumber(prefill.phone) : null);
  }, [form, prefill?.name, prefill?.email, prefill?.phone]); // eslint-disable-line react-hooks/exhaustive-deps

  const [locationType, placeId] = useWatch({ control: form.control, name: ['locationType', 'placeId'] });
  const isHome = locationType !== 'DEALER';
  const slotInput = useMemo<SlotQueryInput | null>(
    () =>
      isHome
        ? homeLocation
          ? { locationType, latitude: homeLocation.latitude, longitude: homeLocation.longitude }
          : null
        : placeId
          ? { locationType: 'DEALER', placeId }
          : null,
    [isHome, locationType, homeLocation, placeId],
  );
  const onSlotsResult = useCallback((result: SlotsResult | null) => setSlotsResult(result), []);

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

  // Kept as an element: react-hook-form renders this component again right after it mounts (its ready flag) and
  // with each form state it shows (aria-busy); the steps render again only for what they are given (issue 19).
  const steps = useMemo(
    () => (
      <>
        <Section title={t('stepWhere')}>
          <BookingWhere slotsResult={slotsResult} areaError={areaError} />
        </Section>
        <Section title={t('stepWhen')}>
          <BookingWhen input={areaError ? null : slotInput} refreshKey={slotsRefresh} onResult={onSlotsResult} />
        </Section>
        <Section title={t('stepWho')}>
          <BookingWho />
        </Section>
        <BookingAlert message={alert} />
        <FormSubmit busyLabel={t('submitting')}>{t('submit')}</FormSubmit>
      </>
    ),
    [t, slotsResult, areaError, slotInput, slotsRefresh, onSlotsResult, alert],
  );

  return (
    <RulesForm
      form={form}
      idPrefix="tr"
      onValid={submit}
      aria-busy={form.formState.isSubmitting}
      className={styles.form}
    >
      {steps}
    </RulesForm>
  );
}
