import { describe, expect, it } from 'vitest';
import { arrangeCenters, citiesOf, orderCenters } from '../sort-centers';

const c = (id: string, city: string, latitude: number, longitude: number, upcoming = false) => ({
  id,
  location: `Alva ${id}`,
  city,
  latitude,
  longitude,
  upcoming,
});
const unordered = [
  c('surabaya', 'Surabaya', -7.29, 112.73),
  c('kemang', 'Jakarta Selatan', -6.2607, 106.8135),
  c('bandung', 'Bandung', -6.89, 107.61),
  c('denpasar', 'Denpasar', -8.67, 115.21, true),
  c('senopati', 'Jakarta Selatan', -6.2297, 106.8093),
];
const centers = orderCenters(unordered);

describe('orderCenters', () => {
  it('orders by city, then open before upcoming, then name', () => {
    expect(centers.map((x) => x.id)).toEqual(['bandung', 'denpasar', 'kemang', 'senopati', 'surabaya']);
    const jakarta = [c('b', 'Jakarta', 0, 0, true), c('c', 'Jakarta', 0, 0), c('a', 'Jakarta', 0, 0)];
    expect(orderCenters(jakarta).map((x) => x.id)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list it was given as it was', () => {
    orderCenters(unordered);
    expect(unordered[0].id).toBe('surabaya');
  });
});

describe('arrangeCenters', () => {
  it('keeps the server order without a position', () => {
    expect(arrangeCenters(centers, '', null).map((x) => x.id)).toEqual([
      'bandung',
      'denpasar',
      'kemang',
      'senopati',
      'surabaya',
    ]);
    expect(arrangeCenters(centers, '', null)[0].distanceKm).toBeNull();
  });

  it('filters by city', () => {
    expect(arrangeCenters(centers, 'Jakarta Selatan', null).map((x) => x.id)).toEqual(['kemang', 'senopati']);
    expect(arrangeCenters(centers, 'Medan', null)).toEqual([]);
  });

  it('puts the nearest first with a position and reports the distance', () => {
    const fromBandung = arrangeCenters(centers, '', { latitude: -6.9, longitude: 107.6 });
    expect(fromBandung.map((x) => x.id)).toEqual(['bandung', 'kemang', 'senopati', 'surabaya', 'denpasar']);
    expect(fromBandung[0].distanceKm).toBeLessThan(2);
    expect(fromBandung[1].distanceKm).toBeGreaterThan(100);
  });

  it('lists each city once, alphabetically for an ordered list', () => {
    expect(citiesOf(centers)).toEqual(['Bandung', 'Denpasar', 'Jakarta Selatan', 'Surabaya']);
  });
});
