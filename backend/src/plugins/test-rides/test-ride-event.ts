import { RequestContext, VendureEvent } from '@vendure/core';

import { TestRideBooking } from './entities/test-ride-booking.entity';

export type TestRideEventType = 'created' | 'rescheduled' | 'cancelled' | 'status' | 'reminder';

/** Published after a booking changes (the bus delivers it once the transaction has committed). */
export class TestRideEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        /** With `place` loaded. */
        public booking: TestRideBooking,
        public type: TestRideEventType,
        /** The slot start before a reschedule. */
        public previousSlotStart?: Date,
    ) {
        super();
    }
}
