import type { LeaderboardType } from '@alva/rules';
import { createTranslator, type AbstractIntlMessages, type Messages } from 'next-intl';
import { asLocale } from '@/lib/i18n';
import type { LeaderboardData } from '../components/leaderboard-board';
import type { ShareCardText } from './rider-share-card';

/** The card's words in the page's language, from the Leaderboard messages; numbers in the language's format. */
export function shareCardText(
  board: LeaderboardData,
  type: LeaderboardType,
  locale: string,
  messages: AbstractIntlMessages,
): ShareCardText {
  // loadMessages answers the locale's file, of the same shape as the typed English one.
  const t = createTranslator({ locale: asLocale(locale), messages: messages as Messages, namespace: 'Leaderboard' });
  const number = new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 0 });
  const rider = board.rider?.optedIn ? board.rider : null;
  const city = board.city ?? t('allCities');
  const typeName = t(`type.${type}`);
  return {
    tagline: t('image.tagline'),
    km: rider ? whole.format(rider.totalTrip) : null,
    kmLabel: t('image.kmTravelled'),
    rank: rider?.rank ? t('image.rankIn', { rank: rider.rank, city: rider.city ?? city }) : t('image.notRanked'),
    ranking: t('image.ranking', { type: locale === 'id' ? typeName.toLowerCase() : typeName }),
    riderLine: rider ? `${rider.fullname} · ${rider.productName}` : null,
    topHeading: board.city ? t('image.topRiders', { city: board.city }) : t('image.topRidersAll'),
    top: board.entries.slice(0, 3).map((entry) => ({
      rank: entry.rank,
      name: entry.fullname,
      value:
        type === 'EFFICIENCY'
          ? t('kmPerKwh', { value: entry.efficiency == null ? '—' : number.format(entry.efficiency) })
          : t('km', { value: whole.format(entry.totalTrip) }),
    })),
  };
}
