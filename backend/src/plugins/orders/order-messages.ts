/**
 * The words of the customer's order notices (e-mail and SMS/WhatsApp), in English and Indonesian. Pure: the notifier
 * picks the language from the customer's profile. The hand-over code is never sent: the courier or dealer gives it.
 */
import { OrderNoticeSubject } from './order-events';

export type NoticeLanguage = 'en' | 'id';

type Texts = Record<string, { en: string; id: string }>;

const STATE: Texts = {
    Allocated: {
        en: 'Your motorcycle for order {code} is ready and set aside for you.',
        id: 'Motor untuk pesanan {code} sudah siap dan disiapkan untuk Anda.',
    },
    Shipped: {
        en: 'Your motorcycle for order {code} has left our warehouse.',
        id: 'Motor untuk pesanan {code} telah keluar dari gudang kami.',
    },
    Shipping: {
        en: 'Order {code} is on its way (or ready to collect at your dealer). Ask the courier or dealer for the hand-over code and enter it on the order page.',
        id: 'Pesanan {code} sedang dalam perjalanan (atau siap diambil di dealer). Minta kode serah terima kepada kurir atau dealer dan masukkan di halaman pesanan.',
    },
    Delivered: {
        en: 'You confirmed the hand-over of order {code}. Enjoy your ride!',
        id: 'Anda telah mengonfirmasi serah terima pesanan {code}. Selamat berkendara!',
    },
    Completed: {
        en: 'Order {code} is complete. Thank you for riding with Alva.',
        id: 'Pesanan {code} telah selesai. Terima kasih telah berkendara bersama Alva.',
    },
    Cancelled: {
        en: 'Order {code} has been cancelled. Any money you paid is refunded.',
        id: 'Pesanan {code} telah dibatalkan. Dana yang sudah Anda bayarkan akan dikembalikan.',
    },
};
const PLATE: Texts = {
    PROCESSING: {
        en: 'The registration (STNK/BPKB) of order {code} is being processed. See the order page for the estimated date.',
        id: 'Pengurusan STNK/BPKB pesanan {code} sedang diproses. Lihat perkiraan tanggalnya di halaman pesanan.',
    },
    READY: {
        en: 'The registration papers and plate of order {code} are ready.',
        id: 'STNK, BPKB dan pelat nomor pesanan {code} sudah siap.',
    },
    COLLECTED: {
        en: 'The registration papers and plate of order {code} have been collected.',
        id: 'STNK, BPKB dan pelat nomor pesanan {code} sudah diambil.',
    },
};
const REFUND: Texts = {
    Pending: {
        en: 'A refund for order {code} has been started.',
        id: 'Pengembalian dana untuk pesanan {code} telah diproses.',
    },
    Settled: {
        en: 'The refund for order {code} has been paid.',
        id: 'Pengembalian dana untuk pesanan {code} telah dibayarkan.',
    },
    Failed: {
        en: 'The refund for order {code} could not be paid. Our team will contact you.',
        id: 'Pengembalian dana untuk pesanan {code} gagal. Tim kami akan menghubungi Anda.',
    },
};
const BOOKING: Texts = {
    CONFIRMED: {
        en: 'You confirmed booking {code}. Please pay the remaining amount on the order page.',
        id: 'Anda telah mengonfirmasi booking {code}. Silakan bayar sisa pembayaran di halaman pesanan.',
    },
    CANCELLED: {
        en: 'You cancelled booking {code}. The booking fee will be refunded.',
        id: 'Anda membatalkan booking {code}. Biaya booking akan dikembalikan.',
    },
};
/** A financing provider's decision (issue 14). */
const INSTALLMENT: Texts = {
    APPROVED: {
        en: 'Good news: your installment for order {code} is approved. Pay the down payment on the order page, then sign the contract.',
        id: 'Kabar baik: cicilan untuk pesanan {code} disetujui. Bayar uang muka di halaman pesanan, lalu tanda tangani kontraknya.',
    },
    REJECTED: {
        en: 'Your installment application for order {code} was not approved. On the order page you can apply to another provider or pay in full.',
        id: 'Pengajuan cicilan untuk pesanan {code} belum disetujui. Di halaman pesanan Anda dapat mengajukan ke penyedia lain atau membayar penuh.',
    },
    CONTRACT_SIGNED: {
        en: 'The installment contract for order {code} is signed. We are now preparing your motorcycle.',
        id: 'Kontrak cicilan untuk pesanan {code} sudah ditandatangani. Kami sedang menyiapkan motor Anda.',
    },
    CONTRACT_REJECTED: {
        en: 'The installment contract for order {code} was not signed. On the order page you can apply to another provider or pay in full.',
        id: 'Kontrak cicilan untuk pesanan {code} tidak ditandatangani. Di halaman pesanan Anda dapat mengajukan ke penyedia lain atau membayar penuh.',
    },
};
const SUBJECT = { en: 'Update on your order {code}', id: 'Kabar terbaru pesanan {code}' };

const TABLES: Record<OrderNoticeSubject, Texts> = { STATE, PLATE, REFUND, BOOKING, VIN: {}, INSTALLMENT };

/** The notice's text, or null when this change is not told to the customer. */
export function orderNotice(subject: OrderNoticeSubject, detail: string, code: string, language: NoticeLanguage) {
    const text = TABLES[subject][detail]?.[language];
    if (!text) return null;
    const fill = (s: string) => s.replace('{code}', code);
    return { subject: fill(SUBJECT[language]), text: fill(text) };
}
