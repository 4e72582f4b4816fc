import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { MuiScope } from '@/components/mui-scope';

/**
 * "Delete …?" on /profile (an address, an identity document): MUI's modal with its own theme, loaded with next/dynamic
 * on the first Delete, so the page itself ships no MUI (issue 19). The safe choice has the focus; while `busy` both
 * buttons wait and the dialog stays open. Rendered only while open: on close it unmounts and MUI's focus trap gives
 * the focus back to the button that opened it.
 */
export function ConfirmDeleteDialog({
  title,
  children,
  cancelLabel,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What will be deleted, in words. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <MuiScope>
      <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{children}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy} autoFocus>
            {cancelLabel}
          </Button>
          <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
