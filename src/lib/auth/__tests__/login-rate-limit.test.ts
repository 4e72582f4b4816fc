import { describe, expect, it } from 'vitest';
import { callerAddress, createLoginRateLimiter } from '../login-rate-limit';

describe('login rate limiter', () => {
  it('refuses an address over the limit until its window ends; other addresses are not affected', async () => {
    let now = 1_000_000;
    const limiter = createLoginRateLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('1.2.3.4')).allowed).toBe(true);
    expect(await limiter.hit('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit('5.6.7.8')).allowed).toBe(true);
    now += 60_001;
    expect((await limiter.hit('1.2.3.4')).allowed).toBe(true);
  });

  it('uses X-Forwarded-For only behind a trusted proxy', () => {
    const req = { headers: { 'x-forwarded-for': '9.9.9.9, 10.0.0.1' }, socket: { remoteAddress: '127.0.0.1' } };
    expect(callerAddress(req as never)).toBe('127.0.0.1');
    process.env.TRUST_PROXY = 'true';
    expect(callerAddress(req as never)).toBe('9.9.9.9');
    delete process.env.TRUST_PROXY;
  });
});
