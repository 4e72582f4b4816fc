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
            'login-email',
            { title: 'Sign in with e-mail | Alva', description: 'Sign in to your Alva account with your e-mail address and password.' },
            { title: 'Masuk dengan e-mail | Alva', description: 'Masuk ke akun Alva Anda dengan alamat e-mail dan kata sandi.' },
        ),
        page(
            siteUrl,
            'register',
            { title: 'Create an account | Alva', description: 'Create your Alva account to book test rides, order and manage your electric motorcycle.' },
            { title: 'Buat akun | Alva', description: 'Buat akun Alva Anda untuk menjadwalkan test ride, memesan, dan mengelola motor listrik Anda.' },
        ),
        page(
            siteUrl,
            'forgot-password',
            { title: 'Forgot password | Alva', description: 'Get a link to set a new password for your Alva account.' },
            { title: 'Lupa kata sandi | Alva', description: 'Dapatkan tautan untuk membuat kata sandi baru akun Alva Anda.' },
        ),
        page(
            siteUrl,
            'reset-password',
            { title: 'Set a new password | Alva', description: 'Choose a new password for your Alva account.' },
            { title: 'Buat kata sandi baru | Alva', description: 'Pilih kata sandi baru untuk akun Alva Anda.' },
        ),
        page(
            siteUrl,
            'verify-email',
            { title: 'E-mail verification | Alva', description: 'Verify the e-mail address of your Alva account.' },
            { title: 'Verifikasi e-mail | Alva', description: 'Verifikasi alamat e-mail akun Alva Anda.' },
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
        ...contentPages(siteUrl),
    ];
}

