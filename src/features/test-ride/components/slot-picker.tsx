import { useQuery } from '@apollo/client/react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { Spinner } from '@/components/ui/spinner';
import type { TestRideSlotsQuery as TestRideSlotsResult } from '@/graphql/generated/graphql';
import { calendarDayLabels } from '@/lib/calendar-names';
import { nextDates } from '../calendar';
import { TestRideSlotsQuery } from '../graphql/test-ride';
import type { TestRideLocationType as LocationType } from '@alva/rules';
import styles from './slot-picker.module.css';

export type SlotsResult = TestRideSlotsResult['testRideSlots'];

export interface SlotQueryInput {
  locationType: LocationType;
  placeId?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

interface SlotPickerProps {
  input: SlotQueryInput | null;
  date: string;
  onDateChange: (date: string) => void;
  slotStart: string;
  onSlotChange: (slotStart: string) => void;
  error?: string;
  /** Bumped by the parent to re-ask the server (after SLOT_FULL). */
  refreshKey?: number;
  onResult?: (result: SlotsResult | null) => void;
  days?: number;
}

/** The next days as buttons, then the free times of the chosen day from testRideSlots; full times are disabled. */
export function SlotPicker({
  input,
  date,
  onDateChange,
  slotStart,
  onSlotChange,
  error,
  refreshKey = 0,
  onResult,
  days = 14,
}: SlotPickerProps) {
  const t = useTranslations('TestRide');
  const locale = useLocale();
  const dates = useMemo(() => nextDates(days), [days]);
  const activeDate = dates.includes(date) ? date : dates[0];
  const dateLabelId = useId();
  const slotLabelId = useId();
  const errorId = useId();
  const query = useQuery(TestRideSlotsQuery, {
    variables: { input: { ...(input ?? { locationType: 'DEALER' }), date: activeDate } },
    skip: !input,
    fetchPolicy: 'network-only',
  });
  const { refetch } = query;
  useEffect(() => {
    if (refreshKey > 0 && input) void refetch();
  }, [refreshKey, refetch, input]);
  const result = input ? (query.data?.testRideSlots ?? null) : null;
  useEffect(() => {
    onResult?.(result);
  }, [result, onResult]);

  const slots = result?.__typename === 'TestRideSlotList' ? result.slots : [];
  // A request that failed, or a day the server refused: said, with a way to ask again, not an empty group of times.
  // (The service-area answers are the booking form's to explain: it takes the input away.)
  const failed = Boolean(query.error) || result?.__typename === 'TestRideValidationError';

  return (
    <div className={styles.picker}>
      <p id={dateLabelId} className={styles.groupLabel}>
        {t('dateGroup')}
      </p>
      <div role="group" aria-labelledby={dateLabelId} className={styles.days}>
        {dates.map((d) => {
          const { weekday, dayMonth } = calendarDayLabels(d, locale);
          return (
            <button
              key={d}
              type="button"
              className={styles.toggle}
              aria-pressed={d === activeDate}
              onClick={() => {
                if (d === activeDate) return;
                onDateChange(d);
                onSlotChange('');
              }}
            >
              <span>{weekday}</span>
              <strong>{dayMonth}</strong>
            </button>
          );
        })}
      </div>

      <p id={slotLabelId} className={styles.groupLabel}>
        {t('slotGroup')}
      </p>
      {!input ? (
        <p className={styles.muted}>{t('chooseWhereFirst')}</p>
      ) : query.loading && !query.data ? (
        <p className={styles.status} role="status">
          <Spinner /> {t('loadingSlots')}
        </p>
      ) : failed ? (
        <Notice
          severity="error"
          action={
            <NativeButton variant="text" onClick={() => void refetch()}>
              {t('slotsRetry')}
            </NativeButton>
          }
        >
          {t('slotsLoadError')}
        </Notice>
      ) : result?.__typename === 'TestRideSlotList' && slots.length === 0 ? (
        <Notice severity="info">{t('noSlots')}</Notice>
      ) : (
        <div
          role="group"
          aria-labelledby={slotLabelId}
          aria-describedby={error ? errorId : undefined}
          className={error ? `${styles.times} ${styles.timesError}` : styles.times}
        >
          {slots.map((slot) => (
            <button
              key={slot.slotStart}
              type="button"
              className={styles.toggle}
              aria-pressed={slot.slotStart === slotStart}
              disabled={slot.full}
              onClick={() => onSlotChange(slot.slotStart)}
              aria-label={
                slot.full
                  ? t('slotFull', { time: slot.label })
                  : t('slotLeft', { time: slot.label, count: slot.available })
              }
            >
              <strong>{slot.label}</strong>
              <span className={styles.placesLeft} aria-hidden>
                {slot.full ? t('slotFullShort') : t('slotPlacesLeft', { count: slot.available })}
              </span>
            </button>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
