/**
 * Seeded blog posts, legal pages and guidebook (DEMO copy for a fictional company), in English and Indonesian.
 * Bodies are Markdown rendered safely by the site.
 */
import type { L10n } from './faq-data';

export interface BlogPostDef {
    slug: string;
    author: string;
    coverImageUrl: string;
    publishedAt: string;
    title: L10n;
    excerpt: L10n;
    body: L10n;
    tags: { en: string[]; id: string[] };
}

export const BLOG_POSTS: BlogPostDef[] = [
    {
        slug: 'five-habits-for-a-longer-battery-life',
        author: 'Rina Kusuma',
        coverImageUrl: '/images/blog/battery-care.svg',
        publishedAt: '2026-09-15T03:00:00.000Z',
        title: {
            en: 'Five habits for a longer battery life',
            id: 'Lima kebiasaan agar baterai lebih awet',
        },
        excerpt: {
            en: 'Your battery is the heart of your Alva. These five simple habits keep it healthy for years of daily riding.',
            id: 'Baterai adalah jantung Alva Anda. Lima kebiasaan sederhana ini menjaganya tetap sehat untuk bertahun-tahun pemakaian harian.',
        },
        body: {
            en: `Lithium-ion batteries do not need much, but they reward a little care. Our battery engineers share the five habits that make the biggest difference.

## 1. Top up, don't drain

You do not have to wait until the battery is empty. **Charging between 20 % and 80 %** for daily riding is the gentlest routine; charge to 100 % before a long trip.

## 2. Keep it cool

Heat ages cells faster than anything else. Park in the shade when you can, and let a hot battery rest for 15 minutes after a ride before you charge it.

## 3. Use the original charger

The Alva charger talks to the battery management system. Other chargers may charge with the wrong voltage or skip the temperature checks.

## 4. Store it half full

Going away for a few weeks? Leave the battery at **50 to 70 %** and switch the bike off completely.

## 5. Let the software work for you

Updates in the My Alva app improve how the battery is charged and balanced. Install them when they arrive — it only takes a few minutes.

Questions? Our [support pages](/support/charging) have more answers about charging.`,
            id: `Baterai lithium-ion tidak menuntut banyak, tetapi sedikit perhatian akan sangat membantu. Para insinyur baterai kami berbagi lima kebiasaan yang paling berpengaruh.

## 1. Isi ulang, jangan sampai habis

Anda tidak perlu menunggu baterai kosong. **Mengecas di kisaran 20 % sampai 80 %** untuk pemakaian harian adalah kebiasaan yang paling ramah bagi baterai; cas sampai 100 % sebelum perjalanan jauh.

## 2. Jaga tetap sejuk

Panas mempercepat penuaan sel lebih dari apa pun. Parkir di tempat teduh bila memungkinkan, dan diamkan baterai yang panas selama 15 menit setelah berkendara sebelum dicas.

## 3. Gunakan charger asli

Charger Alva berkomunikasi dengan sistem manajemen baterai. Charger lain bisa mengecas dengan tegangan yang salah atau melewatkan pemeriksaan suhu.

## 4. Simpan dalam kondisi setengah penuh

Akan bepergian beberapa minggu? Tinggalkan baterai di **50 sampai 70 %** dan matikan motor sepenuhnya.

## 5. Biarkan perangkat lunak bekerja

Pembaruan di aplikasi My Alva memperbaiki cara baterai dicas dan diseimbangkan. Pasang pembaruan saat tersedia — hanya butuh beberapa menit.

Ada pertanyaan? [Halaman bantuan](/support/charging) kami punya lebih banyak jawaban seputar pengisian daya.`,
        },
        tags: { en: ['Battery', 'Tips'], id: ['Baterai', 'Tips'] },
    },
    {
        slug: 'riding-electric-in-the-rainy-season',
        author: 'Dimas Pratama',
        coverImageUrl: '/images/blog/rainy-season.svg',
        publishedAt: '2026-10-20T03:00:00.000Z',
        title: {
            en: 'Riding electric in the rainy season',
            id: 'Berkendara motor listrik di musim hujan',
        },
        excerpt: {
            en: 'Can you ride an electric motorcycle through a Jakarta downpour? Yes — here is what keeps you and your Alva safe.',
            id: 'Bisakah motor listrik menerobos hujan deras Jakarta? Bisa — begini cara menjaga Anda dan Alva tetap aman.',
        },
        body: {
            en: `The rainy season is here, and with it the question we hear most at our experience centres: **is it safe to ride an electric motorcycle in the rain?**

## Built for tropical weather

The motor, the controller and the battery of every Alva are sealed to **IP67**: they can stay under water up to one metre for 30 minutes. Everyday rain and puddles are no problem.

## What to watch out for

- **Deep floods:** if the water reaches the footboard, turn around. Water that high hides potholes and debris.
- **Braking distance:** wet roads double it. Ride a little slower and use both brakes gently.
- **Charging:** never plug in the charger with wet hands, and dry the battery contacts with a cloth first.

## After the ride

Rinse salty or muddy water off with a gentle spray — no high-pressure washer on the connectors — and let the bike dry before you cover it.

Ride safe, and see you at the next swap station.`,
            id: `Musim hujan telah tiba, dan bersama itu muncul pertanyaan yang paling sering kami dengar di experience center: **apakah aman mengendarai motor listrik saat hujan?**

## Dirancang untuk cuaca tropis

Motor listrik, kontroler, dan baterai setiap Alva memiliki perlindungan **IP67**: tahan terendam air hingga kedalaman satu meter selama 30 menit. Hujan dan genangan sehari-hari bukan masalah.

## Yang perlu diperhatikan

- **Banjir dalam:** jika air mencapai pijakan kaki, putar balik. Air setinggi itu menyembunyikan lubang dan benda berbahaya.
- **Jarak pengereman:** jalan basah membuatnya dua kali lebih panjang. Kurangi kecepatan dan gunakan kedua rem dengan lembut.
- **Pengisian daya:** jangan pernah mencolokkan charger dengan tangan basah, dan keringkan kontak baterai dengan kain terlebih dahulu.

## Setelah berkendara

Bilas air asin atau lumpur dengan semprotan lembut — jangan gunakan semprotan bertekanan tinggi ke konektor — dan biarkan motor kering sebelum ditutup.

Selamat berkendara, sampai jumpa di stasiun tukar baterai berikutnya.`,
        },
        tags: { en: ['Safety', 'Tips'], id: ['Keselamatan', 'Tips'] },
    },
    {
        slug: 'new-dealer-in-bsd',
        // A person's name or the brand: the byline reads "By Alva" / "Oleh Alva" in both languages.
        author: 'Alva',
        coverImageUrl: '/images/blog/experience-centre.svg',
        publishedAt: '2026-11-05T03:00:00.000Z',
        title: {
            en: 'A new Alva dealer opens in BSD City',
            id: 'Dealer Alva baru hadir di BSD City',
        },
        excerpt: {
            en: 'Test rides, service and battery swap under one roof: our newest dealer opens its doors in South Tangerang.',
            id: 'Test ride, servis, dan tukar baterai dalam satu tempat: dealer terbaru kami resmi dibuka di Tangerang Selatan.',
        },
        body: {
            en: `We are happy to welcome riders in **BSD City, South Tangerang**, at our newest dealer, Alva Dealer BSD City.

## What you will find there

- all three models — **Alva One, Alva Cervo and Alva N3** — to see and test ride;
- a service workshop with certified technicians;
- a battery swap station open **24 hours a day**;
- accessories, apparel and spare parts from the Alva shop.

## Opening offer

During the first month, every visitor who books a test ride online gets a free Alva riding cap. [Book your test ride](/test-ride/select-bike) and choose Alva Dealer BSD City as the place.

All our experience centres and dealers are on the [experience centre page](/experience-center). See you there!`,
            id: `Kami senang menyambut para pengendara di **BSD City, Tangerang Selatan**, di dealer terbaru kami, Alva Dealer BSD City.

## Apa saja yang tersedia

- ketiga model — **Alva One, Alva Cervo, dan Alva N3** — untuk dilihat dan dicoba;
- bengkel servis dengan teknisi bersertifikat;
- stasiun tukar baterai yang buka **24 jam**;
- aksesori, apparel, dan suku cadang dari toko Alva.

## Promo pembukaan

Selama bulan pertama, setiap pengunjung yang menjadwalkan test ride secara online mendapat topi berkendara Alva gratis. [Jadwalkan test ride Anda](/test-ride/select-bike) dan pilih Alva Dealer BSD City sebagai lokasi.

Semua lokasi kami ada di [halaman experience center](/experience-center). Sampai jumpa!`,
        },
        tags: { en: ['News', 'Experience centre'], id: ['Berita', 'Experience center'] },
    },
];

