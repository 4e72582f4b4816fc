/**
 * Demo catalogue. EVERY price, specification and stock figure here is DEMO DATA invented for the
 * walking skeleton — not the maker's real price list. Prices are IDR; the seed multiplies by 100
 * (Vendure stores minor units).
 */
import { factNumber, MODEL_FACTS } from './model-facts';
import type { ItemIcon, ScooterShape } from './svg-art';

export interface Localized {
    en: string;
    id: string;
}

export interface OptionDef {
    code: string;
    name: Localized;
}

export interface OptionGroupDef {
    code: string;
    name: Localized;
    options: OptionDef[];
}

export interface MotorcycleDef {
    slug: string;
    shape: ScooterShape;
    name: Localized;
    description: Localized;
    /** Price (IDR) of the single-battery variant. */
    basePrice: number;
    colors: OptionDef[];
    accents: OptionDef[];
    stock: number;
}

export interface ShopItemDef {
    slug: string;
    collection: CollectionCode;
    name: Localized;
    description: Localized;
    price: number;
    stock: number;
    art: { kind: 'item'; icon: ItemIcon; color?: string } | { kind: 'battery'; capacity: string; cells: number };
    /** Apparel sizes become one variant each. */
    sizes?: string[];
}

export type CollectionCode = 'motorcycles' | 'battery' | 'accessories' | 'spare-parts' | 'apparel';

export const COLLECTIONS: Array<{ code: CollectionCode; name: Localized; description: Localized }> = [
    {
        code: 'motorcycles',
        name: { en: 'Motorcycles', id: 'Motor Listrik' },
        description: { en: 'Alva electric motorcycles.', id: 'Motor listrik Alva.' },
    },
    {
        code: 'battery',
        name: { en: 'Battery', id: 'Baterai' },
        description: { en: 'Battery packs and swap passes.', id: 'Paket baterai dan langganan tukar baterai.' },
    },
    {
        code: 'accessories',
        name: { en: 'Accessories', id: 'Aksesori' },
        description: { en: 'Ride-ready accessories.', id: 'Aksesori untuk berkendara.' },
    },
    {
        code: 'spare-parts',
        name: { en: 'Spare parts', id: 'Suku Cadang' },
        description: { en: 'Genuine Alva spare parts.', id: 'Suku cadang resmi Alva.' },
    },
    {
        code: 'apparel',
        name: { en: 'Apparel', id: 'Pakaian' },
        description: { en: 'Wear the brand.', id: 'Pakaian resmi Alva.' },
    },
];

export const BATTERY_OPTIONS: OptionGroupDef = {
    code: 'battery',
    name: { en: 'Battery', id: 'Baterai' },
    options: [
        { code: 'single', name: { en: 'Single battery', id: 'Baterai tunggal' } },
        { code: 'dual', name: { en: 'Dual battery', id: 'Baterai ganda' } },
        { code: 'subscription-rental', name: { en: 'Battery subscription (rental)', id: 'Sewa baterai (langganan)' } },
    ],
};

/** Price difference (IDR) of each battery option against the single-battery price. Demo figures. */
export const BATTERY_PRICE_DELTA: Record<string, number> = {
    single: 0,
    dual: 5_500_000,
    'subscription-rental': -6_000_000,
};

const black: OptionDef = { code: 'black', name: { en: 'Midnight Black', id: 'Hitam Midnight' } };
const white: OptionDef = { code: 'white', name: { en: 'Pearl White', id: 'Putih Mutiara' } };
const grey: OptionDef = { code: 'grey', name: { en: 'Urban Grey', id: 'Abu-abu Urban' } };
const whiteAccent: OptionDef = { code: 'white-accent', name: { en: 'White accent', id: 'Aksen putih' } };
const blackAccent: OptionDef = { code: 'black-accent', name: { en: 'Black accent', id: 'Aksen hitam' } };
const pinkAccent: OptionDef = { code: 'pink-accent', name: { en: 'Magenta accent', id: 'Aksen magenta' } };

/** A motorcycle's description: its pitch, then its top speed, range and home charge time from MODEL_FACTS. */
function describe(slug: string, pitch: Localized, extra: Localized): Localized {
    const f = MODEL_FACTS[slug];
    const en = [
        `Top speed ${f.topSpeed} km/h`,
        `Range up to ${f.rangeSingle} km per battery, ${f.rangeDual} km with two`,
        `${extra.en}, ${factNumber(f.chargeHours, 'en')} h home charge`,
    ];
    const id = [
        `Kecepatan maksimum ${f.topSpeed} km/jam`,
        `Jarak tempuh hingga ${f.rangeSingle} km per baterai, ${f.rangeDual} km dengan dua`,
        `${extra.id}, pengisian di rumah ${f.chargeHours} jam`,
    ];
    const list = (items: string[]) => `<ul>${items.map(item => `<li>${item}</li>`).join('')}</ul>`;
    return { en: `<p>${pitch.en}</p>${list(en)}`, id: `<p>${pitch.id}</p>${list(id)}` };
}

