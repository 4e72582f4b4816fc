import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import { TIME_ZONE } from '@/lib/i18n';
import { ApproveTransferMutation, DenyTransferMutation, TransferOwnershipListQuery } from '../graphql';
import styles from './my-ev.module.css';

const TransferConfirmDialog = dynamic(() => import('./transfer-confirm-dialog').then((m) => m.TransferConfirmDialog));

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
  const requests = useShopQuery(TransferOwnershipListQuery, { vin });
  const shop = useShopRequest();
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
        ? (await shop(ApproveTransferMutation, variables).catch(() => undefined))?.approveTransferOwnership
        : (await shop(DenyTransferMutation, variables).catch(() => undefined))?.denyTransferOwnership;
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
              <NativeButton size="small" disabled={busy} onClick={() => setConfirming(r)}>
                {t('transfer.approve', { name: r.name })}
              </NativeButton>
              <NativeButton size="small" variant="outlined" disabled={busy} onClick={() => void decide(r, 'deny')}>
                {t('transfer.deny', { name: r.name })}
              </NativeButton>
            </span>
          </li>
        ))}
      </ul>
      {message && (
        <Notice severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Notice>
      )}
      {confirming && (
        <TransferConfirmDialog
          name={confirming.name}
          productName={productName}
          busy={busy}
          onConfirm={() => void decide(confirming, 'approve')}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
