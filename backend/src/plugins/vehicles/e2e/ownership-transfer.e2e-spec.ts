/**
 * Transfer of ownership (issue 15) through the shop API: ask, deny, ask again, approve; the limits (three requests a
 * day, seven days to answer); and every decision tried by someone who is not the owner (SPEC §6).
 */
import { TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ACCOUNTS, TEST_VEHICLES, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { OwnershipTransfer } from '../ownership-transfer.entity';
import { VehicleHistoryEntry } from '../vehicle-history-entry.entity';
import { VehicleShare } from '../vehicle-share.entity';
import { VehiclesPlugin } from '../vehicles.plugin';

const PORT = 3172;
const STATUS = `__typename
    ... on TransferOwnershipStatus { vin productName isAlreadyRequest totalAttempts maxAttempts ownerData { name phoneNumber } request { state } }
    ... on TransferOwnershipError { code field }`;
const CREATE = gql`
    mutation ($vin: String!, $isTransfer: Boolean) {
        createTransferOwnership(vin: $vin, isTransfer: $isTransfer) { ${STATUS} }
    }
`;
const DECISION = `__typename ... on TransferRequest { requesterOdooID name state } ... on TransferOwnershipError { code field }`;
const APPROVE = gql`
    mutation ($vin: String!, $requester: ID!) {
        approveTransferOwnership(vin: $vin, requester: $requester) { ${DECISION} }
    }
`;
const DENY = gql`
    mutation ($vin: String!, $requester: ID!) {
        denyTransferOwnership(vin: $vin, requester: $requester) { ${DECISION} }
    }
`;
const LIST = gql`
    query ($vin: String!) {
        transferOwnershipList(vin: $vin) {
            requesterOdooID
            name
            vin
            state
        }
    }
`;
const MINE = gql`
    query {
        myTransferOwnershipRequests {
            vin
            state
            productName
        }
    }
`;
const EV_LIST = gql`
    query {
        evList {
            items {
                vin
                own
            }
        }
    }
`;
const SHARE = gql`
    mutation ($vin: String!, $uID: ID!) {
        shareEv(vin: $vin, uID: $uID) {
            __typename
        }
    }
`;
const ME = gql`
    query {
        activeCustomer {
            id
        }
    }
`;

describe('my EV: transfer of ownership', () => {
    const { server, shopClient } = createAlvaTestEnvironment(PORT, { extraPlugins: [VehiclesPlugin] });
    const owner = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    const requester = TEST_ACCOUNTS.find(a => a.kind === 'product-specialist')!;
    const stranger = TEST_ACCOUNTS.find(a => a.kind === 'coordinator')!;
    const [bike, secondBike] = TEST_VEHICLES;
    const as = (account: typeof owner) => shopClient.asUserWithCredentials(account.email, account.password);
    const create = (vin: string, isTransfer = true) =>
        shopClient.query(CREATE, { vin, isTransfer }).then(r => r.createTransferOwnership);
    const repo = () => server.app.get(TransactionalConnection).rawConnection.getRepository(OwnershipTransfer);
    let requesterId: string;
    let strangerId: string;

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
        await as(requester);
        requesterId = (await shopClient.query(ME)).activeCustomer.id;
        await as(stranger);
        strangerId = (await shopClient.query(ME)).activeCustomer.id;
    }, 120_000);

    afterAll(async () => {
        await server.destroy();
    });

    it('looks a bike up without asking, and refuses bad VINs, unknown bikes and one’s own', async () => {
        await as(requester);
        const looked = await create(bike.vin, false);
        expect(looked).toMatchObject({
            __typename: 'TransferOwnershipStatus',
            vin: bike.vin,
            isAlreadyRequest: false,
            totalAttempts: 0,
            maxAttempts: 3,
            request: null,
        });
        // The owner is masked: the initials, never the whole name or number.
        expect(looked.ownerData.name).toMatch(/^R\*+ W\*+$/);
        expect(looked.ownerData.phoneNumber).not.toBe(owner.phoneNumber);
        expect(await create('MH1ALVA0NE20250')).toMatchObject({ code: 'TOO_SHORT', field: 'vin' });
        expect(await create('MH1ALVA0NE20250011')).toMatchObject({ code: 'TOO_LONG', field: 'vin' });
        expect(await create('MH1ALVAONE2025OO1')).toMatchObject({ code: 'INVALID_VALUE', field: 'vin' });
        expect(await create('MH1ALVA0NE2099999')).toMatchObject({ code: 'VEHICLE_NOT_FOUND', field: 'vin' });
        await as(owner);
        expect(await create(bike.vin)).toMatchObject({ code: 'OWN_VEHICLE' });
        expect(await repo().count()).toBe(0);
    });

    it('asks, the owner denies; nobody else can decide or see the requests', async () => {
        await as(requester);
        expect(await create(bike.vin)).toMatchObject({
            isAlreadyRequest: true,
            totalAttempts: 1,
            request: { state: 'REQUESTED' },
        });
        // Asking again while the request is open makes no second one.
        expect(await create(bike.vin)).toMatchObject({ isAlreadyRequest: true, totalAttempts: 1 });
        // The requester cannot approve their own request, nor can a stranger; neither sees the owner's list.
        for (const account of [requester, stranger]) {
            await as(account);
            expect(
                (await shopClient.query(APPROVE, { vin: bike.vin, requester: requesterId })).approveTransferOwnership,
            ).toMatchObject({ code: 'VEHICLE_NOT_FOUND' });
            expect(
                (await shopClient.query(DENY, { vin: bike.vin, requester: requesterId })).denyTransferOwnership,
            ).toMatchObject({ code: 'VEHICLE_NOT_FOUND' });
            expect((await shopClient.query(LIST, { vin: bike.vin })).transferOwnershipList).toEqual([]);
        }
        await as(owner);
        expect((await shopClient.query(LIST, { vin: bike.vin })).transferOwnershipList).toEqual([
            {
                requesterOdooID: requesterId,
                name: `${requester.firstName} ${requester.lastName}`,
                vin: bike.vin,
                state: 'REQUESTED',
            },
        ]);
        // A person who did not ask has no request to decide.
        expect(
            (await shopClient.query(APPROVE, { vin: bike.vin, requester: strangerId })).approveTransferOwnership,
        ).toMatchObject({ code: 'REQUEST_NOT_FOUND' });
        expect(
            (await shopClient.query(DENY, { vin: bike.vin, requester: requesterId })).denyTransferOwnership,
        ).toMatchObject({ state: 'DENIED' });
        // A denied request cannot be approved afterwards.
        expect(
            (await shopClient.query(APPROVE, { vin: bike.vin, requester: requesterId })).approveTransferOwnership,
        ).toMatchObject({ code: 'REQUEST_NOT_FOUND' });
        expect((await shopClient.query(LIST, { vin: bike.vin })).transferOwnershipList).toEqual([]);
        await as(requester);
        expect((await shopClient.query(MINE)).myTransferOwnershipRequests).toEqual([
            { vin: bike.vin, state: 'DENIED', productName: expect.any(String) },
        ]);
    });

    it('asks again and the owner approves: the bike moves with its record, its shares end', async () => {
        // The owner shares the bike with a stranger first: the transfer ends that.
        await as(owner);
        expect((await shopClient.query(SHARE, { vin: bike.vin, uID: strangerId })).shareEv.__typename).toBe(
            'ShareListUser',
        );
        await as(requester);
        expect(await create(bike.vin)).toMatchObject({ isAlreadyRequest: true, totalAttempts: 2 });
        await as(owner);
        expect(
            (await shopClient.query(APPROVE, { vin: bike.vin, requester: requesterId })).approveTransferOwnership,
        ).toMatchObject({ state: 'APPROVED' });
        // Deciding twice is refused.
        expect(
            (await shopClient.query(DENY, { vin: bike.vin, requester: requesterId })).denyTransferOwnership,
        ).toMatchObject({ code: 'VEHICLE_NOT_FOUND' });
        expect((await shopClient.query(EV_LIST)).evList.items.map((i: { vin: string }) => i.vin)).toEqual([
            secondBike.vin,
        ]);
        await as(requester);
        expect((await shopClient.query(EV_LIST)).evList.items).toEqual([{ vin: bike.vin, own: true }]);
        await as(stranger);
        expect((await shopClient.query(EV_LIST)).evList.items).toEqual([]);
        const connection = server.app.get(TransactionalConnection).rawConnection;
        expect((await connection.getRepository(VehicleShare).find()).every(s => s.revokedAt)).toBe(true);
        const history = await connection.getRepository(VehicleHistoryEntry).find({ order: { id: 'ASC' } });
        expect(history.map(h => h.type)).toEqual([
            'TRANSFER_REQUESTED',
            'TRANSFER_DENIED',
            'SHARED',
            'TRANSFER_REQUESTED',
            'TRANSFER_APPROVED',
            'SHARE_REVOKED',
            'OWNER_CHANGED',
        ]);
    });

    it('three requests a day per bike, and a request lapses after seven days', async () => {
        // The old owner now asks for the bike back, three times (the new owner denies twice); a fourth is refused.
        await as(owner);
        expect(await create(bike.vin)).toMatchObject({ totalAttempts: 1 });
        for (const attempt of [2, 3]) {
            await as(requester);
            const ownerId = (await shopClient.query(LIST, { vin: bike.vin })).transferOwnershipList[0].requesterOdooID;
            await shopClient.query(DENY, { vin: bike.vin, requester: ownerId });
            await as(owner);
            expect(await create(bike.vin)).toMatchObject({ totalAttempts: attempt, isAlreadyRequest: true });
        }
        await as(requester);
        const ownerId = (await shopClient.query(LIST, { vin: bike.vin })).transferOwnershipList[0].requesterOdooID;
        await shopClient.query(DENY, { vin: bike.vin, requester: ownerId });
        await as(owner);
        expect(await create(bike.vin)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });

        // A stranger's request, unanswered for seven days, can no longer be approved.
        await as(stranger);
        expect(await create(bike.vin)).toMatchObject({ isAlreadyRequest: true });
        const open = await repo().findOneByOrFail({ state: 'REQUESTED' });
        open.expiresAt = new Date(Date.now() - 1000);
        await repo().save(open);
        await as(requester);
        expect(
            (await shopClient.query(APPROVE, { vin: bike.vin, requester: strangerId })).approveTransferOwnership,
        ).toMatchObject({ code: 'REQUEST_EXPIRED' });
        expect((await repo().findOneByOrFail({ id: open.id })).state).toBe('EXPIRED');
        await as(stranger);
        expect(await create(bike.vin, false)).toMatchObject({ isAlreadyRequest: false });
        expect((await shopClient.query(EV_LIST)).evList.items).toEqual([]);
    });
});
