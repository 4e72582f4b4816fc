import type { NextApiRequest, NextApiResponse } from 'next';
import { ImageResponse } from 'next/og';
import { leaderboardParams } from '@/features/leaderboard/params';
import { RiderShareCard } from '@/features/leaderboard/share-image/rider-share-card';
import { shareCardText } from '@/features/leaderboard/share-image/share-card-text';
import { LeaderboardQuery } from '@/features/my-ev/graphql';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { asLocale } from '@/lib/i18n';
import { loadMessages } from '@/lib/messages';
import { assetUrl } from '@/lib/asset-url';

const WIDTH = 1200;
const HEIGHT = 630;
const PICTURE_TIMEOUT_MS = 2500;

/** The bike's picture as a PNG data URL for the card, or null when the asset server does not answer in time. */
async function pictureOf(imageFile: string | null | undefined): Promise<string | null> {
  if (!imageFile) return null;
  try {
    const response = await fetch(assetUrl(imageFile, 400, 300, { mode: 'crop', format: 'png' }), {
      signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return `data:image/png;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The leaderboard's share image (SPEC §2 share preview): GET ?vin&type&locale → a 1200×630 PNG stating the rider's
 * km travelled and rank in the city (the city's top riders without a listed rider). Public data only: the query is
 * made without the visitor's session, so a bike that is not opted in is never drawn.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).end();
  }
  const locale = asLocale(typeof req.query.locale === 'string' ? req.query.locale : undefined);
  const { vin, type } = leaderboardParams(req.query);
  try {
    const client = createServerApolloClient(locale);
    const [result, messages] = await Promise.all([
      client.query({ query: LeaderboardQuery, variables: { vin, leaderboardType: type, limit: 3 } }),
      loadMessages(locale, ['Leaderboard']),
    ]);
    const board = result.data?.leaderboard;
    if (!board) throw new Error('no leaderboard');
    const text = shareCardText(board, type, locale, messages);
    const picture = board.rider?.optedIn ? await pictureOf(board.rider.imageFile) : null;
    const image = new ImageResponse(<RiderShareCard text={text} picture={picture} />, { width: WIDTH, height: HEIGHT });
    const png = Buffer.from(await image.arrayBuffer());
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Content-Length', String(png.length));
    res.setHeader('Cache-Control', 'public, max-age=600, s-maxage=600, stale-while-revalidate=3600');
    return res.status(200).send(req.method === 'HEAD' ? '' : png);
  } catch {
    // No back end: the site's default share image rather than a broken preview.
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.redirect(302, '/og-default.jpg');
  }
}
