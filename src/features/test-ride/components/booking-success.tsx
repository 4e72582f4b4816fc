import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { routes } from '@/config/routes';
import { MuiScope } from '@/components/mui-scope';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import { useAppSelector } from '@/store/hooks';
import { BookingActions } from './booking-actions';
import { BookingSummary } from './booking-summary';

/** The booking just made, as the booking form keeps it in the persisted state (with the motorcycle's name). */
export type SuccessBooking = TestRideBooking_BookingFragment & { productName?: string };

/** The booking just made: its code, what happens next, the summary and what the customer can do with it. */
export function BookingSuccess({ booking }: { booking: SuccessBooking }) {
  const t = useTranslations('TestRide');
  const tFind = useTranslations('TestRideFind');
  const { imgSuccess, imgSuccessMobile } = useAppSelector((s) => s.testDrive);
  const bike = booking.productName ?? booking.productSlug;

  // Its own MUI scope: the page's shell is plain HTML (issue 19).
  return (
    <MuiScope>
      <Typography component="h2" variant="h2" sx={{ mb: 3 }}>
        {t('successTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        {(imgSuccess || imgSuccessMobile) && (
          <picture>
            {imgSuccess && <source media="(min-width: 600px)" srcSet={imgSuccess} width={640} height={280} />}
            <img
              src={imgSuccessMobile || imgSuccess}
              alt=""
              width={320}
              height={240}
              style={{ width: '100%', height: 'auto', maxHeight: 280, objectFit: 'contain' }}
            />
          </picture>
        )}
        <Box
          sx={{
            border: 2,
            borderColor: 'primary.main',
            borderRadius: 2,
            p: 2,
            display: 'grid',
            gap: 0.5,
            justifyItems: 'start',
          }}
        >
          <Typography color="textSecondary">{tFind('yourCode')}</Typography>
          <Typography
            component="p"
            variant="h4"
            sx={{ fontWeight: 700, letterSpacing: '0.08em' }}
            data-testid="success-code"
          >
            {booking.code}
          </Typography>
          <Typography variant="body2">
            {tFind('keepCode')}{' '}
            <Box
              component={Link}
              href={`${routes.testRideFind}?code=${encodeURIComponent(booking.code)}`}
              sx={{ color: 'primary.main' }}
            >
              {tFind('findLink')}
            </Box>
          </Typography>
        </Box>
        <Typography>{t('successIntro', { email: booking.email })}</Typography>
        <BookingSummary booking={booking} bikeName={bike} />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <BookingActions booking={booking} bikeName={bike} />
          <Button component={Link} href={routes.bookings} variant="text">
            {t('myBookings')}
          </Button>
        </Box>
      </Paper>
    </MuiScope>
  );
}
