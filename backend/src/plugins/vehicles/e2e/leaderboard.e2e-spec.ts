/**
 * The rider leaderboard (issue 15) through both APIs: ride data comes in only with the RecordRideData permission (an
 * API key of a role holding it), counts once per trip, and is checked by rideTripSchema; only bikes whose owner opted
 * in are ranked, by city; the owner alone opts in or out; a new owner starts off the leaderboard.
 */
import { TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ACCOUNTS, TEST_VEHICLES, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { VehicleHistoryEntry } from '../vehicle-history-entry.entity';
import { Vehicle } from '../vehicle.entity';
import { VehiclesPlugin } from '../vehicles.plugin';

const PORT = 3173;
const ENTRY = 'rank fullname totalTrip efficiency isActive isRider isMine';
const LEADERBOARD = gql`
    query ($vin: String, $type: LeaderboardType, $limit: Int, $city: String) {
        leaderboard(vin: $vin, leaderboardType: $type, limit: $limit, city: $city) {
            leaderboardType
            city
            totalRiders
            entries { ${ENTRY} }
            rider { rank fullname totalTrip efficiency city optedIn own }
        }
    }
`;
const OPT_IN = gql`
    mutation ($vin: String!, $optIn: Boolean!) {
        setLeaderboardOptIn(vin: $vin, optIn: $optIn) {
            __typename
            ... on LeaderboardOptIn {
                vin
                optedIn
            }
            ... on MyEvError {
                code
                field
            }
        }
    }
`;
const RECORD = gql`
    mutation ($trips: [RideTripInput!]!) {
        recordRideTrips(trips: $trips) {
            recorded
            duplicates
            rejected {
                index
                externalId
                field
                code
            }
        }
    }
`;
const RECORD_TEXT = `mutation ($trips: [RideTripInput!]!) { recordRideTrips(trips: $trips) { recorded duplicates rejected { index code } } }`;
const CREATE_ROLE = gql`
    mutation {
        createRole(input: { code: "ride-data", description: "Ride data", permissions: [RecordRideData] }) {
            id
        }
    }
`;
const CREATE_KEY = gql`
    mutation ($roleIds: [ID!]!) {
        createApiKey(input: { roleIds: $roleIds, translations: [{ languageCode: en, name: "Alva app" }] }) {
            apiKey
        }
    }
`;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('my EV: rider leaderboard', () => {
    const { server, shopClient, adminClient } = createAlvaTestEnvironment(PORT, { extraPlugins: [VehiclesPlugin] });
    const owner = TEST_ACCOUNTS.find(a => a.email === 'customer@alva.example')!;
    const secondOwner = TEST_ACCOUNTS.find(a => a.email === 'owner2@alva.example')!;
    const [onBoard, offBoard] = TEST_VEHICLES; // the demo customer's: opted in, and not
    const secondOwnersBike = TEST_VEHICLES.find(b => b.owner === secondOwner.email)!;
    const hiddenRider = TEST_VEHICLES.find(b => b.owner === 'rider.hidden@alva.example')!;
    const bandung = TEST_VEHICLES.find(b => b.city === 'Bandung')!;
    const as = (account: typeof owner) => shopClient.asUserWithCredentials(account.email, account.password);
    const board = (variables: Record<string, unknown>) =>
        shopClient.query(LEADERBOARD, variables).then(r => r.leaderboard);
    const vehicle = (vin: string) =>
        server.app.get(TransactionalConnection).rawConnection.getRepository(Vehicle).findOneByOrFail({ vin });
    const sendWithKey = async (key: string | null, trips: unknown[]) => {
        const response = await fetch(`http://localhost:${PORT}/admin-api`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(key ? { 'vendure-api-key': key } : {}) },
            body: JSON.stringify({ query: RECORD_TEXT, variables: { trips } }),
        });
        return (await response.json()) as {
            data?: { recordRideTrips: { recorded: number; duplicates: number } };
            errors?: Array<{ extensions?: { code?: string } }>;
        };
    };
    let apiKey: string;

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
        await adminClient.asSuperAdmin();
        const { createRole } = await adminClient.query(CREATE_ROLE);
        apiKey = (await adminClient.query(CREATE_KEY, { roleIds: [createRole.id] })).createApiKey.apiKey;
    }, 120_000);

    afterAll(async () => {
        await server.destroy();
    });

    it('ranks the opted-in bikes of the rider’s city by distance, names riders "First L." and never lists the others', async () => {
        await shopClient.asAnonymousUser();
        const result = await board({ vin: onBoard.vin, type: 'TOTAL_DISTANCE', limit: 50 });
        expect(result.city).toBe('Jakarta');
        const seededJakarta = TEST_VEHICLES.filter(b => b.city === 'Jakarta' && b.riding?.optedIn);
        expect(result.totalRiders).toBe(seededJakarta.length);
        expect(result.entries).toHaveLength(seededJakarta.length);
        const distances = result.entries.map((e: { totalTrip: number }) => e.totalTrip);
        expect(distances).toEqual([...distances].sort((a, b) => b - a));
        expect(result.entries.map((e: { rank: number }) => e.rank)).toEqual(seededJakarta.map((_, i) => i + 1));
        const names = result.entries.map((e: { fullname: string }) => e.fullname);
        expect(names).toContain('Rina W.');
        expect(names).not.toContain('Joko S.'); // rides the most, has not opted in
        expect(names).not.toContain('Dewi L.');
        expect(names).not.toContain('Rizky R.'); // Bandung
        const mine = result.entries.find((e: { isRider: boolean }) => e.isRider);
        expect(mine).toMatchObject({ fullname: 'Rina W.', isMine: false, isActive: true });
        expect(result.rider).toMatchObject({
            rank: mine.rank,
            totalTrip: mine.totalTrip,
            city: 'Jakarta',
            optedIn: true,
            own: false,
        });
        expect(JSON.stringify(result)).not.toContain(hiddenRider.vin);
    });

    it('ranks by efficiency, per city, and gives the rider’s rank beyond the limit', async () => {
        const efficiency = await board({ vin: onBoard.vin, type: 'EFFICIENCY', limit: 2 });
        expect(efficiency.entries).toHaveLength(2);
        const values = efficiency.entries.map((e: { efficiency: number }) => e.efficiency);
        expect(values[0]).toBeGreaterThanOrEqual(values[1]);
        expect(efficiency.rider.rank).toBeGreaterThan(0);
        const full = await board({ vin: onBoard.vin, type: 'EFFICIENCY', limit: 50 });
        expect(full.entries.find((e: { isRider: boolean }) => e.isRider).rank).toBe(efficiency.rider.rank);

        const inBandung = await board({ vin: bandung.vin });
        expect(inBandung).toMatchObject({ city: 'Bandung', totalRiders: 2 });
        expect(inBandung.entries.map((e: { fullname: string }) => e.fullname).sort()).toEqual(['Rizky R.', 'Sinta D.']);
    });

    it('answers a bike that is not on the leaderboard like an unknown one, except to its owner', async () => {
        await shopClient.asAnonymousUser();
        for (const vin of [hiddenRider.vin, offBoard.vin, 'MH1ALVA0NE2029999', 'bad vin']) {
            const result = await board({ vin });
            expect(result.rider).toBeNull();
            expect(result.city).toBeNull();
        }
        await as(owner);
        const own = await board({ vin: offBoard.vin });
        expect(own.rider).toMatchObject({ optedIn: false, own: true, rank: null, city: 'Jakarta' });
        expect(own.entries.some((e: { isRider: boolean }) => e.isRider)).toBe(false);
        expect(
            own.entries.filter((e: { isMine: boolean }) => e.isMine).map((e: { fullname: string }) => e.fullname),
        ).toEqual(['Rina W.']);
    });

    it('lets only the owner opt in and out, with a history entry per change', async () => {
        await as(owner);
        for (const vin of [secondOwnersBike.vin, hiddenRider.vin]) {
            expect((await shopClient.query(OPT_IN, { vin, optIn: true })).setLeaderboardOptIn).toMatchObject({
                __typename: 'MyEvError',
                code: 'VEHICLE_NOT_FOUND',
            });
        }
        expect((await shopClient.query(OPT_IN, { vin: 'MH1', optIn: true })).setLeaderboardOptIn).toMatchObject({
            code: 'TOO_SHORT',
            field: 'vin',
        });
        expect((await vehicle(secondOwnersBike.vin)).leaderboardOptInAt).toBeNull();
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(OPT_IN, { vin: onBoard.vin, optIn: false })).rejects.toThrow(
            /not currently authorized/i,
        );

        await as(secondOwner);
        const joined = await shopClient.query(OPT_IN, { vin: secondOwnersBike.vin, optIn: true });
        expect(joined.setLeaderboardOptIn).toMatchObject({ optedIn: true });
        await shopClient.query(OPT_IN, { vin: secondOwnersBike.vin, optIn: true }); // a repeat changes nothing
        const listed = await board({ vin: secondOwnersBike.vin, limit: 50 });
        expect(listed.entries.find((e: { isRider: boolean }) => e.isRider)).toMatchObject({
            fullname: 'Dewi L.',
            isMine: true,
        });
        await shopClient.query(OPT_IN, { vin: secondOwnersBike.vin, optIn: false });
        await shopClient.asAnonymousUser();
        expect((await board({ vin: secondOwnersBike.vin })).rider).toBeNull();
        const { id } = await vehicle(secondOwnersBike.vin);
        const history = await server.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(VehicleHistoryEntry)
            .find({ where: { vehicleId: id }, order: { id: 'ASC' } });
        expect(history.map(h => h.type)).toEqual(['LEADERBOARD_JOINED', 'LEADERBOARD_LEFT']);
    });

    it('takes ride data only with the RecordRideData permission, counts a trip once and refuses bad trips', async () => {
        const trip = {
            vin: onBoard.vin.toLowerCase(),
            externalId: 'app-trip-1',
            startedAt: hoursAgo(3),
            endedAt: hoursAgo(2),
            distanceKm: 500 / 4,
            energyWh: 3_400,
        };
        expect((await sendWithKey(null, [trip])).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await sendWithKey('not-a-key', [trip])).data?.recordRideTrips).toBeUndefined();
        await as(owner);
        await expect(shopClient.query(RECORD, { trips: [trip] })).rejects.toThrow();

        const before = await vehicle(onBoard.vin);
        const first = await sendWithKey(apiKey, [trip]);
        expect(first.data?.recordRideTrips).toMatchObject({ recorded: 1, duplicates: 0 });
        expect((await sendWithKey(apiKey, [trip])).data?.recordRideTrips).toMatchObject({ recorded: 0, duplicates: 1 });
        const after = await vehicle(onBoard.vin);
        expect(after.rideDistanceKm).toBeCloseTo(before.rideDistanceKm + 125, 6);
        expect(after.rideEnergyWh).toBeCloseTo(before.rideEnergyWh + 3_400, 6);

        await adminClient.asSuperAdmin();
        const { recordRideTrips } = await adminClient.query(RECORD, {
            trips: [
                { ...trip, externalId: 'x1', endedAt: hoursAgo(4) },
                { ...trip, externalId: 'x2', distanceKm: 0 },
                { ...trip, externalId: 'x3', distanceKm: 900 },
                {
                    ...trip,
                    externalId: 'x4',
                    startedAt: hoursAgo(1),
                    endedAt: new Date(Date.now() + 86_400_000).toISOString(),
                },
                { ...trip, externalId: 'x5', vin: 'MH1ALVA0NE2029999' },
                { ...trip, externalId: 'x6', vin: 'MH1ALVAONE2025001' },
                { ...trip, externalId: '' },
            ],
        });
        expect(recordRideTrips.recorded).toBe(0);
        expect(recordRideTrips.rejected.map((r: { field: string; code: string }) => `${r.field}:${r.code}`)).toEqual([
            'endedAt:TRIP_END_BEFORE_START',
            'distanceKm:INVALID_VALUE',
            'distanceKm:TOO_LARGE',
            'endedAt:TRIP_IN_FUTURE',
            'vin:VEHICLE_NOT_FOUND',
            'vin:INVALID_VALUE',
            'externalId:REQUIRED',
        ]);
        expect((await vehicle(onBoard.vin)).rideDistanceKm).toBeCloseTo(after.rideDistanceKm, 6);
    });

    it('starts a new owner off the leaderboard: the bike leaves it when it changes hands', async () => {
        const connection = server.app.get(TransactionalConnection).rawConnection;
        const bike = await vehicle(onBoard.vin);
        expect(bike.leaderboardOptInAt).not.toBeNull();
        await as(secondOwner);
        const asked = await shopClient.query(
            gql`
                mutation ($vin: String!) {
                    createTransferOwnership(vin: $vin, isTransfer: true) {
                        __typename
                    }
                }
            `,
            { vin: onBoard.vin },
        );
        expect(asked.createTransferOwnership.__typename).toBe('TransferOwnershipStatus');
        const requester = await connection.getRepository(Vehicle).findOneByOrFail({ vin: secondOwnersBike.vin });
        await as(owner);
        const approved = await shopClient.query(
            gql`
                mutation ($vin: String!, $requester: ID!) {
                    approveTransferOwnership(vin: $vin, requester: $requester) {
                        __typename
                    }
                }
            `,
            { vin: onBoard.vin, requester: requester.customerId },
        );
        expect(approved.approveTransferOwnership.__typename).toBe('TransferRequest');
        const moved = await vehicle(onBoard.vin);
        expect(moved).toMatchObject({
            customerId: requester.customerId,
            leaderboardOptInAt: null,
            rideDistanceKm: 0,
            rideEnergyWh: 0,
        });
        await shopClient.asAnonymousUser();
        const result = await board({ vin: onBoard.vin, limit: 50 });
        expect(result.rider).toBeNull();
        expect(result.entries.map((e: { fullname: string }) => e.fullname)).not.toContain('Rina W.');
    });
});