export interface LegalPageDef {
    slug: string;
    lastUpdated: string;
    title: L10n;
    body: L10n;
}

export const LEGAL_PAGES: LegalPageDef[] = [
    {
        slug: 'privacy-policy-term-of-use',
        lastUpdated: '2026-10-01T00:00:00.000Z',
        title: { en: 'Privacy policy and terms of use', id: 'Kebijakan privasi dan ketentuan penggunaan' },
        body: {
            en: `## 1. Who we are

This website is operated by PT Alva Motor Indonesia ("Alva", "we"), Jakarta. By using the website and the My Alva app you agree to these terms.

## 2. The data we collect

- **Account data:** name, e-mail address, phone number, gender, date of birth and occupation.
- **Documents** you upload for a purchase or an instalment application: KTP or KITAS and NPWP. They are stored privately and only seen by you and the staff who process your order.
- **Order and booking data:** the motorcycles and products you order, delivery addresses and test-ride bookings.
- **Usage data:** pages visited and the device used, to improve the website.

## 3. How we use it

We use your data to manage your account, process orders, deliveries and instalment applications with our financing partners, arrange test rides and service, and — only with your consent — send you offers. We never sell personal data.

## 4. Your rights

You can view and correct your profile at any time, ask for a copy of your data, or ask us to delete your account by writing to privacy@alva.example. Data that we must keep by law (for example invoices) is kept for the required period.

## 5. Terms of use

- Keep your password secret; you are responsible for activity in your account.
- Prices, specifications and availability may change; the price confirmed at checkout applies to your order.
- Content on this website may not be copied for commercial use without our permission.

## 6. Contact

Questions about this policy: privacy@alva.example.`,
            id: `## 1. Tentang kami

Situs web ini dikelola oleh PT Alva Motor Indonesia ("Alva", "kami"), Jakarta. Dengan menggunakan situs web dan aplikasi My Alva, Anda menyetujui ketentuan ini.

## 2. Data yang kami kumpulkan

- **Data akun:** nama, alamat e-mail, nomor telepon, jenis kelamin, tanggal lahir, dan pekerjaan.
- **Dokumen** yang Anda unggah untuk pembelian atau pengajuan cicilan: KTP atau KITAS dan NPWP. Dokumen disimpan secara privat dan hanya dapat dilihat oleh Anda dan staf yang memproses pesanan Anda.
- **Data pesanan dan booking:** motor dan produk yang Anda pesan, alamat pengiriman, dan jadwal test ride.
- **Data penggunaan:** halaman yang dikunjungi dan perangkat yang digunakan, untuk meningkatkan situs web.

## 3. Cara kami menggunakannya

Kami menggunakan data Anda untuk mengelola akun, memproses pesanan, pengiriman, dan pengajuan cicilan bersama mitra pembiayaan kami, mengatur test ride dan servis, serta — hanya dengan persetujuan Anda — mengirimkan penawaran. Kami tidak pernah menjual data pribadi.

## 4. Hak Anda

Anda dapat melihat dan memperbaiki profil kapan saja, meminta salinan data Anda, atau meminta penghapusan akun dengan menulis ke privacy@alva.example. Data yang wajib kami simpan menurut hukum (misalnya faktur) disimpan selama jangka waktu yang ditentukan.

## 5. Ketentuan penggunaan

- Jaga kerahasiaan kata sandi Anda; Anda bertanggung jawab atas aktivitas di akun Anda.
- Harga, spesifikasi, dan ketersediaan dapat berubah; harga yang dikonfirmasi saat checkout berlaku untuk pesanan Anda.
- Konten situs web ini tidak boleh disalin untuk keperluan komersial tanpa izin kami.

## 6. Kontak

Pertanyaan tentang kebijakan ini: privacy@alva.example.`,
        },
    },
    {
        slug: 'refund-return-warranty',
        lastUpdated: '2026-10-01T00:00:00.000Z',
        title: { en: 'Refund, return and warranty', id: 'Pengembalian dana, retur, dan garansi' },
        body: {
            en: `## Cancelling an order

You can cancel an order from your order list **until the motorcycle has been allocated** to you. Choose a reason (for example, you want to change the delivery address or the payment option) and confirm.

## Refunds

- Booking fees and payments of cancelled orders are refunded to the original payment method, or to your bank account for bank transfers, within **14 working days**.
- Payment fees charged by the payment provider are not refunded.
- Instalment applications that are rejected by the financing partner are cancelled without cost; any booking fee is refunded in full.

## Returns

Accessories, apparel and spare parts that are unused and in their original packaging can be returned within **7 days** of delivery. Motorcycles that have been registered (STNK issued) cannot be returned, but remain covered by the [warranty](/warranty).

## Damaged or wrong items

Tell us within 48 hours of delivery, with photos, at support@alva.example. We replace the item or refund it in full.`,
            id: `## Membatalkan pesanan

Anda dapat membatalkan pesanan dari daftar pesanan **sampai motor dialokasikan** untuk Anda. Pilih alasannya (misalnya ingin mengubah alamat pengiriman atau opsi pembayaran) lalu konfirmasi.

## Pengembalian dana

- Biaya booking dan pembayaran atas pesanan yang dibatalkan dikembalikan ke metode pembayaran semula, atau ke rekening bank Anda untuk transfer bank, dalam **14 hari kerja**.
- Biaya layanan yang dikenakan penyedia pembayaran tidak dikembalikan.
- Pengajuan cicilan yang ditolak mitra pembiayaan dibatalkan tanpa biaya; biaya booking dikembalikan penuh.

## Retur

Aksesori, apparel, dan suku cadang yang belum dipakai dan masih dalam kemasan asli dapat dikembalikan dalam **7 hari** sejak diterima. Motor yang sudah didaftarkan (STNK terbit) tidak dapat dikembalikan, tetapi tetap dilindungi [garansi](/warranty).

## Barang rusak atau tidak sesuai

Laporkan kepada kami dalam 48 jam sejak diterima, sertakan foto, ke support@alva.example. Kami akan mengganti barang atau mengembalikan dana sepenuhnya.`,
        },
    },
    {
        slug: 'conditions-for-orders-outside-jabodetabek-area',
        lastUpdated: '2026-10-01T00:00:00.000Z',
        title: {
            en: 'Conditions for orders outside the JABODETABEK area',
            id: 'Ketentuan pemesanan di luar wilayah JABODETABEK',
        },
        body: {
            en: `## Where the standard price applies

The on-the-road prices on this website include delivery to an address in **Jakarta, Bogor, Depok, Tangerang and Bekasi (JABODETABEK)**, or pickup at any experience centre.

## Delivery outside JABODETABEK

1. When your delivery pin is outside JABODETABEK, the checkout tells you that an **extra delivery cost** applies.
2. After you place the order, our team **calls you within 1 working day** to confirm the cost, which depends on the distance and the carrier.
3. The extra cost is added to your order only after you agree to it. If you do not agree, you can cancel the order free of charge or choose pickup at an experience centre.

## Registration and plates

The STNK and number plate are registered in the province of the owner's KTP. Registration outside JABODETABEK may take **up to 14 extra working days**; regional fees (BBN-KB) differ per province and are confirmed in the same call.

## Addresses we cannot reach

If the address is too far for our carriers, we will suggest a nearby dealer for pickup, or you can change the address.`,
            id: `## Wilayah dengan harga standar

Harga on-the-road di situs ini sudah termasuk pengiriman ke alamat di **Jakarta, Bogor, Depok, Tangerang, dan Bekasi (JABODETABEK)**, atau pengambilan di experience center mana pun.

## Pengiriman ke luar JABODETABEK

1. Jika pin pengiriman Anda berada di luar JABODETABEK, halaman checkout akan memberi tahu bahwa ada **biaya pengiriman tambahan**.
2. Setelah pesanan dibuat, tim kami **menelepon Anda dalam 1 hari kerja** untuk mengonfirmasi biayanya, yang bergantung pada jarak dan jasa pengiriman.
3. Biaya tambahan baru ditambahkan ke pesanan setelah Anda menyetujuinya. Jika tidak setuju, Anda dapat membatalkan pesanan tanpa biaya atau memilih pengambilan di experience center.

## Registrasi dan pelat nomor

STNK dan pelat nomor didaftarkan di provinsi sesuai KTP pemilik. Registrasi di luar JABODETABEK dapat memerlukan **hingga 14 hari kerja tambahan**; biaya daerah (BBN-KB) berbeda di setiap provinsi dan dikonfirmasi dalam panggilan yang sama.

## Alamat yang tidak terjangkau

Jika alamat terlalu jauh untuk jasa pengiriman kami, kami akan menyarankan dealer terdekat untuk pengambilan, atau Anda dapat mengubah alamat.`,
        },
    },
    {
        slug: 'warranty',
        lastUpdated: '2026-10-01T00:00:00.000Z',
        title: { en: 'Warranty', id: 'Garansi' },
        body: {
            en: `## What is covered

- **Frame and electric motor:** 3 years from the delivery date.
- **Owned batteries** (single or dual option): 3 years or 30,000 km, whichever comes first. A battery is replaced when its capacity drops below 70 %.
- **Controller, charger and electronics:** 2 years.
- **Subscription batteries** are Alva's property and are maintained by us for as long as the subscription runs.

## What is not covered

- wear parts: tyres, brake pads, bulbs, chain or belt;
- damage from accidents, floods deeper than the IP67 rating, or misuse;
- repairs or modifications by workshops that are not authorised by Alva;
- use of chargers that are not original.

## Keeping your warranty valid

Service the motorcycle every 6 months or 5,000 km at an authorised workshop and keep the software up to date. Your warranty status is shown in the my-EV area of your account.

## How to claim

Bring the motorcycle and its STNK to an experience centre. See also [how to make a warranty claim](/support/warranty-and-service/warranty-claim).`,
            id: `## Yang ditanggung

- **Rangka dan motor listrik:** 3 tahun sejak tanggal serah terima.
- **Baterai milik pribadi** (opsi tunggal atau ganda): 3 tahun atau 30.000 km, mana yang tercapai lebih dulu. Baterai diganti jika kapasitasnya turun di bawah 70 %.
- **Kontroler, charger, dan elektronik:** 2 tahun.
- **Baterai langganan** adalah milik Alva dan dirawat oleh kami selama langganan berjalan.

## Yang tidak ditanggung

- komponen habis pakai: ban, kampas rem, bohlam, rantai atau sabuk;
- kerusakan akibat kecelakaan, banjir melebihi batas IP67, atau penyalahgunaan;
- perbaikan atau modifikasi oleh bengkel yang tidak resmi ditunjuk Alva;
- penggunaan charger yang tidak asli.

## Menjaga garansi tetap berlaku

Servis motor setiap 6 bulan atau 5.000 km di bengkel resmi dan selalu perbarui perangkat lunaknya. Status garansi ditampilkan di area my-EV pada akun Anda.

## Cara klaim

Bawa motor beserta STNK ke experience center. Lihat juga [cara mengajukan klaim garansi](/support/warranty-and-service/warranty-claim).`,
        },
    },
];

export const GUIDEBOOK = {
    version: '2026.1',
    title: 'Alva product specialist guidebook 2026',
    pdfUrl: '/guidebook/alva-product-specialist-guidebook-2026-1.pdf',
};
