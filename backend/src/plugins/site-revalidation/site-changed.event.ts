import { RequestContext, VendureEvent } from '@vendure/core';

import { SiteChanges } from './constants';

/**
 * Published by the plugins whose admin edits show on statically generated site pages (content, financing,
 * experience centres): the SiteRevalidationService asks the site to re-render them. Published inside the
 * mutation's transaction, it is delivered once that transaction has committed.
 */
export class SiteChangedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public changes: SiteChanges,
    ) {
        super();
    }
}
