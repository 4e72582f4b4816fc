import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import type { ShareHistoryQuery as ShareHistory } from '@/graphql/generated/graphql';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import { TIME_ZONE } from '@/lib/i18n';
import { RevokeShareEvMutation, ShareHistoryQuery, ShareListQuery } from '../graphql';
import { useMyEvErrorText } from './my-ev-errors';
import styles from './my-ev.module.css';

/** The owner's view of who may use the bike now or later, ending a loan, and the history of loans. */
export function BikeGuests({ vin }: { vin: string }) {
  const t = useTranslations('MyEv');
  const format = useFormatter();
  const errorText = useMyEvErrorText();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium', timeZone: TIME_ZONE });
  const guests = useShopQuery(ShareListQuery, { vin });
  const request = useShopRequest();
  // The history is asked for when its <details> first opens, and again after a loan ends while it is shown.
  const [history, setHistory] = useState<{ loading: boolean; data?: ShareHistory } | null>(null);
  const loadHistory = () => {
    setHistory((h) => ({ loading: true, data: h?.data }));
    void request(ShareHistoryQuery, { vin }).then(
      (data) => setHistory({ loading: false, data }),
      () => setHistory((h) => ({ loading: false, data: h?.data })),
    );
  };
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function end(customerID: string, name: string) {
    setBusy(customerID);
    setMessage(null);
    const result = (await request(RevokeShareEvMutation, { vin, uID: customerID }).catch(() => undefined))
      ?.revokeShareEv;
    setBusy(null);
    if (result?.__typename === 'ShareListUser') setMessage({ ok: true, text: t('revoked', { name }) });
    else setMessage({ ok: false, text: errorText(result?.__typename === 'MyEvError' ? result.code : null) });
    void guests.refetch();
    if (history) loadHistory();
  }

  const list = guests.data?.shareList ?? [];
  return (
    <section className={styles.guests} aria-label={t('guests')}>
      <h4 className={styles.subheading}>{t('guests')}</h4>
      {guests.loading && !guests.data ? (
        <p role="status">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t('noGuests')}</p>
      ) : (
        <ul className={styles.guestList}>
          {list.map((g) => (
            <li key={g.shareId} className={styles.guest} data-testid="ev-guest">
              <span>
                <strong>{g.name}</strong> ·{' '}
                {g.status === 'SCHEDULED' ? `${t('guestFrom', { date: date(g.loanStart) })} · ` : ''}
                {g.loanEnd ? t('guestUntil', { date: date(g.loanEnd) }) : t('guestOpen')}
              </span>
              <NativeButton
                size="small"
                variant="outlined"
                color="error"
                disabled={busy === g.customerID}
                onClick={() => void end(g.customerID, g.name)}
              >
                {busy === g.customerID ? t('revoking') : t('revoke', { name: g.name })}
              </NativeButton>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <Notice severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Notice>
      )}
      <details
        className={styles.history}
        onToggle={(e) => {
          if ((e.currentTarget as HTMLDetailsElement).open && !history) loadHistory();
        }}
      >
        <summary>{t('history')}</summary>
        {history?.loading && <p role="status">{t('loading')}</p>}
        {history?.data && history.data.shareEVHistoryList.length === 0 && (
          <p className={styles.muted}>{t('historyEmpty')}</p>
        )}
        <ul className={styles.historyList}>
          {history?.data?.shareEVHistoryList.map((h) => (
            <li key={h.id}>
              {t('historyLine', {
                name: h.guestFullname,
                from: date(h.loanStart),
                to: h.revokedAt ? date(h.revokedAt) : h.loanEnd ? date(h.loanEnd) : t('historyOpenEnd'),
              })}{' '}
              <span className={styles.badge}>{t(`status.${h.status}`)}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
