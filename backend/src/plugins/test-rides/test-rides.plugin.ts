import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { MessagingModule } from '../../messaging';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import {
    AdminTestRideChangeResultResolver,
    TestRideAdminResolver,
    UpdateTestRideStatusResultResolver,
} from './api/test-ride-admin.resolver';
import {
    CreateTestRideBookingResultResolver,
    TestRideByCodeResultResolver,
    TestRideChangeResultResolver,
    TestRideGuestChangeResultResolver,
    TestRideShopResolver,
    TestRideSlotsResultResolver,
} from './api/test-ride-shop.resolver';
import {
    manageTestRideSchedulesPermission,
    manageTestRidesPermission,
    resolveOptions,
    TEST_RIDES_PLUGIN_OPTIONS,
    TestRidesPluginOptions,
} from './constants';
import { TestRideBooking } from './entities/test-ride-booking.entity';
import { TestRideSchedule } from './entities/test-ride-schedule.entity';
import { TestRideSlot } from './entities/test-ride-slot.entity';
import { TestRideBookingService } from './services/test-ride-booking.service';
import { TestRideGuessLimiter } from './services/test-ride-guess-limiter.service';
import { TestRideNotifier } from './services/test-ride-notifier.service';
import { TestRideSlotService } from './services/test-ride-slot.service';
import { testRideReminderTask } from './test-ride-reminder.task';

/**
 * Test rides: places and their slots, bookings with capacity, survey, status, notifications and reminders.
 * Needs the DealersPlugin (places are its experience centres). The confirmation e-mail is the
 * `testRideEmailHandler` (email/test-ride-email-handler.ts), registered with the EmailPlugin.
 */
@VendurePlugin({
    // SMS / WhatsApp: OutboundMessageService and its job queue.
    imports: [PluginCommonModule, MessagingModule],
    entities: [TestRideBooking, TestRideSlot, TestRideSchedule],
    providers: [
        TestRideSlotService,
        TestRideBookingService,
        TestRideNotifier,
        TestRideGuessLimiter,
        { provide: TEST_RIDES_PLUGIN_OPTIONS, useFactory: () => resolveOptions(TestRidesPlugin.options) },
    ],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            TestRideShopResolver,
            TestRideSlotsResultResolver,
            CreateTestRideBookingResultResolver,
            TestRideChangeResultResolver,
            TestRideByCodeResultResolver,
            TestRideGuestChangeResultResolver,
        ],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [
            TestRideAdminResolver,
            AdminTestRideChangeResultResolver,
            UpdateTestRideStatusResultResolver,
        ],
    },
    // Back-office pages (Vendure dashboard): bookings, status changes, schedules.
    dashboard: './dashboard/index.tsx',
    configuration: config => {
        config.authOptions.customPermissions.push(manageTestRidesPermission, manageTestRideSchedulesPermission);
        config.schedulerOptions.tasks.push(testRideReminderTask);
        return config;
    },
    compatibility: '^3.0.0',
})
export class TestRidesPlugin {
    static options: TestRidesPluginOptions = {};

    static init(options: TestRidesPluginOptions): Type<TestRidesPlugin> {
        this.options = options;
        return TestRidesPlugin;
    }
}
