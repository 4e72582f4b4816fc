import { Redis, RedisOptions } from 'ioredis';

/**
 * REDIS_URL (redis://[user:password@]host:port[/db]) switches a server and its workers to the cluster set-up
 * (issue 20, docs/deploy.md): BullMQ for the job queue, Redis for Vendure's cache and sessions, and atomic
 * attempt counters. Without it everything stays in the database (the embedded default: no Redis to run).
 */
export function redisUrl(): string | null {
    return process.env.REDIS_URL?.trim() || null;
}

/** ioredis options for REDIS_URL, for the clients Vendure's plugins create themselves. */
export function redisOptions(url: string): RedisOptions {
    const u = new URL(url);
    if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error(`REDIS_URL must be redis://…, got ${u.protocol}`);
    return {
        host: u.hostname,
        port: Number(u.port || 6379),
        username: u.username ? decodeURIComponent(u.username) : undefined,
        password: u.password ? decodeURIComponent(u.password) : undefined,
        db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
        tls: u.protocol === 'rediss:' ? {} : undefined,
    };
}

let shared: Redis | null | undefined;

/** This process's own Redis client for our code (the attempt counters), or null without REDIS_URL. */
export function sharedRedis(): Redis | null {
    if (shared === undefined) {
        const url = redisUrl();
        shared = url ? new Redis({ ...redisOptions(url), lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
    }
    return shared;
}
