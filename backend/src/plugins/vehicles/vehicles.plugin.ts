import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { myEvShopApiExtensions } from './api/api-extensions';
import {
    MyEvShopResolver,
    RevokeShareEvResultResolver,
    SearchBikeSharingResultResolver,
    ShareEvResultResolver,
} from './api/my-ev-shop.resolver';
import { MyEvService } from './services/my-ev.service';
import { VehicleShare } from './vehicle-share.entity';
import { Vehicle } from './vehicle.entity';

/**
 * The customers' vehicles (SPEC §3) and "my EV" (issue 15, docs/my-ev-api.md): the list of one's bikes and of the
 * bikes shared with one, and sharing a bike with a guest for a time window. Issue 13 creates vehicles at hand-over.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [Vehicle, VehicleShare],
    providers: [MyEvService],
    shopApiExtensions: {
        schema: myEvShopApiExtensions,
        resolvers: [
            MyEvShopResolver,
            SearchBikeSharingResultResolver,
            ShareEvResultResolver,
            RevokeShareEvResultResolver,
        ],
    },
    compatibility: '^3.0.0',
})
export class VehiclesPlugin {}
