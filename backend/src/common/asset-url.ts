import type { ConfigService, RequestContext } from '@vendure/core';

/**
 * An asset's preview as the URL the browser loads, the way Vendure's own Asset.preview field resolves it: our GraphQL
 * fields that return a bare `preview` path (e.g. `preview/11/x.png`) would be read relative to the page.
 */
export function absoluteAssetUrl(
    configService: ConfigService,
    ctx: RequestContext,
    preview: string | null | undefined,
): string | null {
    if (!preview) return null;
    const { toAbsoluteUrl } = configService.assetOptions.assetStorageStrategy;
    return toAbsoluteUrl && ctx.req ? toAbsoluteUrl(ctx.req, preview) : preview;
}
