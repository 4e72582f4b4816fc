import { guestbookEntrySchema, type GuestbookEntryValues } from '@alva/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import type {
  GuestbookEntry_EntryFragment,
  GuestbookDuplicatesQuery as DuplicatesResult,
  GuestbookFormOptionsQuery as GuestbookFormOptionsResult,
} from '@/graphql/generated/graphql';
import {
  CreateGuestbookEntryMutation,
  GuestbookDuplicatesQuery,
  GuestbookEntriesQuery,
  GuestbookFormOptionsQuery,
  UpdateGuestbookFollowUpMutation,
} from '../graphql/pstools';
import { isOffline, queueGuestbookEntry } from '../offline-outbox';
import { isConnectionError } from './outbox';
import { type BookingTarget, jakartaToday, newKey, type StaffProfile, touch } from './shared';

const FIELDS = [
  'fullName',
  'phone',
  'email',
  'city',
  'priority',
  'dealerId',
  'leadSource',
  'leadSourceLocation',
  'productSlug',
  'followUpDate',
] as const;

type Duplicate = DuplicatesResult['guestbookDuplicates'][number];

/** The live duplicate warning: who already has the phone or e-mail being typed (asked once typing pauses). */
function DuplicateWarning({ onOpen }: { onOpen: (query: string) => void }) {
  const t = useTranslations('PsTools');
  const client = useApolloClient();
  const { control } = useFormContext<GuestbookEntryValues>();
  const [phone, email] = useWatch({ control, name: ['phone', 'email'] });
  const [matches, setMatches] = useState<{ matches: Duplicate[]; phone: string; email: string }>({
    matches: [],
    phone: '',
    email: '',
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!phone?.trim() && !email?.trim()) return setMatches({ matches: [], phone: '', email: '' });
      client
        .query({ query: GuestbookDuplicatesQuery, variables: { phone: phone || null, email: email || null } })
        .then(({ data }) => setMatches({ matches: data?.guestbookDuplicates ?? [], phone, email }))
        .catch(() => undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [phone, email, client]);
  if (!matches.matches.length) return null;
  return (
    <Alert severity="warning" role="status" data-testid="guestbook-duplicate">
      <Typography variant="subtitle2">{t('guestbook.duplicateTitle')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {matches.matches.map((m) => (
          <li key={`${m.kind}-${m.id}`}>
            {t('guestbook.duplicateLine', {
              name: m.name,
              kind: t(`guestbook.kind.${m.kind}` as 'guestbook.kind.CUSTOMER'),
              by: t(`guestbook.by.${m.matchedBy}` as 'guestbook.by.PHONE'),
            })}{' '}
            <Button
              size="small"
              sx={touch}
              onClick={() => onOpen(m.matchedBy === 'PHONE' ? matches.phone : matches.email)}
            >
              {t('guestbook.openMatch')}
            </Button>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function GuestbookForm({
  staff,
  products,
  priorities,
  leadSources,
  onCreated,
  onQueued,
  onOpen,
}: {
  staff: StaffProfile;
  products: string[];
  priorities: string[];
  leadSources: string[];
  onCreated: () => void;
  onQueued: () => void;
  onOpen: (query: string) => void;
}) {
  const t = useTranslations('PsTools');
  const client = useApolloClient();
  const empty: GuestbookEntryValues = {
    fullName: '',
    phone: '',
    email: '',
    city: staff.dealer?.city ?? '',
    priority: 'WARM',
    dealerId: staff.dealer?.id ?? '',
    leadSource: 'walk-in',
    leadSourceLocation: staff.dealer?.location ?? '',
    productSlug: '',
    followUpDate: '',
  };
  const form = useRulesForm<GuestbookEntryValues>(guestbookEntrySchema, empty);
  const [key, setKey] = useState(newKey);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  /** No connection: the entry waits on the tablet (IndexedDB) and is sent when the connection returns. */
  async function queue(input: Parameters<typeof queueGuestbookEntry>[0]) {
    await queueGuestbookEntry(input);
    setMessage({ severity: 'success', text: t('offline.queued', { name: input.fullName ?? '' }) });
    form.reset(empty);
    setKey(newKey());
    onQueued();
  }

  async function onValid(values: GuestbookEntryValues) {
    setMessage(null);
    const input = { ...values, followUpDate: values.followUpDate || null, idempotencyKey: key };
    if (isOffline()) return queue(input);
    let data;
    try {
      ({ data } = await client.mutate({ mutation: CreateGuestbookEntryMutation, variables: { input } }));
    } catch (error) {
      if (isConnectionError(error)) await queue(input);
      return;
    }
    const result = data?.createGuestbookEntry;
    if (result?.__typename === 'GuestbookEntry') {
      setMessage({ severity: 'success', text: t('guestbook.saved', { name: result.fullName }) });
      form.reset(empty);
      setKey(newKey());
      onCreated();
    } else if (result?.__typename === 'GuestbookValidationError') {
      const other = applyServerFieldErrors(form, result.fieldErrors, FIELDS);
      if (other.length) setMessage({ severity: 'error', text: t('guestbook.failed') });
    } else if (result?.__typename === 'GuestbookDuplicateError') {
      setMessage({ severity: 'error', text: t('guestbook.openEntryExists', { name: result.existing.fullName }) });
    }
  }

  const select = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('guestbook.formTitle')}
      </Typography>
      <RulesForm form={form} idPrefix="guestbook" onValid={onValid}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr', lg: '1fr 1fr' } }}
        >
          <FormMuiTextField name="fullName" label={t('fields.fullName')} autoComplete="off" required />
          <FormMuiTextField
            name="phone"
            label={t('fields.phone')}
            type="tel"
            required
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
          />
          <FormMuiTextField
            name="email"
            label={t('fields.email')}
            type="email"
            required
            slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254 } }}
          />
          <FormMuiTextField name="city" label={t('fields.city')} required />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <DuplicateWarning onOpen={onOpen} />
          </Box>
          <FormMuiTextField name="priority" label={t('fields.priority')} required {...select}>
            {priorities.map((p) => (
              <option key={p} value={p}>
                {t(`priority.${p}` as 'priority.HOT')}
              </option>
            ))}
          </FormMuiTextField>
          <FormMuiTextField name="productSlug" label={t('fields.productSlug')} required {...select}>
            <option value="">{t('choose')}</option>
            {products.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </FormMuiTextField>
          <FormMuiTextField name="leadSource" label={t('fields.leadSource')} required {...select}>
            {leadSources.map((s) => (
              <option key={s} value={s}>
                {t(`leadSource.${s}` as 'leadSource.walk-in')}
              </option>
            ))}
          </FormMuiTextField>
          <FormMuiTextField name="leadSourceLocation" label={t('fields.leadSourceLocation')} required />
          <FormMuiTextField name="dealerId" label={t('fields.dealerId')} required {...select}>
            {staff.dealer && <option value={staff.dealer.id}>{staff.dealer.location}</option>}
          </FormMuiTextField>
          <FormMuiTextField
            name="followUpDate"
            label={t('fields.followUpDate')}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {message && (
            <Alert
              severity={message.severity}
              role={message.severity === 'error' ? 'alert' : 'status'}
              sx={{ gridColumn: '1 / -1' }}
            >
              {message.text}
            </Alert>
          )}
          <Box sx={{ gridColumn: '1 / -1', '& button': touch }}>
            <FormMuiSubmit busyLabel={t('guestbook.saving')}>{t('guestbook.save')}</FormMuiSubmit>
          </Box>
        </Box>
      </RulesForm>
    </Paper>
  );
}

function EntryCard({
  entry,
  outcomes,
  onBook,
  onChanged,
}: {
  entry: GuestbookEntry_EntryFragment;
  outcomes: string[];
  onBook: (target: BookingTarget) => void;
  onChanged: () => void;
}) {
  const t = useTranslations('PsTools');
  const format = useFormatter();
  const client = useApolloClient();
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function complete() {
    setError(null);
    const { data } = await client.mutate({
      mutation: UpdateGuestbookFollowUpMutation,
      variables: { id: entry.id, input: { outcome } },
    });
    if (data?.updateGuestbookFollowUp.__typename === 'GuestbookEntry') onChanged();
    else setError(t('guestbook.followUpFailed'));
  }
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none', display: 'grid', gap: 1 }}
      data-testid="guestbook-entry"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {entry.fullName}
        </Typography>
        <Chip label={t(`priority.${entry.priority}` as 'priority.HOT')} size="small" />
        <Chip
          label={t(`status.${entry.status}` as 'status.ASSIGNED')}
          // Outlined: the label in the colour on white keeps its contrast (a filled warning chip does not).
          color={entry.status === 'COMPLETED' ? 'success' : 'default'}
          variant="outlined"
          size="small"
        />
      </Box>
      <Typography variant="body2">
        {entry.phone} · {entry.email} · {entry.city} · {entry.productSlug}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('guestbook.loggedAt', {
          at: format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
        })}
        {entry.followUpDate ? ` · ${t('guestbook.followUpOn', { date: entry.followUpDate })}` : ''}
        {entry.outcome ? ` · ${t(`outcome.${entry.outcome}` as 'outcome.PURCHASED')}` : ''}
      </Typography>
      {entry.status === 'ASSIGNED' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant="contained"
            sx={touch}
            onClick={() =>
              onBook({
                guestbookEntryId: entry.id,
                customerId: entry.customerId,
                name: entry.fullName,
                phone: entry.phone,
                email: entry.email,
                productSlug: entry.productSlug,
              })
            }
          >
            {t('guestbook.bookRide')}
          </Button>
          <TextField
            select
            size="small"
            label={t('guestbook.outcome')}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value)}
            sx={{ minWidth: 200, '& .MuiInputBase-root': touch }}
          >
            {outcomes.map((o) => (
              <MenuItem key={o} value={o} sx={touch}>
                {t(`outcome.${o}` as 'outcome.PURCHASED')}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" sx={touch} disabled={!outcome} onClick={() => void complete()}>
            {t('guestbook.complete')}
          </Button>
          {error && <Typography color="error">{error}</Typography>}
        </Box>
      )}
    </Paper>
  );
}

type FormOptions = NonNullable<GuestbookFormOptionsResult['guestbookFormOptions']>;
const OPTIONS_KEY = 'pstools:guestbookFormOptions';

/** The form's options from the last time there was a connection, so the form works when the tool loads offline. */
function useStoredOptions(current: FormOptions | undefined, failed: boolean): FormOptions | null {
  const [stored, setStored] = useState<FormOptions | null>(null);
  useEffect(() => {
    try {
      if (current) window.localStorage.setItem(OPTIONS_KEY, JSON.stringify(current));
      else if (failed) setStored(JSON.parse(window.localStorage.getItem(OPTIONS_KEY) ?? 'null'));
    } catch {
      // Storage disabled: the form waits for the connection.
    }
  }, [current, failed]);
  return stored;
}

function useOnline() {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(!isOffline());
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The guestbook (the navigator's default): the form, then the day's entries, Assigned or Completed first. */
export function GuestbookPanel({
  staff,
  onBook,
  onOpenCustomer,
  onQueued,
  listVersion,
}: {
  staff: StaffProfile;
  onBook: (target: BookingTarget) => void;
  onOpenCustomer: (query: string) => void;
  /** An entry was kept on the tablet (the outbox shows it). */
  onQueued: () => void;
  /** Bumped when queued entries were sent: the list is asked again. */
  listVersion: number;
}) {
  const t = useTranslations('PsTools');
  const options = useQuery(GuestbookFormOptionsQuery);
  const stored = useStoredOptions(options.data?.guestbookFormOptions, !!options.error);
  const [date, setDate] = useState(jakartaToday);
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<'ASC' | 'DESC'>('ASC');
  const list = useQuery(GuestbookEntriesQuery, {
    variables: { options: { date: date || null, status: status || null, sort } },
    fetchPolicy: 'network-only',
  });
  const o = options.data?.guestbookFormOptions ?? stored;
  const listRef = useRef(list);
  listRef.current = list;
  const refetchList = useCallback(() => void listRef.current.refetch().catch(() => undefined), []);
  useEffect(() => {
    if (listVersion > 0) refetchList();
  }, [listVersion, refetchList]);
  const online = useOnline();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      {o ? (
        <GuestbookForm
          staff={staff}
          products={o.products}
          priorities={o.priorities}
          leadSources={o.leadSources}
          onCreated={refetchList}
          onQueued={onQueued}
          onOpen={onOpenCustomer}
        />
      ) : (
        // Below md the list is under the form: a placeholder a screen tall keeps it from jumping down when the form
        // arrives (Lighthouse CLS 0.06–0.18 on a tablet).
        <Paper variant="outlined" sx={{ p: 3, minHeight: { xs: '100vh', md: 0 } }}>
          {t('loading')}
        </Paper>
      )}
      <Box component="section" aria-labelledby="guestbook-list-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="guestbook-list-title" component="h2" variant="h5">
          {t('guestbook.listTitle')}
        </Typography>
        {!online && (
          <Alert severity="warning" role="status">
            {t('offline.offlineBanner')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& .MuiInputBase-root': touch }}>
          <TextField
            type="date"
            label={t('guestbook.day')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={t('guestbook.statusFilter')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="" sx={touch}>
              {t('guestbook.allStatuses')}
            </MenuItem>
            <MenuItem value="ASSIGNED" sx={touch}>
              {t('status.ASSIGNED')}
            </MenuItem>
            <MenuItem value="COMPLETED" sx={touch}>
              {t('status.COMPLETED')}
            </MenuItem>
          </TextField>
          <TextField
            select
            label={t('guestbook.sort')}
            value={sort}
            onChange={(e) => setSort(e.target.value as 'ASC' | 'DESC')}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="ASC" sx={touch}>
              {t('guestbook.assignedFirst')}
            </MenuItem>
            <MenuItem value="DESC" sx={touch}>
              {t('guestbook.completedFirst')}
            </MenuItem>
          </TextField>
        </Box>
        {list.data?.guestbookEntries.length === 0 && <Typography>{t('guestbook.empty')}</Typography>}
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
          {list.data?.guestbookEntries.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              outcomes={o?.outcomes ?? []}
              onBook={onBook}
              onChanged={() => void list.refetch()}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
