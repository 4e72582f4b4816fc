import type { LeaderboardType } from '@alva/rules';
import { useRouter } from 'next/router';
import { useFormatter, useTranslations } from 'next-intl';
import { SeoHead, localizedUrl, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { PageContainer } from '@/components/ui/page-container';
import { publicEnv } from '@/config/env';
import { routes } from '@/config/routes';
import { LeaderboardBoard, type LeaderboardData } from '@/features/leaderboard/components/leaderboard-board';
import styles from '@/features/leaderboard/components/leaderboard.module.css';
import { defaultLocale, localePath } from '@/lib/i18n';
import text from '@/components/ui/text.module.css';

export interface LeaderboardViewProps {
  meta: PageMeta | null;
  vin: string | null;
  type: LeaderboardType;
  /** Null when the back end could not be reached. */
  board: LeaderboardData | null;
}

/**
 * The rider leaderboard (SPEC §2): server-rendered for crawlers and for link previews, whose image (Open Graph and
 * Twitter card) is made on the server for the rider of the page: km travelled and rank in the city.
 */
export function LeaderboardView({ meta, vin, type, board }: LeaderboardViewProps) {
  const t = useTranslations('Leaderboard');
  const tSeo = useTranslations('Seo');
  const format = useFormatter();
  const locale = useRouter().locale ?? defaultLocale;
  const rider = board?.rider?.optedIn ? board.rider : null;
  // The page's own address with its query, so a shared link and its preview name the rider and the category.
  const pagePath = routes.leaderboard(rider ? vin : null, type);
  const title = rider
    ? rider.rank
      ? t('riderMetaTitle', {
          name: rider.fullname,
          km: format.number(rider.totalTrip, { maximumFractionDigits: 0 }),
          rank: rider.rank,
          city: rider.city ?? t('allCities'),
        })
      : t('riderMetaTitleUnranked', {
          name: rider.fullname,
          km: format.number(rider.totalTrip, { maximumFractionDigits: 0 }),
        })
    : t('metaTitle');
  return (
    <>
      <SeoHead
        // The content service's title and text for the general page, but always this page's own share image.
        meta={rider || !meta ? null : { ...meta, og: [] }}
        title={title}
        description={t('metaDescription')}
        image={`${publicEnv.siteUrl}${routes.leaderboardImage(rider ? vin : null, type, locale)}`}
        imageSize={{ width: 1200, height: 630 }}
        canonicalPath={pagePath}
      />
      <SeoHeading>{tSeo('headings.leaderboard')}</SeoHeading>
      <PageContainer>
        <h2 className={text.pageTitle}>{t('title')}</h2>
        {board ? (
          <LeaderboardBoard board={board} vin={vin} type={type} shareUrl={localizedUrl(pagePath, locale)} />
        ) : (
          <p className={styles.notice} role="alert">
            {t('loadError')} <a href={localePath(locale, routes.leaderboard(vin, type))}>{t('retry')}</a>
          </p>
        )}
      </PageContainer>
    </>
  );
}
