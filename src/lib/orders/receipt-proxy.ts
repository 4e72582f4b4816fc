import type { NextApiRequest, NextApiResponse } from 'next';
import { Readable } from 'stream';
import type { ReadableStream as WebReadableStream } from 'stream/web';
import { cookieNames, readCookie } from '@/lib/cookies';
import { asLocale } from '@/lib/i18n';
import { vendureOrigin } from '@/lib/documents/document-proxy';

const ORDER_CODE = /^[A-Za-z0-9_-]{1,40}$/;

const PRIVATE_HEADERS: Record<string, string> = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

/**
 * GET /api/orders/[code]/receipt?lang=: the order's receipt PDF for its customer. A download link cannot send the
 * bearer header, so the session cookie becomes one and Vendure's /orders/:code/receipt answer (which checks the
 * order is the caller's, else 404) is streamed back. Anything but a PDF answers 401/404 without details.
 */
export async function proxyOrderReceipt(
  req: NextApiRequest,
  res: NextApiResponse,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const token = readCookie(req.headers.cookie, cookieNames.sessionToken);
  if (!token) {
    res.status(401).json({ error: 'Sign in to see this receipt' });
    return;
  }
  const code = typeof req.query.code === 'string' ? req.query.code : '';
  if (!ORDER_CODE.test(code)) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  const lang = asLocale(typeof req.query.lang === 'string' ? req.query.lang : undefined);
  let upstream: Response;
  try {
    upstream = await fetchImpl(`${vendureOrigin()}/orders/${encodeURIComponent(code)}/receipt?lang=${lang}`, {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
  } catch {
    res.status(502).json({ error: 'Unavailable' });
    return;
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (upstream.status !== 200 || !type.startsWith('application/pdf') || !upstream.body) {
    res.status(upstream.status === 401 || upstream.status === 403 ? 401 : 404).json({ error: 'Not found' });
    return;
  }
  res.status(200);
  res.setHeader('Content-Type', 'application/pdf');
  const length = upstream.headers.get('content-length');
  if (length) res.setHeader('Content-Length', length);
  res.setHeader(
    'Content-Disposition',
    upstream.headers.get('content-disposition') ?? `attachment; filename="receipt-${code}.pdf"`,
  );
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  Readable.fromWeb(upstream.body as unknown as WebReadableStream).pipe(res);
}
