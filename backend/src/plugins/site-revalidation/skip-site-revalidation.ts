import { RequestContext } from '@vendure/core';

const SKIP = Symbol('skipSiteRevalidation');

/**
 * A copy of the context whose edits ask the site to refresh nothing: the demo seed's. At start-up no site instance
 * runs yet (each call would be retried for a minute and then fail), and a starting site renders fresh pages anyway.
 * The mark is an own property, so the copies Vendure makes of the context (transactions, events) keep it.
 */
export function withoutSiteRevalidation(ctx: RequestContext): RequestContext {
    return Object.assign(ctx.copy(), { [SKIP]: true });
}

export function skipsSiteRevalidation(ctx: RequestContext): boolean {
    return (ctx as unknown as Record<symbol, unknown>)[SKIP] === true;
}
