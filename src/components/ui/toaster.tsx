import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import { CloseIcon } from './icons';

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
 * Mounts notistack's stack. Toasts are raised with notistack's global `enqueueSnackbar`, so nothing needs to sit
 * inside this provider and `_app` can load it after hydration.
 */
export function Toaster() {
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR_MAX}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      preventDuplicate
      action={(id) => <CloseToast id={id} />}
    />
  );
}
