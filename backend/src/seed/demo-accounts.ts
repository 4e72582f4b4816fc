/**
 * Demo accounts created by the seed in Vendure and, when it is running, in the Firebase Auth Emulator.
 * For local development only: the seed refuses to create them when NODE_ENV=production unless
 * SEED_DEMO_ACCOUNTS=true.
 */
export const DEMO_PASSWORD = 'AlvaDemo#2026';

/** Staff roles of SPEC §6 as Vendure roles (their permissions: STAFF_ROLES in seed.ts). */
export type StaffRoleCode = 'product-specialist' | 'product-specialist-coordinator' | 'admin-e-commerce';

export type DemoAccountKind = 'customer' | 'product-specialist' | 'coordinator' | 'ecommerce-admin';

export interface DemoAccount {
    kind: DemoAccountKind;
    label: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    isPS: boolean;
    role: string | null;
    /** Also a Vendure Administrator with this role (dashboard sign-in with the same e-mail and password). */
    administratorRole?: StaffRoleCode;
    branchLocation?: string;
    gender: 'MALE' | 'FEMALE';
    occupation?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
    {
        kind: 'customer',
        label: 'Customer',
        email: 'customer@alva.example',
        password: DEMO_PASSWORD,
        firstName: 'Rina',
        lastName: 'Wijaya',
        phoneNumber: '+6281200000001',
        isPS: false,
        role: null,
        gender: 'FEMALE',
        occupation: 'Graphic designer',
    },
    {
        kind: 'product-specialist',
        label: 'Product specialist',
        email: 'ps@alva.example',
        password: DEMO_PASSWORD,
        firstName: 'Budi',
        lastName: 'Santoso',
        phoneNumber: '+6281200000002',
        isPS: true,
        role: 'Product Specialist',
        administratorRole: 'product-specialist',
        branchLocation: 'alva-experience-center-senopati',
        gender: 'MALE',
    },
    {
        kind: 'coordinator',
        label: 'Product specialist coordinator',
        email: 'coordinator@alva.example',
        password: DEMO_PASSWORD,
        firstName: 'Sari',
        lastName: 'Hartono',
        phoneNumber: '+6281200000003',
        isPS: true,
        role: 'Product Specialist Coordinator',
        administratorRole: 'product-specialist-coordinator',
        branchLocation: 'alva-experience-center-senopati',
        gender: 'FEMALE',
    },
    {
        kind: 'ecommerce-admin',
        label: 'E-commerce admin',
        email: 'admin@alva.example',
        password: DEMO_PASSWORD,
        firstName: 'Andi',
        lastName: 'Pratama',
        phoneNumber: '+6281200000004',
        isPS: false,
        role: 'Admin E-Commerce',
        administratorRole: 'admin-e-commerce',
        gender: 'MALE',
    },
];

/** The demo customer's bikes in "my EV" (VINs of 17 characters without I, O and Q). */
export const DEMO_VEHICLE_OWNER = 'customer@alva.example';
export const DEMO_VEHICLES = [
    {
        vin: 'MH1ALVA0NE2025001',
        productSlug: 'alva-one-1-battery',
        registrationPlate: 'B 4721 SJA',
        purchaseDate: '2025-03-02T03:00:00.000Z',
        arrivedDate: '2025-03-20T03:00:00.000Z',
        deliveryDate: '2025-03-22T03:00:00.000Z',
    },
    {
        vin: 'MH1ALVACERV025002',
        productSlug: 'alva-cervo',
        registrationPlate: 'B 3310 PKV',
        purchaseDate: '2026-01-10T03:00:00.000Z',
        arrivedDate: '2026-02-01T03:00:00.000Z',
        deliveryDate: '2026-02-03T03:00:00.000Z',
    },
];
