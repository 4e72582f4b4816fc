import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TIME_ZONE } from '@/lib/i18n';
import { ApproveTransferMutation, DenyTransferMutation, TransferOwnershipListQuery } from '../graphql';
import styles from './my-ev.module.css';

interface Request {
  requesterOdooID: string;
  name: string;
}

/**
 * The owner's answer to the people who asked to take the bike over (transferOwnershipList): approve (after a
 * confirmation, as the bike then leaves My EV) or deny. Nothing shows while nobody has asked.
 */
export function TransferRequests({
  vin,
  productName,
  onTransferred,
}: {
  vin: string;
  productName: string;
  onTransferred: (name: string) => void;
}) {
  const t = useTranslations('MyEv');
  const format = useFormatter();
  const titleId = useId();
  const requests = useQuery(TransferOwnershipListQuery, { variables: { vin }, fetchPolicy: 'network-only' });
  const [approve] = useMutation(ApproveTransferMutation);
  const [deny] = useMutation(DenyTransferMutation);
  const [confirming, setConfirming] = useState<Request | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const errorText = (code: string | null | undefined) => {
    const key = `transfer.errors.${code}` as Parameters<typeof t>[0];
    return code && t.has(key) ? t(key) : t('errors.default');
  };

  async function decide(request: Request, decision: 'approve' | 'deny') {
    setBusy(true);
    setMessage(null);
    const variables = { vin, requester: request.requesterOdooID };
    const result =
      decision === 'approve'
        ? (await approve({ variables }).catch(() => ({ data: undefined }))).data?.approveTransferOwnership
        : (await deny({ variables }).catch(() => ({ data: undefined }))).data?.denyTransferOwnership;
    setBusy(false);
    setConfirming(null);
    if (result?.__typename === 'TransferRequest') {
      if (decision === 'approve') return onTransferred(request.name);
      setMessage({ ok: true, text: t('transfer.denied', { name: request.name }) });
    } else {
      setMessage({ ok: false, text: errorText(result?.__typename === 'TransferOwnershipError' ? result.code : null) });
    }
    void requests.refetch();
  }

  const list = requests.data?.transferOwnershipList ?? [];
  if (list.length === 0 && !message) return null;
  return (
    <section className={styles.guests} aria-label={t('transfer.requestsTitle')} data-testid="transfer-requests">
      <h4 className={styles.subheading}>{t('transfer.requestsTitle')}</h4>
      <ul className={styles.guestList}>
        {list.map((r) => (
          <li key={r.id} className={styles.guest}>
            <span>
              {t('transfer.requestLine', {
                name: r.name,
                until: format.dateTime(new Date(r.expiresAt), { dateStyle: 'medium', timeZone: TIME_ZONE }),
              })}
            </span>
            <span className={styles.actions}>
              <Button size="small" variant="contained" disabled={busy} onClick={() => setConfirming(r)}>
                {t('transfer.approve', { name: r.name })}
              </Button>
              <Button size="small" variant="outlined" disabled={busy} onClick={() => void decide(r, 'deny')}>
                {t('transfer.deny', { name: r.name })}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      {confirming && (
        <Dialog open onClose={() => setConfirming(null)} aria-labelledby={titleId} maxWidth="xs">
          <DialogTitle id={titleId}>{t('transfer.confirmTitle', { product: productName })}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('transfer.confirmText', { name: confirming.name, product: productName })}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setConfirming(null)}>{t('cancel')}</Button>
            <Button variant="contained" disabled={busy} onClick={() => void decide(confirming, 'approve')}>
              {busy ? t('transfer.approving') : t('transfer.confirm', { name: confirming.name })}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </section>
  );
}
