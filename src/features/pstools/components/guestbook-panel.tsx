import { guestbookEntrySchema, type GuestbookEntryValues } from '@alva/rules';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelect, FormSubmit, FormTextField } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { NativeChip } from '@/components/ui/native-chip';
import { NativeSelect, NativeTextField } from '@/components/ui/native-field';
import type {
  GuestbookEntry_EntryFragment,
  GuestbookDuplicatesQuery as DuplicatesResult,
  GuestbookFormOptionsQuery as GuestbookFormOptionsResult,
} from '@/graphql/generated/graphql';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import {
  CreateGuestbookEntryMutation,
  GuestbookDuplicatesQuery,
  GuestbookEntriesQuery,
  GuestbookFormOptionsQuery,
  UpdateGuestbookFollowUpMutation,
} from '../graphql/pstools';
import { isOffline, queueGuestbookEntry } from '../offline-outbox';
import { isConnectionError } from './outbox';
import styles from './pstools.module.css';
import { type BikeNames, bikeName, type BookingTarget, jakartaToday, newKey, type StaffProfile } from './shared';

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
  const request = useShopRequest();
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
      request(GuestbookDuplicatesQuery, { phone: phone || null, email: email || null })
        .then((data) => setMatches({ matches: data.guestbookDuplicates, phone, email }))
        .catch(() => undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [phone, email, request]);
  if (!matches.matches.length) return null;
  return (
    <Notice severity="warning" role="status" data-testid="guestbook-duplicate">
      <p className={styles.noticeTitle}>{t('guestbook.duplicateTitle')}</p>
      <ul className={styles.noticeList}>
        {matches.matches.map((m) => (
          <li key={`${m.kind}-${m.id}`}>
            {t('guestbook.duplicateLine', {
              name: m.name,
              kind: t(`guestbook.kind.${m.kind}` as 'guestbook.kind.CUSTOMER'),
              by: t(`guestbook.by.${m.matchedBy}` as 'guestbook.by.PHONE'),
            })}{' '}
            <NativeButton
              variant="text"
              size="small"
              className={styles.touch}
              onClick={() => onOpen(m.matchedBy === 'PHONE' ? matches.phone : matches.email)}
            >
              {t('guestbook.openMatch')}
            </NativeButton>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function GuestbookForm({
  staff,
  bikeNames,
  products,
  priorities,
  leadSources,
  onCreated,
  onQueued,
  onOpen,
}: {
  staff: StaffProfile;
  bikeNames: BikeNames;
  products: string[];
  priorities: string[];
  leadSources: string[];
  onCreated: () => void;
  onQueued: () => void;
  onOpen: (query: string) => void;
}) {
  const t = useTranslations('PsTools');
  const request = useShopRequest();
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
      data = await request(CreateGuestbookEntryMutation, { input });
    } catch (error) {
      if (isConnectionError(error)) await queue(input);
      return;
    }
    const result = data.createGuestbookEntry;
    if (result.__typename === 'GuestbookEntry') {
      setMessage({ severity: 'success', text: t('guestbook.saved', { name: result.fullName }) });
      form.reset(empty);
      setKey(newKey());
      onCreated();
    } else if (result.__typename === 'GuestbookValidationError') {
      const other = applyServerFieldErrors(form, result.fieldErrors, FIELDS);
      if (other.length) setMessage({ severity: 'error', text: t('guestbook.failed') });
    } else if (result.__typename === 'GuestbookDuplicateError') {
      setMessage({ severity: 'error', text: t('guestbook.openEntryExists', { name: result.existing.fullName }) });
    }
  }

  return (
    <div className={styles.card}>
      <h2 className={styles.title}>{t('guestbook.formTitle')}</h2>
      <RulesForm form={form} idPrefix="guestbook" onValid={onValid} className={styles.form}>
        <FormTextField name="fullName" label={t('fields.fullName')} autoComplete="off" required />
        <FormTextField name="phone" label={t('fields.phone')} type="tel" required inputMode="tel" maxLength={20} />
        <FormTextField name="email" label={t('fields.email')} type="email" required inputMode="email" maxLength={254} />
        <FormTextField name="city" label={t('fields.city')} required />
        <div className={styles.wide}>
          <DuplicateWarning onOpen={onOpen} />
        </div>
        <FormSelect name="priority" label={t('fields.priority')} required>
          {priorities.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}` as 'priority.HOT')}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="productSlug" label={t('fields.productSlug')} required>
          <option value="">{t('choose')}</option>
          {products.map((p) => (
            <option key={p} value={p}>
              {bikeName(bikeNames, p)}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="leadSource" label={t('fields.leadSource')} required>
          {leadSources.map((s) => (
            <option key={s} value={s}>
              {t(`leadSource.${s}` as 'leadSource.walk-in')}
            </option>
          ))}
        </FormSelect>
        <FormTextField name="leadSourceLocation" label={t('fields.leadSourceLocation')} required />
        <FormSelect name="dealerId" label={t('fields.dealerId')} required>
          {staff.dealer && <option value={staff.dealer.id}>{staff.dealer.location}</option>}
        </FormSelect>
        <FormTextField name="followUpDate" label={t('fields.followUpDate')} type="date" />
        {message && (
          <Notice
            severity={message.severity}
            role={message.severity === 'error' ? 'alert' : 'status'}
            className={styles.wide}
          >
            {message.text}
          </Notice>
        )}
        <div className={styles.wide}>
          <FormSubmit busyLabel={t('guestbook.saving')}>{t('guestbook.save')}</FormSubmit>
        </div>
      </RulesForm>
    </div>
  );
}

function EntryCard({
  entry,
  bikeNames,
  outcomes,
  onBook,
  onChanged,
}: {
  entry: GuestbookEntry_EntryFragment;
  bikeNames: BikeNames;
  outcomes: string[];
  onBook: (target: BookingTarget) => void;
  onChanged: () => void;
}) {
  const t = useTranslations('PsTools');
  const format = useFormatter();
  const request = useShopRequest();
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function complete() {
    setError(null);
    const data = await request(UpdateGuestbookFollowUpMutation, { id: entry.id, input: { outcome } }).catch(
      () => undefined,
    );
    if (data?.updateGuestbookFollowUp.__typename === 'GuestbookEntry') onChanged();
    else setError(t('guestbook.followUpFailed'));
  }
  return (
    <li className={styles.entry} data-testid="guestbook-entry">
      <div className={styles.entryHead}>
        <h3 className={styles.entryName}>{entry.fullName}</h3>
        <NativeChip>{t(`priority.${entry.priority}` as 'priority.HOT')}</NativeChip>
        {/* Outlined: the label in the colour on white keeps its contrast (a filled warning chip does not). */}
        <NativeChip tone="outlined" className={entry.status === 'COMPLETED' ? styles.chipSuccess : undefined}>
          {t(`status.${entry.status}` as 'status.ASSIGNED')}
        </NativeChip>
      </div>
      <p className={styles.small}>
        {entry.phone} · {entry.email} · {entry.city} · {bikeName(bikeNames, entry.productSlug)}
      </p>
      <p className={styles.smallMuted}>
        {t('guestbook.loggedAt', {
          at: format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
        })}
        {entry.followUpDate ? ` · ${t('guestbook.followUpOn', { date: entry.followUpDate })}` : ''}
        {entry.outcome ? ` · ${t(`outcome.${entry.outcome}` as 'outcome.PURCHASED')}` : ''}
      </p>
      {entry.status === 'ASSIGNED' && (
        <div className={styles.entryActions}>
          <NativeButton
            variant="contained"
            className={styles.touch}
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
          </NativeButton>
          <NativeSelect
            id={`guestbook-outcome-${entry.id}`}
            label={t('guestbook.outcome')}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value)}
            className={styles.outcome}
          >
            <option value="">{t('choose')}</option>
            {outcomes.map((o) => (
              <option key={o} value={o}>
                {t(`outcome.${o}` as 'outcome.PURCHASED')}
              </option>
            ))}
          </NativeSelect>
          <NativeButton variant="outlined" className={styles.touch} disabled={!outcome} onClick={() => void complete()}>
            {t('guestbook.complete')}
          </NativeButton>
          {error && <p className={styles.error}>{error}</p>}
        </div>
      )}
    </li>
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
  bikeNames,
  onBook,
  onOpenCustomer,
  onQueued,
  listVersion,
}: {
  staff: StaffProfile;
  bikeNames: BikeNames;
  onBook: (target: BookingTarget) => void;
  onOpenCustomer: (query: string) => void;
  /** An entry was kept on the tablet (the outbox shows it). */
  onQueued: () => void;
  /** Bumped when queued entries were sent: the list is asked again. */
  listVersion: number;
}) {
  const t = useTranslations('PsTools');
  const options = useShopQuery(GuestbookFormOptionsQuery);
  const stored = useStoredOptions(options.data?.guestbookFormOptions, !!options.error);
  const [date, setDate] = useState(jakartaToday);
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<'ASC' | 'DESC'>('ASC');
  const list = useShopQuery(GuestbookEntriesQuery, {
    options: { date: date || null, status: status || null, sort },
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
    <div className={styles.guestbook}>
      {o ? (
        <GuestbookForm
          staff={staff}
          bikeNames={bikeNames}
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
        <div className={styles.formPlaceholder}>{t('loading')}</div>
      )}
      <section aria-labelledby="guestbook-list-title" className={styles.stack}>
        <h2 id="guestbook-list-title" className={styles.title}>
          {t('guestbook.listTitle')}
        </h2>
        {!online && (
          <Notice severity="warning" role="status">
            {t('offline.offlineBanner')}
          </Notice>
        )}
        <div className={styles.filters}>
          <NativeTextField
            id="guestbook-day"
            type="date"
            label={t('guestbook.day')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <NativeSelect
            id="guestbook-status"
            label={t('guestbook.statusFilter')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            className={styles.statusFilter}
          >
            <option value="">{t('guestbook.allStatuses')}</option>
            <option value="ASSIGNED">{t('status.ASSIGNED')}</option>
            <option value="COMPLETED">{t('status.COMPLETED')}</option>
          </NativeSelect>
          <NativeSelect
            id="guestbook-sort"
            label={t('guestbook.sort')}
            value={sort}
            onChange={(e) => setSort(e.target.value as 'ASC' | 'DESC')}
            className={styles.sortFilter}
          >
            <option value="ASC">{t('guestbook.assignedFirst')}</option>
            <option value="DESC">{t('guestbook.completedFirst')}</option>
          </NativeSelect>
        </div>
        {list.data?.guestbookEntries.length === 0 && <p className={styles.text}>{t('guestbook.empty')}</p>}
        <ul className={styles.list}>
          {list.data?.guestbookEntries.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              bikeNames={bikeNames}
              outcomes={o?.outcomes ?? []}
              onBook={onBook}
              onChanged={() => void list.refetch()}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
