import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_PLACES, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';

const CENTERS = gql`
    query Centers($city: String) {
        experienceCenters(city: $city) {
            id
            location
            address1
            address2
            city
            state
            country
            latitude
            longitude
            is_active
            upcoming
            dealerId
            dealerSlug
            gmapsLink
            type
            operatingHours
            zipCode
            inJabodetabek
        }
    }
`;

describe('dealers plugin: experienceCenters', () => {
    const { server, shopClient, adminClient } = createAlvaTestEnvironment(3103);

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['dealers'], firebaseUsers: false });
    });

    afterAll(async () => {
        await server.destroy();
    });

    it('lists every active location without a city', async () => {
        const { experienceCenters } = await shopClient.query(CENTERS);
        expect(experienceCenters).toHaveLength(TEST_PLACES.length);
        expect(experienceCenters.some((c: { inJabodetabek: boolean }) => !c.inJabodetabek)).toBe(true);
        expect(experienceCenters.filter((c: { upcoming: boolean }) => c.upcoming)).toHaveLength(1);
    });

    it('filters by city, case-insensitively', async () => {
        const { experienceCenters } = await shopClient.query(CENTERS, { city: 'jakarta selatan' });
        expect(experienceCenters.length).toBe(2);
        for (const c of experienceCenters) {
            expect(c.city).toBe('Jakarta Selatan');
            expect(c.inJabodetabek).toBe(true);
            expect(c.type).toBe('EXPERIENCE_CENTER');
            expect(c.latitude).toBeLessThan(-6);
            expect(c.gmapsLink).toMatch(/^https:\/\//);
        }
        const bandung = await shopClient.query(CENTERS, { city: 'Bandung' });
        expect(bandung.experienceCenters).toHaveLength(1);
        expect(bandung.experienceCenters[0]).toMatchObject({ type: 'DEALER', inJabodetabek: false });
    });

    it('returns nothing for a city without locations', async () => {
        const { experienceCenters } = await shopClient.query(CENTERS, { city: 'Medan' });
        expect(experienceCenters).toEqual([]);
    });

    it('hides a location once an administrator deactivates it', async () => {
        await adminClient.asSuperAdmin();
        const { experienceCenters } = await shopClient.query(CENTERS, { city: 'Bekasi' });
        const id = experienceCenters[0].id;
        await adminClient.query(
            gql`
                mutation ($id: ID!) {
                    updateExperienceCenter(input: { id: $id, is_active: false }) {
                        id
                        is_active
                    }
                }
            `,
            { id },
        );
        const after = await shopClient.query(CENTERS, { city: 'Bekasi' });
        expect(after.experienceCenters).toEqual([]);
    });

    it('lists every place for staff, inactive ones too, with the standard list options', async () => {
        const ADMIN_LIST = gql`
            query ($options: ExperienceCenterListOptions) {
                experienceCenters(options: $options) {
                    totalItems
                    items {
                        id
                        location
                        city
                        is_active
                    }
                }
            }
        `;
        const all = await adminClient.query(ADMIN_LIST, { options: { take: 2, sort: { location: 'ASC' } } });
        expect(all.experienceCenters.totalItems).toBe(TEST_PLACES.length);
        expect(all.experienceCenters.items).toHaveLength(2);
        const names = all.experienceCenters.items.map((c: { location: string }) => c.location);
        expect(names).toEqual([...names].sort()); // the database's binary order: 'BSD' before 'Bandung'
        // is_active is the GraphQL name of the isActive column: the Bekasi place deactivated above.
        const inactive = await adminClient.query(ADMIN_LIST, { options: { filter: { is_active: { eq: false } } } });
        expect(inactive.experienceCenters.items.map((c: { city: string }) => c.city)).toEqual(['Bekasi']);
        const bandung = await adminClient.query(ADMIN_LIST, { options: { filter: { city: { contains: 'bandung' } } } });
        expect(bandung.experienceCenters.items.map((c: { city: string }) => c.city)).toEqual(['Bandung']);
    });
});
