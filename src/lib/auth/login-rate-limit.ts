import type { IncomingMessage } from 'node:http';
import { addToWindow, type RedisEval } from '@alva/rules';
import { Redis } from 'ioredis';

/**
 * /api/login calls in fixed windows (SPEC §7 POST /api/login; DESIGN §7 rate limits), by key: invalid tokens per
 * client address (`address:<ip>`), calls per account with a valid token (`account:<uid>`). With REDIS_URL the
 * counters are in Redis, moved atomically and shared by every Next.js instance (a cluster, issue 20); without it
 * each process counts its own callers. LOGIN_RATE_LIMIT_MAX (default 60) per LOGIN_RATE_LIMIT_WINDOW_SECONDS
 * (default 60).
 */
export interface LoginRateLimiter {
  /** Counts one call; `allowed` false (with the seconds to wait) once the address is over the limit. */
  hit(address: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export function createLoginRateLimiter(
  max: number,
  windowMs: number,
  now: () => number = Date.now,
  redis: RedisEval | null = null,
): LoginRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const inProcess = (address: string) => {
    const t = now();
    // Drop finished windows now and then, so the map does not grow without bound.
    if (windows.size > 10_000) for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    const current = windows.get(address);
    const w = current && current.resetAt > t ? current : { count: 0, resetAt: t + windowMs };
    w.count += 1;
    windows.set(address, w);
    return { count: w.count, ttlMs: w.resetAt - t };
  };
  return {
    async hit(address) {
      const { count, ttlMs } = redis ? await addToWindow(redis, `alva-login:${address}`, windowMs) : inProcess(address);
      return count > max
        ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) }
        : { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The limiter of /api/login: on Redis when REDIS_URL is set (it connects on first use), else in this process. */
const redisUrl = process.env.REDIS_URL?.trim();
export const loginRateLimiter = createLoginRateLimiter(
  positive(process.env.LOGIN_RATE_LIMIT_MAX, 60),
  positive(process.env.LOGIN_RATE_LIMIT_WINDOW_SECONDS, 60) * 1000,
  Date.now,
  redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null,
);

/** The caller's address; behind a proxy (TRUST_PROXY=true) the first X-Forwarded-For entry. */
export function callerAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  if (process.env.TRUST_PROXY === 'true') {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket?.remoteAddress ?? 'unknown';
}
