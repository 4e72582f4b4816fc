import { Address, Customer, TransactionalConnection, User } from '@vendure/core';
import { promises as fs } from 'fs';
import gql from 'graphql-tag';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { profileCases } from '@alva/rules/cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ACCOUNTS, populateFixtures } from '../../../e2e/fixtures';
import { createAlvaTestEnvironment, initialData } from '../../../e2e/test-environment';
import { CITIES, PROVINCES } from '@alva/rules';

const PORT = 3138;
// Under a dot-folder, like the default .data/private/profile-photos.
const photoDir = path.join(os.tmpdir(), `.alva-${process.pid}`, 'profile-photos');
const uploadDir = path.join(os.tmpdir(), `alva-profile-uploads-${process.pid}`);
process.env.PROFILE_PHOTO_DIR = photoDir;

const PROFILE_FIELDS = `
    id
    name
    emailAddress
    phoneNumber
    gender
    birthDate
    occupation
    selectedLanguage
    photoURL
    emailVerified
`;

const PROFILE = gql`
    query Profile {
        profileCustomer {
            ${PROFILE_FIELDS}
        }
    }
`;

const UPDATE = gql`
    mutation Update($input: UpdateProfileCustomerInput!) {
        updateProfileCustomer(input: $input) {
            __typename
            ... on ProfileCustomerUpdated {
                emailChanged
                profile {
                    ${PROFILE_FIELDS}
                }
            }
            ... on ProfileValidationError {
                errorCode
                fieldErrors {
                    field
                    code
                }
            }
        }
    }
`;

const UPLOAD = gql`
    mutation Upload($file: Upload!) {
        uploadProfilePhoto(file: $file) {
            __typename
            ... on ProfileCustomerUpdated {
                profile {
                    photoURL
                }
            }
            ... on ProfilePhotoError {
                errorCode
                code
                maxBytes
            }
        }
    }
`;

const DELETE_PHOTO = gql`
    mutation {
        deleteProfilePhoto {
            photoURL
        }
    }
`;

const ADDRESS_FIELDS = `
    id
    name
    phoneNumber
    address
    provinceId
    provinceName
    cityId
    cityName
    zipCode
    isDefault
`;

const ADDRESSES = gql`
    query {
        deliveryAddressCustomer {
            ${ADDRESS_FIELDS}
        }
    }
`;

const ADDRESS_RESULT = `
    __typename
    ... on DeliveryAddress {
        ${ADDRESS_FIELDS}
    }
    ... on ProfileValidationError {
        errorCode
        fieldErrors {
            field
            code
        }
    }
    ... on DeliveryAddressNotFoundError {
        errorCode
    }
`;

const CREATE_ADDRESS = gql`
    mutation Create($input: DeliveryAddressInput!) {
        createDeliveryAddressCustomer(input: $input) {
            ${ADDRESS_RESULT}
        }
    }
`;

const UPDATE_ADDRESS = gql`
    mutation UpdateAddress($id: ID!, $input: DeliveryAddressInput!) {
        updateDeliveryAddressCustomer(id: $id, input: $input) {
            ${ADDRESS_RESULT}
        }
    }
`;

const DELETE_ADDRESS = gql`
    mutation DeleteAddress($id: ID!) {
        deleteDeliveryAddressCustomer(id: $id) {
            __typename
            ... on DeliveryAddressDeleted {
                id
            }
            ... on DeliveryAddressNotFoundError {
                errorCode
            }
        }
    }
`;

const REGIONS = gql`
    query {
        indonesiaProvinces {
            id
            name
            cities {
                id
                name
            }
        }
        indonesiaCities(provinceId: "31") {
            id
            name
        }
        profileFormOptions {
            occupations
            genders
            languages
            photoMaxBytes
            photoExtensions
        }
    }
`;

const GOOD_PROFILE = {
    name: 'Rina Kartika Sari',
    emailAddress: 'customer@alva.example',
    // The demo customer's own number (+6281200000001): a new one needs a code (phone-otp.e2e-spec.ts).
    phoneNumber: '0812 0000 0001',
    gender: 'FEMALE',
    birthDate: '1992-02-29',
    occupation: 'ENTREPRENEUR',
    selectedLanguage: 'id',
};

