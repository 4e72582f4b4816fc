import { CacheService, RequestContext } from '@vendure/core';

interface Counter {
    count: number;
    /** Epoch ms when the window ends. */
    resetAt: number;
}

export interface AttemptCheck {
    allowed: boolean;
    /** Seconds until a refused client may try again (0 when allowed). */
    retryAfterSeconds: number;
}

export interface AttemptLimit {
    /** Counter key, e.g. `sign-in:ip:1.2.3.4` or `otp:phone:+62812...`. */
    key: string;
    /** Attempts allowed per window. */
    limit: number;
}

/** The caller's address as Vendure's request sees it (behind a proxy: set `trust proxy` so this is the client). */
export function clientAddress(ctx: RequestContext): string {
    return ctx.req?.ip || ctx.req?.socket?.remoteAddress || 'unknown';
}

/**
 * Fixed-window attempt counters (per account, per address, ...) for abuse limits: sign-in, OTP, registration.
 * `check` says whether every counter is still under its limit; `record` counts one attempt on each. Counters live
 * in Vendure's CacheService, which is in the database (DefaultCachePlugin, vendure-config.ts): shared by every
 * server and worker on it. A counter is read then written, not incremented in one step (docs/deploy.md).
 */
export class AttemptLimiter {
    constructor(
        private cache: CacheService,
        private windowMs: number,
        private now: () => number = Date.now,
    ) {}

    async check(limits: AttemptLimit[]): Promise<AttemptCheck> {
        const now = this.now();
        let retryAfterMs = 0;
        for (const { key, limit } of limits) {
            const counter = await this.cache.get<Counter>(key);
            if (counter && counter.resetAt > now && counter.count >= limit) {
                retryAfterMs = Math.max(retryAfterMs, counter.resetAt - now);
            }
        }
        return { allowed: retryAfterMs === 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
    }

    async record(limits: AttemptLimit[]): Promise<void> {
        const now = this.now();
        for (const { key } of limits) {
            const counter = await this.cache.get<Counter>(key);
            const next: Counter =
                counter && counter.resetAt > now
                    ? { count: counter.count + 1, resetAt: counter.resetAt }
                    : { count: 1, resetAt: now + this.windowMs };
            await this.cache.set(key, next, { ttl: Math.max(1000, next.resetAt - now) });
        }
    }

    /** Checks, and counts the attempt when allowed: for operations where every attempt counts (sending an OTP). */
    async take(limits: AttemptLimit[]): Promise<AttemptCheck> {
        const result = await this.check(limits);
        if (result.allowed) await this.record(limits);
        return result;
    }

    async reset(keys: string[]): Promise<void> {
        for (const key of keys) await this.cache.delete(key);
    }
}
