import Button from '@mui/material/Button';
import { deleteOfflineCopy } from '@/features/pstools/offline-copy';
import { clearLocalSession } from '@/lib/session';

/** Sign-out of the tool (the shared tablet is handed over). */
export function StaffSignOut({ label }: { label: string }) {
  return (
    <Button
      variant="outlined"
      color="inherit"
      sx={{ minHeight: 44 }}
      onClick={() =>
        void clearLocalSession()
          .then(deleteOfflineCopy)
          .then(() => window.location.reload())
      }
    >
      {label}
    </Button>
  );
}
