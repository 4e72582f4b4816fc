import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';

/** What, where and when of a booking, as a description list. */
export function BookingSummary({ booking, bikeName }: { booking: TestRideBooking_BookingFragment; bikeName?: string }) {
  const t = useTranslations('TestRide');
  const format = useFormatter();
  const start = new Date(booking.slotStart);
  const rows: [string, string][] = [
    [t('code'), booking.code],
    [t('what'), bikeName ?? booking.productSlug],
    [
      t('where'),
      booking.locationType === 'DEALER'
        ? `${booking.place.location}, ${booking.place.address1}, ${booking.place.city}`
        : t('atHome', { address: booking.address ?? '' }),
    ],
    [
      t('when'),
      t('whenValue', {
        date: format.dateTime(start, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
        time: booking.localTime,
      }),
    ],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 500 }}
            data-testid={label === t('code') ? 'booking-code' : undefined}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
