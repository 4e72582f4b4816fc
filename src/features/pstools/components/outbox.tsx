import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Notice } from '@/components/ui/native-button';
import { ShopRequestError } from '@/graphql/shop-request';
import { useShopRequest } from '@/graphql/use-shop-query';
import { CreateBookingByPSMutation, CreateGuestbookEntryMutation } from '../graphql/pstools';
import { isOffline, outboxItems, type OutboxItem, removeOutboxItem } from '../offline-outbox';
import styles from './pstools.module.css';

export interface OutboxResult {
  key: string;
  kind: OutboxItem['kind'];
  name: string;
  ok: boolean;
  /** The booking's code when a queued test ride was booked. */
  code?: string;
}

/** A failure to reach the server (no connection, a dropped request), not the server's answer. */
export const isConnectionError = (error: unknown) => !(error instanceof ShopRequestError && error.errors.length > 0);

let flushing: Promise<OutboxResult[]> | null = null;

/**
 * Sends every queued entry once, in order; stops at the first connection failure (the rest waits for the next
 * time). One flush at a time on the page; the idempotency key makes a repeated send harmless on the server too.
 */
function flushOutbox(request: ReturnType<typeof useShopRequest>): Promise<OutboxResult[]> {
  flushing ??= (async () => {
    const results: OutboxResult[] = [];
    try {
      for (const item of await outboxItems()) {
        let ok = false;
        let code: string | undefined;
        try {
          if (item.kind === 'guestbook') {
            const data = await request(CreateGuestbookEntryMutation, { input: item.input });
            ok = data.createGuestbookEntry.__typename === 'GuestbookEntry';
          } else {
            const result = (await request(CreateBookingByPSMutation, item.variables)).createBookingByPS;
            ok = result?.__typename === 'TestRideBooking';
            if (result?.__typename === 'TestRideBooking') code = result.code;
          }
        } catch (error) {
          if (isConnectionError(error)) break;
        }
        await removeOutboxItem(item.key);
        results.push({ key: item.key, kind: item.kind, name: item.label, ok, code });
      }
    } finally {
      flushing = null;
    }
    return results;
  })();
  return flushing;
}

/** What waits on this tablet to be sent, sent when the connection returns, with each result shown. */
export function useOutbox(onSent: () => void) {
  const request = useShopRequest();
  const [queued, setQueued] = useState<OutboxItem[]>([]);
  const [results, setResults] = useState<OutboxResult[]>([]);
  const refresh = useCallback(
    () =>
      outboxItems()
        .then(setQueued)
        .catch(() => setQueued([])),
    [],
  );
  const flush = useCallback(async () => {
    if (isOffline()) return;
    const sent = await flushOutbox(request);
    if (sent.length) {
      setResults((r) => [...sent, ...r]);
      onSent();
    }
    await refresh();
  }, [request, onSent, refresh]);
  useEffect(() => {
    void refresh().then(flush);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush, refresh]);
  return { queued, results, refresh };
}

export function OutboxStatus({ queued, results }: { queued: OutboxItem[]; results: OutboxResult[] }) {
  const t = useTranslations('PsTools');
  if (!queued.length && !results.length) return null;
  return (
    <div className={styles.outbox} data-testid="outbox">
      {queued.length > 0 && (
        <Notice severity="info" role="status">
          <p className={styles.noticeTitle}>{t('offline.waiting', { count: queued.length })}</p>
          <ul className={styles.noticeList}>
            {queued.map((q) => (
              <li key={q.key}>
                {q.label} ({t(`offline.kind.${q.kind}`)})
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {results.map((r) => (
        <Notice key={r.key} severity={r.ok ? 'success' : 'error'} role="status">
          {r.kind === 'booking'
            ? r.ok
              ? t('offline.booked', { name: r.name, code: r.code ?? '' })
              : t('offline.bookingRefused', { name: r.name })
            : r.ok
              ? t('offline.sent', { name: r.name })
              : t('offline.refused', { name: r.name })}
        </Notice>
      ))}
    </div>
  );
}
