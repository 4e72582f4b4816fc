import type { OptionsObject, SnackbarMessage } from 'notistack';

/**
 * Raises a toast (SPEC §8). notistack and its stack (`toaster.tsx`) load with the first toast instead of with every
 * page: the call asks `_app`'s `ToastHost` to mount the stack, waits for it, then hands the toast to notistack's global
 * `enqueueSnackbar` (which only exists once a SnackbarProvider is mounted: the stack, or a test's wrapper).
 */
type Listener = () => void;

let wanted = false;
const listeners = new Set<Listener>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the stack once notistack's provider is mounted. */
export function toasterMounted(): void {
  markMounted();
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function showToast(message: SnackbarMessage, options?: OptionsObject): Promise<void> {
  const notistack = await import('notistack');
  // A provider is already mounted (the stack after an earlier toast, or a test's wrapper).
  if (typeof notistack.enqueueSnackbar !== 'function') {
    if (!wanted) {
      wanted = true;
      listeners.forEach((listener) => listener());
    }
    await mounted;
  }
  notistack.enqueueSnackbar(message, options);
}
