import { siteOrigins } from '../environment';
import type { CreateMetaTagInput } from '../plugins/content/services/meta-tag.service';

export const SITE_NAME = 'Alva';
/** Default title/description of the site: the brand tagline (SPEC §2). */
export const BRAND_TAGLINE = {
    en: { title: 'Alva — Electric motorcycles made for Indonesia', description: 'Ride electric with Alva: smart electric motorcycles designed and built in Indonesia, with swappable batteries, experience centres and dealers across the country.' },
    id: { title: 'Alva — Motor listrik untuk Indonesia', description: 'Berkendara listrik bersama Alva: motor listrik pintar yang dirancang dan dibuat di Indonesia, dengan baterai yang dapat ditukar serta experience center dan dealer di seluruh Indonesia.' },
};

/** The only social image the site has (public/og-default.jpg); og:image must be an absolute URL. */
export const OG_IMAGE_PATH = '/og-default.jpg';

type Copy = { title: string; description: string };

const og = (siteUrl: string, copy: Copy) => ({
    title: copy.title,
    description: copy.description,
    site_name: SITE_NAME,
    imageUrl: `${siteUrl}${OG_IMAGE_PATH}`,
});

/**
 * One og item per page and locale: the site renders its default social tags when there is exactly one
 * item, and one set per item when there are more.
 */
function page(siteUrl: string, pageName: string, en: Copy, id: Copy): CreateMetaTagInput {
    return {
        pageName,
        translations: [
            { languageCode: 'en', ...en, og: [og(siteUrl, en)] },
            { languageCode: 'id', ...id, og: [og(siteUrl, id)] },
        ],
    };
}

/**
 * The seeded meta tags. Created only when a page has none (the seed never overwrites edits), so a
 * database seeded earlier keeps its rows until it is reset.
 */
export function metaTags(siteUrl: string = siteOrigins()[0]): CreateMetaTagInput[] {
    return [
        page(siteUrl, 'home', BRAND_TAGLINE.en, BRAND_TAGLINE.id),
        page(
            siteUrl,
            'product',
            { title: 'Electric motorcycles — Alva One, Cervo and N3 | Alva', description: 'Compare Alva One, Alva Cervo and Alva N3: range, top speed, battery options and prices. Book a test ride at an Alva experience centre near you.' },
            { title: 'Motor listrik — Alva One, Cervo, dan N3 | Alva', description: 'Bandingkan Alva One, Alva Cervo, dan Alva N3: jarak tempuh, kecepatan maksimum, pilihan baterai, dan harga. Jadwalkan test ride di experience center Alva terdekat.' },
        ),
        page(
            siteUrl,
            'product-detail',
            { title: 'Configure your Alva | Alva', description: 'Choose the colour, accent and battery option of your Alva electric motorcycle, then pay in full or by instalments.' },
            { title: 'Konfigurasikan Alva Anda | Alva', description: 'Pilih warna, aksen, dan opsi baterai motor listrik Alva Anda, lalu bayar penuh atau dengan cicilan.' },
        ),
        page(
            siteUrl,
            'experience-center',
            { title: 'Experience centres and dealers | Alva', description: 'Find an Alva experience centre or dealer near you: addresses, opening hours and directions. Test ride, buy and service your electric motorcycle.' },
            { title: 'Experience center dan dealer | Alva', description: 'Temukan experience center atau dealer Alva terdekat: alamat, jam buka, dan petunjuk arah. Test ride, beli, dan servis motor listrik Anda.' },
        ),
        page(
            siteUrl,
            'login',
            { title: 'Sign in | Alva', description: 'Sign in to your Alva account to book test rides, track orders and manage your electric motorcycle.' },
            { title: 'Masuk | Alva', description: 'Masuk ke akun Alva Anda untuk menjadwalkan test ride, melacak pesanan, dan mengelola motor listrik Anda.' },
        ),
        page(
            siteUrl,
            'profile',
            { title: 'My profile | Alva', description: 'Manage your personal details, identity documents and preferences.' },
            { title: 'Profil saya | Alva', description: 'Kelola data pribadi, dokumen identitas, dan preferensi Anda.' },
        ),
    ];
}
