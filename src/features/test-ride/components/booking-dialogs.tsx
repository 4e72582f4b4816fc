import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@apollo/client/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { MuiScope } from '@/components/mui-scope';
import { BusyButton } from '@/components/ui/busy-button';
import { showToast } from '@/components/ui/toast';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import { CancelTestRideMutation, RescheduleTestRideMutation } from '../graphql/test-ride';
import { SlotPicker } from './slot-picker';

// The bookings page's dialogs (MUI's modal machinery), loaded when one is opened: the list itself is plain HTML.

type Booking = TestRideBooking_BookingFragment;

const errorKey = (code: string) =>
  ['SLOT_FULL', 'SLOT_UNAVAILABLE', 'BOOKING_NOT_CHANGEABLE', 'BOOKING_NOT_FOUND'].includes(code)
    ? (code as 'SLOT_FULL')
    : 'default';

function RescheduleDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = useTranslations('TestRide');
  const [date, setDate] = useState(booking.localDate);
  const [slotStart, setSlotStart] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [reschedule, { loading }] = useMutation(RescheduleTestRideMutation);
  const input =
    booking.locationType === 'DEALER'
      ? { locationType: booking.locationType, placeId: booking.place.id }
      : { locationType: booking.locationType, latitude: booking.latitude, longitude: booking.longitude };

  async function save() {
    if (!slotStart) {
      setError(t('fields.slotRequired'));
      return;
    }
    try {
      const { data } = await reschedule({ variables: { id: booking.id, slotStart } });
      const result = data?.rescheduleTestRide;
      if (result?.__typename === 'TestRideBooking') {
        void showToast(t('rescheduled'), { variant: 'success' });
        onClose();
      } else if (result) {
        setError(t(`errors.${errorKey(result.errorCode)}`));
        setSlotStart('');
        setRefresh((n) => n + 1);
      }
    } catch {
      // toast shown by the error link
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tr-reschedule-title">
      <DialogTitle id="tr-reschedule-title">{t('rescheduleTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <SlotPicker
          input={input}
          date={date}
          onDateChange={setDate}
          slotStart={slotStart}
          onSlotChange={(s) => {
            setSlotStart(s);
            setError(null);
          }}
          refreshKey={refresh}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <BusyButton variant="contained" onClick={save} busy={loading}>
          {t('rescheduleSave')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

function CancelDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = useTranslations('TestRide');
  const format = useFormatter();
  const [cancel, { loading }] = useMutation(CancelTestRideMutation);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    try {
      const { data } = await cancel({ variables: { id: booking.id } });
      const result = data?.cancelTestRide;
      if (result?.__typename === 'TestRideBooking') {
        void showToast(t('cancelled'), { variant: 'success' });
        onClose();
      } else if (result) setError(t(`errors.${errorKey(result.errorCode)}`));
    } catch {
      // toast shown by the error link
    }
  }
  const when = t('whenValue', {
    date: format.dateTime(new Date(booking.slotStart), { day: 'numeric', month: 'long' }),
    time: booking.localTime,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="tr-cancel-title">
      <DialogTitle id="tr-cancel-title">{t('cancelTitle')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>{t('cancelBody', { when, place: booking.place.location })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('keep')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={loading}>
          {t('cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The dialog a booking's Reschedule or Cancel button opens. */
export function BookingDialog({
  action,
  booking,
  onClose,
}: {
  action: 'reschedule' | 'cancel';
  booking: Booking;
  onClose: () => void;
}) {
  return (
    <MuiScope>
      {action === 'reschedule' ? (
        <RescheduleDialog booking={booking} onClose={onClose} />
      ) : (
        <CancelDialog booking={booking} onClose={onClose} />
      )}
    </MuiScope>
  );
}