export const MOTORCYCLES: MotorcycleDef[] = [
    {
        slug: 'alva-one-1-battery',
        shape: 'one',
        name: { en: 'Alva One', id: 'Alva One' },
        description: describe(
            'alva-one-1-battery',
            {
                en: 'The everyday electric scooter for Jakarta streets: quick off the line, quiet in traffic and charged from any wall socket.',
                id: 'Skuter listrik harian untuk jalanan Jakarta: responsif saat start, senyap di kemacetan, dan bisa diisi dari stopkontak rumah.',
            },
            { en: 'Swappable battery', id: 'Baterai dapat ditukar' },
        ),
        basePrice: 35_900_000,
        colors: [black, white],
        accents: [whiteAccent, blackAccent],
        stock: 25,
    },
    {
        slug: 'alva-cervo',
        shape: 'cervo',
        name: { en: 'Alva Cervo', id: 'Alva Cervo' },
        description: describe(
            'alva-cervo',
            {
                en: 'A bigger, more comfortable tourer with room for two and a generous under-seat trunk.',
                id: 'Skuter touring yang lebih besar dan nyaman untuk berdua, dengan bagasi bawah jok yang lega.',
            },
            { en: 'Keyless start and connected app', id: 'Start tanpa kunci dan aplikasi terhubung' },
        ),
        basePrice: 48_500_000,
        colors: [black, grey],
        accents: [whiteAccent, pinkAccent],
        stock: 15,
    },
    {
        slug: 'alva-n3',
        shape: 'n3',
        name: { en: 'Alva N3', id: 'Alva N3' },
        description: describe(
            'alva-n3',
            {
                en: 'Light, nimble and affordable: the N3 makes the switch to electric easy for students and commuters.',
                id: 'Ringan, lincah, dan terjangkau: N3 memudahkan pelajar dan komuter beralih ke kendaraan listrik.',
            },
            { en: 'Low seat, easy to park', id: 'Jok rendah, mudah diparkir' },
        ),
        basePrice: 27_500_000,
        colors: [black, white],
        accents: [whiteAccent, blackAccent],
        stock: 30,
    },
];

/** A shop item's description in both languages, as one paragraph. */
const paragraph = (en: string, id: string): Localized => ({ en: `<p>${en}</p>`, id: `<p>${id}</p>` });

