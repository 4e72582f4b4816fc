import { ScheduledTask } from '@vendure/core';

import { TestRideBookingService } from './services/test-ride-booking.service';

/** Hourly: day-before reminders (the service only sends between 09:00 and 21:00 Asia/Jakarta). */
export const testRideReminderTask = new ScheduledTask({
    id: 'test-ride-reminders',
    description: 'Sends the day-before reminders of test-ride bookings',
    schedule: '5 * * * *',
    async execute({ injector, scheduledContext }) {
        const sent = await injector.get(TestRideBookingService).sendDueReminders(scheduledContext);
        return { sent };
    },
});
