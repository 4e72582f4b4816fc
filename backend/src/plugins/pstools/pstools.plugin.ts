import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { PsToolsAdminResolver } from './api/pstools-admin.resolver';
import {
    CreateBookingByPSResultResolver,
    CreateGuestbookEntryResultResolver,
    GuestbookChangeResultResolver,
    ProfileCustomerByPSResultResolver,
    PsToolsShopResolver,
} from './api/pstools-shop.resolver';
import { GuestbookEntry } from './entities/guestbook-entry.entity';
import { StaffBooking } from './entities/staff-booking.entity';
import { StaffLookupLog } from './entities/staff-lookup-log.entity';
import { GuestbookService } from './services/guestbook.service';
import { StaffAccessService } from './services/staff-access.service';
import { StaffCustomerService } from './services/staff-customer.service';

/**
 * The product specialists' showroom tool (/pstools, issue 16): guestbook, bookings for customers, customer look-up,
 * job record. Staff are customers whose back-office-set `role` is a staff role (StaffAccessService). Needs the
 * Accounts, Dealers, Leads, TestRides and IdentityDocuments plugins (their entities and the booking service).
 * Contract: docs/pstools-api.md.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [GuestbookEntry, StaffBooking, StaffLookupLog],
    providers: [StaffAccessService, GuestbookService, StaffCustomerService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            PsToolsShopResolver,
            CreateGuestbookEntryResultResolver,
            GuestbookChangeResultResolver,
            ProfileCustomerByPSResultResolver,
            CreateBookingByPSResultResolver,
        ],
    },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [PsToolsAdminResolver] },
    // Back-office page (Vendure dashboard).
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class PsToolsPlugin {}
