/**
 * Public configuration (inlined into the browser bundle at build time, so nothing secret lives here).
 * Server-only settings are read where they are used (lib/auth/init-auth.ts).
 */
// Relative, not the @alva/rules/local-hosts alias: next.config.ts loads this file and resolves no tsconfig paths.
import { apiUrlForPageHost } from '../../packages/rules/src/local-hosts';

/** In the browser, a local stack's API is called at the address the page was opened at (127.0.0.1, LAN address). */
const forThisPage = (url: string) =>
  typeof window === 'undefined' ? url : apiUrlForPageHost(url, window.location.hostname);

const configuredShopApiUrl = process.env.NEXT_PUBLIC_SHOP_API_URL || 'http://localhost:3001/shop-api';
const shopApiUrl = forThisPage(configuredShopApiUrl);

export const publicEnv = {
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/$/, ''),
  /** Main GraphQL endpoint (Vendure shop API). */
  shopApiUrl,
  /** Second endpoint, chosen with `context: { clientName: 'secondary' }`. */
  secondaryApiUrl: forThisPage(process.env.NEXT_PUBLIC_SECONDARY_API_URL || configuredShopApiUrl),
  /** Third endpoint, chosen with `context: { clientName: 'content' }`; it gets its own API key header. */
  contentApiUrl: forThisPage(process.env.NEXT_PUBLIC_CONTENT_API_URL || configuredShopApiUrl),
  contentApiKey: process.env.NEXT_PUBLIC_CONTENT_API_KEY || 'local-content-key',
  /** Fixed headers every request carries (SPEC §7); identify the web client, they are not secrets. */
  apiKey: process.env.NEXT_PUBLIC_API_KEY || 'local-web-key',
  extraAuthorization: process.env.NEXT_PUBLIC_EXTRA_AUTHORIZATION || 'alva-web',
  firebase: {
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || 'demo-alva.firebaseapp.com',
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-alva',
    /** host:port of the Auth Emulator: the local default in development, nothing in production unless set. */
    emulatorHost:
      process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ??
      (process.env.NODE_ENV === 'production' ? '' : '127.0.0.1:9099'),
  },
  /** Store pages of the My Alva app (SPEC §9 "mobile-app store links"). */
  appStoreUrl: process.env.NEXT_PUBLIC_APP_STORE_URL || 'https://apps.apple.com/id/app/my-alva/id6450000000',
  googlePlayUrl:
    process.env.NEXT_PUBLIC_GOOGLE_PLAY_URL || 'https://play.google.com/store/apps/details?id=id.alva.myalva',
  /** WhatsApp number of customer service (SPEC §9 WhatsApp contact link), digits only with the country code. */
  whatsappNumber: (process.env.NEXT_PUBLIC_WHATSAPP_NUMBER || '6281100002582').replace(/\D/g, ''),
  /** Analytics measurement id; `track` does nothing while it is empty. */
  analyticsId: process.env.NEXT_PUBLIC_ANALYTICS_ID || '',
};

/** The shop API as the Next.js server reaches it (may differ from the browser's URL behind a proxy). */
export const serverShopApiUrl = process.env.SHOP_API_URL_INTERNAL || configuredShopApiUrl;
