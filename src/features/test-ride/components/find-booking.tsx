import { findBookingSchema, type FindBookingValues, normalizeBookingCode, toE164 } from '@alva/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { BusyButton } from '@/components/ui/busy-button';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { routes } from '@/config/routes';
import { getSessionToken, subscribeSession } from '@/lib/cookies';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import { CancelTestRideByCodeMutation, TestRideByCodeQuery } from '../graphql/test-ride';
import { BookingActions } from './booking-actions';
import { BookingSummary } from './booking-summary';

type Booking = TestRideBooking_BookingFragment;

/** Whether a session cookie exists (null while server rendering, so hydration matches). */
const useHasSession = () =>
  useSyncExternalStore(
    subscribeSession,
    () => Boolean(getSessionToken()),
    () => null,
  );

/** A failed look-up or cancel, as the page explains it. */
export type FindProblem =
  | { kind: 'notFound' }
  | { kind: 'tooMany'; retryAt: Date }
  | { kind: 'cancelled' }
  | { kind: 'past' }
  | { kind: 'slot' }
  | { kind: 'failed' };

type ErrorLike = { __typename: string; errorCode?: string; retryAfterSeconds?: number; status?: string };

function problemOf(result: ErrorLike): FindProblem {
  switch (result.errorCode) {
    case 'BOOKING_NOT_FOUND':
      return { kind: 'notFound' };
    case 'TOO_MANY_ATTEMPTS':
      return { kind: 'tooMany', retryAt: new Date(Date.now() + (result.retryAfterSeconds ?? 0) * 1000) };
    case 'BOOKING_NOT_CHANGEABLE':
      return result.status === 'CANCELLED' ? { kind: 'cancelled' } : { kind: 'past' };
    case 'SLOT_FULL':
    case 'SLOT_UNAVAILABLE':
      return { kind: 'slot' };
    default:
      return { kind: 'failed' };
  }
}

function ProblemAlert({ problem }: { problem: FindProblem }) {
  const t = useTranslations('TestRideFind');
  const format = useFormatter();
  let text: string;
  if (problem.kind === 'tooMany') {
    const time = format.dateTime(problem.retryAt, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Jakarta',
    });
    text = t('errors.tooMany', { time });
  } else {
    text = t(`errors.${problem.kind}`);
  }
  return (
    <Alert severity={problem.kind === 'cancelled' || problem.kind === 'past' ? 'warning' : 'error'} role="alert">
      {text}
    </Alert>
  );
}

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
        {problem && <ProblemAlert problem={problem} />}
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
 * A guest's "find my booking": booking code + the phone it was made with → the booking, add-to-calendar,
 * directions and cancel. Failed guesses are limited by the server (TOO_MANY_ATTEMPTS with a retry time).
 */
export function FindBooking({ bikeNames = {} }: { bikeNames?: Record<string, string> }) {
  const t = useTranslations('TestRide');
  const tFind = useTranslations('TestRideFind');
  const router = useRouter();
  const client = useApolloClient();
  const hasSession = useHasSession();
  const form = useRulesForm<FindBookingValues>(findBookingSchema, { code: '', phone: '' });
  const [problem, setProblem] = useState<FindProblem | null>(null);
  const [found, setFound] = useState<{ booking: Booking; code: string; phone: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelProblem, setCancelProblem] = useState<FindProblem | null>(null);
  const [justCancelled, setJustCancelled] = useState(false);
  const [cancel, { loading: cancelling }] = useMutation(CancelTestRideByCodeMutation);
  const resultRef = useRef<HTMLDivElement>(null);

  // The confirmation e-mail links here with ?code=…
  const queryCode = typeof router.query.code === 'string' ? router.query.code : '';
  useEffect(() => {
    if (queryCode && !form.getValues('code')) form.setValue('code', queryCode.slice(0, 12));
  }, [queryCode, form]);

  useEffect(() => {
    if (found || problem) resultRef.current?.focus();
  }, [found, problem]);

  async function lookUp(values: FindBookingValues) {
    const variables = { code: normalizeBookingCode(values.code), phone: toE164(values.phone) };
    setProblem(null);
    setFound(null);
    setJustCancelled(false);
    try {
      const { data } = await client.query({ query: TestRideByCodeQuery, variables, fetchPolicy: 'no-cache' });
      const result = data?.testRideByCode;
      if (result?.__typename === 'TestRideBooking') setFound({ booking: result, ...variables });
      else if (result) setProblem(problemOf(result));
      else setProblem({ kind: 'failed' });
    } catch {
      setProblem({ kind: 'failed' });
    }
  }

  async function confirmCancel() {
    if (!found) return;
    setCancelProblem(null);
    try {
      const { data } = await cancel({ variables: { code: found.code, phone: found.phone } });
      const result = data?.cancelTestRideByCode;
      if (result?.__typename === 'TestRideBooking') {
        setFound({ ...found, booking: result });
        setJustCancelled(true);
        setConfirming(false);
        resultRef.current?.focus();
      } else if (result) {
        setCancelProblem(problemOf(result));
      } else setCancelProblem({ kind: 'failed' });
    } catch {
      setCancelProblem({ kind: 'failed' });
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {hasSession && (
        <Alert
          severity="info"
          action={
            <Button component={Link} href={routes.bookings} color="inherit" size="small">
              {t('myBookings')}
            </Button>
          }
        >
          {tFind('signedIn')}
        </Alert>
      )}
      <RulesForm form={form} idPrefix="find-booking" onValid={lookUp} aria-label={tFind('formLabel')}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
        >
          <FormMuiTextField
            name="code"
            label={tFind('code')}
            hint={tFind('codeHint')}
            required
            slotProps={{
              htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' },
            }}
          />
          <FormMuiTextField
            name="phone"
            label={t('phone')}
            hint={tFind('phoneHint')}
            type="tel"
            autoComplete="tel-national"
            required
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 20 },
              input: { startAdornment: <InputAdornment position="start">+62</InputAdornment> },
            }}
          />
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormMuiSubmit busyLabel={tFind('searching')}>{tFind('submit')}</FormMuiSubmit>
          </Box>
        </Paper>
      </RulesForm>
      <Box ref={resultRef} tabIndex={-1} sx={{ outline: 'none', display: 'grid', gap: 2 }} aria-live="polite">
        {problem && <ProblemAlert problem={problem} />}
        {found && (
          <FoundBooking
            booking={found.booking}
            bikeName={bikeNames[found.booking.productSlug] ?? found.booking.productSlug}
            justCancelled={justCancelled}
            onCancel={() => {
              setCancelProblem(null);
              setConfirming(true);
            }}
          />
        )}
      </Box>
      {found && confirming && (
        <CancelDialog
          booking={found.booking}
          busy={cancelling}
          problem={cancelProblem}
          onConfirm={confirmCancel}
          onClose={() => setConfirming(false)}
        />
      )}
      <Typography variant="body2">
        {tFind('noCode')}{' '}
        <Box component={Link} href={routes.testRide} sx={{ color: 'primary.main' }}>
          {t('bookAnother')}
        </Box>
      </Typography>
    </Box>
  );
}
