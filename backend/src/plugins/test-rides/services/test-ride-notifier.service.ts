import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, Logger } from '@vendure/core';
import fs from 'fs';
import path from 'path';

import { DATA_DIR, REPO_ROOT } from '../../../paths';
import { loggerCtx, NotificationChannel, ResolvedTestRidesOptions, TEST_RIDES_PLUGIN_OPTIONS } from '../constants';
import { TestRideEvent, TestRideEventType } from '../test-ride-event';
import { composeMessage } from '../test-ride-messages';

/** One SMS or WhatsApp message. */
export interface OutboundMessage {
    channel: NotificationChannel;
    /** E.164 phone number. */
    to: string;
    language: 'en' | 'id';
    text: string;
    /** What it is about, for adapters that use templates (WhatsApp Business) and for tracing. */
    topic: `test-ride.${TestRideEventType}`;
    reference: string;
    createdAt: string;
}

/** Delivers SMS / WhatsApp messages (SPEC §3 notification channels). A real provider implements this. */
export interface TestRideMessageAdapter {
    send(message: OutboundMessage): Promise<void>;
}

export function outboxDir(): string {
    const value = process.env.OUTBOX_DIR;
    return value ? path.resolve(REPO_ROOT, value) : path.join(DATA_DIR, 'outbox');
}

/** Local default: one JSON file per message in OUTBOX_DIR (default <repo>/.data/outbox). */
export class OutboxFileAdapter implements TestRideMessageAdapter {
    constructor(private dir: () => string = outboxDir) {}

    async send(message: OutboundMessage): Promise<void> {
        const dir = this.dir();
        await fs.promises.mkdir(dir, { recursive: true });
        const stamp = message.createdAt.replace(/[:.]/g, '-');
        const name = `${stamp}-${message.channel.toLowerCase()}-${message.reference}-${message.topic.split('.')[1]}-${Math.random().toString(36).slice(2, 8)}.json`;
        await fs.promises.writeFile(path.join(dir, name), JSON.stringify(message, null, 2));
    }
}

const NOTIFIED: TestRideEventType[] = ['created', 'rescheduled', 'cancelled', 'reminder', 'status'];

/** Sends an SMS or WhatsApp message (the booking's channel) for every test-ride event. E-mail is the EmailPlugin's. */
@Injectable()
export class TestRideNotifier implements OnApplicationBootstrap {
    private adapter: TestRideMessageAdapter;

    constructor(
        private eventBus: EventBus,
        @Inject(TEST_RIDES_PLUGIN_OPTIONS) private options: ResolvedTestRidesOptions,
    ) {
        this.adapter = options.messageAdapter ?? new OutboxFileAdapter();
    }

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
        await this.adapter.send({
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
