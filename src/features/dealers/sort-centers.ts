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

/**
 * By city and name, open locations before upcoming ones in a city. Done on the server (the page's props): the first
 * locale-aware comparison in a browser loads the collation data, a cost a phone need not pay for a fixed list.
 */
export function orderCenters<C extends CenterLike>(centers: C[]): C[] {
  return [...centers].sort(
    (a, b) =>
      a.city.localeCompare(b.city) || Number(a.upcoming) - Number(b.upcoming) || a.location.localeCompare(b.location),
  );
}

/** Cities present in the list, each once, in the list's order (alphabetical for a list from orderCenters). */
export function citiesOf(centers: CenterLike[]): string[] {
  return [...new Set(centers.map((c) => c.city))];
}

/**
 * Centres of a list from orderCenters in the chosen city (all when `city` is empty), nearest first when the
 * visitor's position is known; otherwise, and between equally distant ones, in the list's order.
 */
export function arrangeCenters<C extends CenterLike>(
  centers: C[],
  city: string,
  origin: LatLng | null,
): WithDistance<C>[] {
  const rows = centers
    .filter((c) => !city || c.city === city)
    .map((c) => ({ ...c, distanceKm: origin ? distanceKm(origin, c) : null }));
  return origin ? rows.sort((a, b) => a.distanceKm! - b.distanceKm!) : rows;
}
