import { EFFICIENCY_MIN_DISTANCE_KM, LEADERBOARD_TYPES, type LeaderboardType } from '@alva/rules';
import Link from '@/components/ui/link';
import { useFormatter, useTranslations } from 'next-intl';
import { routes } from '@/config/routes';
import type { LeaderboardQuery } from '@/graphql/generated/graphql';
import styles from './leaderboard.module.css';
import { ShareRiderButton } from './share-rider-button';
import { assetUrl } from '@/lib/asset-url';

export type LeaderboardData = LeaderboardQuery['leaderboard'];

interface LeaderboardBoardProps {
  board: LeaderboardData;
  /** The VIN of the page (kept in the category links), when it names a bike. */
  vin: string | null;
  type: LeaderboardType;
  /** The page's absolute URL, for sharing. */
  shareUrl: string;
}

/** The categories, the rider of the page (their km and rank, share) and the ranked riders of the city. */
export function LeaderboardBoard({ board, vin, type, shareUrl }: LeaderboardBoardProps) {
  const t = useTranslations('Leaderboard');
  const format = useFormatter();
  const km = (value: number) => t('km', { value: format.number(value, { maximumFractionDigits: 1 }) });
  const efficiency = (value: number | null | undefined) =>
    value == null ? t('noEfficiency') : t('kmPerKwh', { value: format.number(value, { maximumFractionDigits: 1 }) });
  const rider = board.rider;
  const city = board.city ?? t('allCities');
  /** The ranked value first, the other second. */
  const cells = (entry: { totalTrip: number; efficiency?: number | null }) =>
    type === 'EFFICIENCY'
      ? [efficiency(entry.efficiency), km(entry.totalTrip)]
      : [km(entry.totalTrip), efficiency(entry.efficiency)];

  return (
    <>
      <nav aria-label={t('categories')}>
        <ul className={styles.tabs}>
          {LEADERBOARD_TYPES.map((option) => (
            <li key={option}>
              <Link
                className={styles.tab}
                href={routes.leaderboard(vin, option)}
                aria-current={option === type ? 'page' : undefined}
                scroll={false}
              >
                {t(`type.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.hint}>
        {t('cityLine', { city, count: board.totalRiders })} ·{' '}
        {t(`typeHint.${type}`, { km: EFFICIENCY_MIN_DISTANCE_KM })}
      </p>

      {vin && !rider && <p className={styles.notice}>{t('riderNotListed')}</p>}
      {rider && !rider.optedIn && (
        <p className={styles.notice} data-testid="leaderboard-own-off">
          {t('ownNotListed', { product: rider.productName, city: rider.city ?? city })}{' '}
          <Link href={routes.myEv}>{t('toMyEv')}</Link>
        </p>
      )}
      {rider && rider.optedIn && (
        <section className={styles.rider} aria-label={rider.fullname} data-testid="leaderboard-rider">
          {rider.imageFile ? (
            <img
              className={styles.riderPicture}
              src={assetUrl(rider.imageFile, 320, 240, { mode: 'crop' })}
              alt={rider.productName}
              width={160}
              height={120}
            />
          ) : (
            <div className={styles.riderPicture} aria-hidden="true" />
          )}
          <div>
            <p className={styles.riderName}>
              {rider.fullname} · {rider.productName}
            </p>
            <p className={styles.riderKm}>
              {format.number(rider.totalTrip, { maximumFractionDigits: 1 })} <small>km {t('travelled')}</small>
            </p>
            <p className={styles.riderRank} data-testid="leaderboard-rider-rank">
              {rider.rank
                ? t('riderRank', { rank: rider.rank, city: rider.city ?? city })
                : type === 'EFFICIENCY'
                  ? t('notRankedEfficiency', { km: EFFICIENCY_MIN_DISTANCE_KM })
                  : t('notRanked')}
            </p>
          </div>
          {rider.own && (
            <div className={styles.riderActions}>
              <ShareRiderButton
                url={shareUrl}
                text={t('shareText', {
                  km: format.number(rider.totalTrip, { maximumFractionDigits: 0 }),
                  product: rider.productName,
                  rank: rider.rank ?? '—',
                  city: rider.city ?? city,
                })}
              />
            </div>
          )}
        </section>
      )}

      {board.entries.length === 0 ? (
        <p className={styles.notice}>{t('empty')}</p>
      ) : (
        <table className={styles.table} data-testid="leaderboard-table">
          <thead>
            <tr>
              <th scope="col" className={styles.rank}>
                {t('rank')}
              </th>
              <th scope="col">{t('rider')}</th>
              <th scope="col" className={styles.number}>
                {type === 'EFFICIENCY' ? t('efficiency') : t('distance')}
              </th>
              <th scope="col" className={`${styles.number} ${styles.secondary}`}>
                {type === 'EFFICIENCY' ? t('distance') : t('efficiency')}
              </th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry) => {
              const highlighted = entry.isRider || entry.isMine;
              const [rankedCell, otherCell] = cells(entry);
              return (
                <tr
                  key={entry.rank}
                  className={highlighted ? styles.highlight : undefined}
                  aria-current={entry.isRider ? 'true' : undefined}
                  data-testid="leaderboard-entry"
                >
                  <td className={styles.rank}>{entry.rank}</td>
                  <td>
                    {entry.fullname}
                    {entry.isMine ? (
                      <span className={styles.badge}>{t('you')}</span>
                    ) : entry.isRider ? (
                      <span className={styles.badge}>{t('thisRider')}</span>
                    ) : null}
                    {entry.isActive && (
                      <span className={styles.active} role="img" title={t('activeHint')} aria-label={t('active')} />
                    )}
                    <span className={styles.bike}>{entry.productName}</span>
                  </td>
                  <td className={styles.number}>{rankedCell}</td>
                  <td className={`${styles.number} ${styles.secondary}`}>{otherCell}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className={styles.footnote}>{t('intro')}</p>
    </>
  );
}
