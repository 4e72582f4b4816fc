/** Route paths used in links and redirects (SPEC §2), so a path is spelled in one place. */
export const routes = {
  home: '/',
  about: '/about',
  product: '/product',
  productDetail: (slug: string) => `/product/${slug}`,
  login: '/login',
  loginEmail: '/login/email',
  profile: '/profile',
  myEv: '/my-ev',
  bookings: '/test-ride/select-bike',
  purchase: '/purchase',
  support: '/support',
  shop: '/shop',
  monthlyCost: '/monthly-cost',
  experienceCenter: '/experience-center',
  testRide: '/test-ride/select-bike',
} as const;
