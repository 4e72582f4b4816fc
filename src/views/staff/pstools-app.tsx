import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { JobRecordQuery, StaffTestRidesQuery } from '@/features/pstools/graphql/pstools';
import { CustomerLookup } from '@/features/pstools/components/customer-lookup';
import { GuestbookPanel } from '@/features/pstools/components/guestbook-panel';
import { GuidebookPanel, useNewGuidebook } from '@/features/pstools/components/guidebook-panel';
import { OutboxStatus, useOutbox } from '@/features/pstools/components/outbox';
import { useOfflineCopy } from '@/features/pstools/offline-copy';
import { PsBookingForm } from './ps-booking-form';
import { type BookingTarget, type StaffProfile, touch } from '@/features/pstools/components/shared';

/** SPEC §3 test-drive state `menuNavigator`: its default is the guestbook. */
export const MENU = ['guestbook', 'bookings', 'customers', 'guidebook', 'jobs'] as const;
export type MenuKey = (typeof MENU)[number];

function StaffBookings({ booked }: { booked: string | null }) {
  const t = useTranslations('PsTools');
  const rides = useQuery(StaffTestRidesQuery, { fetchPolicy: 'network-only' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {booked && (
        <Alert severity="success" role="status">
          {t('booking.done', { code: booked })}
        </Alert>
      )}
      <Typography component="h2" variant="h5">
        {t('bookings.title')}
      </Typography>
      {rides.data?.staffTestRides.length === 0 && <Typography>{t('bookings.empty')}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rides.data?.staffTestRides.map((b) => (
          <Paper
            key={b.id}
            component="li"
            variant="outlined"
            sx={{ p: 2, listStyle: 'none' }}
            data-testid="staff-booking"
          >
            <Typography sx={{ fontWeight: 600 }}>
              {b.code} · {b.name}
            </Typography>
            <Typography variant="body2">
              {b.productSlug} · {b.localDate} {b.localTime} · {b.place.location} ·{' '}
              {t(`rideStatus.${b.status}` as 'rideStatus.REQUESTED')}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

function JobRecord() {
  const t = useTranslations('PsTools');
  const format = useFormatter();
  const jobs = useQuery(JobRecordQuery, { fetchPolicy: 'network-only' });
  const at = (v: string) => format.dateTime(new Date(v), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        {t('jobs.title')}
      </Typography>
      {jobs.data?.jobRecord.length === 0 && <Typography>{t('jobs.empty')}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {jobs.data?.jobRecord.map((j) => (
          <Paper key={`${j.kind}-${j.refId}`} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t(`jobs.kind.${j.kind}` as 'jobs.kind.GUESTBOOK')} · {j.title}
            </Typography>
            <Typography variant="body2">
              {t('jobs.started', { at: at(j.startedAt) })} ·{' '}
              {j.settledAt ? t('jobs.settled', { at: at(j.settledAt) }) : t('jobs.open')}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/** The tool: the menu navigator (guestbook by default) and its panels; a booking opens over the current panel. */
export function PsToolsApp({ staff }: { staff: StaffProfile }) {
  const t = useTranslations('PsTools');
  const [menu, setMenu] = useState<MenuKey>('guestbook');
  const [target, setTarget] = useState<BookingTarget | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const [lookup, setLookup] = useState('');
  const newGuidebook = useNewGuidebook();
  // What waits on the tablet for the connection (guestbook entries, test rides), shown on every tab.
  const [listVersion, setListVersion] = useState(0);
  const outbox = useOutbox(useCallback(() => setListVersion((v) => v + 1), []));
  const [notice, setNotice] = useState<string | null>(null);
  useOfflineCopy();

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
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs
        value={menu}
        onChange={(_, value: MenuKey) => {
          setTarget(null);
          setMenu(value);
        }}
        variant="scrollable"
        aria-label={t('menu.label')}
        sx={{ '& .MuiTab-root': { ...touch, minWidth: 120 } }}
      >
        {MENU.map((key) => (
          <Tab
            key={key}
            value={key}
            id={`pstools-tab-${key}`}
            label={
              key === 'guidebook' && newGuidebook ? (
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                  {t('menu.guidebook')}
                  <Box
                    component="span"
                    sx={{
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      borderRadius: 4,
                      px: 0.75,
                      fontSize: 11,
                      lineHeight: '18px',
                    }}
                  >
                    {t('menu.new')}
                  </Box>
                </Box>
              ) : (
                t(`menu.${key}`)
              )
            }
          />
        ))}
      </Tabs>
      {notice && (
        <Alert severity="info" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <OutboxStatus queued={outbox.queued} results={outbox.results} />
      <Box role="tabpanel" aria-labelledby={`pstools-tab-${menu}`}>
        {target ? (
          <PsBookingForm
            staff={staff}
            target={target}
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
            onBook={book}
            onOpenCustomer={openCustomer}
            onQueued={() => void outbox.refresh()}
            listVersion={listVersion}
          />
        ) : menu === 'bookings' ? (
          <StaffBookings booked={booked} />
        ) : menu === 'customers' ? (
          <CustomerLookup key={lookup} initialQuery={lookup} onBook={book} />
        ) : menu === 'guidebook' ? (
          <GuidebookPanel />
        ) : (
          <JobRecord />
        )}
      </Box>
    </Box>
  );
}
