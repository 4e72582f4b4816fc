import type { IncomingMessage } from 'node:http';

/**
 * /api/login calls in fixed windows (SPEC §7 POST /api/login; DESIGN §7 rate limits), by key: invalid tokens per
 * client address (`address:<ip>`), calls per account with a valid token (`account:<uid>`). Kept in the Next.js
 * process: each instance counts its own callers, which bounds a token-stuffing run per instance; the back end counts
 * failed `authenticate` calls across processes. LOGIN_RATE_LIMIT_MAX (default 60) per LOGIN_RATE_LIMIT_WINDOW_SECONDS
 * (default 60).
 */
export interface LoginRateLimiter {
  /** Counts one call; `allowed` false (with the seconds to wait) once the address is over the limit. */
  hit(address: string): { allowed: boolean; retryAfterSeconds: number };
}

export function createLoginRateLimiter(max: number, windowMs: number, now: () => number = Date.now): LoginRateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(address) {
      const t = now();
      // Drop finished windows now and then, so the map does not grow without bound.
      if (windows.size > 10_000) for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
      const current = windows.get(address);
      const w = current && current.resetAt > t ? current : { count: 0, resetAt: t + windowMs };
      w.count += 1;
      windows.set(address, w);
      return w.count > max
        ? { allowed: false, retryAfterSeconds: Math.ceil((w.resetAt - t) / 1000) }
        : { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export const loginRateLimiter = createLoginRateLimiter(
  positive(process.env.LOGIN_RATE_LIMIT_MAX, 60),
  positive(process.env.LOGIN_RATE_LIMIT_WINDOW_SECONDS, 60) * 1000,
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
