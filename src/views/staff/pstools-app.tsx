import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeTabs, tabPanelProps } from '@/components/ui/native-tabs';
import { JobRecordQuery, StaffTestRidesQuery } from '@/features/pstools/graphql/pstools';
import { GuestbookPanel } from '@/features/pstools/components/guestbook-panel';
import { GuidebookPanel, useNewGuidebook } from '@/features/pstools/components/guidebook-panel';
import { OutboxStatus, useOutbox } from '@/features/pstools/components/outbox';
import styles from '@/features/pstools/components/pstools.module.css';
import { useOfflineCopy } from '@/features/pstools/offline-copy';
import { type BikeNames, type BookingTarget, bikeName, type StaffProfile } from '@/features/pstools/components/shared';
import { loadWithBrowserApollo } from '@/graphql/browser-apollo-part';
import { useShopQuery } from '@/graphql/use-shop-query';

// The customer look-up and the booking form are built with MUI (each in its own MuiScope): they load when first
// opened, so the tool's first screen (the guestbook) ships none of MUI (issue 19). The tool talks to the shop API with
// plain requests (useShopQuery, useShopRequest); only the booking form's slot picker (the test-ride feature's) reads
// with Apollo, whose client comes with the form (the offline copy keeps it: pages/pstools/index.tsx).
const loadLookup = () => import('@/features/pstools/components/customer-lookup').then((m) => m.CustomerLookup);
const loadBookingForm = loadWithBrowserApollo(() => import('./ps-booking-form').then((m) => m.PsBookingForm));
const CustomerLookup = dynamic(loadLookup, { loading: () => <LoadingPanel minHeight={200} /> });
const PsBookingForm = dynamic(loadBookingForm, { loading: () => <LoadingPanel minHeight={400} /> });

/** SPEC §3 test-drive state `menuNavigator`: its default is the guestbook. */
export const MENU = ['guestbook', 'bookings', 'customers', 'guidebook', 'jobs'] as const;
export type MenuKey = (typeof MENU)[number];

function StaffBookings({ booked, bikeNames }: { booked: string | null; bikeNames: BikeNames }) {
  const t = useTranslations('PsTools');
  const rides = useShopQuery(StaffTestRidesQuery);
  return (
    <div className={styles.stack}>
      {booked && (
        <Notice severity="success" role="status">
          {t('booking.done', { code: booked })}
        </Notice>
      )}
      <h2 className={styles.title}>{t('bookings.title')}</h2>
      {rides.data?.staffTestRides.length === 0 && <p className={styles.text}>{t('bookings.empty')}</p>}
      <ul className={styles.list}>
        {rides.data?.staffTestRides.map((b) => (
          <li key={b.id} className={styles.item} data-testid="staff-booking">
            <p className={styles.itemTitle}>
              {b.code} · {b.name}
            </p>
            <p className={styles.small}>
              {bikeName(bikeNames, b.productSlug)} · {b.localDate} {b.localTime} · {b.place.location} ·{' '}
              {t(`rideStatus.${b.status}` as 'rideStatus.REQUESTED')}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function JobRecord() {
  const t = useTranslations('PsTools');
  const format = useFormatter();
  const jobs = useShopQuery(JobRecordQuery);
  const at = (v: string) => format.dateTime(new Date(v), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className={styles.stack}>
      <h2 className={styles.title}>{t('jobs.title')}</h2>
      {jobs.data?.jobRecord.length === 0 && <p className={styles.text}>{t('jobs.empty')}</p>}
      <ul className={styles.list}>
        {jobs.data?.jobRecord.map((j) => (
          <li key={`${j.kind}-${j.refId}`} className={styles.item}>
            <p className={styles.itemTitle}>
              {t(`jobs.kind.${j.kind}` as 'jobs.kind.GUESTBOOK')} · {j.title}
            </p>
            <p className={styles.small}>
              {t('jobs.started', { at: at(j.startedAt) })} ·{' '}
              {j.settledAt ? t('jobs.settled', { at: at(j.settledAt) }) : t('jobs.open')}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The tool: the menu navigator (guestbook by default) and its panels; a booking opens over the current panel. */
export function PsToolsApp({
  staff,
  bikeNames = {},
  offlineFiles = [],
}: {
  staff: StaffProfile;
  bikeNames?: BikeNames;
  offlineFiles?: string[];
}) {
  const t = useTranslations('PsTools');
  const tc = useTranslations('Common');
  const [menu, setMenu] = useState<MenuKey>('guestbook');
  const [target, setTarget] = useState<BookingTarget | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const [lookup, setLookup] = useState('');
  const newGuidebook = useNewGuidebook();
  // What waits on the tablet for the connection (guestbook entries, test rides), shown on every tab.
  const [listVersion, setListVersion] = useState(0);
  const outbox = useOutbox(useCallback(() => setListVersion((v) => v + 1), []));
  const [notice, setNotice] = useState<string | null>(null);
  useOfflineCopy(offlineFiles);

  const book = (next: BookingTarget) => {
    setBooked(null);
    setNotice(null);
    setTarget(next);
  };
  const openCustomer = (query: string) => {
    setLookup(query);
    setTarget(null);
    setMenu('customers');
  };

  return (
    <div className={styles.app}>
      <NativeTabs
        label={t('menu.label')}
        idPrefix="pstools"
        value={menu}
        onChange={(value) => {
          setTarget(null);
          setMenu(value);
        }}
        tabs={MENU.map((key) => ({
          key,
          label:
            key === 'guidebook' && newGuidebook ? (
              <>
                {t('menu.guidebook')}
                <span className={styles.badge}>{t('menu.new')}</span>
              </>
            ) : (
              t(`menu.${key}`)
            ),
        }))}
      />
      {notice && (
        <Notice
          severity="info"
          role="status"
          action={
            <NativeButton variant="text" size="small" className={styles.close} onClick={() => setNotice(null)}>
              {tc('close')}
            </NativeButton>
          }
        >
          {notice}
        </Notice>
      )}
      <OutboxStatus queued={outbox.queued} results={outbox.results} />
      <div {...tabPanelProps('pstools', menu)}>
        {target ? (
          <PsBookingForm
            staff={staff}
            target={target}
            bikeNames={bikeNames}
            onCancel={() => setTarget(null)}
            onQueued={(name) => {
              setTarget(null);
              setNotice(t('offline.bookingQueued', { name }));
              void outbox.refresh();
            }}
            onDone={(code) => {
              setTarget(null);
              setBooked(code);
              setMenu('bookings');
            }}
          />
        ) : menu === 'guestbook' ? (
          <GuestbookPanel
            staff={staff}
            bikeNames={bikeNames}
            onBook={book}
            onOpenCustomer={openCustomer}
            onQueued={() => void outbox.refresh()}
            listVersion={listVersion}
          />
        ) : menu === 'bookings' ? (
          <StaffBookings booked={booked} bikeNames={bikeNames} />
        ) : menu === 'customers' ? (
          <CustomerLookup key={lookup} initialQuery={lookup} bikeNames={bikeNames} onBook={book} />
        ) : menu === 'guidebook' ? (
          <GuidebookPanel />
        ) : (
          <JobRecord />
        )}
      </div>
    </div>
  );
}
