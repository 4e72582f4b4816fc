import {
    Customer,
    ExternalAuthenticationMethod,
    Order,
    OrderService,
    RequestContextService,
    TransactionalConnection,
    User,
} from '@vendure/core';
import type { DecodedIdToken } from 'firebase-admin/auth';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ACCOUNTS, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { FirebaseTokenVerifier } from '../firebase-authentication-strategy';
import { verifyFirebaseIdToken } from '../services/firebase-admin';

const PORT = 3151;

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

const AUTHENTICATE_DOC = `
    mutation Authenticate($idToken: String!) {
        authenticate(input: { firebase: { idToken: $idToken } }, rememberMe: true) {
            __typename
            ... on CurrentUser {
                id
                identifier
            }
            ... on InvalidCredentialsError {
                authenticationError
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;
const AUTHENTICATE = gql(AUTHENTICATE_DOC);

const ME = gql`
    query Me {
        me {
            id
            identifier
        }
    }
`;

// ---------------------------------------------------------------------------------------------
// Firebase ID tokens without Firebase: the strategy's verifier is replaced by one that knows the
// tokens this spec issued and passes every other token to firebase-admin (so a forged token is still
// rejected by the real verification, and the Auth Emulator case below still goes through it).
// ---------------------------------------------------------------------------------------------

interface TestClaims {
    uid: string;
    email?: string;
    email_verified?: boolean;
    name?: string;
    phone_number?: string;
    picture?: string;
    provider?: 'password' | 'google.com' | 'phone';
}

const issued = new Map<string, DecodedIdToken>();

function issueIdToken({ provider = 'password', ...claims }: TestClaims): string {
    const now = Math.floor(Date.now() / 1000);
    const token = `test-id-token-${issued.size + 1}-${claims.uid}`;
    issued.set(token, {
        aud: 'demo-alva',
        iss: 'https://securetoken.google.com/demo-alva',
        sub: claims.uid,
        auth_time: now,
        iat: now,
        exp: now + 3600,
        firebase: { identities: {}, sign_in_provider: provider },
        ...claims,
    } as DecodedIdToken);
    return token;
}

const verifier: FirebaseTokenVerifier = async idToken => issued.get(idToken) ?? verifyFirebaseIdToken(idToken);

/** The authenticate mutation over plain HTTP, as the site sends it: returns the body and the session header. */
async function authenticateOverHttp(idToken: string) {
    const res = await fetch(`http://localhost:${PORT}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: AUTHENTICATE_DOC, variables: { idToken } }),
    });
    const body = (await res.json()) as { data?: { authenticate: Record<string, any> }; errors?: unknown };
    return { authenticate: body.data?.authenticate, errors: body.errors, token: res.headers.get('vendure-auth-token') };
}

