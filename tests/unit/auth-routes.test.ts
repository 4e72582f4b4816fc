import type { NextApiRequest, NextApiResponse } from 'next';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebase = vi.hoisted(() => ({
  verifyIdToken: vi.fn(),
  setAuthCookies: vi.fn(),
  unsetAuthCookies: vi.fn(),
}));
vi.mock('next-firebase-auth', () => ({ ...firebase, init: vi.fn() }));
vi.mock('@/lib/auth/firebase-admin', () => ({ initFirebaseAdmin: vi.fn() }));

const { default: login } = await import('@/pages/api/login');
const { default: logout } = await import('@/pages/api/logout');

function call(handler: typeof login, headers: Record<string, string>) {
  const res = {
    statusCode: 200,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
    end(body?: string) {
      if (body) this.body = JSON.parse(body);
    },
  };
  const req = {
    method: 'POST',
    headers: { host: 'localhost:3000', ...headers },
    socket: { remoteAddress: '10.0.0.1' },
  };
  return Promise.resolve(handler(req as unknown as NextApiRequest, res as unknown as NextApiResponse)).then(() => res);
}

beforeEach(() => {
  vi.clearAllMocks();
  firebase.verifyIdToken.mockImplementation(async (token: string) => ({ id: token === 'good-token' ? 'uid-1' : null }));
  firebase.setAuthCookies.mockResolvedValue({ user: { id: 'uid-1' } });
});

describe('/api/login', () => {
  it('answers 400 without an Authorization header, and writes no cookie', async () => {
    const res = await call(login, { origin: 'http://localhost:3000' });
    expect(res.statusCode).toBe(400);
    expect(firebase.setAuthCookies).not.toHaveBeenCalled();
  });

  it('answers 401 for a bad token without touching the session cookies', async () => {
    firebase.verifyIdToken.mockRejectedValueOnce(new Error('bad signature'));
    expect((await call(login, { authorization: 'forged' })).statusCode).toBe(401);
    expect((await call(login, { authorization: 'expired' })).statusCode).toBe(401);
    expect(firebase.setAuthCookies).not.toHaveBeenCalled();
  });

  it('refuses a cross-site request (403) before looking at the token', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { origin: 'https://evil.example', authorization: 'good-token' },
      { 'sec-fetch-site': 'cross-site', authorization: 'good-token' },
    ]) {
      expect((await call(login, headers)).statusCode).toBe(403);
    }
    expect(firebase.verifyIdToken).not.toHaveBeenCalled();
    expect(firebase.setAuthCookies).not.toHaveBeenCalled();
  });

  it('sets the cookies for a valid token from the site itself', async () => {
    const res = await call(login, { origin: 'http://localhost:3000', authorization: 'good-token' });
    expect(res.statusCode).toBe(200);
    expect(firebase.setAuthCookies).toHaveBeenCalledWith(expect.anything(), expect.anything(), { token: 'good-token' });
  });
});

describe('/api/logout', () => {
  it('refuses a cross-site form post: the visitor stays signed in', async () => {
    const res = await call(logout, {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(firebase.unsetAuthCookies).not.toHaveBeenCalled();
  });

  it('signs out a same-origin request', async () => {
    const res = await call(logout, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(firebase.unsetAuthCookies).toHaveBeenCalledOnce();
  });
});

describe('session cookie keys', async () => {
  const { cookieKeys } = await import('@/lib/auth/init-auth');
  it('refuses the development key (or none) in production, accepts it in development', () => {
    expect(() => cookieKeys({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toThrow(/must be set/);
    expect(() =>
      cookieKeys({ NODE_ENV: 'production', COOKIE_SECRET_CURRENT: 'local-dev-cookie-secret-change-me' } as never),
    ).toThrow(/development default/);
    expect(cookieKeys({ NODE_ENV: 'production', COOKIE_SECRET_CURRENT: 'k1' } as never)).toEqual(['k1']);
    expect(cookieKeys({ NODE_ENV: 'development' } as never)).toEqual(['local-dev-cookie-secret-change-me']);
  });
});

describe('/api/login limits', () => {
  it('locks an address out after its invalid tokens, but never a valid token from the same address', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) {
      const res = await call(login, { origin: 'http://localhost:3000', authorization: `forged-${i}` });
      last = res.statusCode;
      if (i === 60) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(last).toBe(429);
    const neighbour = await call(login, { origin: 'http://localhost:3000', authorization: 'good-token' });
    expect(neighbour.statusCode).toBe(200);
  });
});
