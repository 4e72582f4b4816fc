import type { GetServerSideProps } from 'next';
import { LeaderboardQuery } from '@/features/my-ev/graphql';
import { leaderboardParams } from '@/features/leaderboard/params';
import { sessionTokenFromRequest } from '@/lib/auth/server-session';
import { startPage } from '@/lib/page-props';
import { LeaderboardView, type LeaderboardViewProps } from '@/views/leaderboard-view';

export default LeaderboardView;

const LEADERBOARD_PAGE_LIMIT = 20;

/**
 * Public and server-rendered (crawlers, link previews). With the visitor's session the owner also sees their own bike
 * before opting in, so such a page is private to the cache.
 */
export const getServerSideProps: GetServerSideProps<LeaderboardViewProps> = async (ctx) => {
  const locale = ctx.locale ?? 'en';
  const { vin, type } = leaderboardParams(ctx.query);
  const sessionToken = sessionTokenFromRequest(ctx);
  const { client, shell } = startPage(locale, 'leaderboard', ['Leaderboard'], sessionToken);
  const [board, common] = await Promise.all([
    client
      .query({ query: LeaderboardQuery, variables: { vin, leaderboardType: type, limit: LEADERBOARD_PAGE_LIMIT } })
      .then((result) => result.data?.leaderboard ?? null)
      .catch(() => null),
    shell,
  ]);
  ctx.res.setHeader(
    'Cache-Control',
    sessionToken ? 'private, no-store' : 'public, s-maxage=300, stale-while-revalidate=600',
  );
  return { props: { ...common, vin, type, board } };
};
