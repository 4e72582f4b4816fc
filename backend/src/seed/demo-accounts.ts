/**
 * Demo accounts created by the seed in Vendure and, when it is running, in the Firebase Auth Emulator.
 * For local development only: the seed refuses to create them when NODE_ENV=production unless
 * SEED_DEMO_ACCOUNTS=true.
 */
export const DEMO_PASSWORD = 'AlvaDemo#2026';

/** Staff roles of SPEC §6 as Vendure roles (their permissions: STAFF_ROLES in populate.ts). */
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
    {
        // The second demo owner: one bike, not on the leaderboard until she opts in (issue 15).
        kind: 'customer',
        label: 'Second bike owner',
        email: 'owner2@alva.example',
        password: DEMO_PASSWORD,
        firstName: 'Dewi',
        lastName: 'Lestari',
        phoneNumber: '+6281200000005',
        isPS: false,
        role: null,
        gender: 'FEMALE',
        occupation: 'Teacher',
    },
];

export interface DemoRider {
    email: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
}

/** Riders who only appear on the leaderboard: customers without a sign-in, each with one bike. */
export const DEMO_RIDERS: DemoRider[] = [
    { email: 'rider.agus@alva.example', firstName: 'Agus', lastName: 'Pratama', phoneNumber: '+6281200000101' },
    { email: 'rider.maya@alva.example', firstName: 'Maya', lastName: 'Sari', phoneNumber: '+6281200000102' },
    { email: 'rider.yusuf@alva.example', firstName: 'Yusuf', lastName: 'Hakim', phoneNumber: '+6281200000103' },
    { email: 'rider.putri@alva.example', firstName: 'Putri', lastName: 'Anggraini', phoneNumber: '+6281200000104' },
    { email: 'rider.eko@alva.example', firstName: 'Eko', lastName: 'Saputra', phoneNumber: '+6281200000105' },
    { email: 'rider.lina@alva.example', firstName: 'Lina', lastName: 'Marlina', phoneNumber: '+6281200000106' },
    { email: 'rider.hidden@alva.example', firstName: 'Joko', lastName: 'Susilo', phoneNumber: '+6281200000107' },
    { email: 'rider.rizky@alva.example', firstName: 'Rizky', lastName: 'Ramadhan', phoneNumber: '+6281200000108' },
    { email: 'rider.sinta@alva.example', firstName: 'Sinta', lastName: 'Dewi', phoneNumber: '+6281200000109' },
];

/**
 * Seeded riding of a bike: one trip a day over the last DEMO_RIDE_DAYS days, about dailyKm at about kmPerKwh (varied
 * day by day), sent through recordRideTrips' service like real ride data. optedIn: shown on the leaderboard.
 */
export interface DemoRiding {
    dailyKm: number;
    kmPerKwh: number;
    optedIn: boolean;
}
export const DEMO_RIDE_DAYS = 40;

export interface DemoVehicle {
    vin: string;
    /** The owner's e-mail: a demo account or a demo rider. */
    owner: string;
    productSlug: string;
    registrationPlate: string;
    city: string;
    purchaseDate: string;
    arrivedDate: string;
    deliveryDate: string;
    riding?: DemoRiding;
}

const riderBike = (
    vin: string,
    owner: string,
    productSlug: string,
    registrationPlate: string,
    city: string,
    riding: DemoRiding,
): DemoVehicle => ({
    vin,
    owner,
    productSlug,
    registrationPlate,
    city,
    purchaseDate: '2025-06-02T03:00:00.000Z',
    arrivedDate: '2025-06-20T03:00:00.000Z',
    deliveryDate: '2025-06-21T03:00:00.000Z',
    riding,
});

/**
 * The demo bikes (VINs of 17 characters without I, O and Q): the demo customer's two (the first on the leaderboard,
 * the second not), the second owner's one (not yet), and the riders' ones. Joko's bike rides the most in Jakarta but
 * is never listed: he has not opted in.
 */
export const DEMO_VEHICLES: DemoVehicle[] = [
    {
        vin: 'MH1ALVA0NE2025001',
        owner: 'customer@alva.example',
        productSlug: 'alva-one-1-battery',
        registrationPlate: 'B 4721 SJA',
        city: 'Jakarta',
        purchaseDate: '2025-03-02T03:00:00.000Z',
        arrivedDate: '2025-03-20T03:00:00.000Z',
        deliveryDate: '2025-03-22T03:00:00.000Z',
        riding: { dailyKm: 27, kmPerKwh: 36, optedIn: true },
    },
    {
        vin: 'MH1ALVACERV025002',
        owner: 'customer@alva.example',
        productSlug: 'alva-cervo',
        registrationPlate: 'B 3310 PKV',
        city: 'Jakarta',
        purchaseDate: '2026-01-10T03:00:00.000Z',
        arrivedDate: '2026-02-01T03:00:00.000Z',
        deliveryDate: '2026-02-03T03:00:00.000Z',
        riding: { dailyKm: 18, kmPerKwh: 31, optedIn: false },
    },
    riderBike('MH1ALVA0NE2025101', 'owner2@alva.example', 'alva-one-1-battery', 'B 6120 TKD', 'Jakarta', {
        dailyKm: 33,
        kmPerKwh: 34,
        optedIn: false,
    }),
    riderBike('MH1ALVA0NE2025201', 'rider.agus@alva.example', 'alva-one-1-battery', 'B 2231 UAG', 'Jakarta', {
        dailyKm: 41,
        kmPerKwh: 33,
        optedIn: true,
    }),
    riderBike('MH1ALVACERV025202', 'rider.maya@alva.example', 'alva-cervo', 'B 1187 SMY', 'Jakarta', {
        dailyKm: 22,
        kmPerKwh: 39,
        optedIn: true,
    }),
    riderBike('MH1ALVA0NE2025203', 'rider.yusuf@alva.example', 'alva-one-1-battery', 'B 5402 KYH', 'Jakarta', {
        dailyKm: 35,
        kmPerKwh: 30,
        optedIn: true,
    }),
    riderBike('MH1ALVACERV025204', 'rider.putri@alva.example', 'alva-cervo', 'B 7719 PTA', 'Jakarta', {
        dailyKm: 12,
        kmPerKwh: 42,
        optedIn: true,
    }),
    riderBike('MH1ALVA0NE2025205', 'rider.eko@alva.example', 'alva-one-1-battery', 'B 3058 EKS', 'Jakarta', {
        dailyKm: 29,
        kmPerKwh: 35,
        optedIn: true,
    }),
    riderBike('MH1ALVACERV025206', 'rider.lina@alva.example', 'alva-cervo', 'B 9921 LMN', 'Jakarta', {
        dailyKm: 16,
        kmPerKwh: 37,
        optedIn: true,
    }),
    riderBike('MH1ALVA0NE2025207', 'rider.hidden@alva.example', 'alva-one-1-battery', 'B 8800 JKS', 'Jakarta', {
        dailyKm: 58,
        kmPerKwh: 40,
        optedIn: false,
    }),
    riderBike('MH1ALVA0NE2025208', 'rider.rizky@alva.example', 'alva-one-1-battery', 'D 4410 RZK', 'Bandung', {
        dailyKm: 26,
        kmPerKwh: 34,
        optedIn: true,
    }),
    riderBike('MH1ALVACERV025209', 'rider.sinta@alva.example', 'alva-cervo', 'D 1203 SDW', 'Bandung', {
        dailyKm: 19,
        kmPerKwh: 38,
        optedIn: true,
    }),
];
