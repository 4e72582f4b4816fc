import { describe, expect, it } from 'vitest';
import {
  efficiencyKmPerKwh,
  fieldErrorsOf,
  isLeaderboardType,
  publicRiderName,
  RIDE_TRIP_MAX_KM,
  rideTripSchema,
} from '../index';

const NOW = new Date('2026-11-25T08:00:00.000Z');
const trip = {
  vin: 'MH1ALVA0NE2025001',
  externalId: 'trip-1',
  startedAt: '2026-11-25T06:00:00.000Z',
  endedAt: '2026-11-25T07:00:00.000Z',
  distanceKm: 31.5,
  energyWh: 900,
};
const errors = (values: object) => fieldErrorsOf(rideTripSchema, { ...trip, ...values }, { now: NOW });

describe('ride trips (recordRideTrips)', () => {
  it('accepts a plausible trip, a trip with no energy reading and one ending just now', () => {
    expect(errors({})).toEqual([]);
    expect(errors({ energyWh: 0 })).toEqual([]);
    expect(errors({ endedAt: NOW.toISOString() })).toEqual([]);
  });

  it('refuses what cannot be a trip, each with its field and code', () => {
    expect(errors({ vin: 'MH1ALVA0NE202500' })).toEqual([{ field: 'vin', code: 'TOO_SHORT' }]);
    expect(errors({ externalId: ' ' })).toEqual([{ field: 'externalId', code: 'REQUIRED' }]);
    expect(errors({ externalId: 'x'.repeat(65) })).toEqual([{ field: 'externalId', code: 'TOO_LONG' }]);
    expect(errors({ startedAt: 'yesterday' })).toEqual([{ field: 'startedAt', code: 'INVALID_VALUE' }]);
    expect(errors({ endedAt: trip.startedAt })).toEqual([{ field: 'endedAt', code: 'TRIP_END_BEFORE_START' }]);
    expect(errors({ endedAt: '2026-11-25T09:00:00.000Z' })).toEqual([{ field: 'endedAt', code: 'TRIP_IN_FUTURE' }]);
    expect(errors({ distanceKm: 0 })).toEqual([{ field: 'distanceKm', code: 'INVALID_VALUE' }]);
    expect(errors({ distanceKm: -3 })).toEqual([{ field: 'distanceKm', code: 'INVALID_VALUE' }]);
    expect(errors({ distanceKm: RIDE_TRIP_MAX_KM + 1 })).toEqual([{ field: 'distanceKm', code: 'TOO_LARGE' }]);
    expect(errors({ energyWh: Number.NaN })).toEqual([{ field: 'energyWh', code: 'INVALID_VALUE' }]);
  });
});

describe('leaderboard helpers', () => {
  it('names a rider by first name and last initial only', () => {
    expect(publicRiderName('Rina', 'Wijaya')).toBe('Rina W.');
    expect(publicRiderName(' Budi ', '')).toBe('Budi');
    expect(publicRiderName('', 'santoso')).toBe('S.');
    expect(publicRiderName(null, null)).toBe('—');
  });

  it('computes km per kWh to one decimal, none without energy', () => {
    expect(efficiencyKmPerKwh(1000, 29_000)).toBe(34.5);
    expect(efficiencyKmPerKwh(10, 0)).toBeNull();
  });

  it('knows its categories', () => {
    expect(isLeaderboardType('EFFICIENCY')).toBe(true);
    expect(isLeaderboardType('SPEED')).toBe(false);
    expect(isLeaderboardType(undefined)).toBe(false);
  });
});
