import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import Link from '@/components/ui/link';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { NativeButton, Notice } from '@/components/ui/native-button';
import text from '@/components/ui/text.module.css';
import { routes } from '@/config/routes';
import { useShopQuery } from '@/graphql/use-shop-query';
import { assetUrl } from '@/lib/asset-url';
import { TIME_ZONE } from '@/lib/i18n';
import { EvListQuery } from '../graphql';
import { BikeGuests } from './bike-guests';
import { LeaderboardToggle } from './leaderboard-toggle';
import styles from './my-ev.module.css';
import { TransferRequests } from './transfer-requests';

// The share form is MUI's modal with the rules' schema (yup): it loads with the first "Share" (issue 19). The page
// reads and changes the bikes with plain requests (useShopQuery, useShopRequest), without Apollo's client.
const ShareDialog = dynamic(() => import('./share-dialog').then((m) => m.ShareDialog));

const PER_PAGE = 10;

/** The caller's bikes and the bikes shared with them (evList), each owned bike with its sharing. */
export function MyEvList() {
  const t = useTranslations('MyEv');
  const tCommon = useTranslations('Common');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const [sharing, setSharing] = useState<{ vin: string; productName: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Remounts a bike's guest list after a share, so it shows the new guest.
  const [refreshed, setRefreshed] = useState(0);
  const query = useShopQuery(EvListQuery, { page, limit: PER_PAGE });
  const date = (value: string | null | undefined) =>
    value ? format.dateTime(new Date(value), { dateStyle: 'medium', timeZone: TIME_ZONE }) : '—';

  if (query.loading && !query.data) return <LoadingPanel label={t('loading')} minHeight={300} />;
  if (query.error && !query.data) {
    return (
      <Notice
        severity="error"
        action={
          <NativeButton variant="text" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </NativeButton>
        }
      >
        {t('loadError')}
      </Notice>
    );
  }
  const list = query.data!.evList;
  // Above either branch: approving a transfer of the last bike empties the list, and the notice must still show.
  const noticeAlert = notice && (
    <Notice
      severity="success"
      role="status"
      className={styles.notice}
      action={
        <NativeButton variant="text" size="small" onClick={() => setNotice(null)}>
          {tCommon('close')}
        </NativeButton>
      }
    >
      {notice}
    </Notice>
  );
  if (list.totalRecord === 0) {
    return (
      <>
        {noticeAlert}
        <div className={styles.panel}>
          <p className={styles.muted}>{t('empty')}</p>
          <p>
            <Link href={routes.product} className={text.link}>
              {t('emptyCta')}
            </Link>
          </p>
          <p className={styles.muted}>
            {t('transfer.askPrompt')}{' '}
            <Link href={routes.transferOwnership} className={text.link}>
              {t('transfer.askLink')}
            </Link>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      {noticeAlert}
      <ul className={styles.list}>
        {list.items.map((ev) => (
          <li key={ev.vin} className={styles.card} data-testid={`ev-${ev.vin}`}>
            {ev.previewUrl ? (
              <img
                className={styles.picture}
                src={assetUrl(ev.previewUrl, 480, 360, { mode: 'crop' })}
                alt={ev.productName}
                width={240}
                height={180}
              />
            ) : (
              <div className={styles.picture} aria-hidden="true" />
            )}
            <div>
              <h3 className={styles.name}>{ev.productName}</h3>
              {!ev.own && (
                <p className={styles.sharedNote} data-testid="ev-shared-note">
                  {t('sharedWithYou', { name: ev.user.name })}{' '}
                  {ev.shareEndsAt
                    ? t('sharedUntil', { date: date(ev.shareEndsAt) })
                    : t('sharedOpen', { name: ev.user.name })}
                </p>
              )}
              <dl className={styles.facts}>
                <dt>{t('vin')}</dt>
                <dd className={styles.vin}>{ev.vin}</dd>
                <dt>{t('plate')}</dt>
                <dd>{ev.registrationPlate ?? t('noPlate')}</dd>
                {ev.own && (
                  <>
                    <dt>{t('purchased')}</dt>
                    <dd>{date(ev.purchaseDate)}</dd>
                    <dt>{t('arrived')}</dt>
                    <dd>{date(ev.arrivedDate)}</dd>
                    <dt>{t('delivered')}</dt>
                    <dd>{date(ev.deliveryDate)}</dd>
                    <dt>{t('warranty')}</dt>
                    <dd>{date(ev.warrantyValid)}</dd>
                  </>
                )}
              </dl>
              {ev.own && (
                <>
                  <NativeButton onClick={() => setSharing({ vin: ev.vin, productName: ev.productName })}>
                    {t('share')}
                  </NativeButton>
                  <TransferRequests
                    vin={ev.vin}
                    productName={ev.productName}
                    onTransferred={(name) => {
                      setNotice(t('transfer.approved', { product: ev.productName, name }));
                      void query.refetch();
                    }}
                  />
                  <BikeGuests key={`${ev.vin}-${refreshed}`} vin={ev.vin} />
                  <LeaderboardToggle
                    vin={ev.vin}
                    productName={ev.productName}
                    city={ev.city}
                    optedIn={ev.leaderboardOptIn}
                  />
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {t('transfer.askPrompt')}{' '}
        <Link href={routes.transferOwnership} className={text.link}>
          {t('transfer.askLink')}
        </Link>
      </p>
      {list.last > 1 && (
        <nav className={styles.pager} aria-label={t('page', { current: list.current, last: list.last })}>
          <NativeButton variant="text" disabled={list.current <= 1} onClick={() => setPage(list.current - 1)}>
            {t('previous')}
          </NativeButton>
          <span>{t('page', { current: list.current, last: list.last })}</span>
          <NativeButton variant="text" disabled={list.current >= list.last} onClick={() => setPage(list.current + 1)}>
            {t('next')}
          </NativeButton>
        </nav>
      )}
      {sharing && (
        <ShareDialog
          vin={sharing.vin}
          productName={sharing.productName}
          onClose={() => setSharing(null)}
          onShared={(name) => {
            setSharing(null);
            setNotice(t('done', { name }));
            setRefreshed((n) => n + 1);
          }}
        />
      )}
    </>
  );
}
