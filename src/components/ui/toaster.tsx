import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import { useEffect } from 'react';
import { CloseIcon } from './icons';
import { toasterMounted } from './toast';
import { MuiScope } from '@/components/mui-scope';

/** Notifications (SPEC §8/§9): at most 3, 5000 ms, top centre, no duplicates, a close button. */
export const SNACKBAR_MAX = 3;
export const SNACKBAR_AUTO_HIDE_MS = 5000;

function CloseToast({ id }: { id: string | number }) {
  const t = useTranslations('Common');
  return (
    <IconButton size="small" color="inherit" aria-label={t('close')} onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * Mounts notistack's stack. Toasts are raised with `showToast` (./toast), which mounts this stack through `_app`'s
 * `ToastHost` on the first toast and then uses notistack's global `enqueueSnackbar`.
 */
export function Toaster() {
  // notistack sets its global enqueueSnackbar while constructing the provider, before this effect runs.
  useEffect(() => toasterMounted(), []);
  return (
    <MuiScope>
      <SnackbarProvider
        maxSnack={SNACKBAR_MAX}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        preventDuplicate
        action={(id) => <CloseToast id={id} />}
      />
    </MuiScope>
  );
}
