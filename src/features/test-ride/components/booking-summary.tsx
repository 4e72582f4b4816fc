import { useFormatter, useTranslations } from 'next-intl';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import styles from './booking-summary.module.css';

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
    <dl className={styles.list}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value} data-testid={label === t('code') ? 'booking-code' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
