import type { NextApiRequest, NextApiResponse } from 'next';
import { Readable } from 'stream';
import type { ReadableStream as WebReadableStream } from 'stream/web';
import { serverShopApiUrl } from '@/config/env';
import { cookieNames, readCookie } from '@/lib/cookies';

/** The Vendure server's origin (the shop API URL without its path), as the Next.js server reaches it. */
export function vendureOrigin(shopApiUrl = serverShopApiUrl): string {
  return new URL(shopApiUrl).origin;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

const PRIVATE_HEADERS: Record<string, string> = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

/** A private image on the Vendure server: the id from the route, the pattern it must match, Vendure's path for it. */
export interface PrivateImage {
  id: string;
  idPattern: RegExp;
  upstreamPath: (id: string, download: boolean) => string;
}

/**
 * GET /api/documents/[id]: an identity-document photo for its owner. An <img> cannot send the bearer header, so
 * this route turns the session cookie into one and streams Vendure's /customer-documents/:id/file answer back
 * (which checks owner or staff permission and logs the view). Everything else answers 404 without details.
 */
export function proxyDocumentImage(req: NextApiRequest, res: NextApiResponse, fetchImpl: typeof fetch = fetch) {
  return proxyPrivateImage(
    req,
    res,
    {
      id: typeof req.query.id === 'string' ? req.query.id : '',
      idPattern: ID_PATTERN,
      upstreamPath: (id, download) =>
        `/customer-documents/${encodeURIComponent(id)}/file${download ? '?download=1' : ''}`,
    },
    fetchImpl,
  );
}

/**
 * Streams a private JPEG from Vendure to its owner (identity documents, the profile photo): the session cookie
 * becomes the bearer token, the answer is never cached, and anything but a JPEG answers 401/404 without details.
 */
export async function proxyPrivateImage(
  req: NextApiRequest,
  res: NextApiResponse,
  image: PrivateImage,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const { id } = image;
  const token = readCookie(req.headers.cookie, cookieNames.sessionToken);
  if (!token) {
    res.status(401).json({ error: 'Sign in to see this document' });
    return;
  }
  if (!image.idPattern.test(id)) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  const download = req.query.download === '1';
  let upstream: Response;
  try {
    upstream = await fetchImpl(`${vendureOrigin()}${image.upstreamPath(id, download)}`, {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
  } catch {
    res.status(502).json({ error: 'Unavailable' });
    return;
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (upstream.status !== 200 || type !== 'image/jpeg' || !upstream.body) {
    res.status(upstream.status === 401 || upstream.status === 403 ? 401 : 404).json({ error: 'Not found' });
    return;
  }
  res.status(200);
  res.setHeader('Content-Type', 'image/jpeg');
  const length = upstream.headers.get('content-length');
  if (length) res.setHeader('Content-Length', length);
  res.setHeader(
    'Content-Disposition',
    upstream.headers.get('content-disposition') ?? (download ? 'attachment' : 'inline'),
  );
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  Readable.fromWeb(upstream.body as unknown as WebReadableStream).pipe(res);
}
