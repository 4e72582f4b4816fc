import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { routes } from '@/config/routes';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import { useAppSelector } from '@/store/hooks';
import { buildIcs, directionsUrl } from '../calendar';
import { BookingSummary } from './booking-summary';

type SuccessData = TestRideBooking_BookingFragment & { productName?: string };

export function BookingSuccess() {
  const t = useTranslations('TestRide');
  const { successData, imgSuccess, imgSuccessMobile } = useAppSelector((s) => s.testDrive);
  const booking = successData as SuccessData | null;
  if (!booking?.code) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="info">{t('successEmpty')}</Alert>
        <Button component={Link} href={routes.testRide} variant="contained">
          {t('bookAnother')}
        </Button>
      </Box>
    );
  }
  const atDealer = booking.locationType === 'DEALER';
  const lat = atDealer ? booking.place.latitude : (booking.latitude ?? booking.place.latitude);
  const lng = atDealer ? booking.place.longitude : (booking.longitude ?? booking.place.longitude);
  const bike = booking.productName ?? booking.productSlug;
  const location = atDealer
    ? `${booking.place.location}, ${booking.place.address1}, ${booking.place.city}`
    : (booking.address ?? '');

  function downloadIcs() {
    const ics = buildIcs({
      uid: `${booking!.code}@alva.example`,
      start: new Date(booking!.slotStart),
      end: new Date(booking!.slotEnd),
      summary: t('calendarSummary', { bike }),
      location,
      description: t('calendarDescription', { code: booking!.code }),
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `alva-test-ride-${booking!.code}.ics`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
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
      <Typography>{t('successIntro', { email: booking.email })}</Typography>
      <BookingSummary booking={booking} bikeName={bike} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={downloadIcs}>
          {t('addToCalendar')}
        </Button>
        <Button variant="outlined" href={directionsUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
          {t('directions')}
        </Button>
        <Button component={Link} href={routes.bookings} variant="text">
          {t('myBookings')}
        </Button>
      </Box>
    </Paper>
  );
}
