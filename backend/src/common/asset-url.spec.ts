import type { ConfigService, RequestContext } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { absoluteAssetUrl } from './asset-url';

const config = {
    assetOptions: {
        assetStorageStrategy: {
            toAbsoluteUrl: (req: { headers: { host: string } }, identifier: string) =>
                `http://${req.headers.host}/assets/${identifier}`,
        },
    },
} as unknown as ConfigService;
const request = { req: { headers: { host: 'api.example' } } } as unknown as RequestContext;

describe('absoluteAssetUrl', () => {
    it("gives the asset server's URL of a preview path, as Vendure's Asset.preview does", () => {
        expect(absoluteAssetUrl(config, request, 'preview/11/bike__preview.png')).toBe(
            'http://api.example/assets/preview/11/bike__preview.png',
        );
    });

    it('gives null without a picture, and the path itself without a request to resolve it against', () => {
        expect(absoluteAssetUrl(config, request, null)).toBeNull();
        expect(absoluteAssetUrl(config, {} as RequestContext, 'preview/x.png')).toBe('preview/x.png');
    });
});
