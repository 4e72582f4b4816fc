/**
 * Product page content blocks (SPEC §3: column slider, specification, colours, main body, battery) of the
 * three motorcycles, in English and Indonesian. DEMO DATA like the rest of the catalogue: figures are
 * invented for the prototype, not the maker's published specifications.
 */
import type { ProductContent } from '../plugins/catalogue/product-content';
import { factNumber as num, MODEL_FACTS as FACTS, type ModelFacts } from './model-facts';

type Lang = 'en' | 'id';


function build(f: ModelFacts, lang: Lang): ProductContent {
    const en = lang === 'en';
    return {
        tagline: f.tagline[lang],
        columnSlider: [
            {
                title: en ? `${f.topSpeed} km/h top speed` : `Kecepatan maksimum ${f.topSpeed} km/jam`,
                body: en
                    ? `${num(f.motorKw, lang)} kW peak power and ${f.torque} Nm at the wheel from a standstill.`
                    : `Daya puncak ${num(f.motorKw, lang)} kW dan torsi ${f.torque} Nm di roda sejak diam.`,
            },
            {
                title: en ? `Up to ${f.rangeDual} km` : `Hingga ${f.rangeDual} km`,
                body: en
                    ? `${f.rangeSingle} km on one battery, ${f.rangeDual} km with two (eco mode).`
                    : `${f.rangeSingle} km dengan satu baterai, ${f.rangeDual} km dengan dua (mode eco).`,
            },
            {
                title: en ? 'Swap or plug in' : 'Tukar atau colokkan',
                body: en
                    ? `Swap at an Alva station in a minute, or charge at home in ${num(f.chargeHours, lang)} hours.`
                    : `Tukar di stasiun Alva dalam satu menit, atau isi di rumah dalam ${f.chargeHours} jam.`,
            },
            {
                title: en ? 'Connected' : 'Terhubung',
                body: en
                    ? 'Find your bike, share it with family and see every trip in the Alva app.'
                    : 'Temukan motor Anda, bagikan ke keluarga, dan lihat setiap perjalanan di aplikasi Alva.',
            },
        ],
        specification: [
            { key: 'topSpeed', label: en ? 'Top speed' : 'Kecepatan maksimum', value: en ? `${f.topSpeed} km/h` : `${f.topSpeed} km/jam` },
            { key: 'peakPower', label: en ? 'Peak power' : 'Daya puncak', value: `${num(f.motorKw, lang)} kW` },
            { key: 'torque', label: en ? 'Torque' : 'Torsi', value: `${f.torque} Nm` },
            { key: 'rangeSingle', label: en ? 'Range, single battery' : 'Jarak tempuh, satu baterai', value: `${f.rangeSingle} km` },
            { key: 'rangeDual', label: en ? 'Range, dual battery' : 'Jarak tempuh, dua baterai', value: `${f.rangeDual} km` },
            { key: 'homeCharge', label: en ? 'Home charge (0–100 %)' : 'Pengisian di rumah (0–100 %)', value: en ? `${num(f.chargeHours, lang)} h` : `${f.chargeHours} jam` },
            { key: 'weight', label: en ? 'Kerb weight' : 'Berat kosong', value: `${f.weight} kg` },
            { key: 'seatHeight', label: en ? 'Seat height' : 'Tinggi jok', value: `${f.seat} mm` },
            { key: 'trunk', label: en ? 'Under-seat trunk' : 'Bagasi bawah jok', value: `${f.trunk} L` },
            { key: 'wheels', label: en ? 'Wheels' : 'Roda', value: f.wheel },
            { key: 'brakes', label: en ? 'Brakes' : 'Rem', value: f.brakes[lang] },
        ],
        colors: {
            title: en ? 'Pick your colours' : 'Pilih warna Anda',
            body: en
                ? 'Every body colour comes with a choice of accent on the wheels and trim.'
                : 'Setiap warna bodi tersedia dengan pilihan aksen pada velg dan list.',
        },
        mainBody: {
            title: en ? 'Designed around the rider' : 'Dirancang untuk pengendara',
            body: f.intro[lang],
            highlights: [
                {
                    title: en ? 'Full LED lighting' : 'Lampu LED penuh',
                    body: en ? 'Headlight, tail light and indicators, visible in rain.' : 'Lampu depan, belakang, dan sein, terlihat saat hujan.',
                },
                {
                    title: en ? 'Digital dashboard' : 'Dasbor digital',
                    body: en ? 'Speed, range and navigation hints at a glance.' : 'Kecepatan, jarak tempuh, dan petunjuk navigasi sekilas pandang.',
                },
                {
                    title: en ? 'Keyless start' : 'Start tanpa kunci',
                    body: en ? 'Start with the key fob or your phone.' : 'Nyalakan dengan remote atau ponsel Anda.',
                },
            ],
        },
        battery: {
            title: en ? 'Choose how you power it' : 'Pilih cara Anda mengisi daya',
            body: en
                ? 'Buy one battery, two for more range, or rent batteries by subscription and swap them at stations.'
                : 'Beli satu baterai, dua untuk jarak lebih jauh, atau sewa baterai berlangganan dan tukar di stasiun.',
            options: [
                {
                    code: 'single',
                    title: en ? 'Single battery' : 'Baterai tunggal',
                    body: en ? 'One removable battery, owned by you.' : 'Satu baterai lepas pasang, milik Anda.',
                    range: `${f.rangeSingle} km`,
                    charging: en ? `${num(f.chargeHours, lang)} h at home` : `${f.chargeHours} jam di rumah`,
                },
                {
                    code: 'dual',
                    title: en ? 'Dual battery' : 'Baterai ganda',
                    body: en ? 'Two batteries for longer trips, both owned by you.' : 'Dua baterai untuk perjalanan jauh, keduanya milik Anda.',
                    range: `${f.rangeDual} km`,
                    charging: en ? `${num(f.chargeHours, lang)} h per battery` : `${f.chargeHours} jam per baterai`,
                },
                {
                    code: 'subscription-rental',
                    title: en ? 'Subscription rental' : 'Sewa berlangganan',
                    body: en
                        ? 'A lower bike price; batteries are rented monthly and swapped at Alva stations.'
                        : 'Harga motor lebih rendah; baterai disewa bulanan dan ditukar di stasiun Alva.',
                    range: `${f.rangeSingle} km ${en ? 'per swap' : 'per tukar'}`,
                    charging: en ? 'Swap in about a minute' : 'Tukar dalam sekitar satu menit',
                },
            ],
        },
    };
}

/** JSON per language for each motorcycle slug. */
export const PRODUCT_CONTENT: Record<string, Record<Lang, string>> = Object.fromEntries(
    Object.entries(FACTS).map(([slug, facts]) => [slug, { en: JSON.stringify(build(facts, 'en')), id: JSON.stringify(build(facts, 'id')) }]),
);
