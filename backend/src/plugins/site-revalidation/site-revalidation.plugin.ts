import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { SITE_REVALIDATION_OPTIONS, SiteRevalidationOptions } from './constants';
import { SiteRevalidationService } from './site-revalidation.service';

/**
 * On-demand revalidation of the site's statically generated pages (SiteRevalidationService). The site's
 * `/api/revalidate` route checks the shared secret and maps the changes to its pages.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        SiteRevalidationService,
        {
            provide: SITE_REVALIDATION_OPTIONS,
            useFactory: () => ({
                urls: (SiteRevalidationPlugin.options.url ?? 'http://localhost:3000/api/revalidate')
                    .split(',')
                    .map(url => url.trim())
                    .filter(Boolean),
                secret: SiteRevalidationPlugin.options.secret ?? '',
                debounceMs: SiteRevalidationPlugin.options.debounceMs ?? 500,
            }),
        },
    ],
    compatibility: '^3.0.0',
})
export class SiteRevalidationPlugin {
    static options: SiteRevalidationOptions = {};

    static init(options: SiteRevalidationOptions): Type<SiteRevalidationPlugin> {
        this.options = options;
        return SiteRevalidationPlugin;
    }
}
