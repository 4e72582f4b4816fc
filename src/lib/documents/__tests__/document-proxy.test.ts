import type { NextApiRequest } from 'next';
import { describe, expect, it, vi } from 'vitest';
import { fakeApiResponse as fakeResponse } from '@/testing/fake-api-response';
import { proxyDocumentImage, proxyPrivateImage, vendureOrigin } from '../document-proxy';

const request = (id: string, cookie?: string, method = 'GET') =>
  ({ method, query: { id }, headers: cookie ? { cookie } : {} }) as unknown as NextApiRequest;

describe('/api/documents/[id]', () => {
  it('derives the Vendure origin from the shop API URL', () => {
    expect(vendureOrigin('http://vendure:3001/shop-api')).toBe('http://vendure:3001');
  });

  it('asks for a session and refuses malformed ids without calling the back end', async () => {
    const fetchImpl = vi.fn();
    const a = fakeResponse();
    await proxyDocumentImage(request('7'), a.res, fetchImpl);
    expect(a.code()).toBe(401);
    const b = fakeResponse();
    await proxyDocumentImage(request('../admin', 'vendure_auth_token=tok'), b.res, fetchImpl);
    expect(b.code()).toBe(404);
    const c = fakeResponse();
    await proxyDocumentImage(request('7', 'vendure_auth_token=tok', 'POST'), c.res, fetchImpl);
    expect(c.code()).toBe(405);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(a.headers['cache-control']).toBe('private, no-store');
  });

  it('forwards the session cookie as a bearer token and streams the image with private headers', async () => {
    const image = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const fetchImpl = vi.fn(
      async () =>
        new Response(image, {
          status: 200,
          headers: {
            'content-type': 'image/jpeg',
            'content-length': String(image.length),
            'content-disposition': 'inline; filename="ktp-7.jpg"',
          },
        }),
    );
    const r = fakeResponse();
    await proxyDocumentImage(
      request('7', 'other=1; vendure_auth_token=abc123'),
      r.res,
      fetchImpl as unknown as typeof fetch,
    );
    await r.done;
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/customer-documents\/7\/file$/);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc123');
    expect(r.code()).toBe(200);
    expect(r.body()).toEqual(image);
    expect(r.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="ktp-7.jpg"',
    });
  });

  it("answers 404 for another customer's document (the back end's 404) and for anything that is not a JPEG", async () => {
    for (const upstream of [
      new Response('{"message":"Not found"}', { status: 404, headers: { 'content-type': 'application/json' } }),
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    ]) {
      const r = fakeResponse();
      await proxyDocumentImage(
        request('8', 'vendure_auth_token=abc'),
        r.res,
        (async () => upstream) as unknown as typeof fetch,
      );
      expect(r.code()).toBe(404);
      expect(r.body().toString()).not.toContain('<html>');
    }
  });
});

describe('proxyPrivateImage (the profile photo route uses it too)', () => {
  const photo = (id: string) => ({
    id,
    idPattern: /^[a-f0-9]{32}$/,
    upstreamPath: (i: string) => `/profile-photo/${i}`,
  });

  it("asks Vendure for the image at the route's own path, with the session as bearer token", async () => {
    const id = 'a'.repeat(32);
    const fetchImpl = vi.fn(
      async () => new Response(Buffer.from([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    const r = fakeResponse();
    await proxyPrivateImage(request(id, 'vendure_auth_token=tok'), r.res, photo(id), fetchImpl);
    await r.done;
    expect(fetchImpl).toHaveBeenCalledWith(`${vendureOrigin()}/profile-photo/${id}`, {
      headers: { authorization: 'Bearer tok' },
      cache: 'no-store',
    });
    expect(r.code()).toBe(200);
    expect(r.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses an id outside its pattern without calling the back end', async () => {
    const fetchImpl = vi.fn();
    const r = fakeResponse();
    await proxyPrivateImage(request('../x', 'vendure_auth_token=tok'), r.res, photo('../x'), fetchImpl);
    expect(r.code()).toBe(404);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
