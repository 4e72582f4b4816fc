import type { NextApiRequest, NextApiResponse } from 'next';
import { serverShopApiUrl } from '@/config/env';
import { cookieNames, readCookie } from '@/lib/cookies';

/** Vendure's base URL as the Next.js server reaches it (the shop API URL without /shop-api). */
const vendureBase = serverShopApiUrl.replace(/\/shop-api\/?$/, '');

/**
 * GET /api/profile/photo/<photoId>: the signed-in customer's own profile photo. Photos are stored privately by the
 * back end; this same-origin route forwards the browser's session cookie as the bearer token to Vendure's
 * /profile-photo/<photoId>, which answers only the photo's owner (404 to everyone else).
 */
export default async function profilePhoto(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Another site may not embed a customer's photo (like the identity documents' route).
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).end();
    return;
  }
  const photoId = String(req.query.photoId ?? '');
  if (!/^[a-f0-9]{32}$/.test(photoId)) {
    res.status(404).end();
    return;
  }
  const token = readCookie(req.headers.cookie, cookieNames.sessionToken);
  if (!token) {
    res.status(401).end();
    return;
  }
  try {
    const upstream = await fetch(`${vendureBase}/profile-photo/${photoId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!upstream.ok) {
      res.status(upstream.status === 401 ? 401 : 404).end();
      return;
    }
    const body = Buffer.from(await upstream.arrayBuffer());
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Content-Length', String(body.length));
    res.status(200).send(req.method === 'HEAD' ? '' : body);
  } catch (error) {
    console.error('profile photo could not be fetched', error);
    res.status(502).end();
  }
}