const GOOD_ADDRESS = {
    name: 'Rina Kartika',
    phoneNumber: '081234567890',
    address: 'Jl. Jend. Sudirman No. 5, RT 01/RW 02',
    provinceId: '31',
    cityId: '3173',
    zipCode: '10220',
};

// One name range for sign-up and profile (contact-rules.ts): 2 to 100 characters.
const longName = 'A'.repeat(101);

/** [label, input override, field, expected code] — each must be refused and store nothing. */
const BAD_PROFILES: Array<[string, Record<string, unknown>, string, string]> = [
    ['empty name', { name: '' }, 'name', 'REQUIRED'],
    ['blank name', { name: '    ' }, 'name', 'REQUIRED'],
    ['missing name', { name: null }, 'name', 'REQUIRED'],
    ['name with digits', { name: 'Rina 2' }, 'name', 'LETTERS_ONLY'],
    ['script tag in name', { name: '<script>alert(1)</script>' }, 'name', 'LETTERS_ONLY'],
    ['emoji in name', { name: 'Rina 😀' }, 'name', 'LETTERS_ONLY'],
    ['right-to-left name', { name: 'محمد' }, 'name', 'LETTERS_ONLY'],
    ['RTL override character', { name: 'Rina\u202Eirak' }, 'name', 'LETTERS_ONLY'],
    ['one-letter name', { name: 'R' }, 'name', 'TOO_SHORT'],
    ['101-letter name', { name: longName }, 'name', 'TOO_LONG'],
    ['empty e-mail', { emailAddress: '' }, 'emailAddress', 'REQUIRED'],
    ['e-mail without @', { emailAddress: 'rina.alva.example' }, 'emailAddress', 'EMAIL_FORMAT'],
    ['e-mail with spaces', { emailAddress: 'rina @alva.example' }, 'emailAddress', 'EMAIL_FORMAT'],
    ['e-mail with script', { emailAddress: '<script>@x.com' }, 'emailAddress', 'EMAIL_FORMAT'],
    ['empty phone', { phoneNumber: '' }, 'phoneNumber', 'REQUIRED'],
    ['letters in phone', { phoneNumber: '0812abc4567' }, 'phoneNumber', 'PHONE_FORMAT'],
    ['Singapore number', { phoneNumber: '+6591234567' }, 'phoneNumber', 'PHONE_COUNTRY'],
    ['US number', { phoneNumber: '+12025550123' }, 'phoneNumber', 'PHONE_COUNTRY'],
    ['too few digits', { phoneNumber: '0812345' }, 'phoneNumber', 'PHONE_LENGTH'],
    ['too many digits', { phoneNumber: '+628123456789012' }, 'phoneNumber', 'PHONE_LENGTH'],
    ['missing gender', { gender: null }, 'gender', 'REQUIRED'],
    ['unknown gender', { gender: 'OTHER' }, 'gender', 'INVALID_VALUE'],
    ['incomplete birth date', { birthDate: '1990--07' }, 'birthDate', 'BIRTH_DATE_INCOMPLETE'],
    ['empty birth date', { birthDate: '' }, 'birthDate', 'BIRTH_DATE_INCOMPLETE'],
    ['31 February', { birthDate: '1990-02-31' }, 'birthDate', 'BIRTH_DATE_INVALID'],
    ['29 February of a common year', { birthDate: '1991-02-29' }, 'birthDate', 'BIRTH_DATE_INVALID'],
    ['month 13', { birthDate: '1990-13-01' }, 'birthDate', 'BIRTH_DATE_INVALID'],
    ['future birth date', { birthDate: `${new Date().getFullYear() + 1}-01-01` }, 'birthDate', 'BIRTH_DATE_FUTURE'],
    ['ten-year-old', { birthDate: `${new Date().getFullYear() - 10}-01-01` }, 'birthDate', 'BIRTH_DATE_TOO_YOUNG'],
    ['born in 1900', { birthDate: '1900-01-01' }, 'birthDate', 'BIRTH_DATE_TOO_OLD'],
    ['no occupation', { occupation: '' }, 'occupation', 'OCCUPATION_REQUIRED'],
    ['unknown occupation', { occupation: 'ASTRONAUT' }, 'occupation', 'INVALID_VALUE'],
    ['unknown language', { selectedLanguage: 'fr' }, 'selectedLanguage', 'INVALID_VALUE'],
];

