import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import { MuiScope } from '@/components/mui-scope';
import { BusyButton } from '@/components/ui/busy-button';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import { BookingActions } from './booking-actions';
import { BookingSummary } from './booking-summary';
import { type FindProblem, ProblemNotice } from './find-problem';

type Booking = TestRideBooking_BookingFragment;

function CancelDialog({
  booking,
  busy,
  problem,
  onConfirm,
  onClose,
}: {
  booking: Booking;
  busy: boolean;
  problem: FindProblem | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('TestRide');
  const format = useFormatter();
  const when = t('whenValue', {
    date: format.dateTime(new Date(booking.slotStart), { day: 'numeric', month: 'long', timeZone: 'Asia/Jakarta' }),
    time: booking.localTime,
  });
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="tr-find-cancel-title">
      <DialogTitle id="tr-find-cancel-title">{t('cancelTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {problem && <ProblemNotice problem={problem} />}
        <DialogContentText>{t('cancelBody', { when, place: booking.place.location })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('keep')}
        </Button>
        <BusyButton color="error" variant="contained" onClick={onConfirm} busy={busy}>
          {t('cancelConfirm')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

function FoundBooking({
  booking,
  bikeName,
  onCancel,
  justCancelled,
}: {
  booking: Booking;
  bikeName: string;
  onCancel: () => void;
  justCancelled: boolean;
}) {
  const t = useTranslations('TestRide');
  const tFind = useTranslations('TestRideFind');
  const past = !booking.changeable && (booking.status === 'REQUESTED' || booking.status === 'CONFIRMED');
  return (
    <Paper
      component="section"
      aria-labelledby="tr-found-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="tr-found-title" component="h3" variant="h5">
          {tFind('foundTitle')}
        </Typography>
        <Chip
          label={tFind('statusValue', { status: t(`status.${booking.status}`) })}
          color={booking.status === 'CANCELLED' ? 'default' : booking.status === 'CONFIRMED' ? 'success' : 'primary'}
          data-testid="booking-status"
        />
      </Box>
      {justCancelled && (
        <Alert severity="success" role="status">
          {tFind('cancelledNotice')}
        </Alert>
      )}
      {past && <Alert severity="info">{tFind('pastNotice')}</Alert>}
      {booking.status === 'CANCELLED' && !justCancelled && <Alert severity="info">{tFind('cancelledStatus')}</Alert>}
      <BookingSummary booking={booking} bikeName={bikeName} />
      {booking.changeable && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <BookingActions booking={booking} bikeName={bikeName} />
          <Button color="error" variant="text" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The booking a look-up found, with its actions and the cancel dialog: MUI, in its own scope, loaded when a look-up
 * starts (the look-up form that mounts with /test-ride/find is native controls, issue 19).
 */
export function FoundBookingPanel({
  booking,
  bikeName,
  justCancelled,
  confirming,
  cancelling,
  cancelProblem,
  onCancel,
  onConfirmCancel,
  onCloseCancel,
}: {
  booking: Booking;
  bikeName: string;
  justCancelled: boolean;
  /** The cancel dialog is open. */
  confirming: boolean;
  cancelling: boolean;
  cancelProblem: FindProblem | null;
  onCancel: () => void;
  onConfirmCancel: () => void;
  onCloseCancel: () => void;
}) {
  return (
    <MuiScope>
      <FoundBooking booking={booking} bikeName={bikeName} justCancelled={justCancelled} onCancel={onCancel} />
      {confirming && (
        <CancelDialog
          booking={booking}
          busy={cancelling}
          problem={cancelProblem}
          onConfirm={onConfirmCancel}
          onClose={onCloseCancel}
        />
      )}
    </MuiScope>
  );
}
