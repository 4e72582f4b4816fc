import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NativeButton, NativeButtonLink, Notice } from '@/components/ui/native-button';
import { type ChipTone, NativeChip } from '@/components/ui/native-chip';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { routes } from '@/config/routes';
import type { TestRideBooking_BookingFragment } from '@/graphql/generated/graphql';
import { loadWithBrowserApollo } from '@/graphql/browser-apollo-part';
import { useShopQuery } from '@/graphql/use-shop-query';
import { jakartaDate } from '../calendar';
import { MyTestRidesQuery } from '../graphql/test-ride';
import { BookingSummary } from './booking-summary';
import styles from './my-bookings.module.css';

type Booking = TestRideBooking_BookingFragment;

// Reschedule and cancel open MUI dialogs: they load with the first one opened, not with the page, and bring Apollo
// with them; the list is read without it (issue 19).
const BookingDialog = dynamic(loadWithBrowserApollo(() => import('./booking-dialogs').then((m) => m.BookingDialog)));

const chipTone = (status: Booking['status']): ChipTone =>
  status === 'CANCELLED' ? 'default' : status === 'CONFIRMED' ? 'success' : 'primary';

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
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{booking.place.location}</h3>
        <NativeChip tone={chipTone(booking.status)}>{t(`status.${booking.status}`)}</NativeChip>
      </div>
      <BookingSummary booking={booking} bikeName={bikeName} />
      {booking.changeable && (
        <div className={styles.actions}>
          <NativeButton variant="outlined" onClick={onReschedule} aria-label={`${t('reschedule')} ${booking.code}`}>
            {t('reschedule')}
          </NativeButton>
          <NativeButton variant="text" color="error" onClick={onCancel} aria-label={`${t('cancel')} ${booking.code}`}>
            {t('cancel')}
          </NativeButton>
        </div>
      )}
    </li>
  );
}

/** The signed-in customer's test rides, upcoming first, with reschedule and cancel. */
export function MyBookings({ bikeNames = {} }: { bikeNames?: Record<string, string> }) {
  const t = useTranslations('TestRide');
  const { data, loading, error, refetch } = useShopQuery(MyTestRidesQuery);
  const [open, setOpen] = useState<{ action: 'reschedule' | 'cancel'; booking: Booking } | null>(null);

  if (loading && !data) return <LoadingPanel label={t('bookingsTitle')} minHeight={300} />;
  if (error && !data) return <Notice severity="error">{t('loadError')}</Notice>;
  const bookings = data?.myTestRides ?? [];
  if (!bookings.length)
    return (
      <div className={styles.empty}>
        <p className={styles.text}>{t('noBookings')}</p>
        <NativeButtonLink href={routes.testRide}>{t('bookAnother')}</NativeButtonLink>
      </div>
    );
  const today = jakartaDate(new Date());
  const isUpcoming = (b: Booking) => (b.status === 'REQUESTED' || b.status === 'CONFIRMED') && b.localDate >= today;
  const upcoming = bookings.filter(isUpcoming).sort((a, b) => a.slotStart.localeCompare(b.slotStart));
  const past = bookings.filter((b) => !isUpcoming(b));
  const close = () => {
    setOpen(null);
    void refetch();
  };
  const list = (items: Booking[]) => (
    <ul className={styles.list}>
      {items.map((b) => (
        <BookingCard
          key={b.id}
          booking={b}
          bikeName={bikeNames[b.productSlug]}
          onReschedule={() => setOpen({ action: 'reschedule', booking: b })}
          onCancel={() => setOpen({ action: 'cancel', booking: b })}
        />
      ))}
    </ul>
  );
  return (
    <div className={styles.sections}>
      <section aria-labelledby="tr-upcoming" className={styles.section}>
        <h2 id="tr-upcoming" className={styles.sectionTitle}>
          {t('upcoming')}
        </h2>
        {upcoming.length ? list(upcoming) : <p className={styles.text}>{t('noUpcoming')}</p>}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="tr-past" className={styles.section}>
          <h2 id="tr-past" className={styles.sectionTitle}>
            {t('past')}
          </h2>
          {list(past)}
        </section>
      )}
      {open && <BookingDialog action={open.action} booking={open.booking} onClose={close} />}
    </div>
  );
}
