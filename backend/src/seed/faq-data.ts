/**
 * Seeded support answers (DEMO copy for a fictional company): topics and answers in English and Indonesian.
 * Answers are Markdown (headings, paragraphs, lists, links, bold) rendered safely by the site.
 */
import { MOTORCYCLES } from './catalog-data';
import { factNumber, MODEL_FACTS } from './model-facts';

/** Each model's home charge time, from the model facts its specification shows (one source for the figure). */
const chargeTimes = (lang: 'en' | 'id') =>
    MOTORCYCLES.map(m => {
        const hours = factNumber(MODEL_FACTS[m.slug].chargeHours, lang);
        return `- **${m.name[lang]}**: ${lang === 'en' ? `about ${hours} hours` : `sekitar ${hours} jam`}`;
    }).join('\n');

export interface L10n {
    en: string;
    id: string;
}

export interface FaqAnswerDef {
    slug: string;
    question: L10n;
    answer: L10n;
}

export interface FaqTopicDef {
    slug: string;
    title: L10n;
    answers: FaqAnswerDef[];
}

export const FAQ_TOPICS: FaqTopicDef[] = [
    {
        slug: 'charging',
        title: { en: 'Charging', id: 'Pengisian daya' },
        answers: [
            {
                slug: 'charge-at-home',
                question: {
                    en: 'Can I charge my Alva at home?',
                    id: 'Apakah Alva bisa dicas di rumah?',
                },
                answer: {
                    en: `Yes. Every Alva comes with a portable charger that plugs into an ordinary **grounded 220 V wall socket**. You can charge the battery in the bike, or take it out and charge it indoors.

- Use a socket with an earth connection, not an extension reel.
- A home installation of **900 VA** is enough; at 1,300 VA and above you can run other appliances at the same time.
- Keep the charger ventilated and out of the rain.

Read more in our guide to [charging and battery swap](/support/re-charge-and-swap).`,
                    id: `Bisa. Setiap Alva dilengkapi charger portabel yang cukup dicolokkan ke **stopkontak 220 V biasa yang memiliki arde**. Baterai dapat dicas saat masih terpasang di motor, atau dilepas dan dicas di dalam rumah.

- Gunakan stopkontak yang memiliki arde, bukan kabel roll.
- Daya listrik rumah **900 VA** sudah cukup; dengan 1.300 VA ke atas Anda tetap bisa menyalakan peralatan lain bersamaan.
- Pastikan charger memiliki sirkulasi udara yang baik dan tidak terkena hujan.

Baca selengkapnya di panduan [pengisian daya dan tukar baterai](/support/re-charge-and-swap).`,
                },
            },
            {
                slug: 'charging-time',
                question: {
                    en: 'How long does a full charge take?',
                    id: 'Berapa lama waktu pengisian sampai penuh?',
                },
                answer: {
                    en: `With the standard charger at home, one battery charges from 0 to 100 % in:

${chargeTimes('en')}

The last 20 % charges more slowly to protect the cells.

With a dual-battery bike, charge the batteries one after the other or use a second charger (sold in the [shop](/shop/battery)).`,
                    id: `Dengan charger standar di rumah, satu baterai terisi dari 0 sampai 100 % dalam:

${chargeTimes('id')}

Pengisian 20 % terakhir memang lebih lambat untuk melindungi sel baterai.

Untuk motor dengan dua baterai, cas baterai secara bergantian atau gunakan charger kedua (tersedia di [toko](/shop/battery)).`,
                },
            },
            {
                slug: 'charge-overnight',
                question: {
                    en: 'Is it safe to leave the battery charging overnight?',
                    id: 'Apakah aman mengecas baterai semalaman?',
                },
                answer: {
                    en: `Yes. The battery management system **stops charging when the battery is full** and watches the temperature of every cell. For the longest battery life:

1. Charge in a dry place between 10 °C and 35 °C.
2. Do not cover the charger or the battery while charging.
3. If you will not ride for more than two weeks, store the battery at about 50 to 70 %.`,
                    id: `Aman. Sistem manajemen baterai **menghentikan pengisian saat baterai penuh** dan memantau suhu setiap sel. Agar baterai awet:

1. Cas di tempat kering dengan suhu antara 10 °C dan 35 °C.
2. Jangan menutupi charger atau baterai saat mengecas.
3. Jika motor tidak dipakai lebih dari dua minggu, simpan baterai pada kisaran 50 sampai 70 %.`,
                },
            },
        ],
    },
    {
        slug: 'battery-swap',
        title: { en: 'Battery swap', id: 'Tukar baterai' },
        answers: [
            {
                slug: 'how-battery-swap-works',
                question: {
                    en: 'How does battery swap work?',
                    id: 'Bagaimana cara kerja tukar baterai?',
                },
                answer: {
                    en: `At a swap station you exchange your empty battery for a charged one in **less than a minute**:

1. Open the My Alva app and scan the QR code on the station.
2. Put your empty battery into the open slot.
3. Take the charged battery from the slot that lights up, and ride on.

The app shows the stations near you and how many charged batteries each one has right now.`,
                    id: `Di stasiun tukar baterai, baterai kosong Anda ditukar dengan baterai penuh dalam **kurang dari satu menit**:

1. Buka aplikasi My Alva dan pindai kode QR di stasiun.
2. Masukkan baterai kosong ke slot yang terbuka.
3. Ambil baterai penuh dari slot yang menyala, lalu lanjutkan perjalanan.

Aplikasi menampilkan stasiun terdekat beserta jumlah baterai penuh yang tersedia saat itu.`,
                },
            },
            {
                slug: 'swap-subscription',
                question: {
                    en: 'Do I need a subscription to use swap stations?',
                    id: 'Apakah perlu berlangganan untuk memakai stasiun tukar baterai?',
                },
                answer: {
                    en: `Yes. Swapping is included in the **subscription rental** battery option: you buy the motorcycle without a battery and pay a monthly fee for battery use and unlimited swaps.

If you own your battery (the **single** or **dual** battery option), you charge it at home or at an experience centre instead. You can switch to the subscription at any experience centre.`,
                    id: `Ya. Tukar baterai termasuk dalam opsi baterai **sewa berlangganan**: Anda membeli motor tanpa baterai dan membayar biaya bulanan untuk pemakaian baterai dan tukar baterai tanpa batas.

Jika Anda memiliki baterai sendiri (opsi baterai **tunggal** atau **ganda**), baterai dicas di rumah atau di experience center. Anda dapat beralih ke langganan di experience center mana pun.`,
                },
            },
            {
                slug: 'swap-station-locations',
                question: {
                    en: 'Where are the swap stations?',
                    id: 'Di mana lokasi stasiun tukar baterai?',
                },
                answer: {
                    en: `Swap stations are at Alva experience centres and at partner locations such as petrol stations, minimarkets and office buildings across **JABODETABEK**, with more cities being added.

The live map is in the My Alva app. You can also find our [experience centres](/experience-center) on the website.`,
                    id: `Stasiun tukar baterai tersedia di experience center Alva dan di lokasi mitra seperti SPBU, minimarket, dan gedung perkantoran di seluruh **JABODETABEK**, dan akan terus bertambah ke kota lain.

Peta terkini ada di aplikasi My Alva. Anda juga dapat melihat [experience center](/experience-center) kami di situs web.`,
                },
            },
        ],
    },
    {
        slug: 'warranty-and-service',
        title: { en: 'Warranty and service', id: 'Garansi dan servis' },
        answers: [
            {
                slug: 'warranty-coverage',
                question: {
                    en: 'What does the warranty cover?',
                    id: 'Apa saja yang ditanggung garansi?',
                },
                answer: {
                    en: `Every new Alva has a **3-year warranty on the frame and electric motor** and a **3-year or 30,000 km warranty on batteries you own**, whichever comes first. Wear parts such as tyres, brake pads and bulbs are not covered.

The full terms are on our [warranty page](/warranty).`,
                    id: `Setiap Alva baru memiliki **garansi 3 tahun untuk rangka dan motor listrik** serta **garansi 3 tahun atau 30.000 km untuk baterai milik pribadi**, mana yang tercapai lebih dulu. Komponen habis pakai seperti ban, kampas rem, dan bohlam tidak termasuk.

Ketentuan lengkap ada di [halaman garansi](/warranty).`,
                },
            },
            {
                slug: 'service-schedule',
                question: {
                    en: 'How often does my Alva need a service?',
                    id: 'Seberapa sering Alva perlu diservis?',
                },
                answer: {
                    en: `An electric motorcycle needs no oil changes, but a regular check keeps it safe. We recommend a service **every 6 months or 5,000 km**:

- brakes, tyres and suspension check;
- software update of the bike and the battery;
- electrical connectors and lights.

Book a service at any experience centre. The first two services are free of labour charges.`,
                    id: `Motor listrik tidak perlu ganti oli, tetapi pemeriksaan rutin menjaga keamanannya. Kami menyarankan servis **setiap 6 bulan atau 5.000 km**:

- pemeriksaan rem, ban, dan suspensi;
- pembaruan perangkat lunak motor dan baterai;
- konektor kelistrikan dan lampu.

Servis dapat dipesan di experience center mana pun. Dua servis pertama bebas biaya jasa.`,
                },
            },
            {
                slug: 'warranty-claim',
                question: {
                    en: 'How do I make a warranty claim?',
                    id: 'Bagaimana cara mengajukan klaim garansi?',
                },
                answer: {
                    en: `Bring the motorcycle to an Alva experience centre with your **STNK** and the e-mail confirmation of your purchase. Our technicians check the bike and tell you within **3 working days** whether the repair is covered. Covered repairs are free of charge for parts and labour.`,
                    id: `Bawa motor ke experience center Alva beserta **STNK** dan e-mail konfirmasi pembelian. Teknisi kami akan memeriksa motor dan memberi tahu dalam **3 hari kerja** apakah perbaikan ditanggung garansi. Perbaikan yang ditanggung tidak dikenai biaya suku cadang maupun jasa.`,
                },
            },
        ],
    },
    {
        slug: 'ordering-and-payment',
        title: { en: 'Ordering and payment', id: 'Pemesanan dan pembayaran' },
        answers: [
            {
                slug: 'payment-methods',
                question: {
                    en: 'Which payment methods can I use?',
                    id: 'Metode pembayaran apa saja yang tersedia?',
                },
                answer: {
                    en: `You can pay online by **virtual account** (major Indonesian banks), **QRIS**, credit card, or **bank transfer** with an uploaded proof of payment. For the motorcycle you choose between:

- **Full payment** of the on-the-road price;
- **Instalments** through one of our financing partners;
- a **pre-order** with a booking fee, paying the rest when your bike is ready.`,
                    id: `Anda dapat membayar secara online melalui **virtual account** (bank-bank besar di Indonesia), **QRIS**, kartu kredit, atau **transfer bank** dengan mengunggah bukti pembayaran. Untuk pembelian motor, Anda dapat memilih:

- **Pembayaran penuh** sesuai harga on-the-road;
- **Cicilan** melalui salah satu mitra pembiayaan kami;
- **Pre-order** dengan biaya booking, lalu melunasi sisanya saat motor siap.`,
                },
            },
            {
                slug: 'payment-deadline',
                question: {
                    en: 'How long do I have to pay for my order?',
                    id: 'Berapa lama batas waktu pembayaran pesanan?',
                },
                answer: {
                    en: `Most payment methods give you **24 hours** after you place the order; some instant methods give you **1 hour**. The deadline is shown on the payment page and in your order list. If the payment does not arrive in time, the order is **cancelled automatically** and you can order again.`,
                    id: `Sebagian besar metode pembayaran memberi waktu **24 jam** setelah pesanan dibuat; beberapa metode instan memberi waktu **1 jam**. Batas waktu ditampilkan di halaman pembayaran dan di daftar pesanan Anda. Jika pembayaran tidak diterima tepat waktu, pesanan **dibatalkan otomatis** dan Anda dapat memesan ulang.`,
                },
            },
            {
                slug: 'instalment-requirements',
                question: {
                    en: 'What do I need to apply for instalments?',
                    id: 'Apa saja syarat pengajuan cicilan?',
                },
                answer: {
                    en: `You need a valid **KTP** (or KITAS), an **NPWP** for larger amounts, and a phone number that is registered in your name. Fill in your documents in your profile before you apply. Our financing partner contacts you, usually within **1 working day**, to complete the application and sign the contract.`,
                    id: `Anda memerlukan **KTP** (atau KITAS) yang masih berlaku, **NPWP** untuk nominal yang lebih besar, dan nomor telepon atas nama Anda sendiri. Lengkapi dokumen di profil Anda sebelum mengajukan. Mitra pembiayaan kami akan menghubungi Anda, biasanya dalam **1 hari kerja**, untuk melengkapi pengajuan dan menandatangani kontrak.`,
                },
            },
        ],
    },
    {
        slug: 'test-rides',
        title: { en: 'Test rides', id: 'Test ride' },
        answers: [
            {
                slug: 'book-test-ride',
                question: {
                    en: 'How do I book a test ride?',
                    id: 'Bagaimana cara menjadwalkan test ride?',
                },
                answer: {
                    en: `Choose a motorcycle on the [test ride page](/test-ride/select-bike), pick an experience centre (or a test ride at your home), then a date and a free time slot. You receive a confirmation by e-mail and WhatsApp. A test ride is **free** and takes about 30 minutes.`,
                    id: `Pilih motor di [halaman test ride](/test-ride/select-bike), pilih experience center (atau test ride di rumah Anda), lalu tanggal dan slot waktu yang tersedia. Konfirmasi akan dikirim melalui e-mail dan WhatsApp. Test ride **gratis** dan berlangsung sekitar 30 menit.`,
                },
            },
            {
                slug: 'test-ride-requirements',
                question: {
                    en: 'What do I need to bring to a test ride?',
                    id: 'Apa yang perlu dibawa saat test ride?',
                },
                answer: {
                    en: `Bring a valid **SIM C** driving licence and closed shoes. We provide a helmet and a riding jacket. Riders must be at least 17 years old.`,
                    id: `Bawa **SIM C** yang masih berlaku dan kenakan sepatu tertutup. Helm dan jaket berkendara kami sediakan. Pengendara minimal berusia 17 tahun.`,
                },
            },
            {
                slug: 'reschedule-test-ride',
                question: {
                    en: 'Can I change or cancel my test ride?',
                    id: 'Bisakah saya mengubah atau membatalkan test ride?',
                },
                answer: {
                    en: `Yes. Sign in and open **My bookings** to choose another slot or cancel, up to 2 hours before the appointment. If you cannot make it at short notice, let the experience centre know by WhatsApp.`,
                    id: `Bisa. Masuk ke akun Anda dan buka **Booking saya** untuk memilih slot lain atau membatalkan, paling lambat 2 jam sebelum jadwal. Jika berhalangan mendadak, kabari experience center melalui WhatsApp.`,
                },
            },
        ],
    },
    {
        slug: 'delivery',
        title: { en: 'Delivery and pickup', id: 'Pengiriman dan pengambilan' },
        answers: [
            {
                slug: 'delivery-options',
                question: {
                    en: 'Can the motorcycle be delivered to my home?',
                    id: 'Apakah motor bisa dikirim ke rumah?',
                },
                answer: {
                    en: `Yes. At checkout choose **Deliver to home** and set your address with a pin on the map, or choose **Pick up at dealer** and collect the bike at the experience centre you prefer. Delivery within **JABODETABEK** is included in the price.`,
                    id: `Bisa. Saat checkout pilih **Kirim ke rumah** dan tentukan alamat dengan pin di peta, atau pilih **Ambil di dealer** untuk mengambil motor di experience center pilihan Anda. Pengiriman di wilayah **JABODETABEK** sudah termasuk dalam harga.`,
                },
            },
            {
                slug: 'outside-jabodetabek',
                question: {
                    en: 'I live outside JABODETABEK. Can I still order?',
                    id: 'Saya tinggal di luar JABODETABEK. Apakah tetap bisa memesan?',
                },
                answer: {
                    en: `Yes. For a delivery point outside JABODETABEK an **extra delivery cost** applies. Our team calls you after you order to confirm the cost and the delivery date before anything is shipped. See the [conditions for orders outside JABODETABEK](/conditions-for-orders-outside-jabodetabek-area).`,
                    id: `Bisa. Untuk titik pengiriman di luar JABODETABEK dikenakan **biaya pengiriman tambahan**. Tim kami akan menelepon Anda setelah pemesanan untuk mengonfirmasi biaya dan tanggal pengiriman sebelum motor dikirim. Lihat [ketentuan pemesanan di luar JABODETABEK](/conditions-for-orders-outside-jabodetabek-area).`,
                },
            },
            {
                slug: 'delivery-time',
                question: {
                    en: 'When will my motorcycle arrive?',
                    id: 'Kapan motor saya tiba?',
                },
                answer: {
                    en: `Bikes in stock are ready in **7 to 14 days** after full payment, including registration of the STNK and number plate. You can follow every step — processed, on the way, delivered — in your order list, and we notify you when the status changes.`,
                    id: `Motor yang tersedia siap dalam **7 sampai 14 hari** setelah pelunasan, termasuk pengurusan STNK dan pelat nomor. Setiap tahap — diproses, dalam pengiriman, diterima — dapat dipantau di daftar pesanan Anda, dan kami mengirim notifikasi setiap kali status berubah.`,
                },
            },
        ],
    },
];
