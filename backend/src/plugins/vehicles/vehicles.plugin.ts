import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { MessagingModule } from '../../messaging';
import { myEvShopApiExtensions, rideDataAdminApiExtensions } from './api/api-extensions';
import {
    CreateTransferOwnershipResultResolver,
    MyEvShopResolver,
    RevokeShareEvResultResolver,
    RideDataAdminResolver,
    SetLeaderboardOptInResultResolver,
    SearchBikeSharingResultResolver,
    ShareEvResultResolver,
    TransferDecisionResultResolver,
} from './api/my-ev-shop.resolver';
import { recordRideDataPermission } from './constants';
import { VehicleNotifierService } from './notices/vehicle-notifier.service';
import { OwnershipTransfer } from './ownership-transfer.entity';
import { RideTrip } from './ride-trip.entity';
import { LeaderboardService } from './services/leaderboard.service';
import { MyEvService } from './services/my-ev.service';
import { OwnershipTransferService } from './services/ownership-transfer.service';
import { VehicleHistoryEntry } from './vehicle-history-entry.entity';
import { VehicleShare } from './vehicle-share.entity';
import { Vehicle } from './vehicle.entity';

/**
 * The customers' vehicles (SPEC §3) and "my EV" (issue 15, docs/my-ev-api.md): the list of one's bikes and of the
 * bikes shared with one, sharing a bike with a guest for a time window (both sides are told: VehicleNotifierService),
 * transfer of ownership, and the rider leaderboard fed by recordRideTrips. Issue 13 creates vehicles at hand-over.
 */
@VendurePlugin({
    // SMS / WhatsApp: OutboundMessageService and its job queue.
    imports: [PluginCommonModule, MessagingModule],
    entities: [Vehicle, VehicleShare, OwnershipTransfer, VehicleHistoryEntry, RideTrip],
    providers: [MyEvService, OwnershipTransferService, LeaderboardService, VehicleNotifierService],
    shopApiExtensions: {
        schema: myEvShopApiExtensions,
        resolvers: [
            MyEvShopResolver,
            SearchBikeSharingResultResolver,
            ShareEvResultResolver,
            RevokeShareEvResultResolver,
            CreateTransferOwnershipResultResolver,
            TransferDecisionResultResolver,
            SetLeaderboardOptInResultResolver,
        ],
    },
    adminApiExtensions: {
        schema: rideDataAdminApiExtensions,
        resolvers: [RideDataAdminResolver],
    },
    configuration: config => {
        config.authOptions.customPermissions.push(recordRideDataPermission);
        return config;
    },
    compatibility: '^3.0.0',
})
export class VehiclesPlugin {}
