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
  register: '/login/register',
  forgotPassword: '/login/forgot-password',
  resetPassword: '/login/reset-password',
  verifyEmail: '/verify-email',
  undoEmailChange: '/undo-email-change',
  /** The privacy policy and the terms of use are one legal page. */
  privacyAndTerms: '/privacy-policy-term-of-use',
  profile: '/profile',
  myEv: '/my-ev',
  /** A would-be owner asks a bike's owner to transfer it (SPEC §2). */
  transferOwnership: '/transfer-ownership',
  /** The rider leaderboard (SPEC §2): a bike's VIN and a category in the query; both optional. */
  leaderboard: (vin?: string | null, type?: string | null) => {
    const query = new URLSearchParams({ ...(vin ? { vin } : {}), ...(type ? { type } : {}) }).toString();
    return query ? `/leaderboard?${query}` : '/leaderboard';
  },
  /** Its share image (Open Graph and Twitter card, 1200×630) in a language. */
  leaderboardImage: (vin: string | null, type: string, locale: string) => {
    const query = new URLSearchParams({ ...(vin ? { vin } : {}), type, locale }).toString();
    return `/api/og/leaderboard?${query}`;
  },
  bookings: '/bookings',
  purchase: '/purchase',
  /** Installment offers and the application (issue 14); `order` applies a rejected order to another provider. */
  installmentFor: (slug: string, orderCode?: string | null) =>
    `/product/${encodeURIComponent(slug)}/customize/payment/installment${orderCode ? `?order=${encodeURIComponent(orderCode)}` : ''}`,
  /** The purchase flow's payment step for a placed order (pay inside the window, a pre-order's remaining amount). */
  purchasePayment: (code: string) => `/purchase?order=${encodeURIComponent(code)}`,
  /** The account menu's "purchase" entry: the orders after the purchase, and one order's progress. */
  orders: '/purchase/orders',
  orderDetail: (code: string) => `/purchase/orders/${encodeURIComponent(code)}`,
  orderReceipt: (code: string, lang: string) => `/api/orders/${encodeURIComponent(code)}/receipt?lang=${lang}`,
  support: '/support',
  supportTopic: (topicId: string) => `/support/${topicId}`,
  supportAnswer: (topicId: string, answerId: string) => `/support/${topicId}/${answerId}`,
  rechargeAndSwap: '/support/re-charge-and-swap',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  myAlvaApp: '/my-alva-app',
  shop: '/shop',
  monthlyCost: '/monthly-cost',
  dpSimulation: '/dp-simulation',
  contactUs: '/contact-us',
  experienceCenter: '/experience-center',
  testRide: '/test-ride/select-bike',
  /** The test ride from a page that already chose a model (its slug) or a centre (its id): select-bike keeps them. */
  testRideFor: ({ model, centre }: { model?: string; centre?: string }) => {
    const query = new URLSearchParams({ ...(model ? { model } : {}), ...(centre ? { centre } : {}) }).toString();
    return query ? `/test-ride/select-bike?${query}` : '/test-ride/select-bike';
  },
  testRideBook: '/test-ride/book',
  testRideSuccess: '/test-ride/success',
  testRideFind: '/test-ride/find',
  /** The product specialists' tool: its landing page and staff sign-in, and the tool itself for staff. */
  pstools: '/pstools',
} as const;