/** Support, blog, legal, company and calculator pages. Topic, answer and post pages add their own title. */
function contentPages(siteUrl: string): CreateMetaTagInput[] {
    return [
        page(
            siteUrl,
            'support',
            { title: 'Support and FAQ | Alva', description: 'Answers about charging, battery swap, warranty, ordering and payment, test rides and delivery of your Alva electric motorcycle.' },
            { title: 'Bantuan dan FAQ | Alva', description: 'Jawaban seputar pengisian daya, tukar baterai, garansi, pemesanan dan pembayaran, test ride, serta pengiriman motor listrik Alva Anda.' },
        ),
        page(
            siteUrl,
            'support-topic',
            { title: 'Support | Alva', description: 'Questions and answers about your Alva electric motorcycle.' },
            { title: 'Bantuan | Alva', description: 'Tanya jawab seputar motor listrik Alva Anda.' },
        ),
        page(
            siteUrl,
            'support-answer',
            { title: 'Support | Alva', description: 'An answer from the Alva support team.' },
            { title: 'Bantuan | Alva', description: 'Jawaban dari tim bantuan Alva.' },
        ),
        page(
            siteUrl,
            're-charge-and-swap',
            { title: 'Charging at home and battery swap | Alva', description: 'How to charge your Alva at home, how long it takes, and how to swap a battery in under a minute at an Alva swap station.' },
            { title: 'Mengecas di rumah dan tukar baterai | Alva', description: 'Cara mengecas Alva di rumah, berapa lama waktunya, dan cara menukar baterai dalam kurang dari satu menit di stasiun tukar baterai Alva.' },
        ),
        page(
            siteUrl,
            'blog',
            { title: 'Blog — news and riding tips | Alva', description: 'News from Alva, battery care, riding tips and stories from the electric-motorcycle community in Indonesia.' },
            { title: 'Blog — berita dan tips berkendara | Alva', description: 'Berita dari Alva, perawatan baterai, tips berkendara, dan cerita dari komunitas motor listrik di Indonesia.' },
        ),
        page(
            siteUrl,
            'blog-post',
            { title: 'Blog | Alva', description: 'News and riding tips from Alva.' },
            { title: 'Artikel blog | Alva', description: 'Berita dan tips berkendara dari Alva.' },
        ),
        page(
            siteUrl,
            'privacy-policy-term-of-use',
            { title: 'Privacy policy and terms of use | Alva', description: 'Which personal data Alva collects, how it is used and protected, your rights, and the terms of use of the website and app.' },
            { title: 'Kebijakan privasi dan ketentuan penggunaan | Alva', description: 'Data pribadi apa yang dikumpulkan Alva, cara penggunaan dan perlindungannya, hak Anda, serta ketentuan penggunaan situs dan aplikasi.' },
        ),
        page(
            siteUrl,
            'refund-return-warranty',
            { title: 'Refund, return and warranty | Alva', description: 'How to cancel an order, when and how refunds are paid, and which products can be returned.' },
            { title: 'Pengembalian dana, retur, dan garansi | Alva', description: 'Cara membatalkan pesanan, kapan dan bagaimana dana dikembalikan, serta produk apa saja yang dapat diretur.' },
        ),
        page(
            siteUrl,
            'conditions-for-orders-outside-jabodetabek-area',
            { title: 'Orders outside JABODETABEK | Alva', description: 'Extra delivery cost, registration time and how we confirm orders delivered outside Jakarta, Bogor, Depok, Tangerang and Bekasi.' },
            { title: 'Pemesanan di luar JABODETABEK | Alva', description: 'Biaya pengiriman tambahan, waktu registrasi, dan cara kami mengonfirmasi pesanan yang dikirim ke luar Jakarta, Bogor, Depok, Tangerang, dan Bekasi.' },
        ),
        page(
            siteUrl,
            'warranty',
            { title: 'Warranty | Alva', description: 'What the Alva warranty covers for the frame, motor, batteries and electronics, and how to make a claim.' },
            { title: 'Garansi | Alva', description: 'Cakupan garansi Alva untuk rangka, motor, baterai, dan elektronik, serta cara mengajukan klaim.' },
        ),
        page(
            siteUrl,
            'about',
            { title: 'About Alva — electric motorcycles from Indonesia | Alva', description: 'Who we are, why we build electric motorcycles in Indonesia, our three models and where to try them.' },
            { title: 'Tentang Alva — motor listrik dari Indonesia | Alva', description: 'Siapa kami, mengapa kami membuat motor listrik di Indonesia, tiga model kami, dan tempat untuk mencobanya.' },
        ),
        page(
            siteUrl,
            'my-alva-app',
            { title: 'The My Alva app | Alva', description: 'Find swap stations, check your battery, share your bike and follow your orders with the My Alva app for Android and iOS.' },
            { title: 'Aplikasi My Alva | Alva', description: 'Temukan stasiun tukar baterai, cek baterai, bagikan motor, dan pantau pesanan dengan aplikasi My Alva untuk Android dan iOS.' },
        ),
        page(
            siteUrl,
            'monthly-cost',
            { title: 'Monthly cost calculator | Alva', description: 'Work out the monthly instalment of an Alva electric motorcycle by area, down payment, tenor and financing provider, and see how much you save on fuel compared with petrol.' },
            { title: 'Kalkulator biaya bulanan | Alva', description: 'Hitung cicilan bulanan motor listrik Alva berdasarkan wilayah, uang muka, tenor, dan perusahaan pembiayaan, serta lihat penghematan bahan bakar dibanding motor bensin.' },
        ),
        page(
            siteUrl,
            'dp-simulation',
            { title: 'Down-payment simulation | Alva', description: 'Simulate the down payment of an Alva electric motorcycle from the on-the-road price in your area, with the instalment for every tenor.' },
            { title: 'Simulasi uang muka | Alva', description: 'Simulasikan uang muka motor listrik Alva dari harga on-the-road di wilayah Anda, lengkap dengan cicilan untuk setiap tenor.' },
        ),
        page(
            siteUrl,
            'contact-us',
            { title: 'Contact us | Alva', description: 'Contact Alva customer service by form or WhatsApp, or visit an Alva experience centre: addresses and opening hours.' },
            { title: 'Hubungi kami | Alva', description: 'Hubungi layanan pelanggan Alva lewat formulir atau WhatsApp, atau kunjungi experience center Alva: alamat dan jam buka.' },
        ),
        page(
            siteUrl,
            'test-ride-find',
            { title: 'Find my test ride | Alva', description: 'Find your Alva test-ride booking with its code and your phone number: see when and where, add it to your calendar or cancel it.' },
            { title: 'Cari test ride saya | Alva', description: 'Cari booking test ride Alva Anda dengan kode dan nomor telepon: lihat waktu dan lokasinya, tambahkan ke kalender, atau batalkan.' },
        ),
    ];
}
