import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import { buildIcs, directionsUrl } from '../calendar';

/** Add-to-calendar (an .ics download) and directions of a booking; the success and find pages show them. */
export function BookingActions({ booking, bikeName }: { booking: TestRideBooking_BookingFragment; bikeName: string }) {
  const t = useTranslations('TestRide');
  const atDealer = booking.locationType === 'DEALER';
  const lat = atDealer ? booking.place.latitude : (booking.latitude ?? booking.place.latitude);
  const lng = atDealer ? booking.place.longitude : (booking.longitude ?? booking.place.longitude);
  const location = atDealer
    ? `${booking.place.location}, ${booking.place.address1}, ${booking.place.city}`
    : (booking.address ?? '');

  function downloadIcs() {
    const ics = buildIcs({
      uid: `${booking.code}@alva.example`,
      start: new Date(booking.slotStart),
      end: new Date(booking.slotEnd),
      summary: t('calendarSummary', { bike: bikeName }),
      location,
      description: t('calendarDescription', { code: booking.code }),
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `alva-test-ride-${booking.code}.ics`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <>
      <Button variant="contained" onClick={downloadIcs}>
        {t('addToCalendar')}
      </Button>
      <Button variant="outlined" href={directionsUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
        {t('directions')}
      </Button>
    </>
  );
}