export const SHOP_ITEMS: ShopItemDef[] = [
    // battery
    {
        slug: 'alva-battery-pack-standard',
        collection: 'battery',
        name: { en: 'Alva Battery Pack 1.8 kWh', id: 'Paket Baterai Alva 1,8 kWh' },
        description: paragraph('Spare swappable lithium-ion pack for Alva One and N3.', 'Baterai litium-ion cadangan yang dapat ditukar untuk Alva One dan N3.'),
        price: 9_900_000,
        stock: 40,
        art: { kind: 'battery', capacity: '1.8 kWh', cells: 1 },
    },
    {
        slug: 'alva-battery-pack-long-range',
        collection: 'battery',
        name: { en: 'Alva Battery Pack 2.5 kWh Long Range', id: 'Paket Baterai Alva 2,5 kWh Jarak Jauh' },
        description: paragraph('Higher-capacity pack for the Alva Cervo.', 'Baterai berkapasitas lebih besar untuk Alva Cervo.'),
        price: 13_500_000,
        stock: 20,
        art: { kind: 'battery', capacity: '2.5 kWh', cells: 2 },
    },
    {
        slug: 'alva-battery-swap-pass-monthly',
        collection: 'battery',
        name: { en: 'Battery Swap Pass (monthly)', id: 'Paket Tukar Baterai (bulanan)' },
        description: paragraph('Unlimited swaps at Alva swap stations for 30 days.', 'Tukar baterai tanpa batas di stasiun Alva selama 30 hari.'),
        price: 250_000,
        stock: 500,
        art: { kind: 'item', icon: 'swap-pass' },
    },
    // accessories
    {
        slug: 'alva-half-face-helmet',
        collection: 'accessories',
        name: { en: 'Alva Half-Face Helmet', id: 'Helm Half-Face Alva' },
        description: paragraph('SNI-certified half-face helmet with a clear visor.', 'Helm half-face bersertifikat SNI dengan visor bening.'),
        price: 650_000,
        stock: 60,
        art: { kind: 'item', icon: 'helmet', color: 'pink' },
    },
    {
        slug: 'alva-phone-holder',
        collection: 'accessories',
        name: { en: 'Handlebar Phone Holder', id: 'Dudukan Ponsel Setang' },
        description: paragraph('Vibration-damped holder for phones up to 6.9 inches.', 'Dudukan peredam getaran untuk ponsel hingga 6,9 inci.'),
        price: 225_000,
        stock: 80,
        art: { kind: 'item', icon: 'phone-holder' },
    },
    {
        slug: 'alva-top-box-30l',
        collection: 'accessories',
        name: { en: 'Top Box 30 L', id: 'Top Box 30 L' },
        description: paragraph('Lockable rear top box that fits a full-face helmet.', 'Top box belakang berkunci, muat helm full-face.'),
        price: 850_000,
        stock: 35,
        art: { kind: 'item', icon: 'top-box' },
    },
    {
        slug: 'alva-fast-charger',
        collection: 'accessories',
        name: { en: 'Home Fast Charger 10 A', id: 'Pengisi Daya Cepat Rumah 10 A' },
        description: paragraph('Charges a 1.8 kWh pack from 20 to 80 % in about 75 minutes.', 'Mengisi baterai 1,8 kWh dari 20 ke 80 % dalam sekitar 75 menit.'),
        price: 1_750_000,
        stock: 25,
        art: { kind: 'item', icon: 'charger' },
    },
    // spare parts
    {
        slug: 'alva-brake-pad-set',
        collection: 'spare-parts',
        name: { en: 'Front Brake Pad Set', id: 'Set Kampas Rem Depan' },
        description: paragraph('Genuine disc brake pads for all Alva models.', 'Kampas rem cakram resmi untuk semua model Alva.'),
        price: 145_000,
        stock: 120,
        art: { kind: 'item', icon: 'brake-pad' },
    },
    {
        slug: 'alva-tyre-90-90-14',
        collection: 'spare-parts',
        name: { en: 'Tubeless Tyre 90/90-14', id: 'Ban Tubeless 90/90-14' },
        description: paragraph('Low-rolling-resistance tyre for longer range.', 'Ban dengan hambatan gulir rendah untuk jarak tempuh lebih jauh.'),
        price: 395_000,
        stock: 70,
        art: { kind: 'item', icon: 'tyre' },
    },
    {
        slug: 'alva-mirror-set',
        collection: 'spare-parts',
        name: { en: 'Side Mirror Set', id: 'Set Spion' },
        description: paragraph('Left and right mirrors with magenta stems.', 'Spion kiri dan kanan dengan tangkai magenta.'),
        price: 185_000,
        stock: 90,
        art: { kind: 'item', icon: 'mirror' },
    },
    {
        slug: 'alva-rear-shock-absorber',
        collection: 'spare-parts',
        name: { en: 'Rear Shock Absorber', id: 'Shock Absorber Belakang' },
        description: paragraph('Preload-adjustable rear shock.', 'Shock belakang dengan preload yang dapat diatur.'),
        price: 620_000,
        stock: 30,
        art: { kind: 'item', icon: 'shock' },
    },
    // apparel
    {
        slug: 'alva-logo-t-shirt',
        collection: 'apparel',
        name: { en: 'Alva Logo T-Shirt', id: 'Kaos Logo Alva' },
        description: paragraph('Combed cotton 30s T-shirt in midnight black.', 'Kaos katun combed 30s warna hitam midnight.'),
        price: 149_000,
        stock: 50,
        art: { kind: 'item', icon: 't-shirt', color: 'black' },
        sizes: ['S', 'M', 'L', 'XL'],
    },
    {
        slug: 'alva-riding-jacket',
        collection: 'apparel',
        name: { en: 'Alva Riding Jacket', id: 'Jaket Berkendara Alva' },
        description: paragraph('Water-resistant jacket with shoulder and elbow protectors.', 'Jaket tahan air dengan pelindung bahu dan siku.'),
        price: 899_000,
        stock: 20,
        art: { kind: 'item', icon: 'jacket', color: 'black' },
        sizes: ['S', 'M', 'L', 'XL'],
    },
    {
        slug: 'alva-cap',
        collection: 'apparel',
        name: { en: 'Alva Cap', id: 'Topi Alva' },
        description: paragraph('Six-panel cap with embroidered logo.', 'Topi enam panel dengan logo bordir.'),
        price: 129_000,
        stock: 45,
        art: { kind: 'item', icon: 'cap', color: 'pink' },
    },
];
