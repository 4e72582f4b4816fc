import { isLoopbackHost } from '../../packages/rules/src/local-hosts';
import { publicEnv } from './env';

/** Security headers for every response (DESIGN §7). The CSP allows the back end and, when configured, the emulator. */
export function securityHeaders(): { key: string; value: string }[] {
  const isProd = process.env.NODE_ENV === 'production';
  const backend = process.env.NEXT_PUBLIC_SHOP_API_URL
    ? new URL(process.env.NEXT_PUBLIC_SHOP_API_URL).origin
    : 'http://localhost:3001';
  const emulator = publicEnv.firebase.emulatorHost;
  // A local stack's API is also called at the address the page was opened at (env.ts): same port, any local host.
  const localBackend = isLoopbackHost(new URL(backend).hostname) ? [`http://*:${new URL(backend).port}`] : [];
  const connect = [
    "'self'",
    backend,
    ...localBackend,
    ...(emulator ? [`http://${emulator}`] : []),
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
  ].join(' ');
  const csp = [
    "default-src 'self'",
    // No inline scripts in production (Next's page data is JSON, not script); dev mode needs them for fast refresh.
    // apis.google.com: Firebase's popup/redirect sign-in; google.com/gstatic.com: the phone sign-in's reCAPTCHA.
    `script-src 'self'${isProd ? '' : " 'unsafe-inline' 'unsafe-eval'"} https://apis.google.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${backend}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    // Firebase's auth helper iframe (the emulator's, locally) and the reCAPTCHA challenge.
    `frame-src https://*.firebaseapp.com${emulator ? ` http://${emulator}` : ''} https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ];
  if (isProd) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
