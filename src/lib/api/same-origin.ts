import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicEnv } from '@/config/env';

/**
 * Cross-site request check of the state-changing API routes (/api/login, /api/logout, /api/revalidate). A browser
 * says where a request comes from: `Sec-Fetch-Site` (same-origin, same-site, cross-site, none) and, on every POST,
 * `Origin`. Either one naming another site refuses the request, so a page elsewhere cannot sign a visitor out or in
 * with a form or fetch. A caller that sends neither is not a browser (the back end calling /api/revalidate) and is
 * judged by the route's own check (its secret).
 */
export function isCrossSiteRequest(req: Pick<IncomingMessage, 'headers'>, siteUrl = publicEnv.siteUrl): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return !allowedOrigins(req, siteUrl).has(origin);
}

/** The site's public origin, and the origin the request itself was addressed to (its Host header). */
function allowedOrigins(req: Pick<IncomingMessage, 'headers'>, siteUrl: string): Set<string> {
  const origins = new Set<string>();
  try {
    origins.add(new URL(siteUrl).origin);
  } catch {
    // A malformed NEXT_PUBLIC_SITE_URL leaves only the Host-based origin.
  }
  const host = req.headers.host;
  if (host) {
    const forwardedProto = req.headers['x-forwarded-proto'];
    const proto = process.env.TRUST_PROXY === 'true' && typeof forwardedProto === 'string' ? forwardedProto : 'http';
    origins.add(`${proto.split(',')[0].trim()}://${host}`);
    origins.add(`https://${host}`);
  }
  return origins;
}

/** Answers 403 and returns false for a cross-site request; true when the route may go on. */
export function refuseCrossSite(req: Pick<IncomingMessage, 'headers'>, res: ServerResponse): boolean {
  if (!isCrossSiteRequest(req)) return true;
  res.statusCode = 403;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ error: 'Cross-site request refused' }));
  return false;
}
