#!/usr/bin/env node
// Writes the product specialists' guidebook PDFs (en and id) that /pstools opens:
//   public/guidebook/alva-product-specialist-guidebook-2026-1.pdf     (English)
//   public/guidebook/alva-product-specialist-guidebook-2026-1-id.pdf  (Bahasa Indonesia)
// Version 2026.1 = GUIDEBOOK in backend/src/seed/content-pages-data.ts. Run: node backend/scripts/make-guidebook.cjs
const fs = require('fs');
const path = require('path');
const PDFDocument = require('pdfkit');

const VERSION = '2026.1';
const OUT = path.join(__dirname, '..', '..', 'public', 'guidebook');

const CONTENT = {
    en: {
        file: 'alva-product-specialist-guidebook-2026-1.pdf',
        title: 'Alva product specialist guidebook',
        subtitle: `Version ${VERSION} · for the showroom team (demo content for a fictional company)`,
        sections: [
            ['1. Welcoming a visitor', [
                'Greet every visitor within a minute and offer a seat and a drink.',
                'Log the visit in PS Tools > Guestbook before the visitor leaves: full name, phone, e-mail, city, priority, lead source and where it happened, and the motorcycle of interest.',
                'When the form warns that the phone or e-mail is already known, open that customer or entry instead of logging a duplicate.',
            ]],
            ['2. Priorities', [
                'Hot: wants to buy within a month or asks about payment. Follow up within 24 hours.',
                'Warm: interested, comparing. Follow up within three days.',
                'Cold: just looking. Follow up within two weeks.',
            ]],
            ['3. Test rides', [
                'Book from the visitor\'s guestbook entry or from a customer look-up. The slots are the same as on the website; a full slot cannot be booked twice.',
                'Ask the survey question (how did you hear about Alva?) and the motorcycle they ride now.',
                'The customer receives the confirmation by e-mail and WhatsApp or SMS. Check their riding licence (SIM C) before the ride.',
            ]],
            ['4. Follow-up', [
                'Record the outcome of each follow-up: booked a test ride, purchased, interested, not interested or unreachable. Completed entries cannot be changed.',
                'Coordinators see the whole showroom\'s guestbook and may hand an entry to another specialist.',
            ]],
            ['5. Personal data', [
                'Look customers up only to serve them. Every look-up is logged.',
                'Never photograph or copy identity documents. PS Tools shows specialists nothing of them.',
            ]],
        ],
    },
    id: {
        file: 'alva-product-specialist-guidebook-2026-1-id.pdf',
        title: 'Buku panduan product specialist Alva',
        subtitle: `Versi ${VERSION} · untuk tim showroom (konten demo untuk perusahaan fiktif)`,
        sections: [
            ['1. Menyambut pengunjung', [
                'Sapa setiap pengunjung dalam satu menit dan tawarkan tempat duduk serta minuman.',
                'Catat kunjungan di PS Tools > Buku tamu sebelum pengunjung pulang: nama lengkap, telepon, e-mail, kota, prioritas, sumber prospek dan lokasinya, serta motor yang diminati.',
                'Bila formulir memperingatkan bahwa telepon atau e-mail sudah dikenal, buka data pelanggan atau catatan itu alih-alih membuat duplikat.',
            ]],
            ['2. Prioritas', [
                'Panas: ingin membeli dalam sebulan atau bertanya soal pembayaran. Tindak lanjuti dalam 24 jam.',
                'Hangat: tertarik, masih membandingkan. Tindak lanjuti dalam tiga hari.',
                'Dingin: hanya melihat-lihat. Tindak lanjuti dalam dua minggu.',
            ]],
            ['3. Test ride', [
                'Pesan dari catatan buku tamu pengunjung atau dari pencarian pelanggan. Slotnya sama dengan di situs; slot yang penuh tidak dapat dipesan lagi.',
                'Tanyakan pertanyaan survei (dari mana mengenal Alva?) dan motor yang dipakai sekarang.',
                'Pelanggan menerima konfirmasi lewat e-mail dan WhatsApp atau SMS. Periksa SIM C sebelum test ride.',
            ]],
            ['4. Tindak lanjut', [
                'Catat hasil setiap tindak lanjut: memesan test ride, membeli, tertarik, tidak tertarik atau tidak dapat dihubungi. Catatan yang selesai tidak dapat diubah.',
                'Koordinator melihat buku tamu seluruh showroom dan dapat menyerahkan catatan ke product specialist lain.',
            ]],
            ['5. Data pribadi', [
                'Cari data pelanggan hanya untuk melayani mereka. Setiap pencarian dicatat.',
                'Jangan memotret atau menyalin dokumen identitas. PS Tools tidak menampilkan apa pun darinya kepada product specialist.',
            ]],
        ],
    },
};

function write(locale) {
    const c = CONTENT[locale];
    // A fixed creation date: the same content gives the same file.
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${c.title} ${VERSION}`, Author: 'Alva', CreationDate: new Date('2026-01-05T00:00:00Z') }, lang: locale });
    const file = path.join(OUT, c.file);
    doc.pipe(fs.createWriteStream(file));
    doc.rect(0, 0, doc.page.width, 120).fill('#111111');
    doc.fillColor('#ffffff').fontSize(26).font('Helvetica-Bold').text(c.title, 56, 40);
    doc.fontSize(11).font('Helvetica').text(c.subtitle, 56, 80);
    doc.fillColor('#111111').moveDown(4);
    doc.y = 150;
    for (const [heading, paragraphs] of c.sections) {
        doc.font('Helvetica-Bold').fontSize(15).text(heading, { paragraphGap: 6 });
        doc.font('Helvetica').fontSize(11);
        for (const p of paragraphs) doc.text(`•  ${p}`, { paragraphGap: 6, indent: 0 });
        doc.moveDown(0.8);
    }
    doc.end();
    return file;
}

fs.mkdirSync(OUT, { recursive: true });
for (const locale of Object.keys(CONTENT)) console.log(`wrote ${write(locale)}`);
