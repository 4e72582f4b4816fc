import { type ReactNode, useEffect, useState } from 'react';
import { useAppStore } from './hooks';

/**
 * Whether the persisted state (purchase, installment, test ride) has been read back into the store. False on the
 * server and while hydrating (the server never has it, and hydration must match the server's HTML), then true once
 * redux-persist has rehydrated (`_persist.rehydrated`, set by its REHYDRATE action).
 *
 * State set from an effect, as PersistGate does, not useSyncExternalStore: a store change seen by
 * useSyncExternalStore while the page is still hydrating makes React finish the page's hydration in one synchronous
 * task (issue 19), and rehydration lands just then.
 */
export function useStoreRehydrated(): boolean {
  const store = useAppStore();
  const [rehydrated, setRehydrated] = useState(false);
  useEffect(() => {
    const check = () => {
      if (store.getState()._persist?.rehydrated) setRehydrated(true);
    };
    check();
    return store.subscribe(check);
  }, [store]);
  return rehydrated;
}

/**
 * SPEC §4: what reads the persisted state renders only after rehydration; until then `fallback`. Only that part of
 * a page waits: the page's shell (heading, head, layout) is server-rendered and hydrated like any page's and stays
 * in place when the part arrives (gating the whole page re-created all of it in one task, issue 19).
 */
export function AfterRehydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useStoreRehydrated() ? children : fallback;
}
