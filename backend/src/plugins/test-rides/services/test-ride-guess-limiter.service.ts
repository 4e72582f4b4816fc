import { Inject, Injectable } from '@nestjs/common';
import { CacheService, RequestContext } from '@vendure/core';

import { AttemptCheck, AttemptLimit, AttemptLimiter, clientAddress } from '../../../common/attempt-limiter';
import { ResolvedTestRidesOptions, TEST_RIDES_PLUGIN_OPTIONS } from '../constants';

export type GuessCheck = AttemptCheck;

/**
 * Limits guesses at the guest look-up (`testRideByCode`, `cancelTestRideByCode`): a code has 32^6 values and a
 * phone ~10^10, but a known code plus a guessed phone, or many codes from one address, must not be
 * enumerable. Failed attempts are counted per client address and per booking code in fixed windows; once
 * either is over its limit, every attempt (even a right one) is refused until the window ends.
 */
@Injectable()
export class TestRideGuessLimiter {
    private readonly limiter: AttemptLimiter;

    constructor(
        cache: CacheService,
        @Inject(TEST_RIDES_PLUGIN_OPTIONS) private options: ResolvedTestRidesOptions,
    ) {
        this.limiter = new AttemptLimiter(cache, options.guestLookupLimits.windowMinutes * 60_000, () => this.now());
    }

    /** Overridable clock (tests). */
    now(): number {
        return Date.now();
    }

    private limits(ctx: RequestContext, code: string): AttemptLimit[] {
        const { perAddress, perCode } = this.options.guestLookupLimits;
        return [
            { key: `test-ride-guess:ip:${clientAddress(ctx)}`, limit: perAddress },
            { key: `test-ride-guess:code:${normalizeCode(code)}`, limit: perCode },
        ];
    }

    check(ctx: RequestContext, code: string): Promise<GuessCheck> {
        return this.limiter.check(this.limits(ctx, code));
    }

    recordFailure(ctx: RequestContext, code: string): Promise<void> {
        return this.limiter.record(this.limits(ctx, code));
    }
}

export function normalizeCode(code: string | null | undefined): string {
    return (code ?? '').trim().toUpperCase();
}
