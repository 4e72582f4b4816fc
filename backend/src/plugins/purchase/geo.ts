/** Great-circle distance in km (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
    const rad = (d: number) => (d * Math.PI) / 180;
    const dLat = rad(b.latitude - a.latitude);
    const dLng = rad(b.longitude - a.longitude);
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * JABODETABEK (Jakarta, Bogor, Depok, Tangerang, Bekasi) as a box around the five: from Tangerang's western edge to
 * Bekasi's eastern one and from the Java Sea to Bogor's southern edge. A box, not the administrative border: a point
 * just outside it (e.g. Cikarang's far east) counts as outside, which only means the team calls about the extra cost.
 */
export const JABODETABEK_BOX = { south: -6.8, north: -5.9, west: 106.35, east: 107.2 };

export function inJabodetabek(point: { latitude: number; longitude: number }): boolean {
    const b = JABODETABEK_BOX;
    return point.latitude >= b.south && point.latitude <= b.north && point.longitude >= b.west && point.longitude <= b.east;
}

/** A usable pinpoint: finite numbers within Indonesia's extent (a map click at 0,0 or in the ocean is not). */
export function isUsablePoint(latitude: unknown, longitude: unknown): latitude is number {
    return (
        typeof latitude === 'number' &&
        typeof longitude === 'number' &&
        Number.isFinite(latitude) &&
        Number.isFinite(longitude) &&
        latitude >= -11.5 &&
        latitude <= 6.5 &&
        longitude >= 94.5 &&
        longitude <= 141.5
    );
}

export const distanceLabel = (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
