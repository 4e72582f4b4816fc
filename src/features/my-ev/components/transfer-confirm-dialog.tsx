import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { MuiScope } from '@/components/mui-scope';

/**
 * "Give the bike to <name>?": approving a transfer takes the bike out of My EV, so it is confirmed first. MUI's
 * modal, loaded with the first "Approve" (issue 19).
 */
export function TransferConfirmDialog({
  name,
  productName,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  productName: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('MyEv');
  const titleId = useId();
  return (
    <MuiScope>
      <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs">
        <DialogTitle id={titleId}>{t('transfer.confirmTitle', { product: productName })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('transfer.confirmText', { name, product: productName })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={onConfirm}>
            {busy ? t('transfer.approving') : t('transfer.confirm', { name })}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