describe('accounts plugin', () => {
    const { server, shopClient, adminClient } = createAlvaTestEnvironment(PORT, { verifyFirebaseIdToken: verifier });
    const customerAccount = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    const psAccount = TEST_ACCOUNTS.find(a => a.kind === 'product-specialist')!;

    const repo = <T extends object>(entity: new (...args: any[]) => T) =>
        server.app.get(TransactionalConnection).rawConnection.getRepository(entity);
    const firebaseMethods = (externalIdentifier: string) =>
        repo(ExternalAuthenticationMethod).count({ where: { strategy: 'firebase', externalIdentifier } });
    const authMethodsOf = async (email: string) => {
        const user = await repo(User).findOneOrFail({
            where: { identifier: email },
            relations: { authenticationMethods: true },
        });
        return user.authenticationMethods.map(m =>
            m instanceof ExternalAuthenticationMethod ? `${m.strategy}:${m.externalIdentifier}` : 'native',
        );
    };

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
    });

    afterAll(async () => {
        await server.destroy();
    });

    it('profileCustomer is FORBIDDEN when signed out', async () => {
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(PROFILE)).rejects.toThrow(/not currently authorized/);
    });

    it('returns the profile of the signed-in customer', async () => {
        await shopClient.asUserWithCredentials(psAccount.email, psAccount.password);
        const { profileCustomer } = await shopClient.query(PROFILE);
        expect(profileCustomer).toMatchObject({
            name: `${psAccount.firstName} ${psAccount.lastName}`,
            emailAddress: psAccount.email,
            phoneNumber: psAccount.phoneNumber,
            isPS: true,
            role: 'Product Specialist',
            emailVerified: true,
            isGoogleAccount: false,
            statusAffiliator: false,
            gender: psAccount.gender,
        });
        expect(profileCustomer.allowedCompany).toEqual(['alva']);
    });

    it('the plain customer is not a product specialist', async () => {
        await shopClient.asUserWithCredentials(customerAccount.email, customerAccount.password);
        const { profileCustomer } = await shopClient.query(PROFILE);
        expect(profileCustomer.isPS).toBe(false);
        expect(profileCustomer.role).toBeNull();
        expect(profileCustomer.allowedCompany).toEqual([]);
    });

    it('does not let a customer make themselves staff through the shop API', async () => {
        await shopClient.asUserWithCredentials(customerAccount.email, customerAccount.password);
        await expect(
            shopClient.query(gql`
                mutation {
                    updateCustomer(input: { customFields: { isPS: true, role: "Admin E-Commerce" } }) {
                        id
                    }
                }
            `),
        ).rejects.toThrow(/isPS/);
    });

    it('a later seed run keeps what was edited on the demo accounts', async () => {
        const customers = repo(Customer);
        const ps = await customers.findOneByOrFail({ emailAddress: psAccount.email });
        Object.assign(ps.customFields, {
            gender: 'FEMALE',
            branchLocation: 'alva-dealer-bandung',
            role: 'Product Specialist Coordinator',
            occupation: 'Team lead',
        });
        await customers.save(ps);

        const again = await populateFixtures(server.app, { steps: ['accounts'], firebaseUsers: false });
        expect(again.created).toEqual([]);
        const after = await customers.findOneByOrFail({ emailAddress: psAccount.email });
        expect(after.customFields).toMatchObject({
            gender: 'FEMALE',
            branchLocation: 'alva-dealer-bandung',
            role: 'Product Specialist Coordinator',
            occupation: 'Team lead',
            isPS: true,
        });

        // Put the seeded values back for the tests below.
        Object.assign(after.customFields, {
            gender: psAccount.gender,
            branchLocation: psAccount.branchLocation,
            role: psAccount.role,
            occupation: null,
        });
        await customers.save(after);
    });

    it('rejects a forged Firebase ID token', async () => {
        await shopClient.asAnonymousUser();
        const { authenticate } = await shopClient.query(AUTHENTICATE, { idToken: 'not-a-token' });
        expect(authenticate.__typename).toBe('InvalidCredentialsError');
    });

    describe('Firebase sign-in', () => {
        const newRider = {
            uid: 'firebase-uid-new-rider',
            email: 'dewi.lestari@alva.example',
            email_verified: true,
            name: 'Dewi Lestari',
            phone_number: '+6281299990001',
        };
        let newRiderUserId: string;

        it('creates a Customer for a new Firebase user and returns CurrentUser with a session token', async () => {
            const { authenticate, token, errors } = await authenticateOverHttp(issueIdToken(newRider));
            expect(errors).toBeUndefined();
            expect(authenticate).toMatchObject({ __typename: 'CurrentUser', identifier: newRider.email });
            expect(token).toMatch(/^\w{20,}$/);
            newRiderUserId = authenticate!.id;

            // The session token signs the customer in (the site sends it back as a bearer token).
            shopClient.setAuthToken(token!);
            const { me } = await shopClient.query(ME);
            expect(me).toEqual({ id: newRiderUserId, identifier: newRider.email });
            expect(await firebaseMethods(newRider.uid)).toBe(1);
            expect(await repo(Customer).count({ where: { emailAddress: newRider.email } })).toBe(1);
        });

        it('profileCustomer returns the name, e-mail and phone from Firebase', async () => {
            const { profileCustomer } = await shopClient.query(PROFILE);
            expect(profileCustomer).toMatchObject({
                name: 'Dewi Lestari',
                emailAddress: newRider.email,
                phoneNumber: newRider.phone_number,
                emailVerified: true,
                isGoogleAccount: false,
                isPS: false,
                role: null,
            });
        });

        it('reuses the same Customer when the same uid signs in again', async () => {
            await shopClient.asAnonymousUser();
            // A later token of the same Firebase user (the display name changed meanwhile).
            const again = await shopClient.query(AUTHENTICATE, {
                idToken: issueIdToken({ ...newRider, name: 'Dewi L.' }),
            });
            expect(again.authenticate).toMatchObject({ __typename: 'CurrentUser', id: newRiderUserId });
            expect(await firebaseMethods(newRider.uid)).toBe(1);
            expect(await repo(Customer).count({ where: { emailAddress: newRider.email } })).toBe(1);
            // The profile the customer has is kept; Firebase's name is only used on creation.
            const { profileCustomer } = await shopClient.query(PROFILE);
            expect(profileCustomer.name).toBe('Dewi Lestari');
        });

        it("a guest's orders move to the account registered with the same verified address, and only then", async () => {
            const guestOrder = async (emailAddress: string) => {
                const ctx = await server.app.get(RequestContextService).create({ apiType: 'shop' });
                const guest = await repo(Customer).save(
                    new Customer({ emailAddress, firstName: 'Sari', lastName: 'Wulandari' }),
                );
                const order = await server.app.get(OrderService).create(ctx);
                await repo(Order).update(order.id, { customerId: guest.id });
                return { guest, orderId: order.id };
            };
            const ownerOf = async (orderId: Order['id']) =>
                (await repo(Order).findOneOrFail({ where: { id: orderId }, relations: { customer: { user: true } } }))
                    .customer;

            // An address Google has not verified: the new account does not get the guest's order.
            const unverified = await guestOrder('sari.unverified@alva.example');
            await shopClient.asAnonymousUser();
            const google = await authenticateOverHttp(
                issueIdToken({
                    uid: 'firebase-uid-sari-google',
                    email: 'sari.unverified@alva.example',
                    email_verified: false,
                    provider: 'google.com',
                }),
            );
            expect(google.authenticate).toMatchObject({ __typename: 'CurrentUser' });
            expect((await ownerOf(unverified.orderId))?.id).toBe(unverified.guest.id);

            // A verified address: the order is the new account's.
            const verified = await guestOrder('sari.wulandari@alva.example');
            const { authenticate } = await authenticateOverHttp(
                issueIdToken({
                    uid: 'firebase-uid-sari',
                    email: 'sari.wulandari@alva.example',
                    email_verified: true,
                    name: 'Sari Wulandari',
                }),
            );
            expect(authenticate).toMatchObject({
                __typename: 'CurrentUser',
                identifier: 'sari.wulandari@alva.example',
            });
            const owner = await ownerOf(verified.orderId);
            expect(owner?.id).not.toBe(verified.guest.id);
            expect(owner?.user?.identifier).toBe('sari.wulandari@alva.example');
        });

        it('links a verified e-mail address to the existing (seeded) customer', async () => {
            await shopClient.asUserWithCredentials(customerAccount.email, customerAccount.password);
            const { me: native } = await shopClient.query(ME);

            await shopClient.asAnonymousUser();
            const { authenticate } = await shopClient.query(AUTHENTICATE, {
                idToken: issueIdToken({
                    uid: 'firebase-uid-rina',
                    email: customerAccount.email,
                    email_verified: true,
                    name: 'Somebody Else',
                }),
            });
            expect(authenticate).toMatchObject({ __typename: 'CurrentUser', id: native.id });
            const { profileCustomer } = await shopClient.query(PROFILE);
            expect(profileCustomer).toMatchObject({
                name: `${customerAccount.firstName} ${customerAccount.lastName}`,
                emailAddress: customerAccount.email,
                gender: customerAccount.gender,
            });
            expect(await authMethodsOf(customerAccount.email)).toEqual(['native', 'firebase:firebase-uid-rina']);
            expect(await repo(Customer).count({ where: { emailAddress: customerAccount.email } })).toBe(1);
        });

        it('refuses an UNVERIFIED e-mail address that belongs to an existing customer, linking nothing', async () => {
            await shopClient.asAnonymousUser();
            const { authenticate, token } = await authenticateOverHttp(
                issueIdToken({ uid: 'firebase-uid-intruder', email: psAccount.email, email_verified: false }),
            );
            expect(authenticate).toMatchObject({
                __typename: 'InvalidCredentialsError',
                errorCode: 'INVALID_CREDENTIALS_ERROR',
                authenticationError: 'EMAIL_NOT_VERIFIED',
            });
            expect(token).toBeNull();
            expect(await firebaseMethods('firebase-uid-intruder')).toBe(0);
            expect(await authMethodsOf(psAccount.email)).toEqual(['native']);
            expect(await repo(Customer).count({ where: { emailAddress: psAccount.email } })).toBe(1);
        });

        it('does not treat a Google sign-in as a verified e-mail address', async () => {
            const coordinator = TEST_ACCOUNTS.find(a => a.kind === 'coordinator')!;
            const { authenticate } = await authenticateOverHttp(
                issueIdToken({
                    uid: 'firebase-uid-google-intruder',
                    email: coordinator.email,
                    email_verified: false,
                    provider: 'google.com',
                }),
            );
            expect(authenticate?.__typename).toBe('InvalidCredentialsError');
            expect(await firebaseMethods('firebase-uid-google-intruder')).toBe(0);
            expect(await authMethodsOf(coordinator.email)).toEqual(['native']);
        });

        it('signs a new Google user with an unverified address in, without marking it verified', async () => {
            const email = 'google.unverified@alva.example';
            await shopClient.asAnonymousUser();
            const { authenticate } = await shopClient.query(AUTHENTICATE, {
                idToken: issueIdToken({
                    uid: 'firebase-uid-google-new',
                    email,
                    email_verified: false,
                    provider: 'google.com',
                }),
            });
            expect(authenticate).toMatchObject({ __typename: 'CurrentUser', identifier: email });
            const { profileCustomer } = await shopClient.query(PROFILE);
            expect(profileCustomer).toMatchObject({ emailAddress: email, emailVerified: false, isGoogleAccount: true });
            const user = await repo(User).findOneOrFail({ where: { identifier: email } });
            expect(user.verified).toBe(false);
        });
    });

    it('the admin API shows only the native sign-in method on the account an unverified e-mail tried to take', async () => {
        await adminClient.asSuperAdmin();
        const { customers } = await adminClient.query(
            gql`
                query ($email: String!) {
                    customers(options: { filter: { emailAddress: { eq: $email } } }) {
                        items {
                            user {
                                authenticationMethods {
                                    strategy
                                }
                            }
                        }
                    }
                }
            `,
            { email: psAccount.email },
        );
        expect(customers.items).toHaveLength(1);
        expect(customers.items[0].user.authenticationMethods.map((m: { strategy: string }) => m.strategy)).toEqual([
            'native',
        ]);
    });

    // Only with a running Auth Emulator (FIREBASE_AUTH_EMULATOR_HOST), e.g. in `npm test` of the whole stack.
    it.skipIf(!process.env.FIREBASE_AUTH_EMULATOR_HOST)(
        'signs in with a real Auth Emulator ID token, creating and then reusing the customer',
        async () => {
            const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
            const email = `e2e-${Date.now()}@alva.example`;
            const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                    email,
                    password: 'E2e-Password-1',
                    displayName: 'Eka Putri',
                    returnSecureToken: true,
                }),
            });
            const { localId } = (await res.json()) as { localId: string };
            // E-mail/password accounts sign in once the address is verified (the emulator's admin API marks it).
            await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/demo-alva/accounts:update`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
                body: JSON.stringify({ localId, emailVerified: true }),
            });
            const signedIn = await fetch(
                `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`,
                {
                    method: 'POST',
                    headers: { 'content-type': 'application/json' },
                    body: JSON.stringify({ email, password: 'E2e-Password-1', returnSecureToken: true }),
                },
            );
            const { idToken } = (await signedIn.json()) as { idToken: string };
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
