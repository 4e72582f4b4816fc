import type { NextApiRequest } from 'next';
import { describe, expect, it, vi } from 'vitest';
import { fakeApiResponse } from '@/testing/fake-api-response';
import { proxyOrderReceipt } from '../receipt-proxy';

const request = (code: string, cookie?: string, query: Record<string, string> = {}, method = 'GET') =>
  ({ method, query: { code, ...query }, headers: cookie ? { cookie } : {} }) as unknown as NextApiRequest;

describe('/api/orders/[code]/receipt', () => {
  it('asks for a session and refuses malformed codes and other methods without calling the back end', async () => {
    const fetchImpl = vi.fn();
    const a = fakeApiResponse();
    await proxyOrderReceipt(request('AB12'), a.res, fetchImpl);
    expect(a.code()).toBe(401);
    const b = fakeApiResponse();
    await proxyOrderReceipt(request('../admin', 'vendure_auth_token=tok'), b.res, fetchImpl);
    expect(b.code()).toBe(404);
    const c = fakeApiResponse();
    await proxyOrderReceipt(request('AB12', 'vendure_auth_token=tok', {}, 'POST'), c.res, fetchImpl);
    expect(c.code()).toBe(405);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(a.headers['cache-control']).toBe('private, no-store');
  });

  it("forwards the session as a bearer token with the page's language and streams the PDF back", async () => {
    const pdf = Buffer.from('%PDF-1.7 receipt');
    const fetchImpl = vi.fn(
      async () =>
        new Response(pdf, {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="AB12.pdf"' },
        }),
    );
    const r = fakeApiResponse();
    await proxyOrderReceipt(
      request('AB12', 'x=1; vendure_auth_token=abc123', { lang: 'id' }),
      r.res,
      fetchImpl as unknown as typeof fetch,
    );
    await r.done;
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/orders\/AB12\/receipt\?lang=id$/);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc123');
    expect(r.code()).toBe(200);
    expect(r.body()).toEqual(pdf);
    expect(r.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'content-disposition': 'attachment; filename="AB12.pdf"',
    });
  });

  it('asks in English for an unknown language', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 404 }));
    await proxyOrderReceipt(
      request('AB12', 'vendure_auth_token=a', { lang: 'fr' }),
      fakeApiResponse().res,
      fetchImpl as unknown as typeof fetch,
    );
    expect((fetchImpl.mock.calls[0] as unknown as [string])[0]).toMatch(/\?lang=en$/);
  });

  it("answers 404 for another customer's order (the back end's 404) and for anything that is not a PDF", async () => {
    for (const upstream of [
      new Response('{"message":"Not found"}', { status: 404, headers: { 'content-type': 'application/json' } }),
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ]) {
      const r = fakeApiResponse();
      await proxyOrderReceipt(
        request('AB12', 'vendure_auth_token=abc'),
        r.res,
        (async () => upstream) as unknown as typeof fetch,
      );
      expect(r.code()).toBe(404);
      expect(r.body().toString()).not.toContain('<html>');
    }
  });
});
