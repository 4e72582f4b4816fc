import { checkVin, isLeaderboardType, type LeaderboardType, normalizeVin } from '@alva/rules';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The leaderboard page's query (SPEC §2: the vin and the category): a malformed VIN is dropped (the page then shows
 * the city's board, or every city's) and an unknown category is the default one. Server-side only: keeps the rules'
 * schemas out of the page's bundle.
 */
export function leaderboardParams(query: Record<string, string | string[] | undefined>): {
  vin: string | null;
  type: LeaderboardType;
} {
  const vin = first(query.vin) ?? '';
  const type = first(query.type);
  return {
    vin: vin && !checkVin(vin) ? normalizeVin(vin) : null,
    type: isLeaderboardType(type) ? type : 'TOTAL_DISTANCE',
  };
}
