import type { StaffProfileQuery } from '@/graphql/generated/graphql';

export type StaffProfile = StaffProfileQuery['staffProfile'];

/** Who a test ride is being booked for: a looked-up customer or a guestbook visitor. */
export interface BookingTarget {
  customerId?: string | null;
  guestbookEntryId?: string | null;
  name: string;
  phone?: string | null;
  email?: string | null;
  productSlug?: string | null;
}

/** Today's local (Jakarta) date, YYYY-MM-DD. */
export const jakartaToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

export const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** Touch targets of at least 44 px (tablet first). */
export const touch = { minHeight: 44 } as const;

/** The motorcycles' names by slug (the catalogue's, from the page's props). */
export type BikeNames = Record<string, string>;

/** A motorcycle's name for a slug; the slug itself for a product the catalogue does not list. */
export const bikeName = (names: BikeNames, slug: string) => names[slug] ?? slug;
