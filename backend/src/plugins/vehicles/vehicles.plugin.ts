import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { Vehicle } from './vehicle.entity';

/** The customers' vehicles (SPEC §3). Issue 13 creates them at hand-over; issue 15 (my EV) grows this plugin. */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [Vehicle],
    compatibility: '^3.0.0',
})
export class VehiclesPlugin {}
