import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, Logger } from '@vendure/core';

import { OutboundMessageService } from '../../../messaging';
import { loggerCtx, ResolvedTestRidesOptions, TEST_RIDES_PLUGIN_OPTIONS } from '../constants';
import { TestRideEvent, TestRideEventType } from '../test-ride-event';
import { composeMessage } from '../test-ride-messages';

const NOTIFIED: TestRideEventType[] = ['created', 'rescheduled', 'cancelled', 'reminder', 'status'];

/**
 * Sends an SMS or WhatsApp message (the booking's channel) for every test-ride event, through the outbound-messages
 * job queue. E-mail is the EmailPlugin's.
 */
@Injectable()
export class TestRideNotifier implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        @Inject(TEST_RIDES_PLUGIN_OPTIONS) private options: ResolvedTestRidesOptions,
        private messages: OutboundMessageService,
    ) {}

    onApplicationBootstrap() {
        this.eventBus.ofType(TestRideEvent).subscribe(event => {
            this.notify(event).catch(err =>
                Logger.error(`Test-ride ${event.type} message for ${event.booking.code} failed: ${String(err)}`, loggerCtx),
            );
        });
    }

    async notify(event: TestRideEvent): Promise<void> {
        if (!NOTIFIED.includes(event.type)) return;
        // Staff status changes only matter to the customer when the ride is confirmed.
        if (event.type === 'status' && event.booking.status !== 'CONFIRMED') return;
        const content = composeMessage(event.booking, event.type, this.options.siteUrl);
        await this.messages.enqueue({
            channel: event.booking.notificationChannel,
            to: event.booking.guestPhone,
            language: content.language,
            text: content.text,
            topic: `test-ride.${event.type}`,
            reference: event.booking.code,
            createdAt: new Date().toISOString(),
        });
    }
}
