import type { CreateMetaTagInput } from '../plugins/content/services/meta-tag.service';

export const SITE_NAME = 'Alva';
/** Default title/description of the site: the brand tagline (SPEC §2). */
export const BRAND_TAGLINE = {
    en: { title: 'Alva — Electric motorcycles made for Indonesia', description: 'Ride electric with Alva: smart electric motorcycles designed and built in Indonesia, with swappable batteries, experience centres and dealers across the country.' },
    id: { title: 'Alva — Motor listrik untuk Indonesia', description: 'Berkendara listrik bersama Alva: motor listrik pintar yang dirancang dan dibuat di Indonesia, dengan baterai yang dapat ditukar serta experience center dan dealer di seluruh Indonesia.' },
};

const og = (title: string, description: string, imagePath = '/images/og-default.png') => ({
    title,
    description,
    site_name: SITE_NAME,
    imageUrl: imagePath,
});

function page(pageName: string, en: { title: string; description: string }, id: { title: string; description: string }, extraOg: Array<{ en: ReturnType<typeof og>; id: ReturnType<typeof og> }> = []): CreateMetaTagInput {
    return {
        pageName,
        translations: [
            { languageCode: 'en', ...en, og: [og(en.title, en.description), ...extraOg.map(o => o.en)] },
            { languageCode: 'id', ...id, og: [og(id.title, id.description), ...extraOg.map(o => o.id)] },
        ],
    };
}

export const META_TAGS: CreateMetaTagInput[] = [
    page('home', BRAND_TAGLINE.en, BRAND_TAGLINE.id),
    page(
        'product',
        { title: 'Electric motorcycles — Alva One, Cervo and N3 | Alva', description: 'Compare Alva One, Alva Cervo and Alva N3: range, top speed, battery options and prices. Book a test ride at an Alva experience centre near you.' },
        { title: 'Motor listrik — Alva One, Cervo, dan N3 | Alva', description: 'Bandingkan Alva One, Alva Cervo, dan Alva N3: jarak tempuh, kecepatan maksimum, pilihan baterai, dan harga. Jadwalkan test ride di experience center Alva terdekat.' },
    ),
    page(
        'product-detail',
        { title: 'Configure your Alva | Alva', description: 'Choose the colour, accent and battery option of your Alva electric motorcycle, then pay in full or by instalments.' },
        { title: 'Konfigurasikan Alva Anda | Alva', description: 'Pilih warna, aksen, dan opsi baterai motor listrik Alva Anda, lalu bayar penuh atau dengan cicilan.' },
        [
            {
                en: og('Alva One — the everyday electric scooter', 'Up to 70 km per battery, swappable in seconds.', '/images/og-alva-one.png'),
                id: og('Alva One — skuter listrik harian', 'Hingga 70 km per baterai, ditukar dalam hitungan detik.', '/images/og-alva-one.png'),
            },
        ],
    ),
    page(
        'login',
        { title: 'Sign in | Alva', description: 'Sign in to your Alva account to book test rides, track orders and manage your electric motorcycle.' },
        { title: 'Masuk | Alva', description: 'Masuk ke akun Alva Anda untuk menjadwalkan test ride, melacak pesanan, dan mengelola motor listrik Anda.' },
    ),
    page(
        'profile',
        { title: 'My profile | Alva', description: 'Manage your personal details, identity documents and preferences.' },
        { title: 'Profil saya | Alva', description: 'Kelola data pribadi, dokumen identitas, dan preferensi Anda.' },
    ),
];
