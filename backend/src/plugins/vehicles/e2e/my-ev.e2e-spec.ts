/**
 * My EV (issue 15) through the shop API: the owner's list, sharing for a window, revoking, and every object-level
 * rule tried by someone who is not the owner (SPEC §6: only the owner shares, revokes and sees the shares).
 */
import { TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ACCOUNTS, TEST_VEHICLES, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { VehicleShare } from '../vehicle-share.entity';
import { VehiclesPlugin } from '../vehicles.plugin';

const PORT = 3174; // unique among the specs (they run in parallel); pstools has 3171
const EV_LIST = gql`
    query ($search: String, $page: Int, $limit: Int) {
        evList(search: $search, page: $page, limit: $limit) {
            items {
                vin
                own
                registrationPlate
                warrantyValid
                shareEndsAt
                user {
                    name
                    own
                }
            }
            perPage
            totalPage
            totalRecord
            last
            current
        }
    }
`;
const SEARCH = gql`
    query ($phone: String!) {
        searchCustomerBikeSharing(phoneNumber: $phone) {
            __typename
            ... on BikeSharingCustomer {
                customerID
                name
            }
            ... on MyEvError {
                code
                field
            }
        }
    }
`;
const RESULT = `__typename ... on ShareListUser { shareId customerID name status loanEnd } ... on MyEvError { code field }`;
const SHARE = gql`
    mutation ($vin: String!, $uID: ID!, $loanStart: DateTime, $loanEnd: DateTime) {
        shareEv(vin: $vin, uID: $uID, loanStart: $loanStart, loanEnd: $loanEnd) { ${RESULT} }
    }
`;
const REVOKE = gql`
    mutation ($vin: String!, $uID: ID!) {
        revokeShareEv(vin: $vin, uID: $uID) { ${RESULT} }
    }
`;
const SHARE_LIST = gql`
    query ($vin: String!) {
        shareList(vin: $vin) {
            customerID
            status
        }
    }
`;
const HISTORY = gql`
    query ($vin: String!) {
        shareEVHistoryList(vin: $vin) {
            guestID
            guestFullname
            status
            revokedAt
        }
    }
`;

describe('my EV: list, share and revoke', () => {
    const { server, shopClient } = createAlvaTestEnvironment(PORT, { extraPlugins: [VehiclesPlugin] });
    const owner = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    const guest = TEST_ACCOUNTS.find(a => a.kind === 'product-specialist')!;
    const stranger = TEST_ACCOUNTS.find(a => a.kind === 'coordinator')!;
    const [bike, secondBike] = TEST_VEHICLES;
    const as = (account: typeof owner) => shopClient.asUserWithCredentials(account.email, account.password);
    const day = 86_400_000;
    let guestId: string;
    let ownerId: string;

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
    }, 120_000);

    afterAll(async () => {
        await server.destroy();
    });

    it('lists the owner’s bikes with the pagination fields; nobody else sees them', async () => {
        await as(owner);
        const { evList } = await shopClient.query(EV_LIST, { limit: 1 });
        expect(evList).toMatchObject({ perPage: 1, totalPage: 2, totalRecord: 2, last: 2, current: 1 });
        expect(evList.items[0]).toMatchObject({ vin: bike.vin, own: true, registrationPlate: bike.registrationPlate });
        expect(new Date(evList.items[0].warrantyValid).getUTCFullYear()).toBe(2028);
        expect(
            (await shopClient.query(EV_LIST, { search: 'pkv' })).evList.items.map((i: { vin: string }) => i.vin),
        ).toEqual([secondBike.vin]);
        await as(stranger);
        expect((await shopClient.query(EV_LIST, {})).evList.totalRecord).toBe(0);
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(EV_LIST, {})).rejects.toThrow(/not currently authorized/i);
    });

    it('finds a person by phone, and says when nobody has the number', async () => {
        await as(owner);
        const found = (await shopClient.query(SEARCH, { phone: guest.phoneNumber.replace('+62', '0') }))
            .searchCustomerBikeSharing;
        expect(found).toMatchObject({
            __typename: 'BikeSharingCustomer',
            name: `${guest.firstName} ${guest.lastName}`,
        });
        guestId = found.customerID;
        expect((await shopClient.query(SEARCH, { phone: owner.phoneNumber })).searchCustomerBikeSharing).toMatchObject({
            code: 'SHARE_WITH_SELF',
            field: 'phoneNumber',
        });
        ownerId = (
            await shopClient.query(gql`
                query {
                    activeCustomer {
                        id
                    }
                }
            `)
        ).activeCustomer.id;
        expect((await shopClient.query(SEARCH, { phone: '+6289999999999' })).searchCustomerBikeSharing).toMatchObject({
            code: 'NO_CUSTOMER_FOUND',
        });
        expect((await shopClient.query(SEARCH, { phone: '12ab' })).searchCustomerBikeSharing.field).toBe('phoneNumber');
    });

    it('refuses bad windows, sharing with oneself, and anyone but the owner', async () => {
        await as(owner);
        const share = (vars: Record<string, unknown>) =>
            shopClient.query(SHARE, { vin: bike.vin, uID: guestId, ...vars }).then(r => r.shareEv);
        expect(await share({ loanEnd: new Date(Date.now() - day).toISOString() })).toMatchObject({
            code: 'SHARE_END_PAST',
        });
        expect(
            await share({
                loanStart: new Date(Date.now() + 3 * day).toISOString(),
                loanEnd: new Date(Date.now() + 2 * day).toISOString(),
            }),
        ).toMatchObject({ code: 'SHARE_END_BEFORE_START', field: 'loanEnd' });
        expect(await share({ loanEnd: new Date(Date.now() + 400 * day).toISOString() })).toMatchObject({
            code: 'SHARE_TOO_LONG',
        });
        expect(await share({ vin: 'SHORT' })).toMatchObject({ code: 'TOO_SHORT', field: 'vin' });
        expect(await share({ uID: ownerId })).toMatchObject({ code: 'SHARE_WITH_SELF' });
        expect(await share({ uID: '99999' })).toMatchObject({ code: 'NO_CUSTOMER_FOUND' });

        // Someone else than the owner: the same answer as for a VIN that does not exist.
        await as(stranger);
        expect((await shopClient.query(SHARE, { vin: bike.vin, uID: guestId })).shareEv).toMatchObject({
            code: 'VEHICLE_NOT_FOUND',
        });
        await expect(shopClient.query(SHARE_LIST, { vin: bike.vin })).rejects.toThrow(/not currently authorized/i);
        await expect(shopClient.query(HISTORY, { vin: bike.vin })).rejects.toThrow(/not currently authorized/i);
        expect(await server.app.get(TransactionalConnection).rawConnection.getRepository(VehicleShare).count()).toBe(0);
    });

    it('shares for a day: the guest sees the bike, cannot re-share or revoke it; the owner revokes and it is gone', async () => {
        await as(owner);
        const loanEnd = new Date(Date.now() + day).toISOString();
        const shared = (await shopClient.query(SHARE, { vin: bike.vin, uID: guestId, loanEnd })).shareEv;
        expect(shared).toMatchObject({ __typename: 'ShareListUser', customerID: guestId, status: 'ACTIVE', loanEnd });
        expect((await shopClient.query(SHARE, { vin: bike.vin, uID: guestId })).shareEv).toMatchObject({
            code: 'ALREADY_SHARED',
        });
        expect((await shopClient.query(SHARE_LIST, { vin: bike.vin })).shareList).toEqual([
            { customerID: guestId, status: 'ACTIVE' },
        ]);

        await as(guest);
        const seen = (await shopClient.query(EV_LIST, {})).evList.items;
        expect(seen).toEqual([
            expect.objectContaining({
                vin: bike.vin,
                own: false,
                shareEndsAt: loanEnd,
                user: { name: `${owner.firstName} ${owner.lastName}`, own: false },
            }),
        ]);
        // A guest is not the owner: no re-share, no revoke, no share list.
        expect((await shopClient.query(SHARE, { vin: bike.vin, uID: ownerId })).shareEv.code).toBe('VEHICLE_NOT_FOUND');
        expect((await shopClient.query(REVOKE, { vin: bike.vin, uID: guestId })).revokeShareEv.code).toBe(
            'VEHICLE_NOT_FOUND',
        );
        await expect(shopClient.query(SHARE_LIST, { vin: bike.vin })).rejects.toThrow(/not currently authorized/i);

        await as(owner);
        expect((await shopClient.query(REVOKE, { vin: bike.vin, uID: guestId })).revokeShareEv).toMatchObject({
            status: 'REVOKED',
        });
        // Revoking twice is refused; the history keeps the loan.
        expect((await shopClient.query(REVOKE, { vin: bike.vin, uID: guestId })).revokeShareEv.code).toBe(
            'SHARE_NOT_FOUND',
        );
        const history = (await shopClient.query(HISTORY, { vin: bike.vin })).shareEVHistoryList;
        expect(history).toEqual([
            expect.objectContaining({ guestID: guestId, status: 'REVOKED', revokedAt: expect.any(String) }),
        ]);

        await as(guest);
        expect((await shopClient.query(EV_LIST, {})).evList.totalRecord).toBe(0);
    });

    it('a share that has ended gives no access', async () => {
        await as(owner);
        const shared = (await shopClient.query(SHARE, { vin: secondBike.vin, uID: guestId })).shareEv;
        expect(shared.status).toBe('ACTIVE');
        const repo = server.app.get(TransactionalConnection).rawConnection.getRepository(VehicleShare);
        // The window passes (a day later): its end is now in the past.
        const row = await repo.findOneByOrFail({ id: String(shared.shareId).replace(/^T_/, '') });
        row.loanEnd = new Date(Date.now() - 1000);
        await repo.save(row);
        await as(guest);
        expect((await shopClient.query(EV_LIST, {})).evList.totalRecord).toBe(0);
        await as(owner);
        expect((await shopClient.query(SHARE_LIST, { vin: secondBike.vin })).shareList).toEqual([]);
        expect((await shopClient.query(HISTORY, { vin: secondBike.vin })).shareEVHistoryList[0].status).toBe('ENDED');
    });
});
