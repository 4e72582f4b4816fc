/** A place and a booking as the shop API returns them, for the test-ride component tests. */
export const testRidePlace = {
  __typename: 'TestRidePlace',
  id: '2',
  location: 'Alva Experience Center Kemang',
  address1: 'Jl. Kemang Raya 1',
  address2: null,
  city: 'Jakarta Selatan',
  state: 'DKI Jakarta',
  latitude: -6.26,
  longitude: 106.81,
  type: 'experience-center',
  gmapsLink: '',
  operatingHours: '10:00–20:00',
  upcoming: false,
  bookable: true,
  distanceKm: null as number | null,
};

/** A confirmed dealer booking three days from now, at 15:00 in Jakarta. */
export function testRideBooking() {
  const slotStart = new Date(Date.now() + 3 * 86_400_000);
  return {
    __typename: 'TestRideBooking',
    id: '7',
    code: 'TR-7KQ2MX',
    status: 'CONFIRMED',
    productSlug: 'alva-cervo',
    locationType: 'DEALER',
    place: testRidePlace,
    address: null,
    latitude: null,
    longitude: null,
    slotStart: slotStart.toISOString(),
    slotEnd: new Date(slotStart.getTime() + 30 * 60_000).toISOString(),
    localDate: '2026-11-25',
    localTime: '15:00',
    name: 'Budi Santoso',
    phone: '+6281234567890',
    email: 'budi@alva.example',
    changeable: true,
  };
}
