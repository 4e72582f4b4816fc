import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { seed } from '../../../seed/seed';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';

const PROFILE = gql`
    query Profile {
        profileCustomer {
            id
            name
            emailAddress
            phoneNumber
            statusAffiliator
            emailVerified
            isGoogleAccount
            isPS
            role
            allowedCompany
            gender
            birthDate
            occupation
        }
    }
`;

const AUTHENTICATE = gql`
    mutation Authenticate($idToken: String!) {
        authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: true) {
            __typename
            ... on CurrentUser {
                identifier
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

describe('accounts plugin', () => {
    const { server, shopClient } = createAlvaTestEnvironment(3101);

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await seed(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
    });

    afterAll(async () => {
        await server.destroy();
    });

    it('profileCustomer is FORBIDDEN when signed out', async () => {
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(PROFILE)).rejects.toThrow(/not currently authorized/);
    });

    it('returns the profile of the signed-in customer', async () => {
        const ps = DEMO_ACCOUNTS.find(a => a.kind === 'product-specialist')!;
        await shopClient.asUserWithCredentials(ps.email, ps.password);
        const { profileCustomer } = await shopClient.query(PROFILE);
        expect(profileCustomer).toMatchObject({
            name: `${ps.firstName} ${ps.lastName}`,
            emailAddress: ps.email,
            phoneNumber: ps.phoneNumber,
            isPS: true,
            role: 'Product Specialist',
            emailVerified: true,
            isGoogleAccount: false,
            statusAffiliator: false,
            gender: ps.gender,
        });
        expect(profileCustomer.allowedCompany).toEqual(['alva']);
    });

    it('the plain customer is not a product specialist', async () => {
        const customer = DEMO_ACCOUNTS.find(a => a.kind === 'customer')!;
        await shopClient.asUserWithCredentials(customer.email, customer.password);
        const { profileCustomer } = await shopClient.query(PROFILE);
        expect(profileCustomer.isPS).toBe(false);
        expect(profileCustomer.role).toBeNull();
        expect(profileCustomer.allowedCompany).toEqual([]);
    });

    it('rejects a forged Firebase ID token', async () => {
        await shopClient.asAnonymousUser();
        const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken: 'not-a-token' });
        expect(authenticate.__typename).toBe('InvalidCredentialsError');
    });

    it('does not expose the internal firebaseUid custom field', async () => {
        await shopClient.asAnonymousUser();
        await expect(
            shopClient.query(gql`
                query {
                    activeCustomer {
                        customFields {
                            firebaseUid
                        }
                    }
                }
            `),
        ).rejects.toThrow(/firebaseUid/);
    });

    // Only with a running Auth Emulator (FIREBASE_AUTH_EMULATOR_HOST), e.g. in `npm test` of the whole stack.
    it.skipIf(!process.env.FIREBASE_AUTH_EMULATOR_HOST)(
        'signs in with a Firebase ID token, creating and then reusing the customer',
        async () => {
            const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
            const email = `e2e-${Date.now()}@alva.example`;
            const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email, password: 'E2e-Password-1', displayName: 'Eka Putri', returnSecureToken: true }),
            });
            const { idToken } = (await res.json()) as { idToken: string };
            expect(idToken).toBeTruthy();

            await shopClient.asAnonymousUser();
            const first = await shopClient.query(AUTHENTICATE, { idToken });
            expect(first.authenticate).toMatchObject({ __typename: 'CurrentUser', identifier: email });
            const { profileCustomer } = await shopClient.query(PROFILE);
            expect(profileCustomer).toMatchObject({ name: 'Eka Putri', emailAddress: email, isGoogleAccount: false });

            await shopClient.asAnonymousUser();
            const second = await shopClient.query(AUTHENTICATE, { idToken });
            expect(second.authenticate.__typename).toBe('CurrentUser');
            const again = await shopClient.query(PROFILE);
            expect(again.profileCustomer.id).toBe(profileCustomer.id);
        },
    );

});
