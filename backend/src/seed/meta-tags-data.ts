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
        page(
            siteUrl,
            'shop',
            { title: 'Shop — batteries, accessories, spare parts and apparel | Alva', description: 'Buy genuine Alva batteries, swap passes, accessories, spare parts and apparel online, with prices in rupiah and live stock.' },
            { title: 'Toko — baterai, aksesori, suku cadang, dan pakaian | Alva', description: 'Beli baterai, paket tukar baterai, aksesori, suku cadang, dan pakaian resmi Alva secara online, dengan harga rupiah dan stok terkini.' },
        ),
        page(
            siteUrl,
            'shop-battery',
            { title: 'Batteries and swap passes | Alva shop', description: 'Spare swappable Alva battery packs and monthly battery swap passes.' },
            { title: 'Baterai dan paket tukar baterai | Toko Alva', description: 'Baterai Alva cadangan yang dapat ditukar dan paket tukar baterai bulanan.' },
        ),
        page(
            siteUrl,
            'shop-accessories',
            { title: 'Accessories | Alva shop', description: 'Helmets, phone holders, top boxes and home chargers for your Alva electric motorcycle.' },
            { title: 'Aksesori | Toko Alva', description: 'Helm, dudukan ponsel, top box, dan pengisi daya rumah untuk motor listrik Alva Anda.' },
        ),
        page(
            siteUrl,
            'shop-spare-parts',
            { title: 'Spare parts | Alva shop', description: 'Genuine Alva spare parts: brake pads, tyres, mirrors and shock absorbers.' },
            { title: 'Suku cadang | Toko Alva', description: 'Suku cadang resmi Alva: kampas rem, ban, spion, dan shock absorber.' },
        ),
        page(
            siteUrl,
            'shop-apparel',
            { title: 'Apparel | Alva shop', description: 'Alva T-shirts, riding jackets and caps in every size.' },
            { title: 'Pakaian | Toko Alva', description: 'Kaos, jaket berkendara, dan topi Alva dalam berbagai ukuran.' },
        ),
        page(
            siteUrl,
            'shop-item',
            { title: 'Alva shop | Alva', description: 'Genuine Alva parts, accessories and apparel, with prices in rupiah and live stock.' },
            { title: 'Toko Alva | Alva', description: 'Suku cadang, aksesori, dan pakaian resmi Alva, dengan harga rupiah dan stok terkini.' },
        ),
        page(
            siteUrl,
            'cart',
            { title: 'Your cart | Alva', description: 'The items in your Alva shopping cart.' },
            { title: 'Keranjang Anda | Alva', description: 'Barang di keranjang belanja Alva Anda.' },
        ),
    ];
}
