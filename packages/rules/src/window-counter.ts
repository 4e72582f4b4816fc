/**
 * A fixed-window attempt counter on Redis, moved in one atomic step (a Lua script runs alone in Redis): the count
 * goes up by one and a counter without an expiry (a new one) gets its window's. Shared by the back end's AttemptLimiter and the site's
 * /api/login limiter, so every limit holds at its number across servers (issue 20). Takes any client with ioredis's
 * `eval`, so this package needs no Redis client of its own.
 */
export const WINDOW_COUNTER_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/** Takes one attempt back, only while the window lasts (a DECR on an expired key would start one with no end). */
export const WINDOW_UNDO_SCRIPT = `if redis.call('PTTL', KEYS[1]) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export interface RedisEval {
  eval(script: string, numKeys: number, ...args: Array<string | number>): Promise<unknown>;
}

/** Counts one attempt on `key`; the count after it and the milliseconds left in its window. */
export async function addToWindow(
  redis: RedisEval,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const [count, ttlMs] = (await redis.eval(WINDOW_COUNTER_SCRIPT, 1, key, String(windowMs))) as [number, number];
  return { count, ttlMs: Math.max(ttlMs, 0) };
}
