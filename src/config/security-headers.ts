/** Security headers for every response (DESIGN §7). The CSP allows the back end, the auth emulator and map tiles. */
export function securityHeaders(): { key: string; value: string }[] {
  const isProd = process.env.NODE_ENV === 'production';
  const backend = process.env.NEXT_PUBLIC_SHOP_API_URL
    ? new URL(process.env.NEXT_PUBLIC_SHOP_API_URL).origin
    : 'http://localhost:3001';
  const emulator = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const connect = [
    "'self'",
    backend,
    ...(emulator ? [`http://${emulator}`] : []),
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
  ].join(' ');
  const csp = [
    "default-src 'self'",
    // Next's pages router inlines its data script; dev mode also needs eval for fast refresh.
    `script-src 'self' 'unsafe-inline'${isProd ? '' : " 'unsafe-eval'"} https://apis.google.com`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${backend}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    'frame-src https://*.firebaseapp.com',
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
