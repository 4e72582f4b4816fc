import { Inject, Injectable } from '@nestjs/common';
import { CacheService, RequestContext } from '@vendure/core';

import { ResolvedTestRidesOptions, TEST_RIDES_PLUGIN_OPTIONS } from '../constants';

interface Counter {
    count: number;
    /** Epoch ms when the window ends. */
    resetAt: number;
}

export interface GuessCheck {
    allowed: boolean;
    /** Seconds until a refused client may try again. */
    retryAfterSeconds: number;
}

/**
 * Limits guesses at the guest look-up (`testRideByCode`, `cancelTestRideByCode`): a code has 32^6 values and a
 * phone ~10^10, but a known code plus a guessed phone, or many codes from one address, must not be
 * enumerable. Failed attempts are counted per client address and per booking code in fixed windows; once
 * either is over its limit, every attempt (even a right one) is refused until the window ends.
 *
 * Counters live in Vendure's CacheService: in memory per process by default, shared between server
 * processes when a shared cache strategy (Redis, SQL) is configured (docs/deploy.md).
 */
@Injectable()
export class TestRideGuessLimiter {
    constructor(
        private cache: CacheService,
        @Inject(TEST_RIDES_PLUGIN_OPTIONS) private options: ResolvedTestRidesOptions,
    ) {}

    /** Overridable clock (tests). */
    now(): number {
        return Date.now();
    }

    private keys(ctx: RequestContext, code: string): Array<{ key: string; limit: number }> {
        const { perAddress, perCode } = this.options.guestLookupLimits;
        const address = ctx.req?.ip || ctx.req?.socket?.remoteAddress || 'unknown';
        return [
            { key: `test-ride-guess:ip:${address}`, limit: perAddress },
            { key: `test-ride-guess:code:${normalizeCode(code)}`, limit: perCode },
        ];
    }

    async check(ctx: RequestContext, code: string): Promise<GuessCheck> {
        const now = this.now();
        let retryAfterMs = 0;
        for (const { key, limit } of this.keys(ctx, code)) {
            const counter = await this.cache.get<Counter>(key);
            if (counter && counter.resetAt > now && counter.count >= limit) {
                retryAfterMs = Math.max(retryAfterMs, counter.resetAt - now);
            }
        }
        return { allowed: retryAfterMs === 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
    }

    async recordFailure(ctx: RequestContext, code: string): Promise<void> {
        const now = this.now();
        const windowMs = this.options.guestLookupLimits.windowMinutes * 60_000;
        for (const { key } of this.keys(ctx, code)) {
            const counter = await this.cache.get<Counter>(key);
            const next: Counter =
                counter && counter.resetAt > now
                    ? { count: counter.count + 1, resetAt: counter.resetAt }
                    : { count: 1, resetAt: now + windowMs };
            await this.cache.set(key, next, { ttl: Math.max(1000, next.resetAt - now) });
        }
    }
}

export function normalizeCode(code: string | null | undefined): string {
    return (code ?? '').trim().toUpperCase();
}
