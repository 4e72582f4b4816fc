import { routes } from '@/config/routes';

/** Account menu keys of SPEC §2, in order; logout is an action, the rest are pages. */
export const ACCOUNT_MENU_ITEMS = [
  { key: 'profile', href: routes.profile },
  { key: 'ev', href: routes.myEv },
  { key: 'bookings', href: routes.bookings },
  { key: 'purchase', href: routes.orders },
  { key: 'support', href: routes.support },
  // Settings (language, password) is a section of the profile page.
  { key: 'settings', href: `${routes.profile}#settings` },
] as const;
