import Button from '@mui/material/Button';
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
          // The tool's offline copy holds the staff member's page: gone with the session (public/pstools-sw.js).
          .then(() => (typeof caches === 'undefined' ? undefined : caches.delete('pstools-v1')))
          .then(() => window.location.reload())
      }
    >
      {label}
    </Button>
  );
}
