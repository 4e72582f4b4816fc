import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { RespondToBookingConfirmationMutation } from '../graphql/orders';
import { useOrderErrorText } from './order-errors';

/** A pre-order's bike is ready (Allocated): confirm (then pay the rest) or cancel (Booking Cancelled, refund). */
export function BookingConfirmation({ code, onChanged }: { code: string; onChanged: () => void }) {
  const t = useTranslations('Orders');
  const errorText = useOrderErrorText();
  const [respond, { loading }] = useMutation(RespondToBookingConfirmationMutation);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
  const answer = async (confirm: boolean) => {
    setBusy(confirm ? 'confirm' : 'cancel');
    setError(null);
    const { data } = await respond({ variables: { code, confirm } }).catch(() => ({ data: undefined }));
    setBusy(null);
    const result = data?.respondToBookingConfirmation;
    if (result?.__typename === 'OrderTracking') return onChanged();
    setError(errorText(result?.errorCode));
  };
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid="booking-confirmation">
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('bookingTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{asking ? t('bookingCancelConfirm') : t('bookingText')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {asking ? (
          <>
            <BusyButton
              busy={busy === 'cancel'}
              disabled={loading}
              color="error"
              variant="contained"
              onClick={() => void answer(false)}
            >
              {t('bookingCancel')}
            </BusyButton>
            <Button disabled={loading} onClick={() => setAsking(false)}>
              {t('bookingKeep')}
            </Button>
          </>
        ) : (
          <>
            <BusyButton
              busy={busy === 'confirm'}
              disabled={loading}
              variant="contained"
              onClick={() => void answer(true)}
            >
              {t('bookingConfirm')}
            </BusyButton>
            <Button disabled={loading} color="error" onClick={() => setAsking(true)}>
              {t('bookingCancel')}
            </Button>
          </>
        )}
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
