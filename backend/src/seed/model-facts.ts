/**
 * THE figures of each motorcycle (DEMO DATA, invented for the prototype): the product page's specification, the
 * catalogue descriptions and the FAQ are all written from these, so a figure is stated once (issue 18 point 10).
 * `chargeHours` and `motorKw` keep the Indonesian decimal comma; `num()` of product-content-data turns it for English.
 */
export interface ModelFacts {
    topSpeed: number;
    rangeSingle: number;
    rangeDual: number;
    motorKw: string;
    torque: number;
    chargeHours: string;
    weight: number;
    seat: number;
    trunk: number;
    wheel: string;
    brakes: { en: string; id: string };
    tagline: { en: string; id: string };
    intro: { en: string; id: string };
}

export const MODEL_FACTS: Record<string, ModelFacts> = {
    'alva-one-1-battery': {
        topSpeed: 90,
        rangeSingle: 70,
        rangeDual: 125,
        motorKw: '4,5',
        torque: 120,
        chargeHours: '2,5',
        weight: 97,
        seat: 780,
        trunk: 22,
        wheel: '14"',
        brakes: { en: 'Front and rear disc, CBS', id: 'Cakram depan dan belakang, CBS' },
        tagline: { en: 'Made for the city, built for every day.', id: 'Dibuat untuk kota, siap untuk setiap hari.' },
        intro: {
            en: 'A light aluminium frame, a quiet hub motor and a battery you can carry upstairs.',
            id: 'Rangka aluminium ringan, motor hub yang senyap, dan baterai yang bisa dibawa ke atas.',
        },
    },
    'alva-cervo': {
        topSpeed: 95,
        rangeSingle: 65,
        rangeDual: 125,
        motorKw: '5,0',
        torque: 135,
        chargeHours: '3',
        weight: 112,
        seat: 770,
        trunk: 30,
        wheel: '14"',
        brakes: { en: 'Front and rear disc, ABS', id: 'Cakram depan dan belakang, ABS' },
        tagline: {
            en: 'Room for two, range for the weekend.',
            id: 'Lega untuk berdua, jarak tempuh untuk akhir pekan.',
        },
        intro: {
            en: 'A longer seat, a bigger trunk and two battery bays for trips out of town.',
            id: 'Jok lebih panjang, bagasi lebih besar, dan dua slot baterai untuk perjalanan ke luar kota.',
        },
    },
    'alva-n3': {
        topSpeed: 70,
        rangeSingle: 60,
        rangeDual: 110,
        motorKw: '3,0',
        torque: 95,
        chargeHours: '2,5',
        weight: 84,
        seat: 740,
        trunk: 18,
        wheel: '12"',
        brakes: { en: 'Front disc, rear drum, CBS', id: 'Cakram depan, tromol belakang, CBS' },
        tagline: { en: 'Easy to ride, easy to own.', id: 'Mudah dikendarai, mudah dimiliki.' },
        intro: {
            en: 'A low seat and a tight turning circle for first-time riders and narrow streets.',
            id: 'Jok rendah dan radius putar kecil untuk pengendara pemula dan jalan sempit.',
        },
    },
};

/** Number formatting differs per language only in the decimal mark (the facts store the Indonesian comma). */
export const factNumber = (value: string, lang: 'en' | 'id') => (lang === 'en' ? value.replace(',', '.') : value);
