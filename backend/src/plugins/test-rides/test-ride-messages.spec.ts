import { describe, expect, it } from 'vitest';

import type { TestRideBooking } from './entities/test-ride-booking.entity';
import { composeMessage } from './test-ride-messages';

const booking = (over: Partial<TestRideBooking> = {}) =>
    ({
        code: 'TR-7KQ2MX',
        productSlug: 'alva-cervo',
        locationType: 'DEALER',
        slotStart: new Date('2026-11-28T03:00:00Z'),
        status: 'REQUESTED',
        languageCode: 'en',
        guestName: 'Budi',
        customerId: null,
        address: null,
        place: { location: 'Alva Experience Center Kemang', address1: 'Jl. Kemang Raya 45' },
        ...over,
    }) as unknown as TestRideBooking;

describe('composeMessage links', () => {
    it('sends a guest to the find page with the code, in their language, in the e-mail and the SMS text', () => {
        const en = composeMessage(booking(), 'created', 'https://alva.example/');
        expect(en.lines).toContain('Reschedule or cancel: https://alva.example/test-ride/find?code=TR-7KQ2MX');
        expect(en.text).toContain('https://alva.example/test-ride/find?code=TR-7KQ2MX');
        const id = composeMessage(booking({ languageCode: 'id' }), 'created', 'https://alva.example');
        expect(id.lines).toContain('Ubah jadwal atau batalkan: https://alva.example/id/test-ride/find?code=TR-7KQ2MX');
    });

    it('sends a customer to the bookings page, and links nothing once cancelled or without a site address', () => {
        const mine = composeMessage(booking({ customerId: 4 }), 'created', 'https://alva.example');
        expect(mine.lines).toContain('Reschedule or cancel: https://alva.example/bookings');
        const cancelled = composeMessage(booking(), 'cancelled', 'https://alva.example');
        expect(cancelled.lines.join(' ')).not.toContain('https://');
        expect(cancelled.text).not.toContain('https://');
        expect(composeMessage(booking(), 'created').text).not.toContain('https://');
    });
});