const BAD_ADDRESSES: Array<[string, Record<string, unknown>, string, string]> = [
    ['empty recipient', { name: '' }, 'name', 'REQUIRED'],
    ['recipient with digits', { name: 'Rina 99' }, 'name', 'LETTERS_ONLY'],
    ['recipient emoji', { name: '🚀 Rina' }, 'name', 'LETTERS_ONLY'],
    ['recipient too long', { name: longName }, 'name', 'TOO_LONG'],
    ['empty phone', { phoneNumber: ' ' }, 'phoneNumber', 'REQUIRED'],
    ['Malaysian phone', { phoneNumber: '+60123456789' }, 'phoneNumber', 'PHONE_COUNTRY'],
    ['phone with letters', { phoneNumber: 'O812345678901' }, 'phoneNumber', 'PHONE_FORMAT'],
    ['empty address', { address: '' }, 'address', 'EMPTY'],
    ['blank address', { address: '   \n ' }, 'address', 'EMPTY'],
    ['missing address', { address: null }, 'address', 'REQUIRED'],
    ['script tag in address', { address: 'Jl. Melati <script>alert(1)</script>' }, 'address', 'INVALID_CHARACTERS'],
    ['emoji in address', { address: 'Jl. Melati No. 5 🏠' }, 'address', 'INVALID_CHARACTERS'],
    ['Arabic address', { address: 'شارع الملك فهد' }, 'address', 'INVALID_CHARACTERS'],
    ['bidi override in address', { address: 'Jl. Melati \u202E5 .oN' }, 'address', 'INVALID_CHARACTERS'],
    ['too short address', { address: 'Jl' }, 'address', 'TOO_SHORT'],
    ['too long address', { address: `Jl. ${'Melati '.repeat(40)}` }, 'address', 'TOO_LONG'],
    ['no province', { provinceId: '' }, 'provinceId', 'REQUIRED'],
    ['unknown province', { provinceId: '99' }, 'provinceId', 'INVALID_VALUE'],
    ['no city', { cityId: '' }, 'cityId', 'REQUIRED'],
    ['unknown city', { cityId: '3199' }, 'cityId', 'INVALID_VALUE'],
    ['city of another province', { cityId: '3273' }, 'cityId', 'CITY_PROVINCE'],
    ['4-digit zip', { zipCode: '1022' }, 'zipCode', 'ZIP_FORMAT'],
    ['zip with letters', { zipCode: '10a20' }, 'zipCode', 'ZIP_FORMAT'],
    ['empty zip', { zipCode: '' }, 'zipCode', 'REQUIRED'],
    ['zip of another province', { zipCode: '40115' }, 'zipCode', 'ZIP_PROVINCE'],
];

