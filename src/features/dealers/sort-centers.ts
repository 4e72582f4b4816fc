import { distanceKm, type LatLng } from '@/lib/geo';

export interface CenterLike {
  id: string;
  location: string;
  city: string;
  latitude: number;
  longitude: number;
  upcoming: boolean;
}

export type WithDistance<C> = C & { distanceKm: number | null };

/** Cities present in the list, alphabetically. */
export function citiesOf(centers: CenterLike[]): string[] {
  return [...new Set(centers.map((c) => c.city))].sort((a, b) => a.localeCompare(b));
}

/**
 * Centres in the chosen city (all when `city` is empty), nearest first when the visitor's position is known,
 * otherwise by city and name; open locations before upcoming ones at equal rank.
 */
export function arrangeCenters<C extends CenterLike>(centers: C[], city: string, origin: LatLng | null): WithDistance<C>[] {
  const rows = centers
    .filter((c) => !city || c.city === city)
    .map((c) => ({ ...c, distanceKm: origin ? distanceKm(origin, c) : null }));
  return rows.sort((a, b) => {
    if (a.distanceKm !== null && b.distanceKm !== null) return a.distanceKm - b.distanceKm;
    return (
      a.city.localeCompare(b.city) || Number(a.upcoming) - Number(b.upcoming) || a.location.localeCompare(b.location)
    );
  });
}
