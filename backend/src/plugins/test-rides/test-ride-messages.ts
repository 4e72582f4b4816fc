/** Texts of the test-ride notifications (e-mail, SMS, WhatsApp) in English and Indonesian. */
import type { TestRideLanguage } from './constants';
import type { TestRideBooking } from './entities/test-ride-booking.entity';
import type { TestRideEventType } from './test-ride-event';

const PRODUCT_NAMES: Record<string, string> = {
    'alva-one-1-battery': 'Alva One',
    'alva-cervo': 'Alva Cervo',
    'alva-n3': 'Alva N3',
};

export function productName(slug: string): string {
    return PRODUCT_NAMES[slug] ?? slug.replace(/-/g, ' ').replace(/\b\w/g, c => c.toUpperCase());
}

export function formatSlot(slotStart: Date, lang: TestRideLanguage): string {
    const text = new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
        timeZone: 'Asia/Jakarta',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
    }).format(new Date(slotStart));
    return `${text} WIB`;
}

const HEADLINES: Record<TestRideEventType, Record<TestRideLanguage, string>> = {
    created: { en: 'Your test ride is booked', id: 'Test ride Anda sudah dipesan' },
    rescheduled: { en: 'Your test ride has a new time', id: 'Jadwal test ride Anda sudah diubah' },
    cancelled: { en: 'Your test ride is cancelled', id: 'Test ride Anda dibatalkan' },
    status: { en: 'Your test ride was updated', id: 'Status test ride Anda diperbarui' },
    reminder: { en: 'Your test ride is tomorrow', id: 'Test ride Anda besok' },
};

const STATUS_LABELS: Record<string, Record<TestRideLanguage, string>> = {
    REQUESTED: { en: 'requested', id: 'diajukan' },
    CONFIRMED: { en: 'confirmed', id: 'dikonfirmasi' },
    COMPLETED: { en: 'completed', id: 'selesai' },
    CANCELLED: { en: 'cancelled', id: 'dibatalkan' },
    NO_SHOW: { en: 'missed', id: 'tidak hadir' },
};

export interface TestRideMessageContent {
    language: TestRideLanguage;
    subject: string;
    headline: string;
    greeting: string;
    lines: string[];
    /** One line, for SMS / WhatsApp. */
    text: string;
}

export function composeMessage(booking: TestRideBooking, type: TestRideEventType, siteUrl?: string): TestRideMessageContent {
    const lang: TestRideLanguage = booking.languageCode === 'en' ? 'en' : 'id';
    const en = lang === 'en';
    const bike = productName(booking.productSlug);
    const when = formatSlot(booking.slotStart, lang);
    const placeName = booking.place?.location ?? '';
    const where =
        booking.locationType === 'DEALER'
            ? `${placeName}, ${booking.place?.address1 ?? ''}`.trim()
            : `${booking.address ?? ''} (${en ? 'served by' : 'dilayani oleh'} ${placeName})`;
    const headline = HEADLINES[type][lang];
    // Signed-in customers manage their rides under /bookings; a guest finds the booking by code + phone.
    const base = siteUrl ? `${siteUrl.replace(/\/$/, '')}${en ? '' : '/id'}` : null;
    const manage = base
        ? booking.customerId
            ? `${base}/bookings`
            : `${base}/test-ride/find?code=${encodeURIComponent(booking.code)}`
        : null;
    const lines = [
        `${en ? 'Booking code' : 'Kode booking'}: ${booking.code}`,
        `${en ? 'Motorcycle' : 'Motor'}: ${bike}`,
        `${en ? 'When' : 'Waktu'}: ${when}`,
        `${en ? 'Where' : 'Lokasi'}: ${where}`,
        `${en ? 'Status' : 'Status'}: ${STATUS_LABELS[booking.status]?.[lang] ?? booking.status}`,
    ];
    if (manage && type !== 'cancelled') {
        lines.push(en ? `Reschedule or cancel: ${manage}` : `Ubah jadwal atau batalkan: ${manage}`);
    }
    const text = `Alva: ${headline}. ${booking.code}, ${bike}, ${when}, ${placeName}.${
        manage && type !== 'cancelled' ? ` ${manage}` : ''
    }`;
    return {
        language: lang,
        subject: `${headline} · ${booking.code}`,
        headline,
        greeting: en ? `Hi ${booking.guestName},` : `Halo ${booking.guestName},`,
        lines,
        text,
    };
}