describe('profile editing, photo and delivery addresses', () => {
    const { server, shopClient, adminClient } = createAlvaTestEnvironment(PORT);
    const customerAccount = TEST_ACCOUNTS.find(a => a.kind === 'customer')!;
    const otherAccount = TEST_ACCOUNTS.find(a => a.kind === 'product-specialist')!;
    const repo = <T extends object>(entity: new (...args: any[]) => T) =>
        server.app.get(TransactionalConnection).rawConnection.getRepository(entity);

    const signInAs = (account: typeof customerAccount) => shopClient.asUserWithCredentials(account.email, account.password);
    const photoRequest = (photoURL: string, token?: string) =>
        fetch(`http://localhost:${PORT}/profile-photo/${photoURL.split('/').pop()}`, {
            headers: token ? { authorization: `Bearer ${token}` } : {},
        });
    const upload = async (name: string, bytes: Buffer) => {
        const file = path.join(uploadDir, name);
        await fs.writeFile(file, bytes);
        return shopClient.fileUploadMutation({ mutation: UPLOAD, filePaths: [file], mapVariables: () => ({ file: null }) });
    };

    let addressOfA: string;
    let photoOfA: string;
    let tokenOfA: string;

    beforeAll(async () => {
        await fs.mkdir(uploadDir, { recursive: true });
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['initial-data', 'accounts'], firebaseUsers: false });
    });

    afterAll(async () => {
        await server.destroy();
        await fs.rm(path.dirname(photoDir), { recursive: true, force: true });
        await fs.rm(uploadDir, { recursive: true, force: true });
    });

    it('lists 38 provinces, each with cities, ids unique; occupations and limits', async () => {
        await shopClient.asAnonymousUser();
        const { indonesiaProvinces, indonesiaCities, profileFormOptions } = await shopClient.query(REGIONS);
        expect(indonesiaProvinces).toHaveLength(38);
        expect(new Set(PROVINCES.map(p => p.id)).size).toBe(38);
        expect(new Set(CITIES.map(x => x.id)).size).toBe(CITIES.length);
        for (const p of indonesiaProvinces) expect(p.cities.length).toBeGreaterThan(0);
        expect(indonesiaCities.map((x: { name: string }) => x.name)).toContain('Kota Jakarta Pusat');
        expect(profileFormOptions).toMatchObject({
            genders: ['MALE', 'FEMALE'],
            languages: ['en', 'id'],
            photoMaxBytes: 5 * 1024 * 1024,
            photoExtensions: ['jpg', 'jpeg', 'png'],
        });
        expect(profileFormOptions.occupations).toContain('STUDENT');
    });

    it('every operation is FORBIDDEN when signed out', async () => {
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(ADDRESSES)).rejects.toThrow(/not currently authorized/);
        await expect(shopClient.query(UPDATE, { input: GOOD_PROFILE })).rejects.toThrow(/not currently authorized/);
        await expect(shopClient.query(CREATE_ADDRESS, { input: GOOD_ADDRESS })).rejects.toThrow(/not currently authorized/);
        await expect(shopClient.query(DELETE_ADDRESS, { id: '1' })).rejects.toThrow(/not currently authorized/);
        await expect(shopClient.query(DELETE_PHOTO)).rejects.toThrow(/not currently authorized/);
    });

    describe('profile', () => {
        it('updates every field and keeps them', async () => {
            await signInAs(customerAccount);
            const { updateProfileCustomer } = await shopClient.query(UPDATE, { input: GOOD_PROFILE });
            expect(updateProfileCustomer).toMatchObject({
                __typename: 'ProfileCustomerUpdated',
                emailChanged: false,
                profile: {
                    name: 'Rina Kartika Sari',
                    emailAddress: 'customer@alva.example',
                    phoneNumber: '+6281200000001',
                    gender: 'FEMALE',
                    occupation: 'ENTREPRENEUR',
                    selectedLanguage: 'id',
                    emailVerified: true,
                },
            });
            const { profileCustomer } = await shopClient.query(PROFILE);
            expect(profileCustomer.birthDate).toBe('1992-02-29T00:00:00.000Z');
            const stored = await repo(Customer).findOneByOrFail({ emailAddress: customerAccount.email });
            expect([stored.firstName, stored.lastName]).toEqual(['Rina', 'Kartika Sari']);
        });

        it('changes only the fields present: the settings section saves the language alone', async () => {
            const before = (await shopClient.query(PROFILE)).profileCustomer;
            const { updateProfileCustomer } = await shopClient.query(UPDATE, { input: { selectedLanguage: 'en' } });
            expect(updateProfileCustomer.profile).toEqual({ ...before, selectedLanguage: 'en' });
            const bad = await shopClient.query(UPDATE, { input: { selectedLanguage: 'xx', name: null } });
            expect(bad.updateProfileCustomer.fieldErrors).toEqual([
                { field: 'name', code: 'REQUIRED' },
                { field: 'selectedLanguage', code: 'INVALID_VALUE' },
            ]);
            await shopClient.query(UPDATE, { input: GOOD_PROFILE });
        });

        it('accepts accents, apostrophes, hyphens and dots in names and normalises the phone', async () => {
            const { updateProfileCustomer } = await shopClient.query(UPDATE, {
                input: { ...GOOD_PROFILE, name: "  Siti-Aisyah  O'Brien Muh. Zoë ", phoneNumber: '+62 812-0000-0001' },
            });
            expect(updateProfileCustomer.profile).toMatchObject({
                name: "Siti-Aisyah O'Brien Muh. Zoë",
                phoneNumber: '+6281200000001',
            });
            await shopClient.query(UPDATE, { input: GOOD_PROFILE });
        });

        it.each(BAD_PROFILES)('refuses %s and stores nothing', async (_label, override, field, code) => {
            const before = (await shopClient.query(PROFILE)).profileCustomer;
            const rowBefore = await repo(Customer).findOneByOrFail({ id: before.id.replace(/^T_/, '') });
            const { updateProfileCustomer } = await shopClient.query(UPDATE, {
                input: { ...GOOD_PROFILE, ...override, name: 'name' in override ? override.name : 'Changed Name' },
            });
            expect(updateProfileCustomer.__typename).toBe('ProfileValidationError');
            expect(updateProfileCustomer.errorCode).toBe('PROFILE_INVALID_INPUT');
            expect(updateProfileCustomer.fieldErrors).toContainEqual({ field, code });
            expect((await shopClient.query(PROFILE)).profileCustomer).toEqual(before);
            expect(await repo(Customer).findOneByOrFail({ id: rowBefore.id })).toEqual(rowBefore);
        });

        // The shared table (packages/rules/src/cases.ts): the same codes the schema and the form give, nothing stored.
        it.each(profileCases.bad)('table: refuses $label in $field with $code and stores nothing', async ({ field, value, code }) => {
            const before = (await shopClient.query(PROFILE)).profileCustomer;
            const rowBefore = await repo(Customer).findOneByOrFail({ id: before.id.replace(/^T_/, '') });
            const input = { ...GOOD_PROFILE, name: 'Changed Name', [field]: value };
            const { updateProfileCustomer } = await shopClient.query(UPDATE, { input });
            expect(updateProfileCustomer.__typename).toBe('ProfileValidationError');
            expect(updateProfileCustomer.fieldErrors).toEqual([{ field, code }]);
            expect((await shopClient.query(PROFILE)).profileCustomer).toEqual(before);
            expect(await repo(Customer).findOneByOrFail({ id: rowBefore.id })).toEqual(rowBefore);
        });

        it('refuses a phone number of another account', async () => {
            const { updateProfileCustomer } = await shopClient.query(UPDATE, {
                input: { ...GOOD_PROFILE, phoneNumber: otherAccount.phoneNumber },
            });
            expect(updateProfileCustomer.fieldErrors).toEqual([{ field: 'phoneNumber', code: 'PHONE_CONFLICT' }]);
        });

        it("refuses another account's e-mail address (EMAIL_ADDRESS_CONFLICT) and changes nothing", async () => {
            const before = (await shopClient.query(PROFILE)).profileCustomer;
            const usersBefore = await repo(User).countBy({ identifier: otherAccount.email });
            const { updateProfileCustomer } = await shopClient.query(UPDATE, {
                input: { ...GOOD_PROFILE, name: 'Taken Over', emailAddress: otherAccount.email.toUpperCase() },
            });
            expect(updateProfileCustomer.fieldErrors).toEqual([{ field: 'emailAddress', code: 'EMAIL_ADDRESS_CONFLICT' }]);
            expect((await shopClient.query(PROFILE)).profileCustomer).toEqual(before);
            const other = await repo(Customer).findOneByOrFail({ emailAddress: otherAccount.email });
            expect(other.firstName).toBe(otherAccount.firstName);
            // (The product specialist is also a back-office administrator: two users with that identifier.)
            expect(await repo(User).countBy({ identifier: otherAccount.email })).toBe(usersBefore);
        });

        it("Vendure's own unchecked customer mutations are closed on the shop API", async () => {
            await expect(
                shopClient.query(gql`
                    mutation {
                        updateCustomer(input: { firstName: "<script>" }) {
                            id
                        }
                    }
                `),
            ).rejects.toThrow(/updateCustomer is not available/);
            await expect(
                shopClient.query(gql`
                    mutation {
                        ... on Mutation {
                            createCustomerAddress(input: { streetLine1: "x", countryCode: "ID" }) {
                                id
                            }
                        }
                    }
                `),
            ).rejects.toThrow(/createCustomerAddress is not available/);
            const stored = await repo(Customer).findOneByOrFail({ emailAddress: customerAccount.email });
            expect(stored.firstName).toBe('Rina');
            // The admin API still edits customers.
            await adminClient.asSuperAdmin();
            const { updateCustomer } = await adminClient.query(
                gql`
                    mutation ($id: ID!) {
                        updateCustomer(input: { id: $id, title: "Ibu" }) {
                            ... on Customer {
                                title
                            }
                        }
                    }
                `,
                { id: stored.id },
            );
            expect(updateCustomer.title).toBe('Ibu');
        });
    });

    describe('photo', () => {
        it('re-encodes a PNG to a 512 px JPEG without metadata, stored outside the public assets', async () => {
            await signInAs(customerAccount);
            tokenOfA = shopClient.getAuthToken();
            const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d6246e' } })
                .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
                .png()
                .toBuffer();
            const { uploadProfilePhoto } = await upload('me.png', png);
            expect(uploadProfilePhoto.__typename).toBe('ProfileCustomerUpdated');
            photoOfA = uploadProfilePhoto.profile.photoURL;
            expect(photoOfA).toMatch(/^\/api\/profile\/photo\/[a-f0-9]{32}$/);

            const res = await photoRequest(photoOfA, tokenOfA);
            expect(res.status).toBe(200);
            expect(res.headers.get('content-type')).toBe('image/jpeg');
            expect(res.headers.get('cache-control')).toContain('private');
            const served = Buffer.from(await res.arrayBuffer());
            const meta = await sharp(served).metadata();
            expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
            expect(meta.exif).toBeUndefined();
            expect(served.includes(Buffer.from('secret-gps-owner'))).toBe(false);

            const files = await fs.readdir(photoDir, { recursive: true });
            expect(files.filter(f => f.endsWith('.jpg'))).toHaveLength(1);
            // Not reachable through Vendure's public asset route.
            const asAsset = await fetch(`http://localhost:${PORT}/assets/${photoOfA.split('/').pop()}.jpg`);
            expect(asAsset.status).not.toBe(200);
        });

        it.each([
            ['a GIF', 'me.gif', Buffer.from('GIF89a....'), 'FILE_TYPE'],
            ['a file without extension', 'photo', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'FILE_TYPE'],
            ['an SVG', 'me.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'FILE_TYPE'],
            ['a text file named .png', 'me.png', Buffer.from('<script>alert(1)</script>'), 'FILE_CONTENT'],
            ['a PNG named .jpg', 'me.jpg', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'FILE_CONTENT'],
            ['a truncated JPEG', 'me.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'FILE_CONTENT'],
            ['a 6 MB file', 'big.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)]), 'FILE_TOO_LARGE'],
        ])('refuses %s, keeping the current photo', async (_label, name, bytes, code) => {
            const { uploadProfilePhoto } = await upload(name, bytes);
            expect(uploadProfilePhoto).toMatchObject({ __typename: 'ProfilePhotoError', errorCode: 'PROFILE_PHOTO_INVALID', code });
            expect((await shopClient.query(PROFILE)).profileCustomer.photoURL).toBe(photoOfA);
        });

        it('serves the photo to its owner only', async () => {
            expect((await photoRequest(photoOfA)).status).toBe(401);
            await signInAs(otherAccount);
            const res = await photoRequest(photoOfA, shopClient.getAuthToken());
            expect(res.status).toBe(404);
            expect((await res.arrayBuffer()).byteLength).toBeLessThan(20);
            expect((await photoRequest('/api/profile/photo/..%2F..%2Fetc%2Fpasswd', shopClient.getAuthToken())).status).toBe(404);
            // The other customer's own profile does not show it.
            expect((await shopClient.query(PROFILE)).profileCustomer.photoURL).toBeNull();
        });

        it('replacing the photo removes the old file; deleting removes the photo', async () => {
            await signInAs(customerAccount);
            const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#222' } }).jpeg().toBuffer();
            const { uploadProfilePhoto } = await upload('new.JPG', jpeg);
            const next = uploadProfilePhoto.profile.photoURL;
            expect(next).not.toBe(photoOfA);
            expect((await photoRequest(photoOfA, shopClient.getAuthToken())).status).toBe(404);
            expect((await photoRequest(next, shopClient.getAuthToken())).status).toBe(200);
            const { deleteProfilePhoto } = await shopClient.query(DELETE_PHOTO);
            expect(deleteProfilePhoto.photoURL).toBeNull();
            expect((await photoRequest(next, shopClient.getAuthToken())).status).toBe(404);
            const files = await fs.readdir(photoDir, { recursive: true });
            expect(files.filter(f => f.endsWith('.jpg'))).toHaveLength(0);
            photoOfA = (await upload('again.png', await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } }).png().toBuffer()))
                .uploadProfilePhoto.profile.photoURL;
        });
    });

    describe('delivery addresses', () => {
        it('creates the first address as the default, with province and city names', async () => {
            await signInAs(customerAccount);
            const { createDeliveryAddressCustomer } = await shopClient.query(CREATE_ADDRESS, { input: GOOD_ADDRESS });
            expect(createDeliveryAddressCustomer).toMatchObject({
                __typename: 'DeliveryAddress',
                name: 'Rina Kartika',
                phoneNumber: '+6281234567890',
                address: 'Jl. Jend. Sudirman No. 5, RT 01/RW 02',
                provinceId: '31',
                provinceName: 'DKI Jakarta',
                cityId: '3173',
                cityName: 'Kota Jakarta Pusat',
                zipCode: '10220',
                isDefault: true,
            });
            addressOfA = createDeliveryAddressCustomer.id;
            const row = await repo(Address).findOneOrFail({ where: { id: addressOfA.replace(/^T_/, '') }, relations: { customer: true, country: true } });
            expect(row.country.code).toBe('ID');
            expect(row.customFields).toMatchObject({ provinceId: '31', cityId: '3173' });
        });

        it('a second address can become the default; the list has the default first', async () => {
            const { createDeliveryAddressCustomer } = await shopClient.query(CREATE_ADDRESS, {
                input: { ...GOOD_ADDRESS, address: 'Jl. Asia Afrika No. 8', provinceId: '32', cityId: '3273', zipCode: '40111', isDefault: true },
            });
            expect(createDeliveryAddressCustomer).toMatchObject({ isDefault: true, cityName: 'Kota Bandung' });
            const { deliveryAddressCustomer } = await shopClient.query(ADDRESSES);
            expect(deliveryAddressCustomer.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false]);
            expect(deliveryAddressCustomer[0].id).toBe(createDeliveryAddressCustomer.id);
        });

        it('updates an address', async () => {
            const { updateDeliveryAddressCustomer } = await shopClient.query(UPDATE_ADDRESS, {
                id: addressOfA,
                input: { ...GOOD_ADDRESS, address: 'Jl. Thamrin No. 1', cityId: '3171', zipCode: '12190' },
            });
            expect(updateDeliveryAddressCustomer).toMatchObject({ address: 'Jl. Thamrin No. 1', cityName: 'Kota Jakarta Selatan', zipCode: '12190' });
        });

        it.each(BAD_ADDRESSES)('refuses %s on create and update, storing nothing', async (_label, override, field, code) => {
            const before = await repo(Address).find({ order: { id: 'ASC' } });
            const create = await shopClient.query(CREATE_ADDRESS, { input: { ...GOOD_ADDRESS, ...override } });
            expect(create.createDeliveryAddressCustomer.__typename).toBe('ProfileValidationError');
            expect(create.createDeliveryAddressCustomer.fieldErrors).toContainEqual({ field, code });
            const update = await shopClient.query(UPDATE_ADDRESS, { id: addressOfA, input: { ...GOOD_ADDRESS, ...override } });
            expect(update.updateDeliveryAddressCustomer.fieldErrors).toContainEqual({ field, code });
            expect(await repo(Address).find({ order: { id: 'ASC' } })).toEqual(before);
        });

        it("another customer can neither see, change nor delete this customer's address", async () => {
            const before = await repo(Address).findOneByOrFail({ id: addressOfA.replace(/^T_/, '') });
            await signInAs(otherAccount);
            expect((await shopClient.query(ADDRESSES)).deliveryAddressCustomer).toEqual([]);
            const update = await shopClient.query(UPDATE_ADDRESS, { id: addressOfA, input: { ...GOOD_ADDRESS, name: 'Budi Intruder' } });
            expect(update.updateDeliveryAddressCustomer).toEqual({ __typename: 'DeliveryAddressNotFoundError', errorCode: 'DELIVERY_ADDRESS_NOT_FOUND' });
            const del = await shopClient.query(DELETE_ADDRESS, { id: addressOfA });
            expect(del.deleteDeliveryAddressCustomer.__typename).toBe('DeliveryAddressNotFoundError');
            expect(await repo(Address).findOneByOrFail({ id: addressOfA.replace(/^T_/, '') })).toEqual(before);
            // Updating their own profile touches only their own row.
            await shopClient.query(UPDATE, {
                input: { ...GOOD_PROFILE, name: 'Budi Santoso', emailAddress: otherAccount.email, phoneNumber: otherAccount.phoneNumber },
            });
            const a = await repo(Customer).findOneByOrFail({ emailAddress: customerAccount.email });
            expect(a.firstName).toBe('Rina');
        });

        it('deletes an address; the other becomes or stays the default', async () => {
            await signInAs(customerAccount);
            const { deleteDeliveryAddressCustomer } = await shopClient.query(DELETE_ADDRESS, { id: addressOfA });
            expect(deleteDeliveryAddressCustomer).toEqual({ __typename: 'DeliveryAddressDeleted', id: addressOfA });
            const { deliveryAddressCustomer } = await shopClient.query(ADDRESSES);
            expect(deliveryAddressCustomer).toHaveLength(1);
            expect(deliveryAddressCustomer[0].isDefault).toBe(true);
            const again = await shopClient.query(DELETE_ADDRESS, { id: addressOfA });
            expect(again.deleteDeliveryAddressCustomer.__typename).toBe('DeliveryAddressNotFoundError');
        });

        it('stops at 10 addresses', async () => {
            for (let i = 0; i < 9; i++) {
                const r = await shopClient.query(CREATE_ADDRESS, { input: { ...GOOD_ADDRESS, address: `Jl. Kenanga No. ${i + 1}` } });
                expect(r.createDeliveryAddressCustomer.__typename).toBe('DeliveryAddress');
            }
            const eleventh = await shopClient.query(CREATE_ADDRESS, { input: GOOD_ADDRESS });
            expect(eleventh.createDeliveryAddressCustomer.fieldErrors).toEqual([{ field: 'address', code: 'LIMIT_REACHED' }]);
        });
    });

    it('a new e-mail address waits for confirmation: the account, its sign-in identifier and its session stay as they were', async () => {
        await signInAs(customerAccount);
        const { updateProfileCustomer } = await shopClient.query(UPDATE, {
            input: { ...GOOD_PROFILE, emailAddress: 'Rina.New@Alva.example' },
        });
        expect(updateProfileCustomer).toMatchObject({
            __typename: 'ProfileCustomerUpdated',
            emailChanged: true,
            profile: { emailAddress: customerAccount.email, emailVerified: true },
        });
        const user = await repo(User).findOneByOrFail({ identifier: customerAccount.email });
        expect(user.verified).toBe(true);
        expect(await repo(User).countBy({ identifier: 'rina.new@alva.example' })).toBe(0);
        // The same session keeps working; the other fields were saved.
        const { profileCustomer } = await shopClient.query(PROFILE);
        expect(profileCustomer).toMatchObject({ emailAddress: customerAccount.email, name: GOOD_PROFILE.name });
    });
});
