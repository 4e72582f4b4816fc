/**
 * The rider leaderboard (SPEC §2, §3 "Leaderboard entry"): bikes ranked in their city by the distance ridden or by
 * efficiency (km per kWh). Only bikes whose owner opted in are ranked. No yup here: the public leaderboard page
 * imports these without the schemas.
 */
export const LEADERBOARD_TYPES = ['TOTAL_DISTANCE', 'EFFICIENCY'] as const;
export type LeaderboardType = (typeof LEADERBOARD_TYPES)[number];
export const LEADERBOARD_DEFAULT_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 50;
/** A bike is ranked on efficiency only after this many km: a few short rides say nothing. */
export const EFFICIENCY_MIN_DISTANCE_KM = 50;
/** A rider is "active" with a trip in the last this many days. */
export const LEADERBOARD_ACTIVE_DAYS = 30;

export const isLeaderboardType = (value: unknown): value is LeaderboardType =>
  typeof value === 'string' && (LEADERBOARD_TYPES as readonly string[]).includes(value);

/** One trip as the app reports it (recordRideTrips): plausible bounds for an electric scooter. */
export const RIDE_TRIP_MAX_KM = 400;
export const RIDE_TRIP_MAX_WH = 20_000;
export const RIDE_TRIPS_PER_CALL = 500;

/** km per kWh of a total, rounded to one decimal; null without energy. */
export function efficiencyKmPerKwh(distanceKm: number, energyWh: number): number | null {
  if (!(energyWh > 0)) return null;
  return Math.round((distanceKm / (energyWh / 1000)) * 10) / 10;
}

/** How a leaderboard names a rider in public: the first name and the initial of the last ("Rina W."). */
export function publicRiderName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0);
  if (!first) return initial ? `${initial.toUpperCase()}.` : '—';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
