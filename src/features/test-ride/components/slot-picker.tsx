import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo } from 'react';
import type { TestRideSlotsQuery as TestRideSlotsResult } from '@/graphql/generated/graphql';
import { dateFromJakarta, nextDates } from '../calendar';
import { TestRideSlotsQuery } from '../graphql/test-ride';
import type { TestRideLocationType as LocationType } from '@alva/rules';

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
  const format = useFormatter();
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

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id={dateLabelId} variant="subtitle2" component="p">
        {t('dateGroup')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        aria-labelledby={dateLabelId}
        value={activeDate}
        onChange={(_, value: string | null) => {
          if (value) {
            onDateChange(value);
            onSlotChange('');
          }
        }}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          pb: 1,
          '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: '8px !important' },
        }}
      >
        {dates.map((d) => (
          <ToggleButton key={d} value={d} sx={{ flexDirection: 'column', minWidth: 64, py: 0.5, lineHeight: 1.3 }}>
            <span>{format.dateTime(dateFromJakarta(d), { weekday: 'short' })}</span>
            <strong>{format.dateTime(dateFromJakarta(d), { day: 'numeric', month: 'short' })}</strong>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Typography id={slotLabelId} variant="subtitle2" component="p">
        {t('slotGroup')}
      </Typography>
      {!input ? (
        <Typography color="text.secondary">{t('chooseWhereFirst')}</Typography>
      ) : query.loading && !query.data ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
          <CircularProgress size={18} /> {t('loadingSlots')}
        </Box>
      ) : result?.__typename === 'TestRideSlotList' && slots.length === 0 ? (
        <Alert severity="info">{t('noSlots')}</Alert>
      ) : (
        <ToggleButtonGroup
          exclusive
          aria-labelledby={slotLabelId}
          aria-describedby={error ? errorId : undefined}
          value={slotStart || null}
          onChange={(_, value: string | null) => value && onSlotChange(value)}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            gap: 1,
            '& .MuiToggleButton-root': {
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: '8px !important',
            },
          }}
        >
          {slots.map((slot) => (
            <ToggleButton
              key={slot.slotStart}
              value={slot.slotStart}
              disabled={slot.full}
              aria-label={
                slot.full
                  ? t('slotFull', { time: slot.label })
                  : t('slotLeft', { time: slot.label, count: slot.available })
              }
              sx={{ flexDirection: 'column', lineHeight: 1.3 }}
            >
              <strong>{slot.label}</strong>
              <Typography variant="caption" component="span" aria-hidden>
                {slot.full ? t('slotFullShort') : t('slotPlacesLeft', { count: slot.available })}
              </Typography>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
