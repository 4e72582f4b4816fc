/** Route paths used in links and redirects (SPEC §2), so a path is spelled in one place. */
export const routes = {
  home: '/',
  about: '/about',
  product: '/product',
  productDetail: (slug: string) => `/product/${slug}`,
  /** Shortcuts to two models with a fixed variant (SPEC §2). */
  alvaOne: '/alva-one',
  alvaCervo: '/alva-cervo',
  login: '/login',
  loginEmail: '/login/email',
  profile: '/profile',
  myEv: '/my-ev',
  bookings: '/bookings',
  purchase: '/purchase',
  support: '/support',
  shop: '/shop',
  monthlyCost: '/monthly-cost',
  experienceCenter: '/experience-center',
  testRide: '/test-ride/select-bike',
  testRideBook: '/test-ride/book',
  testRideSuccess: '/test-ride/success',
} as const;
