import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import Link from '@/components/ui/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { showToast } from '@/components/ui/toast';
import { routes } from '@/config/routes';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import { jakartaDate } from '../calendar';
import { CancelTestRideMutation, MyTestRidesQuery, RescheduleTestRideMutation } from '../graphql/test-ride';
import { BookingSummary } from './booking-summary';
import { SlotPicker } from './slot-picker';

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

function BookingCard({
  booking,
  bikeName,
  onReschedule,
  onCancel,
}: {
  booking: Booking;
  bikeName?: string;
  onReschedule: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('TestRide');
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="h6">
          {booking.place.location}
        </Typography>
        <Chip
          label={t(`status.${booking.status}`)}
          color={booking.status === 'CANCELLED' ? 'default' : booking.status === 'CONFIRMED' ? 'success' : 'primary'}
          size="small"
        />
      </Box>
      <BookingSummary booking={booking} bikeName={bikeName} />
      {booking.changeable && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onReschedule} aria-label={`${t('reschedule')} ${booking.code}`}>
            {t('reschedule')}
          </Button>
          <Button color="error" onClick={onCancel} aria-label={`${t('cancel')} ${booking.code}`}>
            {t('cancel')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** The signed-in customer's test rides, upcoming first, with reschedule and cancel. */
export function MyBookings({ bikeNames = {} }: { bikeNames?: Record<string, string> }) {
  const t = useTranslations('TestRide');
  const { data, loading, error, refetch } = useQuery(MyTestRidesQuery, { fetchPolicy: 'cache-and-network' });
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  if (loading && !data)
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('bookingsTitle')} />
      </Box>
    );
  if (error && !data) return <Alert severity="error">{t('loadError')}</Alert>;
  const bookings = data?.myTestRides ?? [];
  if (!bookings.length)
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>{t('noBookings')}</Typography>
        <Button component={Link} href={routes.testRide} variant="contained">
          {t('bookAnother')}
        </Button>
      </Box>
    );
  const today = jakartaDate(new Date());
  const isUpcoming = (b: Booking) => (b.status === 'REQUESTED' || b.status === 'CONFIRMED') && b.localDate >= today;
  const upcoming = bookings.filter(isUpcoming).sort((a, b) => a.slotStart.localeCompare(b.slotStart));
  const past = bookings.filter((b) => !isUpcoming(b));
  const close = () => {
    setRescheduling(null);
    setCancelling(null);
    void refetch();
  };
  const list = (items: Booking[]) => (
    <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
      {items.map((b) => (
        <BookingCard
          key={b.id}
          booking={b}
          bikeName={bikeNames[b.productSlug]}
          onReschedule={() => setRescheduling(b)}
          onCancel={() => setCancelling(b)}
        />
      ))}
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="section" aria-labelledby="tr-upcoming" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="tr-upcoming" component="h2" variant="h5">
          {t('upcoming')}
        </Typography>
        {upcoming.length ? list(upcoming) : <Typography>{t('noUpcoming')}</Typography>}
      </Box>
      {past.length > 0 && (
        <Box component="section" aria-labelledby="tr-past" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="tr-past" component="h2" variant="h5">
            {t('past')}
          </Typography>
          {list(past)}
        </Box>
      )}
      {rescheduling && <RescheduleDialog booking={rescheduling} onClose={close} />}
      {cancelling && <CancelDialog booking={cancelling} onClose={close} />}
    </Box>
  );
}
