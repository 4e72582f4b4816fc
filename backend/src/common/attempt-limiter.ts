import { addToWindow, WINDOW_UNDO_SCRIPT } from '@alva/rules';
import { CacheService, RequestContext } from '@vendure/core';
import type { Redis } from 'ioredis';

import { sharedRedis } from './redis';

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
 * Where the counters live. In the database (Vendure's CacheService, DefaultCachePlugin): shared by every server and
 * worker, but read then written, so two simultaneous attempts on two servers can both pass a limit's last place.
 * On Redis (REDIS_URL): one atomic step per counter, so a limit holds at its number across a cluster.
 */
interface AttemptCounters {
    peek(key: string): Promise<Counter | null>;
    /** Adds one attempt (starting a window of `windowMs` when there is none) and returns the counter after it. */
    add(key: string, windowMs: number): Promise<Counter>;
    /** Takes back an attempt `add` counted (a refused `take`). */
    undo(key: string): Promise<void>;
    delete(key: string): Promise<void>;
}

class CacheCounters implements AttemptCounters {
    constructor(
        private cache: CacheService,
        private now: () => number,
    ) {}

    async peek(key: string) {
        const counter = await this.cache.get<Counter>(key);
        return counter && counter.resetAt > this.now() ? counter : null;
    }

    async add(key: string, windowMs: number) {
        const now = this.now();
        const counter = await this.peek(key);
        const next: Counter = counter ? { count: counter.count + 1, resetAt: counter.resetAt } : { count: 1, resetAt: now + windowMs };
        await this.cache.set(key, next, { ttl: Math.max(1000, next.resetAt - now) });
        return next;
    }

    async undo(key: string) {
        const counter = await this.peek(key);
        if (counter) await this.cache.set(key, { ...counter, count: counter.count - 1 }, { ttl: Math.max(1000, counter.resetAt - this.now()) });
    }

    delete(key: string) {
        return this.cache.delete(key);
    }
}

class RedisCounters implements AttemptCounters {
    constructor(private redis: Redis) {}

    private key(key: string) {
        return `alva-limit:${key}`;
    }

    async peek(key: string) {
        const [[, count], [, ttl]] = (await this.redis.multi().get(this.key(key)).pttl(this.key(key)).exec()) as [
            [unknown, string | null],
            [unknown, number],
        ];
        return count == null || ttl <= 0 ? null : { count: Number(count), resetAt: Date.now() + ttl };
    }

    async add(key: string, windowMs: number) {
        const { count, ttlMs } = await addToWindow(this.redis, this.key(key), windowMs);
        return { count, resetAt: Date.now() + ttlMs };
    }

    async undo(key: string) {
        await this.redis.eval(WINDOW_UNDO_SCRIPT, 1, this.key(key));
    }

    async delete(key: string) {
        await this.redis.del(this.key(key));
    }
}

/**
 * Fixed-window attempt counters (per account, per address, ...) for abuse limits: sign-in, OTP, registration.
 * `check` says whether every counter is still under its limit; `record` counts one attempt on each; `take` does
 * both. On Redis (REDIS_URL) each counter moves in one atomic step; in the database it is read then written
 * (AttemptCounters above, docs/deploy.md). The clock `now` is the database counters' (tests move it); Redis
 * expires its counters on its own clock.
 */
export class AttemptLimiter {
    private counters: AttemptCounters;

    constructor(
        cache: CacheService,
        private windowMs: number,
        private now: () => number = Date.now,
        redis: Redis | null = sharedRedis(),
    ) {
        this.counters = redis ? new RedisCounters(redis) : new CacheCounters(cache, now);
    }

    async check(limits: AttemptLimit[]): Promise<AttemptCheck> {
        let resetAt = 0;
        for (const { key, limit } of limits) {
            const counter = await this.counters.peek(key);
            if (counter && counter.count >= limit) resetAt = Math.max(resetAt, counter.resetAt);
        }
        return refusedUntil(resetAt, this.now());
    }

    async record(limits: AttemptLimit[]): Promise<void> {
        for (const { key } of limits) await this.counters.add(key, this.windowMs);
    }

    /**
     * Counts the attempt on every counter, and refuses it (taking the counts back) when one is past its limit: for
     * operations where every attempt counts (sending an OTP). Counting first is what makes it hold under
     * concurrency on Redis: of two attempts racing for the last place, one sees the count past the limit.
     */
    async take(limits: AttemptLimit[]): Promise<AttemptCheck> {
        const counted: string[] = [];
        let resetAt = 0;
        for (const { key, limit } of limits) {
            const counter = await this.counters.add(key, this.windowMs);
            counted.push(key);
            if (counter.count > limit) resetAt = Math.max(resetAt, counter.resetAt);
        }
        if (resetAt) for (const key of counted) await this.counters.undo(key);
        return refusedUntil(resetAt, this.now());
    }

    async reset(keys: string[]): Promise<void> {
        for (const key of keys) await this.counters.delete(key);
    }
}

function refusedUntil(resetAt: number, now: number): AttemptCheck {
    const retryAfterMs = resetAt ? Math.max(resetAt - now, 1) : 0;
    return { allowed: retryAfterMs === 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}
