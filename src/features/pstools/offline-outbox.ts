/**
 * The tablet's outbox (issue 16 "works offline"): a guestbook entry made without a connection is kept in IndexedDB
 * and sent when the connection returns. Each entry carries the idempotency key of its form fill, so a send that is
 * repeated (two tabs, a retry after a lost answer) still creates one entry on the server.
 */
import type { CreateGuestbookEntryInput, CreateTestRideBookingInput } from '@/graphql/generated/graphql';

const DB_NAME = 'alva-pstools';
const STORE = 'outbox';

export interface BookingVariables {
  input: CreateTestRideBookingInput;
  customerId?: string | null;
  guestbookEntryId?: string | null;
}

/** A guestbook entry, or a test ride booked for someone (sent with the slot chosen while the slots were loaded). */
export type OutboxItem = { key: string; queuedAt: string; label: string } & (
  | { kind: 'guestbook'; input: CreateGuestbookEntryInput }
  | { kind: 'booking'; variables: BookingVariables }
);

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = action(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const queueGuestbookEntry = (input: CreateGuestbookEntryInput & { idempotencyKey: string }) =>
  run('readwrite', (s) =>
    s.put({
      key: input.idempotencyKey,
      kind: 'guestbook',
      label: input.fullName ?? '',
      input,
      queuedAt: new Date().toISOString(),
    } satisfies OutboxItem),
  ).then(() => undefined);

export const queueBooking = (variables: BookingVariables & { input: { idempotencyKey: string } }) =>
  run('readwrite', (s) =>
    s.put({
      key: variables.input.idempotencyKey,
      kind: 'booking',
      label: variables.input.name ?? '',
      variables,
      queuedAt: new Date().toISOString(),
    } satisfies OutboxItem),
  ).then(() => undefined);

export const outboxItems = () => run<OutboxItem[]>('readonly', (s) => s.getAll() as IDBRequest<OutboxItem[]>);

export const removeOutboxItem = (key: string) => run('readwrite', (s) => s.delete(key)).then(() => undefined);

/** Whether the browser says it has no connection (the form then queues instead of sending). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
