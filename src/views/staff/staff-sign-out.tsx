import { NativeButton } from '@/components/ui/native-button';
import { deleteOfflineCopy } from '@/features/pstools/offline-copy';
import { clearLocalSession } from '@/lib/session';
import styles from './pstools.module.css';

/** Sign-out of the tool (the shared tablet is handed over). */
export function StaffSignOut({ label }: { label: string }) {
  return (
    <NativeButton
      variant="outlined"
      className={styles.signOut}
      onClick={() =>
        void clearLocalSession()
          .then(deleteOfflineCopy)
          .then(() => window.location.reload())
      }
    >
      {label}
    </NativeButton>
  );
}
